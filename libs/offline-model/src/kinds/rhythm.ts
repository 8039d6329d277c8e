import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, promptThings, tickSeconds } from '../frontend-common.js';
import type { GamePlan } from '../game-plan.js';
import { singular, withArticle } from '../inflect.js';
import { entity, type KindBuilder } from './kind.js';
import { emojiOf } from '../sprite-emoji.js';

/** Pure: the song's notes, [beat, lane], from the first beat on; denser when hard, longer with more levels. */
export const rhythmNotes = (plan: GamePlan, lanes: number): { notes: number[][]; length: number } => {
  const length = 48 + (plan.levels - 1) * 16;
  const gap = plan.difficulty === 'easy' ? 3 : plan.difficulty === 'hard' ? 1 : 2;
  const notes: number[][] = [];
  for (let beat = 0; beat < length; beat += gap) {
    // Runs up and down the lanes, with a skip every fourth phrase.
    const phrase = Math.floor(beat / 8);
    const lane = phrase % 2 === 0 ? (beat / gap) % lanes : lanes - 1 - ((beat / gap) % lanes);
    if (gap === 1 && beat % 4 === 3) continue;
    notes.push([beat, (Math.floor(lane) + (phrase % 4 === 3 ? 1 : 0)) % lanes]);
  }
  return { notes, length };
};

/** Rhythm: notes scroll down four lanes to the hit line; press the lane's key on the beat. */
export const buildRhythm: KindBuilder = (plan) => {
  const lanes = 4;
  const { notes, length } = rhythmNotes(plan, lanes);
  const need = Math.ceil(notes.length * (plan.difficulty === 'easy' ? 0.5 : plan.difficulty === 'hard' ? 0.75 : 0.6));
  const maxMisses = notes.length - need;
  // The notes are the prompt's own things (its bongos, parrots, fruit), then its items and foes, then music.
  const things = [...promptThings(plan), ...[...plan.items, ...plan.enemies].map((name) => ({ name, sprite: emojiOf(name, '🎵') }))];
  const sprites = [...new Set(things.map((t) => t.sprite))].slice(0, lanes);
  while (sprites.length < lanes) sprites.push(['🎵', '🎶', '🥁', '🎸'].find((note) => !sprites.includes(note)) ?? '🎵');
  const laneKeys = [['d', 'ArrowLeft'], ['f', 'ArrowDown'], ['j', 'ArrowUp'], ['k', 'ArrowRight']];
  const keymap = Object.fromEntries(laneKeys.flatMap((keys, lane) => keys.map((key) => [key, { action: 'hit', args: { lane } }])));
  const item = things[0]?.name ?? plan.items[0];
  // The song starts a few beats before the first note so it scrolls in.
  const start = -6;
  return {
    entities: [
      entity('player', capital(plan.hero), {
        song: {
          lanes, notes, length, start, beat: start, judged: notes.map(() => ''), sprites, hero_sprite: emojiOf(plan.hero, '🎤'), score: 0, combo: 0,
          best_combo: 0, hits: 0, misses: 0, need, max_misses: maxMisses, pressed: -1, last: '', over: false, won: false, message: '',
        },
      }),
    ],
    python: templateText('rhythm/rules.py'),
    actions: ['hit', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'rhythm/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        HERO_NAME: plan.hero,
        HELP: `Press D F J K (or ← ↓ ↑ →), or tap a lane, when ${withArticle(singular(item))} reaches the line. Help your ${plan.hero} keep the beat; hit ${need} of ${notes.length}.`,
        WIN_TEXT: `What a show, ${plan.hero}!`,
        GAME_OVER_TEXT: `The ${plan.hero} lost the beat.`,
      }),
    ],
    onScreenKeys: [],
    controls: 'press D, F, J, K (or the arrow keys) or tap a lane when its note reaches the line',
    goal: `hit ${need} of the ${notes.length} notes of the song in time with your ${plan.hero}`,
  };
};
