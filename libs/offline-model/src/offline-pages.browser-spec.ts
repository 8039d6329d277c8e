import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { playableComponents } from '@tempest/domain';
import { chromium, type Browser, type FrameLocator, type Page } from 'playwright-core';
import { suitePythonPool } from '../../../test/support/python.js';
import { runFunction } from '@tempest/python-runtime';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { GAME_KINDS, type GameBlueprint } from './game-plan.js';
import { PLAY_BY_KIND } from '../../../test/support/kind-interactions.js';
import { firstGoodSwap } from '../../../test/support/match-board.js';
import { SAMPLE_PROMPTS } from '../../../test/support/sample-prompts.js';
import { keysNamedIn } from '../../../test/support/help-keys.js';
import type { GameKind } from './game-plan.js';

/** Every kind's page in a real browser: it renders the game state and sends actions on keys and clicks. */
const compiler = new FrontendCompiler();
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser.close();
  await compiler.close();
});

type Sent = { action: string; args: Record<string, unknown> };
type Interaction = (page: Page, frame: FrameLocator) => Promise<void>;

/** The game's entities under ids in blueprint order, or (`reversed`) in the opposite order, as the studio's random ids may fall. */
const entities = (game: GameBlueprint, reversed = false) =>
  Object.fromEntries(
    game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(reversed ? game.entities.length - 1 - i : i).padStart(12, '0')}`, playableComponents(e.component_state)]),
  );

/** A studio stand-in: hosts the game in a frame, sends its starting state on READY, records and answers its actions. */
const HOST = (entities: unknown) => `<iframe id="game" style="width:900px;height:900px"></iframe>
<script>
window.__sent = [];
window.__errors = [];
window.addEventListener('message', (e) => {
  const frame = document.getElementById('game').contentWindow;
  const m = e.data;
  if (e.source !== frame || !m) return;
  if (m.type === 'READY') frame.postMessage({ type: 'ECS_INIT', entities: ${JSON.stringify(entities)} }, '*');
  if (m.type === 'ERROR' || (m.type === 'CONSOLE' && m.level === 'error')) window.__errors.push(JSON.stringify(m));
  if (m.type === 'GAME_ACTION') {
    window.__sent.push({ action: m.action, args: m.args });
    const ran = window.runAction ? window.runAction(m.action, m.args) : Promise.resolve({});
    ran.then((r) => {
      if (r.entities) frame.postMessage({ type: 'ECS_UPDATE', entities: r.entities }, '*');
      frame.postMessage({ type: 'GAME_ACTION_RESULT', requestId: m.requestId, success: !r.error, error: r.error, logs: [] }, '*');
    });
  }
});
</script>`;

/** Runs the game's actions in Pyodide for the page (the studio's part), keeping the state. */
type Runner = (action: string, args: Record<string, unknown>) => Promise<{ entities?: unknown; error?: string }>;

const open = async (game: GameBlueprint, runner?: Runner, reversed = false): Promise<{ page: Page; frame: FrameLocator }> => {
  const result = await compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
  expect(result.error).toBeNull();
  const page = await browser.newPage();
  if (runner !== undefined) await page.exposeFunction('runAction', runner);
  await page.setContent(HOST(entities(game, reversed)));
  // Strings run in the page: the API's TypeScript has no DOM types.
  await page.evaluate(`document.getElementById('game').srcdoc = ${JSON.stringify(compiler.renderPage(result.compiledCode ?? '', game.plan.title))}`);
  return { page, frame: page.frameLocator('#game') };
};

const sent = async (page: Page, count: number): Promise<Sent[]> => {
  // The clocks' actions (a game's tick, the Hud's countdown) come by themselves.
  await page.waitForFunction(`window.__sent.filter((s) => s.action !== 'tick' && s.action !== 'countdown').length >= ${count}`, undefined, { timeout: 5000 });
  const all = (await page.evaluate('window.__sent')) as Sent[];
  return all.filter((s) => s.action !== 'tick' && s.action !== 'countdown');
};

const CASES: [string, string, Interaction, Sent[]][] = [
  [
    'A card battle game against goblins in a medieval kingdom',
    'Strike',
    async (page, frame) => {
      await page.keyboard.press('1');
      await frame.getByRole('button', { name: 'End turn' }).click();
    },
    [
      { action: 'play', args: { card: 0 } },
      { action: 'end_turn', args: {} },
    ],
  ],
  [
    'a jewel puzzle: swap jewels to make three in a row',
    'Moves left: 20',
    async (page, frame) => {
      await page.keyboard.press('ArrowRight');
      await frame.getByRole('button', { name: 'cell 2,3' }).click();
    },
    [
      { action: 'cursor', args: { dx: 1, dy: 0 } },
      { action: 'pick', args: { index: 23 } },
    ],
  ],
  [
    'A platformer where a frog jumps between platforms in the forest',
    'Lives: ♥♥♥',
    async (page, frame) => {
      await page.keyboard.press('ArrowUp');
      await frame.getByRole('button', { name: '▶' }).click();
    },
    [
      { action: 'jump', args: {} },
      { action: 'move', args: { dx: 1 } },
    ],
  ],
  ...(
    [
      ['Make an idle clicker game about baking cookies', 'Collect cookies', ' ', { action: 'click', args: {} }, 'Start over', { action: 'reset', args: {} }],
      ['A space trivia quiz with 10 questions', 'Streak', '2', { action: 'answer', args: { choice: 1 } }, /^1\. /, { action: 'answer', args: { choice: 0 } }],
      ['Make a space dodge game called Star Hopper where you avoid asteroids', 'Lives:', 'ArrowLeft', { action: 'move', args: { dx: -1, dy: 0 } }, 'Play again', { action: 'reset', args: {} }],
      ['classic snake game', 'Play again', 'ArrowUp', { action: 'turn', args: { direction: 'up' } }, 'Play again', { action: 'reset', args: {} }],
      ['A text adventure in a haunted mansion where you collect keys', 'Carrying:', 'ArrowUp', { action: 'go', args: { direction: 'north' } }, 'Go east', { action: 'go', args: { direction: 'east' } }],
    ] as [string, string, string, Sent, string | RegExp, Sent][]
  ).map(([prompt, text, key, first, button, second]): [string, string, Interaction, Sent[]] => [
    prompt,
    text,
    async (page, frame) => {
      await page.keyboard.press(key);
      await frame.getByRole('button', { name: button }).first().click();
    },
    [first, second],
  ]),
];

describe('offline games in a browser', () => {
  it.each(CASES)('%s', async (prompt, text, interact, expected) => {
    const game = buildGame(analyzePrompt(prompt));
    const { page, frame } = await open(game);
    await frame.getByText(text, { exact: false }).first().waitFor({ timeout: 10000 });
    // Focus the game frame (clicking its title does nothing else) so keys reach it.
    await frame.locator('h1').click();
    await interact(page, frame);
    expect(await sent(page, expected.length)).toEqual(expected);
    expect(await page.evaluate('window.__errors')).toEqual([]);
    await page.close();
  });
});

describe('offline games in a browser, played for real (Pyodide runs the actions)', () => {
  const pythonPool = suitePythonPool();
  const runnerFor = (game: GameBlueprint, reversed = false): Runner => {
    let state = entities(game, reversed) as Record<string, Record<string, Record<string, unknown>>>;
    let queue: Promise<unknown> = Promise.resolve();
    const once: Runner = async (fn, args) => {
      const outcome = await runFunction(pythonPool(), { scripts: game.scripts, function: fn, state, args });
      if (outcome.status !== 'ok') return { error: JSON.stringify(outcome) };
      state = outcome.state as typeof state;
      return { entities: state };
    };
    // One action at a time, in order, as the studio runs them.
    return (fn, args) => {
      const next = queue.then(() => once(fn, args));
      queue = next;
      return next;
    };
  };

  // Longer plays of three kinds: a card's effect, a real match, a coin collected.
  const DEEP: [string, (frame: FrameLocator, page: Page, game: GameBlueprint) => Promise<void>][] = [
    [
      'A card battle game against goblins in a medieval kingdom',
      async (frame, page) => {
        await page.keyboard.press('1');
        await frame.getByText('You play Strike.').waitFor({ timeout: 10000 });
        await frame.getByText('Energy: 2/3').waitFor();
        await frame.getByRole('button', { name: 'End turn' }).click();
        await frame.getByText('The enemy strikes for').waitFor({ timeout: 10000 });
      },
    ],
    [
      'a jewel puzzle: swap jewels to make three in a row',
      async (frame, _page, game) => {
        const board = game.entities[0].component_state.board.fieldData as { width: number; height: number; tiles: number[] };
        const swap = firstGoodSwap(board);
        if (swap === null) throw new Error('no move');
        for (const i of swap) await frame.getByRole('button', { name: `cell ${i % board.width},${Math.floor(i / board.width)}` }).click();
        await frame.getByText('Moves left: 19').waitFor({ timeout: 10000 });
      },
    ],
    [
      'A platformer where a frog jumps between platforms in the forest',
      async (frame, page) => {
        for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
        await frame.getByText('Score: 10').waitFor({ timeout: 10000 });
      },
    ],
  ];

  it.each(DEEP)('%s, played further', async (prompt, play) => {
    const game = buildGame(analyzePrompt(prompt));
    const { page, frame } = await open(game, runnerFor(game));
    await frame.locator('h1').waitFor({ timeout: 10000 });
    await frame.locator('h1').click();
    await play(frame, page, game);
    expect(await page.evaluate('window.__errors')).toEqual([]);
    await page.close();
  });

  // One prompt of each kind, played with the interactions the studio suite (test/browser/offline-agent) uses.
  const LIVE = GAME_KINDS.map((kind) => [SAMPLE_PROMPTS.find((p) => p.kind === kind)!.prompt, kind] as const);
  it.each(LIVE)('%s (%s)', async (prompt, kind) => {
    const game = buildGame(analyzePrompt(prompt));
    expect(game.plan.kind).toBe(kind);
    const { page, frame } = await open(game, runnerFor(game));
    await frame.locator('h1').waitFor({ timeout: 10000 });
    await PLAY_BY_KIND[kind](frame, page);
    expect(await page.evaluate('window.__errors')).toEqual([]);
    await page.close();
  });

  // Issue 30: the clicker's "press 2" bought the upgrade of another row. Every key the help line names does what
  // it says, in all sixteen kinds, with the entity ids in the reverse of the blueprint's order (the studio's ids
  // are random, and the SDK lists entities by id).
  const dir = (dx: number, dy: number) => ({ dx, dy });
  const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1], a: [-1, 0], d: [1, 0], w: [0, -1], s: [0, 1] };
  const WAYS: Record<string, string> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', a: 'left', d: 'right', w: 'up', s: 'down' };
  const COMPASS: Record<string, string> = { left: 'west', right: 'east', up: 'north', down: 'south' };
  const step = (key: string) => dir(...STEPS[key]);
  /** What each key the help line names must send, by kind (the help line's own words: "Space to jump", "1-4 answers"). */
  const SAYS: Record<GameKind, (key: string) => Sent> = {
    clicker: (key) => (key === ' ' ? { action: 'click', args: {} } : { action: 'buy', args: { key: `u${key}` } }),
    quiz: (key) => ({ action: 'answer', args: { choice: Number(key) - 1 } }),
    adventure: (key) => (key === ' ' || key === 't' ? { action: 'take', args: {} } : { action: 'go', args: { direction: COMPASS[WAYS[key]] } }),
    dodge: (key) => ({ action: 'move', args: step(key) }),
    platformer: (key) => (['ArrowUp', 'w', ' '].includes(key) ? { action: 'jump', args: {} } : { action: 'move', args: { dx: step(key).dx } }),
    snake: (key) => ({ action: 'turn', args: { direction: WAYS[key] } }),
    cards: (key) => (key === 'e' || key === 'Enter' ? { action: 'end_turn', args: {} } : { action: 'play', args: { card: Number(key) - 1 } }),
    match: (key) => (key === ' ' ? { action: 'pick', args: {} } : { action: 'cursor', args: step(key) }),
    typing: (key) => ({ action: 'type_letter', args: { letter: key } }),
    rhythm: (key) => ({ action: 'hit', args: { lane: ['d', 'f', 'j', 'k'].indexOf(key) >= 0 ? ['d', 'f', 'j', 'k'].indexOf(key) : ['ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight'].indexOf(key) } }),
    tycoon: (key) =>
      key === 'b' || key === 'Shift+B'
        ? { action: 'buy', args: { amount: key === 'b' ? 1 : 5 } }
        : key === ' '
          ? { action: 'open_shop', args: {} }
          : { action: 'set_price', args: { delta: key === 'ArrowUp' ? 1 : -1 } },
    breeding: (key) => (key === ' ' ? { action: 'breed', args: {} } : { action: 'pick', args: { index: Number(key) - 1 } }),
    defense: (key) => (key === ' ' ? { action: 'fire', args: {} } : { action: 'aim', args: { dy: step(key).dy } }),
    racing: (key) => ({ action: 'steer', args: { dx: step(key).dx } }),
    hop: (key) => ({ action: 'hop', args: step(key) }),
    maze: (key) => ({ action: 'move', args: step(key) }),
  };
  /** The help line as the player reads it under the title (without the premise in italics). */
  type Paragraph = { childNodes: ArrayLike<{ nodeName: string; textContent: string | null }> };
  const helpLine = (frame: FrameLocator): Promise<string> =>
    frame.locator('header p').last().evaluate((p: Paragraph) => Array.from(p.childNodes).filter((n) => n.nodeName !== 'EM').map((n) => n.textContent ?? '').join('').trim());

  it.each(GAME_KINDS)('every key the help of a %s game names does what it says', async (kind) => {
    const game = buildGame(analyzePrompt(SAMPLE_PROMPTS.find((p) => p.kind === kind)!.prompt));
    // A rich clicker, so that every upgrade can be bought and the row that got it shows it.
    for (const e of game.entities) if (e.component_state.clicker) (e.component_state.clicker.fieldData as { score: number }).score = 100_000;
    const { page, frame } = await open(game, runnerFor(game, true), true);
    await frame.locator('h1').waitFor({ timeout: 10000 });
    await frame.locator('h1').click();
    const keys = keysNamedIn(await helpLine(frame));
    expect(keys.length).toBeGreaterThan(0);
    for (const [n, key] of keys.entries()) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      const all = await sent(page, n + 1);
      expect({ key, sent: all[n] }).toEqual({ key, sent: SAYS[kind](key) });
      // A numbered row's key acts on that row: "press 2" buys the second upgrade in the list.
      if (kind === 'clicker' && /^\d$/.test(key)) await frame.locator('li', { hasText: new RegExp(`^${key}\\. .*\\(owned 1\\)`) }).waitFor({ timeout: 10000 });
    }
    expect(await page.evaluate('window.__errors')).toEqual([]);
    await page.close();
  });
});
