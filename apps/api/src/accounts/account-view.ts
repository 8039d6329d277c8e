import type { AuthUser, CurrentUser } from '@tempest/contracts';
import type { ActiveUser } from './user-directory.js';

export const DEFAULT_MODEL_PREFERENCES = {
  base_model: 'tempest-offline',
  logic_model: 'tempest-offline',
  assistant_model: 'tempest-offline',
  image_generation_model: 'tempest-offline-image',
};

export const profileImageOf = (userId: string) => `/api/users/${userId}/avatar.svg`;
export const profileLinkOf = (userId: string) => `/profile/${userId}`;

/** The `user` object of the login and registration answers (docs/api-accounts.md, Registration, verification, login, logout). */
export const loginUser = (user: ActiveUser, tokens: number): AuthUser => ({
  username: user.username,
  email: user.email,
  profileImage: profileImageOf(user.userId),
  profileLink: profileLinkOf(user.userId),
  tokens,
  id: user.userId,
  is_staff: user.isStaff,
  is_analyst: user.isAnalyst,
});

/** GET /api/me: the signed-in user's data (docs/api-accounts.md, The signed-in user). */
export const userData = (user: ActiveUser | null, tokens: number): CurrentUser =>
  user
    ? {
        isAuthenticated: true,
        userName: user.username,
        userEmail: user.email,
        profileImage: profileImageOf(user.userId),
        profileLink: profileLinkOf(user.userId),
        tokens,
        userPk: user.userId,
        isStaff: user.isStaff,
        isAnalyst: user.isAnalyst,
        isPremium: user.isPremium,
        emailVerified: user.emailVerified,
        modelPreferences: user.preferences ?? DEFAULT_MODEL_PREFERENCES,
        onboarding: user.onboarding,
      }
    : {
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
