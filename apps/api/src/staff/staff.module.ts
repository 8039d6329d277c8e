import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordPurchaseController } from './record-purchase/record-purchase.controller.js';
import { RecordPurchaseHandler } from './record-purchase/record-purchase.handler.js';
import { SetLegendController } from './set-legend/set-legend.controller.js';
import { SetLegendHandler } from './set-legend/set-legend.handler.js';

/** What staff can do to a user's account: record a token purchase, grant or end Legend. */
@Module({
  imports: [CqrsModule],
  controllers: [RecordPurchaseController, SetLegendController],
  providers: [RecordPurchaseHandler, SetLegendHandler],
})
export class StaffModule {}
