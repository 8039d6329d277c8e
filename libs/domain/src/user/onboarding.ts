import {
  EXPERIENCE_LEVELS,
  GAME_TYPE_INTERESTS,
  ONBOARDING_OUTCOMES,
  ONBOARDING_PURPOSES,
  type ExperienceLevel,
  type OnboardingAnswers,
  type OnboardingOutcome,
} from '@tempest/contracts';

// A new creator's onboarding answers (spec 3 "Onboarding"), kept on the user's stream with the rest of the
// profile. They steer the offline agent's defaults: the interests pick the example prompts, the experience level
// how much the agent explains. The choices live in libs/contracts, which the web app shows.

export const ONBOARDING_FAILED = 'Failed to save onboarding answers';

const FIELDS = ['purposes', 'experienceLevel', 'gameTypeInterests', 'outcome'] as const;

const choices = <T extends string>(value: unknown, allowed: readonly T[]): T[] | null => {
  if (!Array.isArray(value) || value.length > allowed.length) return null;
  if (!value.every((v): v is T => typeof v === 'string' && (allowed as readonly string[]).includes(v))) return null;
  return allowed.filter((a) => value.includes(a));
};

/** Pure: the answers in a request body, or the first field that is wrong (unknown fields are refused too). */
export const parseOnboardingAnswers = (body: unknown): OnboardingAnswers | { field: string } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { field: 'body' };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) return { field: unknown };
  const purposes = choices(record.purposes ?? [], ONBOARDING_PURPOSES);
  if (purposes === null) return { field: 'purposes' };
  const level = record.experienceLevel ?? null;
  if (level !== null && !(EXPERIENCE_LEVELS as readonly unknown[]).includes(level)) return { field: 'experienceLevel' };
  const gameTypeInterests = choices(record.gameTypeInterests ?? [], GAME_TYPE_INTERESTS);
  if (gameTypeInterests === null) return { field: 'gameTypeInterests' };
  if (!(ONBOARDING_OUTCOMES as readonly unknown[]).includes(record.outcome)) return { field: 'outcome' };
  return { purposes, experienceLevel: level as ExperienceLevel | null, gameTypeInterests, outcome: record.outcome as OnboardingOutcome };
};

/**
 * Pure: the answers to record over the previous ones, or null when nothing changes. A finished onboarding stays
 * finished: a late "answered" (another tab still on stage 3) does not reopen it.
 */
export const mergeOnboarding = (previous: OnboardingAnswers | null, answers: OnboardingAnswers): OnboardingAnswers | null => {
  const reopens = previous !== null && previous.outcome !== 'answered' && answers.outcome === 'answered';
  const next = { ...answers, outcome: reopens ? previous.outcome : answers.outcome };
  if (previous === null) return next;
  const same = (Object.keys(next) as (keyof OnboardingAnswers)[]).every((key) => JSON.stringify(previous[key]) === JSON.stringify(next[key]));
  return same ? null : next;
};
