import { DomainError } from '../shared/domain-error.js';

export const TOKEN_PURCHASE_MAX = 1_000_000;
export const TOKEN_NOTE_MAX = 200;

/** The API answers this with 429 and "You've run out of tokens." (docs/api-agent.md; see the token ledger). */
export class OutOfTokensError extends DomainError {
  readonly code = 'out_of_tokens';
  readonly category = 'conflict';
  constructor(balance: number, amount: number) {
    super("You've run out of tokens.", { balance, amount });
  }
}

export class InvalidTokenAmountError extends DomainError {
  readonly code = 'tokens.invalid_amount';
  readonly category = 'validation';
}

export class InvalidTokenNoteError extends DomainError {
  readonly code = 'tokens.invalid_note';
  readonly category = 'validation';
  constructor() {
    super(`The note must be at most ${TOKEN_NOTE_MAX} characters`);
  }
}

export class TurnAlreadyRefundedError extends DomainError {
  readonly code = 'tokens.turn_already_refunded';
  readonly category = 'conflict';
  constructor() {
    super('The tokens of this agent turn were already refunded');
  }
}

export class NothingToRefundError extends DomainError {
  readonly code = 'tokens.nothing_to_refund';
  readonly category = 'conflict';
  constructor() {
    super('This agent turn used no tokens to refund');
  }
}
