import type { ExperienceLevel } from '@tempest/contracts';
import { explainKind } from './build-game.js';
import { planGame, type GamePlan } from './game-plan.js';
import { editsFor } from './plan-edit.js';

/**
 * How much the offline agent explains, by the creator's onboarding answer (spec 3 "Onboarding": the answers steer
 * the agent's defaults). No answer explains as much as "intermediate" always did.
 */
export const buildOpening = (plan: GamePlan, notes: string, level: ExperienceLevel | null): string =>
  level === 'expert'
    ? `Building "${plan.title}". ${notes}`
    : `Building "${plan.title}". ${explainKind(plan)} ${notes}I'll create its rules, entities, interface and cover. `;

/**
 * Said after the finished game's summary: a beginner hears what to ask next and where to see it. The agent
 * handles several changes in one message (plan-edit.ts, planEdit), so it never asks for one at a time.
 */
export const buildClosing = (plan: GamePlan, level: ExperienceLevel | null): string =>
  level === 'beginner'
    ? ` What next? ${editsFor(plan.kind, planGame(plan))} Ask for a change, or several in one message: the preview shows the result, and History takes you back to any earlier version.`
    : '';
