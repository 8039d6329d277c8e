import { assertNever, type Decider } from '../shared/decider.js';
import { mergeOnboarding } from './onboarding.js';
import type { UserCommand } from './user.commands.js';
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from './user.limits.js';
import type { UserEvent } from './user.events.js';
import { evolveUser, initialUserState, type PendingCode, type UserState } from './user.state.js';
import { DomainError } from '../shared/errors.js';

type Active = Extract<UserState, { status: 'active' }>;

const usable = (code: PendingCode | undefined, now: string): code is PendingCode =>
  !!code && code.attempts < MAX_CODE_ATTEMPTS && Date.parse(now) < Date.parse(code.expiresAt);

// A wrong code decides no event: the attempts are counted by an atomic counter before the check (the API's
// rate limiter), so a guess costs no write to the user's stream and parallel guesses cannot pass the limit.
// `VerificationCodeRejected` stays in the event union for streams written before; `usable` still honours it.

const confirmCode = (state: Active, codeHash: string, now: string): UserEvent[] => {
  const verification = state.codes.email_verification;
  if (usable(verification, now) && verification.codeHash === codeHash) return [{ type: 'EmailVerified', data: { at: now } }];
  const reset = state.codes.password_reset;
  if (usable(reset, now) && reset.codeHash === codeHash) return [{ type: 'PasswordResetCodeConfirmed', data: { at: now } }];
  return [];
};

const decideActive = (command: Exclude<UserCommand, { type: 'RegisterUser' }>, state: Active): UserEvent[] => {
  switch (command.type) {
    case 'IssueCode': {
      const { purpose, codeHash, now } = command.data;
      const expiresAt = new Date(Date.parse(now) + CODE_TTL_MINUTES * 60_000).toISOString();
      return [{ type: 'VerificationCodeIssued', data: { purpose, codeHash, expiresAt, issuedAt: now } }];
    }
    case 'ConfirmCode':
      return confirmCode(state, command.data.codeHash, command.data.now);
    case 'ChangePassword': {
      const { codeHash, passwordHash, now } = command.data;
      const reset = state.codes.password_reset;
      if (!usable(reset, now) || reset.codeHash !== codeHash) return [];
      return [{ type: 'PasswordChanged', data: { passwordHash, at: now } }];
    }
    case 'RecordLogin':
      return [{ type: 'UserLoggedIn', data: { via: command.data.via, remember: command.data.remember, at: command.data.now } }];
    case 'SetStaff': {
      const { isStaff, by, now } = command.data;
      if (state.isStaff === isStaff) return [];
      return [{ type: isStaff ? 'StaffGranted' : 'StaffRevoked', data: { by, at: now } }];
    }
    case 'SetAnalyst': {
      const { isAnalyst, by, now } = command.data;
      if (state.isAnalyst === isAnalyst) return [];
      return [{ type: isAnalyst ? 'AnalystGranted' : 'AnalystRevoked', data: { by, at: now } }];
    }
    case 'SetLegend': {
      const { isPremium, by, now } = command.data;
      if (state.isPremium === isPremium) return [];
      return [{ type: isPremium ? 'LegendGranted' : 'LegendRevoked', data: { by, at: now } }];
    }
    case 'SetModelPreferences':
      return [{ type: 'ModelPreferencesChanged', data: { preferences: command.data.preferences, at: command.data.now } }];
    case 'RecordOnboarding': {
      const { answers, now } = command.data;
      const next = mergeOnboarding(state.onboarding, answers);
      return next === null ? [] : [{ type: 'OnboardingRecorded', data: { ...next, at: now } }];
    }
    case 'EraseUser': {
      const { by, reasonGiven, reached, now } = command.data;
      if (by !== 'self' && state.isStaff) throw new DomainError('user.erase_staff');
      return [{ type: 'UserErased', data: { userId: state.userId, by, reasonGiven, reached, at: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'absent') throw new DomainError('user.not_found');
    const { now, ...data } = command.data;
    return [{ type: 'UserRegistered', data: { ...data, registeredAt: now } }];
  }
  // Erasing twice is idempotent: the first erasure stands (a retry after a crash finishes its clean-up).
  if (state.status === 'erased' && command.type === 'EraseUser') return [];
  if (state.status !== 'active') throw new DomainError('user.not_found');
  return decideActive(command, state);
};

/** True when the events decided for a code command mean the code was wrong. */
export const codeWasRejected = (events: UserEvent[]): boolean =>
  events.length === 0 || events.every((e) => e.type === 'VerificationCodeRejected');

export const assertCodeAccepted = (events: UserEvent[]): void => {
  if (codeWasRejected(events)) throw new DomainError('account.invalid_otp');
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
