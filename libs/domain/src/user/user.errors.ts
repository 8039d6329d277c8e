import { DomainError } from '../shared/domain-error.js';

export class AccountValidationError extends DomainError {
  readonly code = 'account.invalid';
  readonly category = 'validation';
}

export class EmailTakenError extends DomainError {
  readonly code = 'account.email_taken';
  readonly category = 'conflict';
  constructor() {
    super('An account with this email already exists.');
  }
}

export class UsernameTakenError extends DomainError {
  readonly code = 'account.username_taken';
  readonly category = 'conflict';
  constructor() {
    super('This username is taken.');
  }
}

export class UserNotFoundError extends DomainError {
  readonly code = 'user.not_found';
  readonly category = 'not_found';
  constructor() {
    super('User not found');
  }
}

/** A wrong, expired, used or locked code: one message, so nothing is learnt from which. */
export class InvalidCodeError extends DomainError {
  readonly code = 'account.invalid_otp';
  readonly category = 'validation';
  constructor(readonly locked = false) {
    super('Invalid OTP');
  }
}

/** Staff erase accounts of non-staff only: a staff account's role ends first (npm run staff revoke), or it erases itself. */
export class StaffAccountErasureError extends DomainError {
  readonly code = 'user.erase_staff';
  readonly category = 'conflict';
  constructor() {
    super('A staff account cannot be erased by staff. End its staff role first.');
  }
}

export const MAX_CODE_ATTEMPTS = 5;
export const CODE_TTL_MINUTES = 15;
