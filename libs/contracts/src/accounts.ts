import type { OnboardingProfile } from './onboarding.js';

// Accounts (docs/api-accounts.md): the signed-in user, the app's configuration, models and subscription.

/** The four model slots a user can choose. */
export type ModelPreferences = {
  base_model: string;
  logic_model: string;
  assistant_model: string;
  image_generation_model: string;
};

/** GET /api/me — always 200; signed out is `isAuthenticated: false` with empty fields. */
export type CurrentUser = {
  isAuthenticated: boolean;
  userName: string;
  userEmail: string;
  profileImage: string;
  profileLink: string;
  tokens: number;
  userPk: string | null;
  isStaff: boolean;
  /** Reads the change log and the event explorer (docs/api-audit.md); staff may too. */
  isAnalyst: boolean;
  isPremium: boolean;
  emailVerified: boolean;
  modelPreferences: ModelPreferences | null;
  /** The onboarding answers (PUT /api/user/onboarding); null until the first. */
  onboarding: OnboardingProfile | null;
};

/** GET /api/config. */
export type AppConfigAnswer = { GOOGLE_CLIENT_ID: string | null; MAX_TRAIL_ACTIONS: number; devMailbox: boolean };

/** GET /logout with Accept: application/json (a browser navigation is redirected to /login instead). */
export type LogoutAnswer = { status: 'success' };

export type ModelType = 'chat' | 'image';

/** A model the selectors offer. Pricing is in US dollars per 1,000 tokens. */
export type ModelOption = {
  id: string;
  name: string;
  provider: string;
  description: string;
  contextWindow: number;
  maxTokens: number;
  pricing: { inputPer1k: number; outputPer1k: number };
  /**
   * Chat models: what one turn takes from the user's tokens — a fixed number (0: free, the built-in offline
   * model by default), or null: the usage the model reports. Absent for image models (an image is part of a chat turn).
   */
  tokensPerTurn?: number | null;
};

/** GET /api/user/models/available?type=chat|image. */
export type AvailableModelsAnswer = { models: ModelOption[] };

/** POST /api/user/model-preferences: any of the slots. */
export type ModelPreferencesBody = Partial<ModelPreferences>;
/** All four slots after the change. */
export type ModelPreferencesAnswer = { modelPreferences: ModelPreferences };

/** GET /api/subscription/status/ (signed out: is_premium false). */
export type SubscriptionStatus = { is_premium: boolean; subscription_url: string };

/** GET /api/user/tokens/balance: the balance, including this week's allowance. */
export type TokenBalance = { tokens: number };

// ---- Signing in, registration, verification, password reset ----
// Failures answer `{ success: false, error, code, details }` (sign-in) or `{ status: 'error', message, … }`
// (reset) with an error status; the web reads them as error bodies (docs/api-accounts.md).

/** The user a successful login, registration or Google sign-in returns. */
export type AuthUser = {
  username: string;
  email: string;
  profileImage: string;
  profileLink: string;
  tokens: number;
  id: string;
  is_staff: boolean;
  is_analyst: boolean;
};

/** POST /login-auth/ and /google-auth/. */
export type SignInAnswer = { success: true; user: AuthUser };
/** POST /create-and-verify/: signing in waits for the emailed code. */
export type RegisterAnswer = SignInAnswer & { verification_required: true; message: string };
/** POST /send-verification-otp/. */
export type OtpSentAnswer = { success: true; message: string };
/** POST /verify-email-otp: an email verified, or a password-reset code confirmed. */
export type OtpVerifiedAnswer = { success: true; message: string; purpose: 'email_verification' | 'password_reset' };
/** POST /reset-password-request and /reset-password-confirm. */
export type ResetStatusAnswer = { status: 'success'; message: string };

export type LoginBody = { email: string; password: string; remember_me?: boolean };
/** A form body: values are strings. */
export type RegisterBody = {
  username: string;
  email: string;
  password: string;
  password_confirm?: string;
  /** The prompt typed before signing up. */
  game_prompt?: string;
  from_home?: string;
};
/** The ID token of Google's sign-in button. */
export type GoogleAuthBody = { id_token: string };
/** send-verification-otp, reset-password-request. */
export type EmailBody = { email: string };
export type OtpBody = { email: string; otp: string };
export type ResetConfirmBody = { email: string; otp: string; new_password: string };

// ---- The development mailbox ----

/** A message the server would have emailed, kept instead because no SMTP server is configured. */
export type MailboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  sentAt: string;
};

/** GET /api/dev/mailbox: the reader's own messages, newest first (404 with SMTP, or in production). */
export type MailboxAnswer = { messages: MailboxEntry[] };
