import { styleSlots, templateFile, templateText } from './fill-template.js';
import type { BlueprintFile, GamePlan } from './game-plan.js';

/** Seconds between game ticks for a speed of 1 … 5. */
export const tickSeconds = (speed: number): number => [0.55, 0.42, 0.32, 0.24, 0.17][Math.min(5, Math.max(1, speed)) - 1];

export const capital = (text: string): string => (text === '' ? text : text[0].toUpperCase() + text.slice(1));

/** Keyboard bindings and a paced action loop, shared by every game. */
export const hooksFile = (): BlueprintFile => templateFile('hooks.ts', 'common/hooks.ts');

/** The header every game shows: title, score, timer, pause button and the controls. */
export const hudFile = (plan: GamePlan): BlueprintFile => templateFile('components/Hud.tsx', 'common/components/Hud.tsx', { ...styleSlots(plan), TITLE: plan.title });

export const cssFile = (plan: GamePlan): BlueprintFile => templateFile('styles.css', 'common/styles.css', styleSlots(plan));

/** A clickable grid of coloured cells, shared by the board games. */
export const gridFile = (plan: GamePlan): BlueprintFile => templateFile('components/Grid.tsx', 'common/components/Grid.tsx', styleSlots(plan));

/** Python helpers every rules.py starts with: find components, the shared timer. */
export const pythonPrelude = (): string => templateText('common/prelude.py');
