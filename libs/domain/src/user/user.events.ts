import type { ErasureReached, OnboardingAnswers } from '@tempest/contracts';

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
  | { type: 'OnboardingRecorded'; data: OnboardingAnswers & { at: string } }
  | { type: 'UserErased'; data: UserErasedData };

/**
 * What an erasure reached, as counts per kind (docs/personal-data.md, Erasure): the verifiable record staff
 * list, never what was erased.
 */
/** What an erasure reached, counts per kind: the shared contract's answer (libs/contracts, erasure.ts). */
export type ErasureReach = ErasureReached;

/**
 * The erasure of a person (issue 28 §3): no personal data, only who asked (`self`, or the staff member's id),
 * whether a reason was given (the reason itself is never stored: docs/personal-data.md) and what was reached.
 */
export type UserErasedData = { userId: string; by: 'self' | string; reasonGiven: boolean; reached: ErasureReach; at: string };

export const userStreamId = (userId: string): string => `user-${userId}`;

/**
 * Uniqueness claims: one stream per email / username (trimmed, lower-cased), holding the owner's id. A stream
 * id is never encrypted and outlives an erasure, so a claim is named by a keyed hash of the value
 * (`useremail-hmac:<32 hex>`), which the caller computes with the server secret (purpose `email-claim` /
 * `username-claim`). Claims recorded before were named by the value itself (`useremail-<email>`): they are
 * still read (a name claimed so stays taken) and released, never written.
 */
export type ClaimKind = 'email' | 'username';
export const CLAIM_HASH_PURPOSES: Readonly<Record<ClaimKind, string>> = { email: 'email-claim', username: 'username-claim' };
const CLAIM_PREFIXES: Readonly<Record<ClaimKind, string>> = { email: 'useremail-', username: 'username-' };
/** The streams of one name: `hashed` (claimed now) and `legacy` (the plain name, as claims were first written). */
export type ClaimStreams = { hashed: string; legacy: string };

export const normaliseClaimValue = (value: string): string => value.trim().toLowerCase();

/** `hash(purpose, normalised)` is the server's keyed hash (32 lower-case hex digits). */
export const claimStreamsOf = (kind: ClaimKind, value: string, hash: (purpose: string, normalised: string) => string): ClaimStreams => {
  const normalised = normaliseClaimValue(value);
  return { hashed: `${CLAIM_PREFIXES[kind]}hmac:${hash(CLAIM_HASH_PURPOSES[kind], normalised)}`, legacy: `${CLAIM_PREFIXES[kind]}${normalised}` };
};

// Never a plain name: every email holds '@' and a username cannot hold ':'.
const HASHED_CLAIM_STREAM = /^(useremail|username)-hmac:[0-9a-f]{32}$/;
/** Whether a stream id is a claim named by its keyed hash (it holds no personal data). */
export const isHashedClaimStreamId = (streamId: string): boolean => HASHED_CLAIM_STREAM.test(streamId);

export type ClaimEvent =
  | { type: 'NameClaimed'; data: { userId: string; at: string } }
  | { type: 'NameReleased'; data: { userId: string; at: string } };
