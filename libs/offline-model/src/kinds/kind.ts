import type { BlueprintEntity, BlueprintFile, GamePlan } from '../game-plan.js';

/** What one kind of game contributes to a blueprint. */
export type KindBuild = {
  entities: BlueprintEntity[];
  /** rules.py without the shared prelude (templates/<kind>/rules.py). */
  python: string;
  /** Game actions the frontend dispatches, main one first. */
  actions: string[];
  /** index.tsx (filled from templates/<kind>/index.tsx) and any components it needs. */
  files: BlueprintFile[];
  /** How to play, one sentence ("Press space to …"). */
  controls: string;
  /**
   * The keys a phone player needs as on-screen keys (the game declares them with the SDK's useOnScreenKeys):
   * [] when every bound key has something to tap on the page (buttons, tiles, lanes).
   */
  onScreenKeys: string[];
  /** What the player does, for the description ("collect coins while avoiding zombies"). */
  goal: string;
};

export type KindBuilder = (plan: GamePlan) => KindBuild;

export const entity = (entity_type: string, name: string, components: Record<string, Record<string, unknown>>): BlueprintEntity => ({
  entity_type,
  name,
  component_state: Object.fromEntries(
    Object.entries(components).map(([slug, fieldData]) => [
      slug,
      { componentName: slug.replace(/(^|_)([a-z])/g, (_m: string, _s: string, c: string) => c.toUpperCase()), scriptId: null, fieldData },
    ]),
  ),
});

/** A number scaled by difficulty: easy × 0.7, hard × 1.5, rounded. */
export const byDifficulty = (plan: GamePlan, value: number): number =>
  Math.max(1, Math.round(value * (plan.difficulty === 'easy' ? 0.7 : plan.difficulty === 'hard' ? 1.5 : 1)));

/** The four arrow keys, as a d-pad of on-screen keys. */
export const D_PAD = ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown'];

/** Arrow keys and WASD as steps on a board. */
export const ARROWS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  a: [-1, 0],
  d: [1, 0],
  w: [0, -1],
  s: [0, 1],
} as const;
