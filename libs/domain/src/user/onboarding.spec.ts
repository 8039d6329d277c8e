import { describe, expect, it } from '@jest/globals';
import type { OnboardingAnswers } from '@tempest/contracts';
import { evolveUser, initialUserState, parseOnboardingAnswers, userDecider, type UserEvent } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const t0 = '2026-11-28T10:00:00.000Z';
const t1 = '2026-11-28T10:05:00.000Z';
const spec = deciderSpecification(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ada', email: 'ada@example.com', passwordHash: 'x', via: 'password', googleSub: null, emailVerified: true, registeredAt: t0 },
};
const answers: OnboardingAnswers = { purposes: ['learn'], experienceLevel: 'beginner', gameTypeInterests: ['quiz', 'puzzle'], outcome: 'answered' };
const record = (a: OnboardingAnswers, now = t1) => ({ type: 'RecordOnboarding' as const, data: { answers: a, now } });
const recorded = (a: OnboardingAnswers, at = t1): UserEvent => ({ type: 'OnboardingRecorded', data: { ...a, at } });

describe('onboarding answers on the user stream', () => {
  it('records the answers, and the profile holds them', () => {
    spec.given(registered).when(record(answers)).then([recorded(answers)]);
    const state = [registered, recorded(answers)].reduce(evolveUser, initialUserState());
    expect(state).toMatchObject({ onboarding: { experienceLevel: 'beginner', gameTypeInterests: ['quiz', 'puzzle'], outcome: 'answered' } });
  });

  it('writes nothing when the same answers come again', () => {
    spec.given(registered, recorded(answers)).when(record(answers, '2026-11-28T11:00:00.000Z')).thenNothing();
  });

  it('keeps a finished onboarding finished when a late "answered" arrives, but takes its new answers', () => {
    const done = { ...answers, outcome: 'completed' as const };
    spec.given(registered, recorded(done)).when(record({ ...answers, experienceLevel: 'expert' })).then([recorded({ ...done, experienceLevel: 'expert' })]);
    spec.given(registered, recorded(done)).when(record(answers)).thenNothing();
  });
});

describe('parseOnboardingAnswers', () => {
  it('accepts known choices, in the catalogue order, with the level optional', () => {
    expect(parseOnboardingAnswers({ purposes: ['fun', 'learn'], gameTypeInterests: ['idle', 'arcade'], outcome: 'skipped' }))
      .toEqual({ purposes: ['learn', 'fun'], experienceLevel: null, gameTypeInterests: ['arcade', 'idle'], outcome: 'skipped' });
  });

  it('names the first wrong field', () => {
    expect(parseOnboardingAnswers(null)).toEqual({ field: 'body' });
    expect(parseOnboardingAnswers([])).toEqual({ field: 'body' });
    expect(parseOnboardingAnswers({ ...answers, purposes: ['world domination'] })).toEqual({ field: 'purposes' });
    expect(parseOnboardingAnswers({ ...answers, purposes: 'learn' })).toEqual({ field: 'purposes' });
    expect(parseOnboardingAnswers({ ...answers, experienceLevel: 'guru' })).toEqual({ field: 'experienceLevel' });
    expect(parseOnboardingAnswers({ ...answers, gameTypeInterests: ['quiz', 'quiz', 'quiz', 'quiz', 'quiz', 'quiz', 'quiz'] })).toEqual({ field: 'gameTypeInterests' });
    expect(parseOnboardingAnswers({ ...answers, outcome: 'maybe' })).toEqual({ field: 'outcome' });
    expect(parseOnboardingAnswers({ ...answers, isStaff: true })).toEqual({ field: 'isStaff' });
  });
});
