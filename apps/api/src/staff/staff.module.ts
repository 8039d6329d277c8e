import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordPurchaseController } from './record-purchase/record-purchase.controller.js';
import { RecordPurchaseHandler } from './record-purchase/record-purchase.handler.js';
import { SetAnalystController } from './set-analyst/set-analyst.controller.js';
import { SetAnalystHandler } from './set-analyst/set-analyst.handler.js';
import { SetLegendController } from './set-legend/set-legend.controller.js';
import { SetLegendHandler } from './set-legend/set-legend.handler.js';

/** What staff can do to a user's account: record a token purchase, grant or end Legend, make them an analyst or not. */
@Module({
  imports: [CqrsModule],
  controllers: [RecordPurchaseController, SetLegendController, SetAnalystController],
  providers: [RecordPurchaseHandler, SetLegendHandler, SetAnalystHandler],
})
export class StaffModule {}
