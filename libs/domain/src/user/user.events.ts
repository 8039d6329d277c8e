import type { OnboardingAnswers } from '@tempest/contracts';

export type CodePurpose = 'email_verification' | 'password_reset';

export type ModelPreferences = {
  base_model: string;
  logic_model: string;
  assistant_model: string;
  image_generation_model: string;
};

export type UserEvent =
  | { type: 'UserRegistered'; data: { userId: string; username: string; email: string; passwordHash: string | null; via: 'password' | 'google'; googleSub: string | null; emailVerified: boolean; registeredAt: string } }
  | { type: 'VerificationCodeIssued'; data: { purpose: CodePurpose; codeHash: string; expiresAt: string; issuedAt: string } }
  | { type: 'VerificationCodeRejected'; data: { purpose: CodePurpose; attempts: number; at: string } }
  | { type: 'EmailVerified'; data: { at: string } }
  | { type: 'PasswordResetCodeConfirmed'; data: { at: string } }
  | { type: 'PasswordChanged'; data: { passwordHash: string; at: string } }
  | { type: 'UserLoggedIn'; data: { via: 'password' | 'google'; remember: boolean; at: string } }
  | { type: 'StaffGranted'; data: { by: string | null; at: string } }
  | { type: 'StaffRevoked'; data: { by: string | null; at: string } }
  | { type: 'AnalystGranted'; data: { by: string | null; at: string } }
  | { type: 'AnalystRevoked'; data: { by: string | null; at: string } }
  | { type: 'LegendGranted'; data: { by: string | null; at: string } }
  | { type: 'LegendRevoked'; data: { by: string | null; at: string } }
  | { type: 'ModelPreferencesChanged'; data: { preferences: ModelPreferences; at: string } }
  | { type: 'OnboardingRecorded'; data: OnboardingAnswers & { at: string } };

export const userStreamId = (userId: string): string => `user-${userId}`;

/** Uniqueness claims: one stream per lower-cased email / username, holding the owner's id. */
export const emailClaimStreamId = (email: string): string => `useremail-${email.trim().toLowerCase()}`;
export const usernameClaimStreamId = (username: string): string => `username-${username.trim().toLowerCase()}`;

export type ClaimEvent =
  | { type: 'NameClaimed'; data: { userId: string; at: string } }
  | { type: 'NameReleased'; data: { userId: string; at: string } };
