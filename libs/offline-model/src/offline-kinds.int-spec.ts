import { describe, expect, it } from '@jest/globals';
import { suitePythonPool } from '../../../test/support/python.js';
import { playableComponents } from '@tempest/domain';
import { runFunction } from '@tempest/python-runtime';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import type { GameBlueprint } from './game-plan.js';
import { firstGoodSwap, hasLine } from '../../../test/support/match-board.js';
import { startBoard } from './kinds/match.js';

/** Longer plays of the card, match-3 and platformer rules (real Pyodide): turns, swaps, gravity. */
const pythonPool = suitePythonPool();

type State = Record<string, Record<string, Record<string, unknown>>>;
type Step = [string, Record<string, unknown>?];

const start = (game: GameBlueprint): State =>
  Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)])) as State;

const play = async (game: GameBlueprint, steps: Step[], from: State = start(game)): Promise<State> => {
  let state = from;
  for (const [fn, args = {}] of steps) {
    const outcome = await runFunction(pythonPool(), { scripts: game.scripts, function: fn, state, args });
    if (outcome.status !== 'ok') throw new Error(`${fn}: ${JSON.stringify(outcome)}`);
    state = outcome.state as State;
  }
  return state;
};
const part = <T>(state: State, component: string): T => Object.values(state).find((e) => e[component] !== undefined)?.[component] as T;

type Duel = { hero_hp: number; enemy_hp: number; energy: number; block: number; hand: number[]; turn: number; enemy_moves: number[]; over: boolean; won: boolean };
type Board = { width: number; height: number; colours: number; tiles: number[]; selected: number; score: number; moves: number; message: string };
type Level = { x: number; y: number; vy: number; lives: number; score: number; coins: number[][]; won: boolean; stage: number; stages: unknown[]; message: string };

/** The first good swap, which a fresh or refilled board must have. */
const goodSwap = (b: Board): [number, number] => {
  const swap = firstGoodSwap(b);
  if (swap === null) throw new Error('no move on the board');
  return swap;
};

describe('card battle rules', () => {
  const game = buildGame(analyzePrompt('A card battle game against goblins in a medieval kingdom'));

  it('plays cards, the enemy strikes back on end_turn, the hand refills from the fixed deck', async () => {
    const before = part<Duel>(start(game), 'duel');
    const after = part<Duel>(await play(game, [['play', { card: 1 }], ['end_turn']]), 'duel');
    const blocked = Math.max(0, before.enemy_moves[0] - 3);
    expect(after).toMatchObject({ hero_hp: before.hero_hp - blocked, block: 0, energy: 3, turn: 1, hand: [0, 2, 3] });
  });

  it('refuses cards it cannot pay for and is deterministic to a win', async () => {
    const poor = part<Duel>(await play(game, [['play', { card: 2 }], ['play', { card: 0 }], ['play', { card: 0 }]]), 'duel');
    expect(poor).toMatchObject({ energy: 0, hand: [1] });
    const turns: Step[] = Array.from({ length: 12 }, () => [['play', { card: 0 }], ['play', { card: 0 }], ['play', { card: 0 }], ['end_turn']] as Step[]).flat();
    const [first, second] = await Promise.all([play(game, turns), play(game, turns)]);
    expect(first).toEqual(second);
    expect(part<Duel>(first, 'duel').over).toBe(true);
  });
});

describe('match-3 rules', () => {
  const game = buildGame(analyzePrompt('a jewel puzzle: swap jewels to make three in a row'));

  it('starts without lines; a good swap scores, refills with valid tiles and uses a move', async () => {
    const before = part<Board>(start(game), 'board');
    expect(hasLine(before)).toBe(false);
    const [i, j] = goodSwap(before);
    const after = part<Board>(await play(game, [['pick', { index: i }], ['pick', { index: j }]]), 'board');
    expect(after.score).toBeGreaterThanOrEqual(3);
    expect(after.moves).toBe(before.moves - 1);
    expect(after.selected).toBe(-1);
    expect(hasLine(after)).toBe(false);
    expect(after.tiles.every((t) => t >= 0 && t < before.colours)).toBe(true);
    expect(await play(game, [['pick', { index: i }], ['pick', { index: j }]])).toEqual(await play(game, [['pick', { index: i }], ['pick', { index: j }]]));
  });

  it('undoes a swap that makes no line and reselects on a far pick; the cursor picks too', async () => {
    const before = part<Board>(start(game), 'board');
    const far = part<Board>(await play(game, [['pick', { index: 0 }], ['pick', { index: 20 }]]), 'board');
    expect(far).toMatchObject({ selected: 20, tiles: before.tiles, moves: before.moves });
    const cursor = part<Board>(await play(game, [['cursor', { dx: 1, dy: 2 }], ['pick']]), 'board');
    expect(cursor.selected).toBe(2 * before.width + 1);
  });
});

describe('match-3 starting boards', () => {
  it.each([4, 5, 6])('with %i colours have no line and at least one good swap', (colours) => {
    const board = { width: 7, height: 7, tiles: startBoard(7, 7, colours) };
    expect(hasLine(board)).toBe(false);
    expect(firstGoodSwap(board)).not.toBeNull();
  });
});

describe('match-3 dead boards', () => {
  const game = buildGame(analyzePrompt('a jewel puzzle: swap jewels to make three in a row'));

  it('shuffles a board without moves into one with a move and no lines, the same way every time', async () => {
    const state = start(game);
    const board = part<Board>(state, 'board');
    board.tiles = board.tiles.map((_, i) => ((i % board.width) + 2 * Math.floor(i / board.width)) % board.colours);
    expect(firstGoodSwap(board)).toBeNull();
    const [a, b] = await Promise.all([play(game, [['shuffle']], structuredClone(state)), play(game, [['shuffle']], structuredClone(state))]);
    expect(a).toEqual(b);
    const shuffled = part<Board>(a, 'board');
    expect(hasLine(shuffled)).toBe(false);
    expect(goodSwap(shuffled)).toHaveLength(2);
    expect(shuffled.message).toBe('No moves left: the board was shuffled.');
    expect(part<Board>(await play(game, [['shuffle']]), 'board')).toEqual(part<Board>(start(game), 'board'));
  });
});

describe('platformer rules', () => {
  const game = buildGame(analyzePrompt('A platformer where a frog jumps between platforms in the forest'));

  it('jumps up against gravity and falls back to the ground', async () => {
    const before = part<Level>(start(game), 'level');
    const up = part<Level>(await play(game, [['jump'], ['tick']]), 'level');
    expect(up.y).toBe(before.y - 1);
    const down = part<Level>(await play(game, [['jump'], ...Array.from({ length: 8 }, (): Step => ['tick'])]), 'level');
    expect(down).toMatchObject({ x: before.x, y: before.y, vy: 0 });
    expect(part<Level>(await play(game, [['jump'], ['tick'], ['jump']]), 'level').vy).toBe(up.vy);
  });

  it('collects coins on the way and loses a life in a pit', async () => {
    const before = part<Level>(start(game), 'level');
    const right = (n: number): Step[] => Array.from({ length: n }, (): Step => ['move', { dx: 1 }]);
    const coin = part<Level>(await play(game, right(8)), 'level');
    expect(coin.score).toBe(10);
    expect(coin.coins.length).toBe(before.coins.length - 1);
    const pit = part<Level>(await play(game, [...right(10), ['tick']]), 'level');
    expect(pit).toMatchObject({ x: before.x, y: before.y, lives: before.lives - 1 });
  });
  it('the goal leads to the next stage, and on the last stage wins', async () => {
    const staged = buildGame(analyzePrompt('hard platformer with 3 levels of ice'));
    const state = start(staged);
    const level = part<Level>(state, 'level');
    expect(level.stages).toHaveLength(3);
    Object.assign(level, { x: 14, y: 1 });
    const next = part<Level>(await play(staged, [['move', { dx: 1 }]], state), 'level');
    expect(next).toMatchObject({ stage: 1, x: 17, y: 7, score: 50, won: false, message: 'Stage 2!' });
    const last = start(staged);
    Object.assign(part<Level>(last, 'level'), { stage: 2, x: 14, y: 1 });
    expect(part<Level>(await play(staged, [['move', { dx: 1 }]], last), 'level')).toMatchObject({ won: true, score: 50 });
    expect(await play(staged, [['move', { dx: 1 }], ['reset']], state)).toEqual(start(staged));
  });
});

type Typing = { words: { text: string; pos: number }[]; typed: string; destroyed: number; score: number; misses: number; over: boolean; won: boolean; message: string };
type Song = { notes: number[][]; beat: number; start: number; judged: string[]; hits: number; misses: number; combo: number; score: number; last: string; over: boolean; won: boolean };
type Shop = { day: number; money: number; stock: number; price: number; phase: string; queue: number; served: number; sold_today: number; over: boolean; won: boolean };
type Nest = { creatures: { colour: number; pattern: number; size: number }[]; picked: number[]; book: string[]; breeds_left: number; day: number; message: string; over: boolean };

describe('typing rules', () => {
  const game = buildGame(analyzePrompt('a typing game in a haunted castle: type the names of the ghosts before they reach you'));

  it('typing a word destroys it and brings the next; a wrong letter is a miss', async () => {
    const before = part<Typing>(start(game), 'typing');
    const word = before.words[0].text;
    const typed = part<Typing>(await play(game, [...word].map((letter): Step => ['type_letter', { letter }])), 'typing');
    expect(typed).toMatchObject({ destroyed: 1, score: word.length, typed: '', message: `${word} destroyed!` });
    expect(typed.words[0].pos).toBe(96);
    expect(part<Typing>(await play(game, [['type_letter', { letter: 'q' }]]), 'typing')).toMatchObject({ typed: '', misses: 1, message: 'Miss!' });
  });

  it('a word that reaches the hero ends the game, the same way every time; reset starts over', async () => {
    const ticks = Array.from({ length: 60 }, (): Step => ['tick']);
    const [a, b] = await Promise.all([play(game, ticks), play(game, ticks)]);
    expect(a).toEqual(b);
    expect(part<Typing>(a, 'typing')).toMatchObject({ over: true, won: false });
    expect(await play(game, [['reset']], a)).toEqual(start(game));
  });
});

describe('rhythm rules', () => {
  const game = buildGame(analyzePrompt('a rhythm game where a penguin dances to the beat of the music'));

  it('a press on the beat is Perfect, one beat off Good, and a note let by is a Miss', async () => {
    const song = part<Song>(start(game), 'song');
    const [beat, lane] = song.notes[0];
    const toBeat = (n: number) => Array.from({ length: n }, (): Step => ['tick']);
    expect(part<Song>(await play(game, [...toBeat(beat - song.start), ['hit', { lane }]]), 'song')).toMatchObject({ last: 'Perfect', hits: 1, combo: 1, score: 100 });
    expect(part<Song>(await play(game, [...toBeat(beat - song.start - 1), ['hit', { lane }]]), 'song')).toMatchObject({ last: 'Good', hits: 1, score: 50 });
    expect(part<Song>(await play(game, toBeat(beat - song.start + 2)), 'song')).toMatchObject({ misses: 1, hits: 0, last: 'Miss' });
  });

  it('too many misses lose the song; reset starts over', async () => {
    const state = await play(game, Array.from({ length: 40 }, (): Step => ['tick']));
    expect(part<Song>(state, 'song')).toMatchObject({ over: true, won: false });
    expect(await play(game, [['reset']], state)).toEqual(start(game));
  });
});

describe('tycoon rules', () => {
  const game = buildGame(analyzePrompt('a pizza shop tycoon in the city: set the price and sell to customers'));

  it('buys stock, sells it to the day\'s customers at the price set, and goes to the next day', async () => {
    const before = part<Shop>(start(game), 'shop');
    const opened = part<Shop>(await play(game, [['buy', { amount: 5 }], ['set_price', { delta: 2 }], ['open_shop']]), 'shop');
    expect(opened).toMatchObject({ stock: 5, price: 10, phase: 'open', money: before.money - 20 });
    const night = part<Shop>(await play(game, [['buy', { amount: 5 }], ['set_price', { delta: 2 }], ['open_shop'], ...Array.from({ length: 12 }, (): Step => ['tick'])]), 'shop');
    expect(night).toMatchObject({ phase: 'night', sold_today: Math.min(5, opened.queue), stock: 5 - Math.min(5, opened.queue) });
    expect(night.money).toBe(before.money - 20 + night.sold_today * 10);
    expect(part<Shop>(await play(game, [['open_shop'], ...Array.from({ length: 12 }, (): Step => ['tick']), ['sleep']]), 'shop')).toMatchObject({ day: 2, phase: 'morning' });
  });

  it('more customers come at a lower price; a shop that never sells loses at the last day', async () => {
    const cheap = part<Shop>(await play(game, [['set_price', { delta: -4 }], ['open_shop']]), 'shop');
    const dear = part<Shop>(await play(game, [['set_price', { delta: 4 }], ['open_shop']]), 'shop');
    expect(cheap.queue).toBeGreaterThan(dear.queue);
    const day: Step[] = [['open_shop'], ...Array.from({ length: 14 }, (): Step => ['tick']), ['sleep']];
    const lost = part<Shop>(await play(game, Array.from({ length: 7 }, () => day).flat()), 'shop');
    expect(lost).toMatchObject({ over: true, won: false, day: 7 });
  });
});

describe('breeding rules', () => {
  const game = buildGame(analyzePrompt('breed bunnies in a magic garden and discover rare patterns'));

  it('breeds two picked creatures into an offspring that mixes their traits, deterministically, using a breeding', async () => {
    const before = part<Nest>(start(game), 'nest');
    const steps: Step[] = [['pick', { index: 0 }], ['pick', { index: 1 }], ['breed']];
    const [a, b] = await Promise.all([play(game, steps), play(game, steps)]);
    expect(a).toEqual(b);
    const after = part<Nest>(a, 'nest');
    expect(after.creatures).toHaveLength(before.creatures.length + 1);
    expect(after.creatures.at(-1)).toEqual({ colour: 2, pattern: 0, size: 0, born: 1 });
    expect(after).toMatchObject({ picked: [], breeds_left: before.breeds_left - 1 });
    expect(part<Nest>(await play(game, [['pick', { index: 0 }], ['breed']]), 'nest').message).toBe('Pick two to breed.');
  });

  it('fills the book with new combinations and rests to a new day with fresh breedings', async () => {
    const before = part<Nest>(start(game), 'nest');
    const after = part<Nest>(await play(game, [['pick', { index: 0 }], ['pick', { index: 2 }], ['breed'], ['rest']]), 'nest');
    expect(after.book.length).toBe(before.book.length + 1);
    expect(after).toMatchObject({ day: 2, breeds_left: before.breeds_left });
    expect(await play(game, [['reset']], await play(game, [['pick', { index: 0 }], ['pick', { index: 2 }], ['breed']]))).toEqual(start(game));
  });
});

type Defense = { width: number; height: number; lane: number; base: number; max_base: number; wave: number; waves: number; per_wave: number; spawned: number; tick: number; enemies: number[][]; shots: number[][]; score: number; won: boolean };

describe('tower defense rules', () => {
  const game = buildGame(analyzePrompt('tower defense: a knight defends the castle from waves of goblins'));

  it('aims a lane, fires, and a shot knocks out the first enemy in its lane', async () => {
    const state = start(game);
    const d = part<Defense>(state, 'defense');
    d.enemies = [[4, 1, 0]];
    const after = part<Defense>(await play(game, [['aim', { dy: -1 }], ['fire'], ['tick'], ['tick']], state), 'defense');
    expect(after).toMatchObject({ lane: 1, enemies: [], shots: [], score: 10 });
    expect(part<Defense>(await play(game, [['fire', { lane: 4 }]]), 'defense')).toMatchObject({ lane: 4, shots: [[1, 4]] });
  });

  it('spawns waves, loses a heart when an enemy reaches the base, and wins after the last wave', async () => {
    const spawned = part<Defense>(await play(game, Array.from({ length: 6 }, (): Step => ['tick'])), 'defense');
    expect(spawned.enemies.length).toBeGreaterThan(0);
    const state = start(game);
    Object.assign(part<Defense>(state, 'defense'), { enemies: [[1, 0, 0]], tick: 1 });
    const hit = part<Defense>(await play(game, [['tick']], state), 'defense');
    expect(hit.base).toBe(hit.max_base - 1);
    const last = start(game);
    const d = part<Defense>(last, 'defense');
    Object.assign(d, { wave: d.waves, spawned: d.per_wave + d.waves - 1 });
    expect(part<Defense>(await play(game, [['tick']], last), 'defense')).toMatchObject({ won: true, score: 25 });
    expect(await play(game, [['fire'], ['tick'], ['reset']])).toEqual(start(game));
  });
});

type Race = { lanes: number; rows: number; lane: number; distance: number; rival: number; goal: number; lives: number; max_lives: number; things: number[][]; score: number; won: boolean; lost: boolean };

describe('racing rules', () => {
  const game = buildGame(analyzePrompt('a snail racing a turtle to the end of the garden path'));

  it('switches lanes within the road and runs on with each tick, the rival a little slower', async () => {
    const r = part<Race>(await play(game, [['steer', { dx: -1 }], ['steer', { dx: -1 }]]), 'race');
    expect(r.lane).toBe(0);
    const ran = part<Race>(await play(game, Array.from({ length: 10 }, (): Step => ['tick'])), 'race');
    expect(ran.distance).toBeGreaterThanOrEqual(10);
    expect(ran.rival).toBe(9);
    expect(ran.things.length).toBeGreaterThan(0);
  });

  it('crashes into obstacles, boosts on pickups, and ends at the finish line', async () => {
    const state = start(game);
    const r = part<Race>(state, 'race');
    r.things = [[1, r.rows - 2, 0, 0]];
    const crash = part<Race>(await play(game, [['tick']], state), 'race');
    expect(crash).toMatchObject({ lives: r.max_lives - 1, distance: 0 });
    const boost = start(game);
    part<Race>(boost, 'race').things = [[1, r.rows - 2, 0, 1]];
    expect(part<Race>(await play(game, [['tick']], boost), 'race')).toMatchObject({ distance: 4, score: 11 });
    const finish = start(game);
    part<Race>(finish, 'race').distance = r.goal - 1;
    expect(part<Race>(await play(game, [['tick']], finish), 'race')).toMatchObject({ won: true, lost: false });
    const beaten = start(game);
    part<Race>(beaten, 'race').rival = r.goal - 1;
    expect(part<Race>(await play(game, [['tick']], beaten), 'race')).toMatchObject({ won: false, lost: true });
  });
});

type Hop = { x: number; y: number; rows: string[]; level: number; levels: number; lives: number; max_lives: number; score: number; won: boolean; height: number };

describe('hop rules', () => {
  const game = buildGame(analyzePrompt('a frog hopping across the busy road and the river to the pond'));

  it('hops a square per move, loses a life on the road and in the water', async () => {
    const before = part<Hop>(start(game), 'hop');
    const up = part<Hop>(await play(game, [['hop', { dx: 0, dy: -1 }]]), 'hop');
    expect(up).toMatchObject({ x: before.x, y: before.y - 1, score: 5 });
    const road = start(game);
    part<Hop>(road, 'hop').rows[7] = 'CCCCCCCCC';
    expect(part<Hop>(await play(game, [['hop', { dx: 0, dy: -1 }]], road), 'hop')).toMatchObject({ y: before.y, lives: before.max_lives - 1 });
    const river = start(game);
    Object.assign(part<Hop>(river, 'hop'), { y: 4 });
    part<Hop>(river, 'hop').rows[3] = '.........';
    expect(part<Hop>(await play(game, [['hop', { dx: 0, dy: -1 }]], river), 'hop')).toMatchObject({ y: before.y, lives: before.max_lives - 1 });
  });

  it('rides a log, reaches the goal for the next level, and wins after the last', async () => {
    const log = start(game);
    const h = part<Hop>(log, 'hop');
    h.rows[1] = 'LLLLLLLLL';
    Object.assign(h, { y: 1, x: 4 });
    const riding = part<Hop>(await play(game, [['tick'], ['tick'], ['tick']], log), 'hop');
    expect(riding).toMatchObject({ y: 1, x: 5, lives: h.max_lives });
    const goal = part<Hop>(await play(game, [['hop', { dx: 0, dy: -1 }]], log), 'hop');
    expect(goal).toMatchObject({ level: 2, y: h.height - 1, won: false });
    const last = start(game);
    const l = part<Hop>(last, 'hop');
    l.rows[1] = 'LLLLLLLLL';
    Object.assign(l, { y: 1, level: l.levels });
    expect(part<Hop>(await play(game, [['hop', { dx: 0, dy: -1 }]], last), 'hop')).toMatchObject({ won: true });
  });
});

type Maze = { width: number; height: number; rows: string[]; x: number; y: number; cx: number; cy: number; exit: number[]; items: number[][]; lives: number; max_lives: number; score: number; won: boolean; stage: number };

describe('maze chase rules', () => {
  const game = buildGame(analyzePrompt('a mouse in a maze collecting cheese while cats chase it'));

  it('builds the same maze from the same prompt, every item and the exit reachable from the start', () => {
    const m = part<Maze>(start(game), 'maze');
    expect(part<Maze>(start(buildGame(analyzePrompt('a mouse in a maze collecting cheese while cats chase it'))), 'maze').rows).toEqual(m.rows);
    expect(part<Maze>(start(buildGame(analyzePrompt('escape the labyrinth'))), 'maze').rows).not.toEqual(m.rows);
    const seen = new Set(['1,1']);
    const queue = [[1, 1]];
    for (let i = 0; i < queue.length; i += 1) {
      const [x, y] = queue[i];
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const key = `${x + dx},${y + dy}`;
        if (m.rows[y + dy]?.[x + dx] === '.' && !seen.has(key)) seen.add(key) && queue.push([x + dx, y + dy]);
      }
    }
    for (const [x, y] of [...m.items, m.exit]) expect(seen.has(`${x},${y}`)).toBe(true);
  });

  it('walks the paths, not the walls; the chaser closes in and catches', async () => {
    const m = part<Maze>(start(game), 'maze');
    const moved = part<Maze>(await play(game, [['move', { dx: 0, dy: -1 }]]), 'maze');
    expect(moved).toMatchObject({ x: 1, y: 1 });
    const ticks = part<Maze>(await play(game, Array.from({ length: 4 }, (): Step => ['tick'])), 'maze');
    expect(Math.abs(ticks.cx - m.cx) + Math.abs(ticks.cy - m.cy)).toBe(2);
    const close = start(game);
    const open = m.rows[1][2] === '.' ? [2, 1] : [1, 2];
    Object.assign(part<Maze>(close, 'maze'), { cx: open[0], cy: open[1], tick: 1 });
    expect(part<Maze>(await play(game, [['tick']], close), 'maze')).toMatchObject({ lives: m.max_lives - 1, x: 1, y: 1, cx: m.cx, cy: m.cy });
  });

  it('collects items, opens the exit and wins there', async () => {
    const state = start(game);
    const m = part<Maze>(state, 'maze');
    const [ix, iy] = m.items[0];
    const beside = m.rows[iy][ix - 1] === '.' ? [ix - 1, iy, 1, 0] : m.rows[iy][ix + 1] === '.' ? [ix + 1, iy, -1, 0] : m.rows[iy - 1][ix] === '.' ? [ix, iy - 1, 0, 1] : [ix, iy + 1, 0, -1];
    Object.assign(m, { x: beside[0], y: beside[1], items: [m.items[0]] });
    const got = part<Maze>(await play(game, [['move', { dx: beside[2], dy: beside[3] }]], state), 'maze');
    expect(got).toMatchObject({ items: [], score: 10 });
    const exit = start(game);
    const e = part<Maze>(exit, 'maze');
    Object.assign(e, { items: [], x: e.exit[0] - 1, y: e.exit[1] });
    const [dx, dy] = e.rows[e.exit[1]][e.exit[0] - 1] === '.' ? [1, 0] : [0, 1];
    if (dy === 1) Object.assign(e, { x: e.exit[0], y: e.exit[1] - 1 });
    expect(part<Maze>(await play(game, [['move', { dx, dy }]], exit), 'maze')).toMatchObject({ won: true, score: 50 });
  });
});
