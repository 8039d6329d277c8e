import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../common/actor.js';
import type { TokenWrite } from '../../tokens/token-ledger.service.js';

export class RecordPurchaseCommand extends Command<TokenWrite> {
  constructor(
    readonly userId: string,
    readonly amount: number,
    readonly note: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
