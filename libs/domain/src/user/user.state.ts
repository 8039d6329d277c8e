import { assertNever } from '../shared/decider.js';
import type { OnboardingAnswers } from '@tempest/contracts';
import type { CodePurpose, ModelPreferences, UserEvent } from './user.events.js';

export type PendingCode = { codeHash: string; expiresAt: string; attempts: number; confirmed: boolean };

export type UserState =
  | { status: 'absent' }
  | {
      status: 'active';
      userId: string;
      username: string;
      email: string;
      passwordHash: string | null;
      googleSub: string | null;
      emailVerified: boolean;
      isStaff: boolean;
      /** Analysts read the change log and the event explorer (staff may too). */
      isAnalyst: boolean;
      isPremium: boolean;
      registeredAt: string;
      preferences: ModelPreferences | null;
      /** The onboarding answers and where the creator left it; null until the first answer. */
      onboarding: (OnboardingAnswers & { at: string }) | null;
      codes: Partial<Record<CodePurpose, PendingCode>>;
    }
  /** Erased (docs/personal-data.md, Erasure): nothing of the person is kept, only that and when it happened. */
  | { status: 'erased'; userId: string; by: string; erasedAt: string };

export const initialUserState = (): UserState => ({ status: 'absent' });

type Active = Extract<UserState, { status: 'active' }>;

const clearCode = (state: Active, purpose: CodePurpose): Active => {
  const codes = { ...state.codes };
  delete codes[purpose];
  return { ...state, codes };
};

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserRegistered') {
    const { userId, username, email, passwordHash, googleSub, emailVerified, registeredAt } = event.data;
    return { status: 'active', userId, username, email, passwordHash, googleSub, emailVerified, isStaff: false, isAnalyst: false, isPremium: false, registeredAt, preferences: null, onboarding: null, codes: {} };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'UserErased':
      return { status: 'erased', userId: state.userId, by: event.data.by, erasedAt: event.data.at };
    case 'VerificationCodeIssued': {
      const { purpose, codeHash, expiresAt } = event.data;
      return { ...state, codes: { ...state.codes, [purpose]: { codeHash, expiresAt, attempts: 0, confirmed: false } } };
    }
    case 'VerificationCodeRejected': {
      const code = state.codes[event.data.purpose];
      return code ? { ...state, codes: { ...state.codes, [event.data.purpose]: { ...code, attempts: event.data.attempts } } } : state;
    }
    case 'EmailVerified':
      return { ...clearCode(state, 'email_verification'), emailVerified: true };
    case 'PasswordResetCodeConfirmed': {
      const code = state.codes.password_reset;
      return code ? { ...state, codes: { ...state.codes, password_reset: { ...code, confirmed: true } } } : state;
    }
    case 'PasswordChanged':
      return { ...clearCode(state, 'password_reset'), passwordHash: event.data.passwordHash };
    case 'UserLoggedIn':
      return state;
    case 'StaffGranted':
    case 'StaffRevoked':
      return { ...state, isStaff: event.type === 'StaffGranted' };
    case 'AnalystGranted':
    case 'AnalystRevoked':
      return { ...state, isAnalyst: event.type === 'AnalystGranted' };
    case 'LegendGranted':
    case 'LegendRevoked':
      return { ...state, isPremium: event.type === 'LegendGranted' };
    case 'ModelPreferencesChanged':
      return { ...state, preferences: event.data.preferences };
    case 'OnboardingRecorded':
      return { ...state, onboarding: event.data };
    default:
      return assertNever(event);
  }
};
