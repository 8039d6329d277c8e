// Onboarding (spec 3 "Onboarding"; docs/api-accounts.md, Onboarding): a new creator's answers, kept with the
// user's profile. The choices are the server's to check and the web app's to show.

export const ONBOARDING_PURPOSES = ['learn', 'prototype', 'share', 'teach', 'fun'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const GAME_TYPE_INTERESTS = ['arcade', 'puzzle', 'quiz', 'adventure', 'strategy', 'idle'] as const;
/** Where the creator left onboarding: answered the questions (the tour still to come), finished the tour, or skipped. */
export const ONBOARDING_OUTCOMES = ['answered', 'completed', 'skipped'] as const;

export type OnboardingPurpose = (typeof ONBOARDING_PURPOSES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type GameTypeInterest = (typeof GAME_TYPE_INTERESTS)[number];
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];

/** PUT /api/user/onboarding's body (every field but `outcome` optional) and, with `at`, the profile's `onboarding`. */
export type OnboardingAnswers = {
  purposes: OnboardingPurpose[];
  experienceLevel: ExperienceLevel | null;
  gameTypeInterests: GameTypeInterest[];
  outcome: OnboardingOutcome;
};

export type OnboardingProfile = OnboardingAnswers & { at: string };

/** PUT /api/user/onboarding's answer: the answers as recorded. */
export type OnboardingAnswer = { onboarding: OnboardingProfile };
