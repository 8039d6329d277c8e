import type { ExperienceLevel, GameTypeInterest, OnboardingPurpose } from '@tempest/contracts';

export type Choice<T extends string> = { value: T; label: string; hint: string };

/** Stage 1: what brings the creator here. */
export const PURPOSE_CHOICES: Choice<OnboardingPurpose>[] = [
  { value: 'learn', label: 'Learn to make games', hint: 'See how a game is put together, one step at a time' },
  { value: 'prototype', label: 'Prototype an idea', hint: 'Try a game idea quickly before building it for real' },
  { value: 'share', label: 'Share with players', hint: 'Publish games for friends or an audience' },
  { value: 'teach', label: 'Teach or run a class', hint: 'Build games with students or a group' },
  { value: 'fun', label: 'Just for fun', hint: 'Play around and see what comes out' },
];

/** Stage 2: how much the agent explains (docs/api-agent.md, How much the agent explains). */
export const LEVEL_CHOICES: Choice<ExperienceLevel>[] = [
  { value: 'beginner', label: 'New to making games', hint: 'The agent explains its choices and suggests what to try next' },
  { value: 'intermediate', label: 'Made a few', hint: 'The agent says why it chose what it built' },
  { value: 'expert', label: 'Experienced', hint: 'Short answers: the agent gets straight to the work' },
];

/** Stage 3: the kinds of game the example prompts offer first. */
export const INTEREST_CHOICES: Choice<GameTypeInterest>[] = [
  { value: 'arcade', label: 'Arcade', hint: 'Snake, dodging, racing' },
  { value: 'puzzle', label: 'Puzzle', hint: 'Match-three, mazes, memory' },
  { value: 'quiz', label: 'Quiz', hint: 'Trivia and questions' },
  { value: 'adventure', label: 'Adventure', hint: 'Stories, platformers, exploring' },
  { value: 'strategy', label: 'Strategy', hint: 'Tower defense, card battles' },
  { value: 'idle', label: 'Idle', hint: 'Clickers and tycoons' },
];
