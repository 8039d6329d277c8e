import { Module } from '@nestjs/common';
import { StaffController } from './staff.controller.js';

/** What staff can do to a user's account: record a token purchase, grant or end Legend, make them an analyst or not. */
@Module({
  controllers: [StaffController],
})
export class StaffModule {}
