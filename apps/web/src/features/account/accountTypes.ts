// The account feature's own types; the server's answers come from @tempest/contracts.
import type { CurrentUser, ModelOption } from '@tempest/contracts';

/** A model a selector offers: the server's, or a built-in fallback that knows only its name and provider. */
export type ModelChoice = Pick<ModelOption, 'id' | 'name' | 'provider'> & Partial<ModelOption>;

export type AvailableModels = {
  models: ModelChoice[];
  /** True when the server could not be asked and the built-in defaults are shown instead. */
  isFallback: boolean;
};

export const SIGNED_OUT_USER: CurrentUser = {
  isAuthenticated: false,
  userName: '',
  userEmail: '',
  profileImage: '',
  profileLink: '',
  tokens: 0,
  userPk: null,
  isStaff: false,
  isAnalyst: false,
  isPremium: false,
  emailVerified: false,
  modelPreferences: null,
  onboarding: null,
};
