import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../accounts/user-directory.js';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import { RecordPurchaseCommand } from './record-purchase.command.js';
import { DomainError } from '@tempest/domain';

@CommandHandler(RecordPurchaseCommand)
export class RecordPurchaseHandler implements ICommandHandler<RecordPurchaseCommand> {
  constructor(
    private readonly ledger: TokenLedger,
    private readonly users: UserDirectory,
  ) {}

  async execute({ userId, amount, note, context }: RecordPurchaseCommand) {
    if (!(await this.users.load(userId))) throw new DomainError('user.not_found');
    return this.ledger.purchase(userId, { amount, note, by: context.metadata.actorId }, context.metadata);
  }
}
