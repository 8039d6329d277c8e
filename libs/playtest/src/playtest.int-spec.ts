import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { playableComponents } from '@tempest/domain';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { analyzePrompt, buildGame, type GameBlueprint } from '@tempest/offline-model';
import { runFunction } from '@tempest/python-runtime';
import type { PlaytestCheckId, PlaytestReport } from '@tempest/contracts';
import { suitePythonPool } from '../../../test/support/python.js';
import { SAMPLE_PROMPTS, type SamplePrompt } from '../../../test/support/sample-prompts.js';
import { execFileSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { childScript, sandboxFlags } from './dom-runner.js';
import { Playtester, type PlaytestGame, type PlaytestState } from './index.js';

/** The playtest in its default runner (happy-dom in the sandboxed child), on every offline game and on broken ones. */
const compiler = new FrontendCompiler();
const pythonPool = suitePythonPool();
let playtester: Playtester;
beforeAll(async () => {
  playtester = new Playtester({ playsPerChild: 40 });
  await playtester.warm();
});
afterAll(async () => {
  await playtester.close();
  await compiler.close();
});

const compile = async (files: { filename: string; content: string }[]): Promise<string> => {
  const result = await compiler.compile({ files, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
  expect(result.error).toBeNull();
  return result.compiledCode ?? '';
};

const entitiesOf = (game: GameBlueprint): PlaytestState =>
  Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)]));

/** An offline game as the studio would playtest it: its page, its start state, its Python actions. */
const offlineGame = async (sample: SamplePrompt, worldWords?: string[]): Promise<PlaytestGame> => {
  const game = buildGame(analyzePrompt(sample.prompt));
  return {
    title: game.plan.title,
    compiledCode: await compile(game.frontendFiles),
    entities: entitiesOf(game),
    worldWords: worldWords ?? [sample.hero, sample.enemy, sample.item].filter((w): w is string => w !== undefined),
    runAction: async (action, args, state) => {
      const outcome = await runFunction(pythonPool(), { scripts: game.scripts, function: action, state, args });
      if (outcome.status === 'ok') return { state: outcome.state as PlaytestState };
      return { error: outcome.status === 'error' ? outcome.error : `${action}: ${outcome.status}` };
    },
  };
};

const failed = (report: PlaytestReport): PlaytestCheckId[] => report.checks.filter((c) => c.applies && !c.passed).map((c) => c.id);
const detail = (report: PlaytestReport, id: PlaytestCheckId): string => report.checks.find((c) => c.id === id)?.detail ?? '';

describe('every offline game passes its playtest', () => {
  it.each(SAMPLE_PROMPTS.map((sample) => [sample.prompt, sample] as const))('%s', async (_prompt, sample) => {
    const report = await playtester.play(await offlineGame(sample));
    expect({ failures: report.failures, failed: failed(report) }).toEqual({ failures: [], failed: [] });
    expect(report.passed).toBe(true);
    expect(report.runner).toBe('dom');
    expect(report.checks.map((c) => c.id)).toEqual(['loads', 'no_errors', 'controls', 'help_keys', 'progress', 'not_over_early', 'restart', 'world']);
    expect(report.frames.length).toBeGreaterThan(0);
    expect(report.frames.every((f) => f.length <= 400)).toBe(true);
    expect(report.frames[0]).toContain(buildGame(analyzePrompt(sample.prompt)).plan.title);
  });
});

describe("the studio's runner: a fresh child process for every game", () => {
  /** The pid of the runner's child (not part of the API: what the test looks at). */
  const childPid = (tester: Playtester): number | undefined => (tester as unknown as { runner: { child: { pid?: number } | null } }).runner.child?.pid;

  it('plays each game in a new child, the spare started while the last one played', async () => {
    const studio = new Playtester();
    try {
      await studio.warm();
      const first = childPid(studio);
      expect((await studio.play(await offlineGame(SAMPLE_PROMPTS[0]))).passed).toBe(true);
      // The spare is ready by the time the next game comes (a play's report waits for nothing else).
      await studio.warm();
      const second = childPid(studio);
      expect((await studio.play(await offlineGame(SAMPLE_PROMPTS[1]))).passed).toBe(true);
      await studio.warm();
      expect(new Set([first, second, childPid(studio)]).size).toBe(3);
      expect(first).toBeDefined();
    } finally {
      await studio.close();
    }
  });
});

/** A small hand-written game (one index.tsx), to break on purpose. */
const handGame = async (index: string, worldWords: string[] = []): Promise<PlaytestGame> => ({
  title: 'Broken Game',
  compiledCode: await compile([{ filename: 'index.tsx', content: index }]),
  entities: {},
  worldWords,
  runAction: async () => ({ error: 'This game has no actions.' }),
});

describe('broken games fail the right check, saying what was seen', () => {
  it('a bundle that throws at start: it does not load, and the error is named', async () => {
    const report = await playtester.play(
      await handGame(`
if (Date.now() > 0) throw new Error('The map file is missing');
export default function App() { return <p>Never shown</p>; }
`),
    );
    expect(failed(report)).toEqual(expect.arrayContaining(['loads', 'no_errors']));
    expect(detail(report, 'no_errors')).toContain('The map file is missing');
    expect(report.passed).toBe(false);
  });

  it('a game that shows nothing fails "loads"', async () => {
    const report = await playtester.play(await handGame('export default function App() { return null; }'));
    expect(failed(report)).toContain('loads');
    expect(detail(report, 'loads')).toMatch(/^The page stayed empty/);
  });

  it('a key the help names that the game does not bind fails "help_keys", naming the key', async () => {
    const sample = SAMPLE_PROMPTS.find((p) => p.kind === 'clicker') as SamplePrompt;
    const game = buildGame(analyzePrompt(sample.prompt));
    const files = game.frontendFiles.map((f) => (f.filename === 'index.tsx' ? { ...f, content: f.content.replace('press 1-3 to buy upgrades', 'press 1-3 to buy upgrades, Q to sell') } : f));
    const report = await playtester.play({ ...(await offlineGame(sample)), compiledCode: await compile(files) });
    expect(failed(report)).toEqual(['controls', 'help_keys']);
    expect(detail(report, 'help_keys')).toBe('The help names q, but pressing it did nothing.');
  });

  it('a game that ends itself at once fails "not_over_early"', async () => {
    const report = await playtester.play(
      await handGame(`
import { useEffect, useState } from 'react';
export default function App() {
  const [over, setOver] = useState(false);
  const [score, setScore] = useState(0);
  useEffect(() => { const t = setTimeout(() => setOver(true), 1500); return () => clearTimeout(t); }, []);
  if (over) return <main><h1>Lava Run</h1><p>Game over! Score: {score}</p></main>;
  return <main><h1>Lava Run</h1><p>Score: {score}</p><button onClick={() => setScore(score + 1)}>Run</button></main>;
}
`),
    );
    expect(failed(report)).toContain('not_over_early');
    expect(detail(report, 'not_over_early')).toBe('Left alone for 3 s, before any key or tap, the game ended by itself: it showed “Game over”.');
  });

  it('a game that is lost right after the first tap, before any key, fails "not_over_early"', async () => {
    const report = await playtester.play(
      await handGame(`
import { useEffect, useState } from 'react';
import { useGameLoop } from '@tempest/game-sdk';
export default function App() {
  const [left, setLeft] = useState(0.5);
  useGameLoop((dt) => setLeft((l) => Math.max(0, l - dt)));
  useEffect(() => {}, []);
  return <main><h1>Lava Run</h1>{left <= 0 ? <p>You lose!</p> : <p>Run!</p>}<button onClick={() => setLeft(0.5)}>Play again</button></main>;
}
`),
    );
    expect(failed(report)).toContain('not_over_early');
    expect(detail(report, 'not_over_early')).toBe('1 s after the first tap, before any key, the game had ended by itself: it showed “You lose”.');
  });

  it('a button that does nothing fails "controls", naming the button', async () => {
    const report = await playtester.play(
      await handGame(`
import { useState } from 'react';
export default function App() {
  const [score, setScore] = useState(0);
  return <main><h1>Cat Jump</h1><p>Score: {score}</p><button onClick={() => setScore(score + 1)}>Jump</button><button onClick={() => {}}>Dash</button></main>;
}
`, ['cat']),
    );
    expect(failed(report)).toEqual(['controls']);
    expect(detail(report, 'controls')).toBe('Clicking “Dash” did nothing: the screen, the state and the actions stayed the same.');
  });

  it('a title screen: the Start button is pressed first, then the keys work', async () => {
    const report = await playtester.play(
      await handGame(`
import { useEffect, useState } from 'react';
export default function App() {
  const [started, setStarted] = useState(false);
  const [x, setX] = useState(0);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (started && e.key === 'ArrowRight') setX((v) => v + 1); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [started]);
  if (!started) return <main><h1>Cat Run</h1><p>Press the arrow keys to run.</p><button onClick={() => setStarted(true)}>Start</button></main>;
  return <main><h1>Cat Run</h1><p>Distance: {x}</p><p>Press the arrow keys to run.</p></main>;
}
`, ['cat']),
    );
    expect(failed(report)).toEqual(['controls', 'help_keys']);
    // ArrowRight works after Start; the other arrows the help names do nothing, and are named.
    expect(detail(report, 'help_keys')).toBe('The help names ArrowUp, ArrowDown and ArrowLeft, but pressing them did nothing.');
  });

  it('a canvas game with sound runs (a silent canvas and Web Audio in the DOM runner) and its drawing counts', async () => {
    const canvasGame = (key: string) => `
import { useEffect, useRef } from 'react';
export default function App() {
  const ref = useRef<HTMLCanvasElement>(null);
  const x = useRef(10);
  useEffect(() => {
    const ctx = ref.current!.getContext('2d')!;
    const audio = new AudioContext();
    let id = 0;
    const draw = () => {
      ctx.clearRect(0, 0, 200, 100);
      ctx.fillStyle = '#f00';
      ctx.fillRect(x.current, 40, 10, 10);
      ctx.fillText('Dragon ' + x.current, 5, 15);
      id = requestAnimationFrame(draw);
    };
    draw();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '${key}') return;
      x.current += 5;
      const beep = audio.createOscillator();
      beep.frequency.value = 440;
      beep.connect(audio.destination);
      beep.start(audio.currentTime);
      beep.stop(audio.currentTime + 0.1);
    };
    window.addEventListener('keydown', onKey);
    return () => { cancelAnimationFrame(id); window.removeEventListener('keydown', onKey); };
  }, []);
  return <main><h1>Dash</h1><p>Press Space to run.</p><canvas ref={ref} width={200} height={100} /></main>;
}
`;
    const working = await playtester.play(await handGame(canvasGame(' '), ['dragons']));
    expect(failed(working)).toEqual([]);
    // The frames say what the canvas showed.
    expect(working.frames[0]).toBe('Dash Press Space to run. [canvas: Dragon 10]');
    const dead = await playtester.play(await handGame(canvasGame('x'), ['dragons']));
    expect(failed(dead)).toEqual(['controls', 'help_keys', 'progress']);
  });

  it('a Play again that does not reset a score kept in React fails "restart"', async () => {
    const game = (reset: string) => `
import { useState } from 'react';
export default function App() {
  const [score, setScore] = useState(0);
  return <main><h1>Tapper</h1><p>Score: {score}</p><button onClick={() => setScore(score + 1)}>Tap</button><button onClick={() => ${reset}}>Play again</button></main>;
}
`;
    expect(failed(await playtester.play(await handGame(game('setScore(0)'))))).toEqual([]);
    const report = await playtester.play(await handGame(game('undefined')));
    expect(failed(report)).toEqual(['restart']);
    expect(detail(report, 'restart')).toMatch(/^Clicking “Play again” did not bring the start back: the screen showed “Score: \d+” and then “Score: \d+” \(it started with “Score: 0”\)\.$/);
  });

  it('a New game that deals a new random board and resets the score passes "restart"', async () => {
    const report = await playtester.play(
      await handGame(`
import { useState } from 'react';
const deal = () => Array.from({ length: 9 }, () => Math.floor(Math.random() * 9));
export default function App() {
  const [board, setBoard] = useState(deal);
  const [score, setScore] = useState(0);
  const take = (i: number) => { setScore(score + board[i] + 1); setBoard(board.map((v, j) => (j === i ? (v + 1) % 9 : v))); };
  return <main><h1>Numbers</h1><p>Score: {score}</p>
    {board.map((n, i) => <button key={i} aria-label={'cell ' + i} onClick={() => take(i)}>{n}</button>)}
    <button onClick={() => { setBoard(deal()); setScore(0); }}>New game</button></main>;
}
`),
    );
    expect(report.failures).toEqual([]);
    expect(report.checks.find((c) => c.id === 'restart')?.applies).toBe(true);
  });

  it('tiles that are <div onClick> are controls too: working ones pass, dead ones are named', async () => {
    const board = (onTile: string) => `
import { useState } from 'react';
export default function App() {
  const [lit, setLit] = useState<number[]>([]);
  return <main><h1>Lights</h1><p>Lit: {lit.length}</p>
    <div style={{ display: 'grid' }}>{[0, 1, 2, 3].map((i) => <div key={i} onClick={${onTile}}>{lit.includes(i) ? '●' : '○'}</div>)}</div></main>;
}
`;
    const working = await playtester.play(await handGame(board('() => setLit((l) => [...l, i])')));
    expect(failed(working)).toEqual([]);
    const dead = await playtester.play(await handGame(board('() => {}')));
    expect(failed(dead)).toEqual(['controls', 'progress']);
    expect(detail(dead, 'controls')).toBe('Clicking “○” did nothing: the screen, the state and the actions stayed the same.');
  });

  it("a game without its prompt's world fails \"world\"", async () => {
    const sample = SAMPLE_PROMPTS.find((p) => p.kind === 'snake') as SamplePrompt;
    const report = await playtester.play(await offlineGame(sample, ['dragons', 'castle']));
    expect(failed(report)).toEqual(['world']);
    expect(detail(report, 'world')).toBe('None of “dragons” and “castle” appears on screen (text, image descriptions or labels).');
  });

  it('a game that keeps the page busy forever is stopped and reported, and the next playtest runs', async () => {
    const short = new Playtester({ timeoutMs: 2000 });
    try {
      const report = await short.play(await handGame('export default function App() { for (;;) {} }'));
      expect(report.passed).toBe(false);
      expect(failed(report)).toEqual(['loads']);
      expect(detail(report, 'loads')).toBe('The game kept the page busy: The playtest ran longer than 2 s and was stopped.');
      const next = await short.play(await handGame(`export default function App() { return <main><h1>Still here</h1><button onClick={() => document.title = 'x'}>Go</button></main>; }`));
      expect(failed(next)).not.toContain('loads');
    } finally {
      await short.close();
    }
  });
});

describe('stopping a playtest', () => {
  it('a game that floods the studio with actions gets a bounded share of the Python pool', async () => {
    let calls = 0;
    const game = await handGame(`
import { useEffect } from 'react';
import { dispatchAction } from '@tempest/game-sdk';
export default function App() {
  useEffect(() => { const t = setInterval(() => void dispatchAction('spin'), 4); return () => clearInterval(t); }, []);
  return <main><h1>Spinner</h1></main>;
}
`);
    const report = await playtester.play({ ...game, runAction: async (_action, _args, state) => ((calls += 1), { state }) });
    expect(calls).toBe(300);
    expect(detail(report, 'no_errors')).toContain('The action "spin" failed: The game sent more than 300 actions in one playtest.');
  });

  it('a game that eats all memory is reported, and the next playtest runs', async () => {
    const report = await playtester.play(
      await handGame(`const hoard: string[][] = []; export default function App() { for (;;) hoard.push(new Array(1e6).fill('x')); }`),
    );
    expect(failed(report)).toEqual(['loads']);
    expect(detail(report, 'loads')).toMatch(/^The game stopped the playtest's runner \(exit .*\): it may have used too much memory\.$/);
    const next = await playtester.play(await handGame(`export default function App() { return <main><h1>Back</h1></main>; }`));
    expect(next.checks.find((c) => c.id === 'loads')?.passed).toBe(true);
  });

  it('an aborted playtest rejects with the reason at once, and the next one runs', async () => {
    const controller = new AbortController();
    const pending = playtester.play(await handGame('export default function App() { for (;;) {} }'), controller.signal);
    setTimeout(() => controller.abort(new Error('The turn was cancelled.')), 300);
    const started = Date.now();
    await expect(pending).rejects.toThrow('The turn was cancelled.');
    expect(Date.now() - started).toBeLessThan(5000);
    const next = await playtester.play(await handGame(`export default function App() { return <main><h1>Back</h1></main>; }`));
    expect(next.checks.find((c) => c.id === 'loads')?.passed).toBe(true);
  });
});

describe('the sandbox', () => {
  it("the game's code cannot reach Node from the page (code from strings is refused)", async () => {
    const report = await playtester.play(
      await handGame(`
const probe = () => {
  const seen: string[] = [];
  try {
    const p = (globalThis as any).constructor.constructor('return process')();
    seen.push('escaped');
    seen.push('env: ' + Object.keys(p.env).length);
  } catch (e) { seen.push('no escape: ' + (e as Error).message.slice(0, 40)); }
  return seen.join(' ');
};
export default function App() { return <main><h1>Probe</h1><p>{probe()}</p></main>; }
`),
    );
    expect(report.frames[0]).toMatch(/no escape: Code generation from strings disallowed/);
  });

  it('the child process gets no environment, cannot write files, start processes or workers, or read the repository', () => {
    const probe = `
      const fs = require('node:fs');
      const tries = {
        env: () => Object.keys(process.env).join(',') || 'empty',
        write: () => fs.writeFileSync('/tmp/playtest-probe.txt', 'x'),
        read: () => fs.readFileSync(${JSON.stringify(join(process.cwd(), 'package.json'))}, 'utf8').slice(0, 10),
        spawn: () => require('node:child_process').execSync('id').toString(),
        worker: () => new (require('node:worker_threads').Worker)('1', { eval: true }),
      };
      const seen = {};
      for (const [name, attempt] of Object.entries(tries)) {
        try { seen[name] = String(attempt() ?? 'done'); } catch (e) { seen[name] = e.code ?? e.message; }
      }
      console.log(JSON.stringify(seen));
    `;
    const out = execFileSync(process.execPath, [...sandboxFlags(childScript()), '-e', probe], { env: {} }).toString();
    expect(JSON.parse(out)).toEqual({ env: 'empty', write: 'ERR_ACCESS_DENIED', read: 'ERR_ACCESS_DENIED', spawn: 'ERR_ACCESS_DENIED', worker: 'ERR_ACCESS_DENIED' });
  });
});

describe('no network', () => {
  it('a game can neither open a WebSocket nor fetch: nothing reaches a listening server', async () => {
    const connections: string[] = [];
    const server = createServer((socket) => {
      connections.push('tcp');
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const report = await playtester.play(
        await handGame(`
import { useEffect, useState } from 'react';
export default function App() {
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    const note = (s: string) => setSeen((l) => [...l, s]);
    try { new WebSocket('ws://127.0.0.1:${port}/'); note('socket opened'); } catch (e) { note('socket refused'); }
    fetch('http://127.0.0.1:${port}/').then(() => note('fetch answered'), () => note('fetch refused'));
  }, []);
  return <main><h1>Net</h1><p>{seen.join(', ')}</p></main>;
}
`),
      );
      expect(report.frames[0]).toContain('socket refused');
      expect(connections).toEqual([]);
    } finally {
      server.close();
    }
  });
});
