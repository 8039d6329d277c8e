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
  isPremium: boolean;
  emailVerified: boolean;
  modelPreferences: ModelPreferences | null;
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
