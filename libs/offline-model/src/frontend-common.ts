import { styleSlots, templateFile, templateText, type World } from './fill-template.js';
import type { BlueprintFile, GamePlan } from './game-plan.js';
import { namedPlace, PLACE_CUES } from './analyze-prompt.js';
import { placeOf } from './prompt-words.js';
import { premiseOf, worldOfPrompt } from './prompt-grammar.js';
import { emojiOf, ROLE_EMOJI } from './sprite-emoji.js';

/** Seconds between game ticks for a speed of 1 … 5. */
export const tickSeconds = (speed: number): number => [0.55, 0.42, 0.32, 0.24, 0.17][Math.min(5, Math.max(1, speed)) - 1];

export const capital = (text: string): string => (text === '' ? text : text[0].toUpperCase() + text.slice(1));

/** Keyboard bindings (with the game's on-screen keys, see KindBuild.onScreenKeys) and a paced action loop, shared by every game. */
export const hooksFile = (onScreenKeys: string[]): BlueprintFile => templateFile('hooks.ts', 'common/hooks.ts', { ON_SCREEN_KEYS: onScreenKeys });

/** The header every game shows: title, the premise in the prompt's words, score, timer, pause button and the controls. */
export const hudFile = (plan: GamePlan): BlueprintFile =>
  templateFile('components/Hud.tsx', 'common/components/Hud.tsx', { ...styleSlots(plan), TITLE: plan.title, STORY: premiseOf(plan.prompt, plan.hero) });

export const cssFile = (plan: GamePlan): BlueprintFile => templateFile('styles.css', 'common/styles.css', styleSlots(plan));

/** A clickable grid of coloured cells, shared by the board games. */
export const gridFile = (plan: GamePlan): BlueprintFile => templateFile('components/Grid.tsx', 'common/components/Grid.tsx', styleSlots(plan));

/** Python helpers every rules.py starts with: find components, the shared timer. */
export const pythonPrelude = (): string => templateText('common/prelude.py');

/** A board of emoji sprites on coloured squares, shared by the lane, hop and maze games. */
export const spriteBoardFile = (plan: GamePlan): BlueprintFile => templateFile('components/SpriteBoard.tsx', 'common/components/SpriteBoard.tsx', styleSlots(plan));

/** The prompt's world as those games draw it: hero, enemies and items with their emoji, and the place the prompt names (else its setting's, or `arcade` when it has none). */
export const worldOf = (plan: GamePlan, arcade = 'arcade', cues = PLACE_CUES, placeSprite: string = ROLE_EMOJI.base): World => {
  // The prompt's grammar reads its place first ("keep the lamp lit" → lamp); other cues (a goal to reach) read it by those cues.
  const read = cues === PLACE_CUES ? (worldOfPrompt(plan.prompt).place ?? namedPlace(plan.prompt, cues)) : namedPlace(plan.prompt, cues);
  const place = read ?? (plan.setting === 'arcade' ? arcade : placeOf(plan.themeWords, plan.setting));
  return {
    hero: plan.hero,
    heroSprite: emojiOf(plan.hero, ROLE_EMOJI.hero),
    enemies: plan.enemies.map((name) => ({ name, sprite: emojiOf(name, ROLE_EMOJI.enemy) })),
    items: plan.items.map((name) => ({ name, sprite: emojiOf(name, ROLE_EMOJI.item) })),
    place,
    placeSprite: emojiOf(place, emojiOf(place.split(' ')[0], placeSprite)),
  };
};

/** Pure: the things the prompt names besides its hero that have a picture ("keeping the beat on bongos" → bongos 🪘), in prompt order. */
export const promptThings = (plan: GamePlan): { name: string; sprite: string }[] =>
  worldOfPrompt(plan.prompt)
    .phrases.filter((name) => name !== plan.hero && !plan.hero.endsWith(name))
    .map((name) => ({ name, sprite: emojiOf(name, '') }))
    .filter((thing) => thing.sprite !== '');
