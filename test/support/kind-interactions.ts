import type { FrameLocator, Page } from 'playwright-core';
import type { GameKind } from '@tempest/offline-model';
import { firstGoodSwap } from './match-board.js';

/**
 * How a player plays each kind of offline game in a real browser (test support for the browser suites): press
 * the keys and click what that kind responds to, and wait until the game's visible state shows the change. The
 * actions really run (in the studio's play session, or a Pyodide stand-in); anything that does not happen throws.
 * What runs in the page is typed structurally: the API's TypeScript has no DOM types.
 */
export type PlayKind = (frame: FrameLocator, page: Page) => Promise<void>;

const WAIT_MS = 15_000;

/** Polls `probe` until it answers something truthy, else throws naming `what` and the last answer. */
export const until = async <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = WAIT_MS): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const found = await probe();
      if (found) return found;
      last = found;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The game's visible text. */
export const frameText = async (frame: FrameLocator): Promise<string> => (await frame.locator('body').textContent()) ?? '';

/** Waits until the frame shows `text` (a substring, or a pattern). */
export const shows = (frame: FrameLocator, text: string | RegExp, timeoutMs = WAIT_MS): Promise<string> =>
  until(`The game showing ${String(text)}`, async () => {
    const body = await frameText(frame);
    return (typeof text === 'string' ? body.includes(text) : text.test(body)) && body;
  }, timeoutMs);

/** Clicks the game's title: the frame gets the keyboard focus and nothing else happens. */
export const focusGame = async (frame: FrameLocator): Promise<void> => {
  await frame.locator('h1').first().click();
};

type Cell = { x: number; y: number; colour: string; text: string };

/** The board's cells (the shared Grid component: buttons labelled 'cell x,y'), with their painted colour and text. */
type CellElement = { getAttribute(name: string): string | null; textContent: string | null };
type Styles = { getComputedStyle(element: CellElement): { backgroundColor: string } };

export const cells = (frame: FrameLocator): Promise<Cell[]> =>
  frame.locator('[aria-label^="cell "]').evaluateAll((elements: CellElement[]) =>
    elements.map((element) => {
      const [x, y] = (element.getAttribute('aria-label') ?? '').slice(5).split(',').map(Number);
      const colour = (globalThis as unknown as Styles).getComputedStyle(element).backgroundColor;
      return { x, y, colour, text: element.textContent ?? '' };
    }),
  );

/** The cells painted something else than the board's background (its most common colour) and `except`. */
const painted = (board: Cell[], except: string[] = []): Cell[] => {
  const counts = new Map<string, number>();
  for (const c of board) counts.set(c.colour, (counts.get(c.colour) ?? 0) + 1);
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return board.filter((c) => c.colour !== background && !except.includes(c.colour));
};

const at = (board: Cell[], x: number, y: number): Cell | undefined => board.find((c) => c.x === x && c.y === y);

const number = (text: string, pattern: RegExp): number | null => {
  const found = pattern.exec(text);
  return found === null ? null : Number(found[1]);
};

/** rgb() of the snake's food (libs/offline-model/src/templates/snake/index.tsx paints it '#f43f5e'). */
const FOOD = 'rgb(244, 63, 94)';
/** The match-3 symbols, in tile order (libs/offline-model/src/templates/match/index.tsx). */
const SYMBOLS = ['●', '■', '▲', '◆', '★', '♥'];

/** Where the player stands on a sprite board (templates/common/components/SpriteBoard.tsx marks its square 'hero'). */
const heroSquare = async (frame: FrameLocator): Promise<{ x: number; y: number } | null> => {
  const label = await frame.locator('.square.hero').first().getAttribute('aria-label', { timeout: 1000 });
  if (label === null) return null;
  const [x, y] = label.slice(5).split(',').map(Number);
  return { x, y };
};
const heroAt = (frame: FrameLocator, what: string, x: number, y: number): Promise<unknown> =>
  until(what, async () => {
    const hero = await heroSquare(frame);
    return hero !== null && hero.x === x && hero.y === y;
  });

export const PLAY_BY_KIND: Record<GameKind, PlayKind> = {
  /** Space collects one, the button another. */
  clicker: async (frame, page) => {
    await shows(frame, 'Score: 0');
    await focusGame(frame);
    await page.keyboard.press(' ');
    await shows(frame, 'Score: 1');
    await frame.getByRole('button', { name: /^Collect / }).click();
    await shows(frame, 'Score: 2');
  },
  /** A number key answers the first question, a click the second: the feedback shows and the next question comes. */
  quiz: async (frame, page) => {
    const question = () => frame.locator('h2').first().textContent();
    await shows(frame, 'Streak: 0');
    const first = await question();
    await focusGame(frame);
    await page.keyboard.press('2');
    await shows(frame, /Correct!|Not quite: it was /);
    const second = await until('The second question', async () => {
      const now = await question();
      return now !== first && now;
    });
    await frame.getByRole('button', { name: /^1\. / }).first().click();
    await until('The third question', async () => (await question()) !== second);
  },
  /** The up arrow walks north into the place's second room (the north room's only way is south), the 'Go south' button back to the first. */
  adventure: async (frame, page) => {
    await shows(frame, 'Moves: 0');
    await focusGame(frame);
    await page.keyboard.press('ArrowUp');
    await shows(frame, 'sleeps in the corner');
    await shows(frame, 'Moves: 1');
    await frame.getByRole('button', { name: 'Go south' }).click();
    await shows(frame, 'Moves: 2');
    await shows(frame, / hall/);
  },
  /** From a fresh round, the left arrow moves the player one column left, a click on the left edge another. */
  dodge: async (frame, page) => {
    await frame.getByRole('button', { name: 'Play again' }).click();
    const start = await until('The player on its starting cell', async () => {
      const board = await cells(frame);
      const bottom = Math.max(...board.map((c) => c.y));
      return board.length > 0 && { bottom, colour: at(board, 4, bottom)?.colour ?? '' };
    });
    await page.keyboard.press('ArrowLeft');
    await until('The player moving to column 3', async () => at(await cells(frame), 3, start.bottom)?.colour === start.colour);
    await frame.getByRole('button', { name: `cell 0,0` }).click();
    await until('The player moving to column 2', async () => at(await cells(frame), 2, start.bottom)?.colour === start.colour);
  },
  /** The right arrow runs one step, the ▶ button another: the hero (☺) moves along the ground. */
  platformer: async (frame, page) => {
    const hero = async () => (await cells(frame)).find((c) => c.text === '☺');
    const start = await until('The hero on the board', hero);
    await focusGame(frame);
    await page.keyboard.press('ArrowRight');
    await until('The hero running right', async () => (await hero())?.x === start.x + 1);
    await frame.getByRole('button', { name: '▶' }).click();
    await until('The hero running right again', async () => (await hero())?.x === start.x + 2);
  },
  /** A fresh snake runs along its row; the up arrow turns it out of that row, 'Play again' puts it back. */
  snake: async (frame, page) => {
    await frame.getByRole('button', { name: 'Play again' }).click();
    const rows = async () => new Set(painted(await cells(frame), [FOOD]).map((c) => c.y));
    const row = await until('The snake on one row', async () => {
      const found = [...(await rows())];
      return found.length === 1 && { y: found[0] };
    });
    await page.keyboard.press('ArrowUp');
    await until('The snake turning up', async () => [...(await rows())].some((y) => y < row.y));
    await frame.getByRole('button', { name: 'Play again' }).click();
    await until('The snake back on its row', async () => {
      const found = [...(await rows())];
      return found.length === 1 && found[0] === row.y;
    });
  },
  /** A number key plays a card, the 'End turn' button lets the enemy strike and starts the next turn. */
  cards: async (frame, page) => {
    await shows(frame, 'Energy: 3/3');
    await focusGame(frame);
    await page.keyboard.press('1');
    await shows(frame, /You play .+\./);
    await frame.getByRole('button', { name: 'End turn' }).click();
    await shows(frame, 'The enemy strikes for');
    await shows(frame, 'Turn: 1');
  },
  /** The right arrow moves the cursor; clicking a good pair of neighbours swaps them and uses a move. */
  match: async (frame, page) => {
    const moves = await until('The moves left', async () => number(await frameText(frame), /Moves left: (\d+)/));
    await focusGame(frame);
    await page.keyboard.press('ArrowRight');
    await until('The cursor moving right', async () => at(await cells(frame), 1, 0)?.text.startsWith('['));
    const board = await cells(frame);
    const width = Math.max(...board.map((c) => c.x)) + 1;
    const tiles = [...board].sort((a, b) => a.y - b.y || a.x - b.x).map((c) => SYMBOLS.indexOf(c.text.replace(/[[\]]/g, '')));
    const swap = firstGoodSwap({ width, height: tiles.length / width, tiles });
    if (swap === null) throw new Error(`No good swap on the board ${JSON.stringify(tiles)}`);
    for (const i of swap) await frame.getByRole('button', { name: `cell ${i % width},${Math.floor(i / width)}`, exact: true }).click();
    await shows(frame, `Moves left: ${moves - 1}`);
  },
  /** The first letter of a word on screen typed on the keyboard, the rest on the on-screen letters: the word is destroyed. */
  typing: async (frame, page) => {
    await shows(frame, 'Words: 0/');
    const word = await until('A word on screen', async () => (await frame.locator('[aria-label^="word "]').first().getAttribute('aria-label'))?.slice(5));
    await focusGame(frame);
    await page.keyboard.press(word[0]);
    await shows(frame, `${word[0]}_`);
    for (const letter of word.slice(1)) await frame.getByRole('button', { name: letter, exact: true }).click();
    await shows(frame, 'Words: 1/');
  },
  /** A lane's key (D) when its note is at the line, then a tap on the lane's pad for the next: each is judged. */
  rhythm: async (frame, page) => {
    await shows(frame, 'Hits: 0/');
    await focusGame(frame);
    const near = async (lane: number) =>
      until(`A note of lane ${lane} at the line`, async () => (await frame.locator(`[aria-label="note ${lane} in 0"], [aria-label="note ${lane} in 1"]`).count()) > 0);
    await near(1);
    await page.keyboard.press('d');
    await shows(frame, /Hits: 1\//);
    await near(2);
    await frame.getByRole('button', { name: 'F ↓' }).click();
    await shows(frame, /Hits: 2\//);
  },
  /** B buys one in the morning, the button another; opening the shop brings customers until night. */
  tycoon: async (frame, page) => {
    await shows(frame, 'in stock: 0');
    await focusGame(frame);
    await page.keyboard.press('b');
    await shows(frame, 'in stock: 1');
    await frame.getByRole('button', { name: /^Buy 1 / }).click();
    await shows(frame, 'in stock: 2');
    await frame.getByRole('button', { name: 'Open the shop' }).click();
    await shows(frame, /Night falls: sold \d+ today\./);
  },
  /** Key 1 picks a creature, a click picks the second, Space breeds them. */
  breeding: async (frame, page) => {
    await shows(frame, 'Discovered: 4/');
    await focusGame(frame);
    await page.keyboard.press('1');
    await shows(frame, 'Pick 1 more.');
    await frame.getByRole('button', { name: /^pick 2: / }).click();
    await shows(frame, 'Ready to breed!');
    await page.keyboard.press(' ');
    await shows(frame, /New in the book!|Born: one you already have/);
  },
  /** The up arrow aims the lane above; a click on a lane aims there and fires. */
  defense: async (frame, page) => {
    await shows(frame, 'Wave 1/');
    const start = await until('The defender on the wall', () => heroSquare(frame));
    await focusGame(frame);
    await page.keyboard.press('ArrowUp');
    await heroAt(frame, 'The defender aiming a lane up', 0, start.y - 1);
    await frame.getByRole('button', { name: 'cell 6,4', exact: true }).click();
    await heroAt(frame, 'The defender aiming the clicked lane', 0, 4);
  },
  /** The left arrow switches to the left lane, the 'Right ▶' button back. */
  racing: async (frame, page) => {
    await shows(frame, 'Speed:');
    await frame.getByRole('button', { name: 'Race again' }).click();
    const start = await until('The racer on the road', () => heroSquare(frame));
    await focusGame(frame);
    await page.keyboard.press('ArrowLeft');
    await heroAt(frame, 'The racer switching left', start.x - 1, start.y);
    await frame.getByRole('button', { name: 'Right ▶' }).click();
    await heroAt(frame, 'The racer switching back', start.x, start.y);
  },
  /** On the safe starting row the left arrow hops one square left, the ▶ button back. */
  hop: async (frame, page) => {
    const start = await until('The hopper on the start row', () => heroSquare(frame));
    await focusGame(frame);
    await page.keyboard.press('ArrowLeft');
    await heroAt(frame, 'The hopper hopping left', start.x - 1, start.y);
    await frame.getByRole('button', { name: '▶', exact: true }).click();
    await heroAt(frame, 'The hopper hopping back', start.x, start.y);
  },
  /** From the top-left corner an arrow walks into the open path, the opposite button walks back. */
  maze: async (frame, page) => {
    await shows(frame, 'The exit is locked');
    const start = await until('The player at the start', () => heroSquare(frame));
    const board = await cells(frame);
    const wall = at(board, 0, 0)?.colour;
    const right = at(board, start.x + 1, start.y)?.colour !== wall;
    await focusGame(frame);
    await page.keyboard.press(right ? 'ArrowRight' : 'ArrowDown');
    await heroAt(frame, 'The player walking into the maze', start.x + (right ? 1 : 0), start.y + (right ? 0 : 1));
    await frame.getByRole('button', { name: right ? '◀' : '▲', exact: true }).click();
    await heroAt(frame, 'The player walking back', start.x, start.y);
  },
};
