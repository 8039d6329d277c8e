/** The four model slots a user can choose (`modelPreferences`, docs/api-accounts.md). */
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

export type AppConfig = {
  GOOGLE_CLIENT_ID: string | null;
  MAX_TRAIL_ACTIONS: number;
  devMailbox: boolean;
};

export type ModelType = 'chat' | 'image';

export type ModelOption = {
  id: string;
  name: string;
  provider: string;
  description?: string;
  contextWindow?: number;
  maxTokens?: number;
  pricing?: { inputPer1k: number; outputPer1k: number };
};

export type AvailableModels = {
  models: ModelOption[];
  /** True when the server could not be asked and the built-in defaults are shown instead. */
  isFallback: boolean;
};

export type SubscriptionStatus = {
  is_premium: boolean;
  subscription_url: string | null;
};

export type TokenBalance = { tokens: number };

export const SIGNED_OUT_USER: CurrentUser = {
  isAuthenticated: false,
  userName: '',
  userEmail: '',
  profileImage: '',
  profileLink: '',
  tokens: 0,
  userPk: null,
  isStaff: false,
  isPremium: false,
  emailVerified: false,
  modelPreferences: null,
};
