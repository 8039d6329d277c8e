import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { playableComponents } from '@tempest/domain';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { analyzePrompt, buildGame } from '@tempest/offline-model';
import { runFunction } from '@tempest/python-runtime';
import type { PlaytestReport } from '@tempest/contracts';
import { suitePythonPool } from '../../../test/support/python.js';
import { Playtester, type PlaytestGame, type PlaytestState } from './index.js';

/** Both runners play the same games and say the same: happy-dom in the sandboxed child, and Chromium. */
const compiler = new FrontendCompiler();
const pythonPool = suitePythonPool();
let dom: Playtester;
let chromium: Playtester;
beforeAll(async () => {
  dom = new Playtester({ playsPerChild: 40 });
  chromium = new Playtester({ chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  await Promise.all([dom.warm(), chromium.warm()]);
});
afterAll(async () => {
  await dom.close();
  await chromium.close();
  await compiler.close();
});

const gameOf = async (prompt: string, worldWords: string[], breakIt: (index: string) => string = (index) => index): Promise<PlaytestGame> => {
  const game = buildGame(analyzePrompt(prompt));
  const files = game.frontendFiles.map((f) => (f.filename === 'index.tsx' ? { ...f, content: breakIt(f.content) } : f));
  const result = await compiler.compile({ files, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
  expect(result.error).toBeNull();
  return {
    title: game.plan.title,
    compiledCode: result.compiledCode ?? '',
    entities: Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)])),
    worldWords,
    runAction: async (action, args, state) => {
      const outcome = await runFunction(pythonPool(), { scripts: game.scripts, function: action, state, args });
      if (outcome.status === 'ok') return { state: outcome.state as PlaytestState };
      return { error: outcome.status === 'error' ? outcome.error : `${action}: ${outcome.status}` };
    },
  };
};

/** What a report says, without where and how fast it ran. */
const verdict = (report: PlaytestReport) => report.checks.map((c) => ({ id: c.id, passed: c.passed, applies: c.applies, detail: c.detail }));

describe('the DOM runner and Chromium agree', () => {
  const CASES: [string, string[], ((index: string) => string) | undefined][] = [
    ['classic snake game', [], undefined],
    ['A card battle game against goblins in a medieval kingdom', ['goblins'], undefined],
    ['a jewel puzzle: swap jewels to make three in a row', ['jewels'], undefined],
    // Broken: the help names a key nothing binds.
    ['Make an idle clicker game about baking cookies', ['cookies'], (index) => index.replace('press 1-3 to buy upgrades', 'press 1-3 to buy upgrades, Q to sell')],
  ];
  it.each(CASES)('%s', async (prompt, worldWords, breakIt) => {
    const game = await gameOf(prompt, worldWords, breakIt);
    const inDom = await dom.play(game);
    const inChromium = await chromium.play(game);
    expect(inDom.runner).toBe('dom');
    expect(inChromium.runner).toBe('chromium');
    expect(verdict(inChromium)).toEqual(verdict(inDom));
    expect(inChromium.passed).toBe(breakIt === undefined);
  });
});

describe('the DOM runner and Chromium agree on hand-written games', () => {
  const GAMES: [string, string][] = [
    ['a dead tile and a game over after 1.5 s', `
import { useEffect, useState } from 'react';
export default function App() {
  const [over, setOver] = useState(false);
  const [lit, setLit] = useState(0);
  useEffect(() => { const t = setTimeout(() => setOver(true), 1500); return () => clearTimeout(t); }, []);
  return <main><h1>Lights</h1><p>Lit: {lit}</p>{over && <p>Game over</p>}
    <div onClick={() => setLit(lit + 1)}>Light one</div><div onClick={() => {}}>Dim one</div></main>;
}
`],
    ['a game that keeps its best score in localStorage and confirms a restart (it passes)', `
import { useState } from 'react';
export default function App() {
  const [score, setScore] = useState(Number(localStorage.getItem('best') ?? 0));
  const tap = () => { setScore(score + 1); localStorage.setItem('best', String(score + 1)); };
  return <main><h1>Lights</h1><p>Score: {score}</p><button onClick={tap}>Tap</button>
    <button onClick={() => { if (confirm('Start over?')) setScore(0); }}>Start over</button></main>;
}
`],
    ['a canvas game with sound (it passes)', `
import { useEffect, useRef } from 'react';
export default function App() {
  const ref = useRef<HTMLCanvasElement>(null);
  const x = useRef(10);
  useEffect(() => {
    const ctx = ref.current!.getContext('2d')!;
    const audio = new AudioContext();
    let id = 0;
    const draw = () => { ctx.clearRect(0, 0, 200, 100); ctx.fillRect(x.current, 40, 10, 10); ctx.fillText('Lights ' + x.current, 5, 15); id = requestAnimationFrame(draw); };
    draw();
    const onKey = (e: KeyboardEvent) => { if (e.key === ' ') { x.current += 5; const o = audio.createOscillator(); o.connect(audio.destination); o.start(audio.currentTime); o.stop(audio.currentTime + 0.1); } };
    window.addEventListener('keydown', onKey);
    return () => { cancelAnimationFrame(id); window.removeEventListener('keydown', onKey); };
  }, []);
  return <main><h1>Dash</h1><p>Press Space to run.</p><canvas ref={ref} width={200} height={100} /></main>;
}
`],
    ['a bundle that throws at start', `if (Date.now() > 0) throw new Error('The map file is missing');\nexport default function App() { return <p>Never</p>; }`],
  ];
  it.each(GAMES)('%s', async (_name, index) => {
    const result = await compiler.compile({ files: [{ filename: 'index.tsx', content: index }], entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
    expect(result.error).toBeNull();
    const game: PlaytestGame = { title: 'Broken', compiledCode: result.compiledCode ?? '', entities: {}, worldWords: ['lights'], runAction: async () => ({ error: 'none' }) };
    const inDom = await dom.play(game);
    const inChromium = await chromium.play(game);
    expect(inDom.passed).toBe(_name.endsWith('(it passes)'));
    expect(verdict(inChromium)).toEqual(verdict(inDom));
  });
});

describe('Chromium stops a game that keeps the page busy', () => {
  it('reports it, and the next playtest runs', async () => {
    const short = new Playtester({ chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', timeoutMs: 3000 });
    try {
      const compile = async (index: string) =>
        (await compiler.compile({ files: [{ filename: 'index.tsx', content: index }], entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } })).compiledCode ?? '';
      const game = (compiledCode: string): PlaytestGame => ({ title: 'Busy', compiledCode, entities: {}, worldWords: [], runAction: async () => ({ error: 'none' }) });
      const busy = await short.play(game(await compile('export default function App() { for (;;) {} }')));
      expect(busy.checks.find((c) => c.id === 'loads')).toMatchObject({ passed: false, detail: 'The game kept the page busy: The playtest ran longer than 3 s and was stopped.' });
      const next = await short.play(game(await compile('export default function App() { return <main><h1>Back</h1></main>; }')));
      expect(next.checks.find((c) => c.id === 'loads')?.passed).toBe(true);
    } finally {
      await short.close();
    }
  });
});
