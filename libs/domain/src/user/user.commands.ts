import type { OnboardingAnswers } from '@tempest/contracts';
import type { CodePurpose, ErasureReach, ModelPreferences } from './user.events.js';

/** Hashing, random codes and the clock live outside: commands bring their results in. */
export type UserCommand =
  | { type: 'RegisterUser'; data: { userId: string; username: string; email: string; passwordHash: string | null; via: 'password' | 'google'; googleSub: string | null; emailVerified: boolean; now: string } }
  | { type: 'IssueCode'; data: { purpose: CodePurpose; codeHash: string; now: string } }
  | { type: 'ConfirmCode'; data: { codeHash: string; now: string } }
  | { type: 'ChangePassword'; data: { codeHash: string; passwordHash: string; now: string } }
  | { type: 'RecordLogin'; data: { via: 'password' | 'google'; remember: boolean; now: string } }
  | { type: 'SetStaff'; data: { isStaff: boolean; by: string | null; now: string } }
  | { type: 'SetAnalyst'; data: { isAnalyst: boolean; by: string | null; now: string } }
  | { type: 'SetLegend'; data: { isPremium: boolean; by: string | null; now: string } }
  | { type: 'SetModelPreferences'; data: { preferences: ModelPreferences; now: string } }
  | { type: 'RecordOnboarding'; data: { answers: OnboardingAnswers; now: string } }
  /** `by` is 'self' or the staff member's id; the staff member's reason stays outside the log (only whether one was given). */
  | { type: 'EraseUser'; data: { by: 'self' | string; reasonGiven: boolean; reached: ErasureReach; now: string } };
