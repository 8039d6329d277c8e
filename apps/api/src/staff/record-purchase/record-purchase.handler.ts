import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserNotFoundError } from '@tempest/domain';
import { UserDirectory } from '../../accounts/user-directory.js';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import { RecordPurchaseCommand } from './record-purchase.command.js';

@CommandHandler(RecordPurchaseCommand)
export class RecordPurchaseHandler implements ICommandHandler<RecordPurchaseCommand> {
  constructor(
    private readonly ledger: TokenLedger,
    private readonly users: UserDirectory,
  ) {}

  async execute({ userId, amount, note, context }: RecordPurchaseCommand) {
    if (!(await this.users.load(userId))) throw new UserNotFoundError();
    return this.ledger.purchase(userId, { amount, note, by: context.metadata.actorId }, context.metadata);
  }
}
