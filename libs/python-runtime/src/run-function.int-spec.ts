// runFunction against real Pyodide workers: what a game action does with the state, and what a
// hostile or broken script gets back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseScript } from './parse-script.js';
import { PythonPool } from './python-pool.js';
import type { ScriptCacheStats } from './python-protocol.js';
import { runFunction, type RunFunctionInput } from './run-function.js';

const E1 = '6f1c1f4e-8a57-4a43-9d55-0d3f4f3b1a01';
const state = () => ({ [E1]: { counter: { value: 1 } } });
const call = (content: string, fn: string, args: Record<string, unknown> = {}, extra: RunFunctionInput['scripts'] = []): RunFunctionInput => ({
  scripts: [{ name: 'rules.py', content }, ...extra],
  function: fn,
  state: state(),
  args,
});

describe('runFunction', () => {
  let pool: PythonPool;

  beforeAll(() => {
    pool = new PythonPool({ workers: 2 });
    pool.warm();
  });
  afterAll(() => pool.close());

  it('runs a function that changes the state in place, with keyword arguments, and keeps what it prints', async () => {
    const code = `def increment(state, by=1):\n    for components in state.values():\n        components['counter']['value'] += by\n    print('added', by)\n`;
    expect(await runFunction(pool, call(code, 'increment', { by: 2 }))).toEqual({
      status: 'ok',
      state: { [E1]: { counter: { value: 3 } } },
      logs: 'added 2\n',
    });
  });

  it('takes the dict a function returns as the new state', async () => {
    const code = `import math\n\ndef reset(state):\n    return {'${E1}': {'counter': {'value': math.floor(2.7)}}}\n`;
    expect(await runFunction(pool, call(code, 'reset'))).toMatchObject({ status: 'ok', state: { [E1]: { counter: { value: 2 } } } });
  });

  it("answers an exception with its type, message and the line in the user's script", async () => {
    const code = `def helper():\n    return 1 / 0\n\ndef boom(state):\n    print('before')\n    helper()\n`;
    expect(await runFunction(pool, call(code, 'boom'))).toEqual({
      status: 'error',
      error: 'ZeroDivisionError: division by zero (rules.py, line 2)',
      logs: 'before\n',
    });
    expect(await runFunction(pool, call('def bad(state):\n    return 3\n', 'bad'))).toMatchObject({
      status: 'error',
      error: expect.stringContaining('TypeError: bad returned int'),
    });
  });

  it('finds the one script that defines the function; none is not_found, two are ambiguous', async () => {
    const other = { name: 'other.py', content: 'def ping(state):\n    pass\n' };
    expect(await runFunction(pool, call('x = 1\n', 'missing', {}, [other]))).toEqual({ status: 'not_found' });
    expect(await runFunction(pool, call('def ping(state):\n    pass\n', 'ping', {}, [other]))).toEqual({
      status: 'ambiguous',
      scripts: ['rules.py', 'other.py'],
    });
    expect(await runFunction(pool, call('def broken(state:\n', 'broken'))).toMatchObject({
      status: 'error',
      error: expect.stringMatching(/^SyntaxError: .* \(rules\.py, line 1\)$/),
    });
  });

  it('stops a function that runs past the time limit, and the pool keeps serving', async () => {
    const hang = runFunction(pool, call('def spin(state):\n    while True:\n        pass\n', 'spin'), { timeoutMs: 500 });
    const meanwhile = parseScript(pool, 'def still_served(): pass\n');
    expect(Object.keys((await meanwhile).module_blocks)).toEqual(['still_served']);
    expect(await hang).toEqual({ status: 'error', error: 'TimeoutError: spin ran longer than 0.5 s and was stopped', logs: '' });
    expect(await runFunction(pool, call('def ok(state):\n    pass\n', 'ok'))).toMatchObject({ status: 'ok' });
  });

  it.each([
    ["'x' * 10**9", 'one huge string'],
    ['[0] * 10**9', 'one huge list'],
    ['[bytearray(2**20) for _ in range(1000)]', 'a gigabyte in 1 MB pieces'],
  ])('answers a memory bomb (%s: %s) with MemoryError, and the next call works', async (expression) => {
    // The memory cap is what is under test: a generous time limit keeps a busy machine's slowness from
    // tripping the 2 s action limit first (the time limit has tests of its own above).
    const outcome = await runFunction(pool, call(`def bomb(state):\n    junk = ${expression}\n`, 'bomb'), { timeoutMs: 60_000 });
    expect(outcome).toMatchObject({ status: 'error', error: expect.stringMatching(/^MemoryError/) });
    expect(await runFunction(pool, call('def ok(state):\n    pass\n', 'ok'))).toMatchObject({ status: 'ok' });
  });

  it('caps printed output', async () => {
    const outcome = await runFunction(pool, call("def chatty(state):\n    for i in range(100000):\n        print('line', i)\n", 'chatty'));
    expect(outcome.status).toBe('ok');
    const logs = outcome.status === 'ok' ? outcome.logs : '';
    expect(logs.length).toBeLessThanOrEqual(20_000 + 30);
    expect(logs.endsWith('[output truncated]')).toBe(true);
  });

  it('gives every call a fresh namespace: nothing one call defines or changes is seen by the next', async () => {
    const first = `import random\nCACHE = {}\n\ndef first(state):\n    CACHE['seen'] = True\n    random.seed(1)\n`;
    const second = `def second(state):\n    state['leak'] = {'v': CACHE}\n`;
    expect(await runFunction(pool, call(first, 'first'))).toMatchObject({ status: 'ok' });
    expect(await runFunction(pool, call(second, 'second'))).toMatchObject({ status: 'error', error: "NameError: name 'CACHE' is not defined (rules.py, line 2)" });
  });

  it("keeps the random generator to each call: one call's setstate is not what the next call draws from", async () => {
    const fix = `import random\n\ndef fix(state):\n    random.setstate(random.Random(7).getstate())\n`;
    const draw = `import random\n\ndef draw(state):\n    state['draw'] = {'same': random.lognormvariate(0, 1) == random.Random(7).lognormvariate(0, 1)}\n`;
    // One worker: both calls run in the same interpreter.
    const one = new PythonPool({ workers: 1 });
    try {
      expect(await runFunction(one, call(fix, 'fix'))).toMatchObject({ status: 'ok' });
      expect(await runFunction(one, call(draw, 'draw'))).toMatchObject({ status: 'ok', state: { draw: { same: false } } });
    } finally {
      await one.close();
    }
  }, 60_000);

  it.each([
    ['import js', 'ImportError'],
    ['import os', 'ImportError'],
    ['from pyodide import ffi', 'ImportError'],
    ["open('/tmp/x', 'w')", 'NameError'],
    ["eval('1')", 'NameError'],
    ['(lambda: 0).__globals__', 'ScriptRefused'],
    ['(x for x in []).gi_frame', 'ScriptRefused'],
    ['type(state).__subclasses__()', 'ScriptRefused'],
    ['import enum', 'ImportError'],
    ['import json\n    json.JSONEncoder.item_separator = "!"', 'AttributeError'],
    ['import json\n    json.decoder', 'AttributeError'],
  ])('refuses what a game script may not do: %s', async (statement, errorType) => {
    const outcome = await runFunction(pool, call(`def sneaky(state):\n    ${statement}\n`, 'sneaky'));
    expect(outcome).toMatchObject({ status: 'error', error: expect.stringMatching(new RegExp(`^${errorType}`)) });
  });

  it('lets a script change its own objects', async () => {
    const code = [
      'class Base:',
      '    def __init__(self):',
      '        self._size = 1',
      'class Box(Base):',
      '    def __init__(self):',
      '        super().__init__()',
      '        self.__secret = 1',
      'def own(state):',
      '    box = Box()',
      '    box._size += 1',
      `    state['${E1}']['counter']['value'] = box._size + box._Box__secret`,
      '',
    ].join('\n');
    expect(await runFunction(pool, call(code, 'own'))).toEqual({ logs: '', status: 'ok', state: { [E1]: { counter: { value: 3 } } } });
  });
});

// Each worker keeps what parsing, checking and compiling a script produced (run_function.py). One worker, so
// that every call below meets the same cache; the test-only job `test-script-cache` reads its counters.
describe('runFunction with the scripts kept per worker', () => {
  let pool: PythonPool;
  const cache = async () => (await pool.run({ kind: 'test-script-cache' })) as ScriptCacheStats;

  beforeAll(() => {
    pool = new PythonPool({ workers: 1, testJobs: true });
    pool.warm();
  });
  afterAll(() => pool.close());

  it('parses, checks and compiles a script once: the next call on the same scripts finds it kept', async () => {
    const code = `def add(state, by=1):\n    state['${E1}']['counter']['value'] += by\n`;
    const first = await runFunction(pool, call(code, 'add', { by: 1 }));
    const before = await cache();
    const second = await runFunction(pool, call(code, 'add', { by: 5 }));
    const after = await cache();
    expect([first, second]).toEqual([
      { status: 'ok', state: { [E1]: { counter: { value: 2 } } }, logs: '' },
      { status: 'ok', state: { [E1]: { counter: { value: 6 } } }, logs: '' },
    ]);
    expect(after.prepared).toBe(before.prepared);
    expect(after.hits).toBe(before.hits + 1);
  });

  it("keeps nothing a call did for the next: module globals, a function's mutable default and a class attribute start afresh", async () => {
    const code = [
      'TOTAL = 0',
      'SEEN = []',
      'class Tally:',
      '    items = []',
      'def bump(state, extra=[]):',
      '    global TOTAL',
      '    TOTAL += 1',
      '    SEEN.append(1)',
      '    extra.append(1)',
      '    Tally.items.append(1)',
      `    state['${E1}']['counter']['value'] = TOTAL * 1000 + len(SEEN) * 100 + len(extra) * 10 + len(Tally.items)`,
      '',
    ].join('\n');
    const before = await cache();
    const outcomes = [await runFunction(pool, call(code, 'bump')), await runFunction(pool, call(code, 'bump')), await runFunction(pool, call(code, 'bump'))];
    const after = await cache();
    expect(outcomes.map((outcome) => outcome.status === 'ok' && outcome.state[E1])).toEqual(Array(3).fill({ counter: { value: 1111 } }));
    expect(after.prepared - before.prepared).toBe(1); // the later calls ran the kept code
  });

  it('runs the new code of an edited script (same name, new content), and the old code for the old content', async () => {
    const version = (n: number) => `def which(state):\n    state['${E1}']['counter']['value'] = ${n}\n`;
    const valueOf = async (content: string) => {
      const outcome = await runFunction(pool, call(content, 'which'));
      return outcome.status === 'ok' ? outcome.state[E1] : outcome;
    };
    expect(await valueOf(version(1))).toEqual({ counter: { value: 1 } });
    expect(await valueOf(version(2))).toEqual({ counter: { value: 2 } });
    expect(await valueOf(version(1))).toEqual({ counter: { value: 1 } });
    // An edit that now defines the function elsewhere: the kept list of what each script defines follows it.
    const moved = [{ name: 'other.py', content: 'def which(state):\n    pass\n' }];
    expect(await runFunction(pool, call('x = 1\n', 'which', {}, moved))).toEqual({ status: 'ok', state: state(), logs: '' });
    expect(await runFunction(pool, call(version(3), 'which', {}, moved))).toEqual({ status: 'ambiguous', scripts: ['rules.py', 'other.py'] });
  });

  it('answers a kept script that does not parse, or that the sandbox refuses, with the same error every time', async () => {
    const broken = call('def broken(state:\n', 'broken');
    const refused = call('def sneaky(state):\n    return (lambda: 0).__globals__\n', 'sneaky');
    const first = [await runFunction(pool, broken), await runFunction(pool, refused)];
    const before = await cache();
    const again = [await runFunction(pool, broken), await runFunction(pool, refused)];
    expect((await cache()).prepared).toBe(before.prepared);
    expect(again).toEqual(first);
    expect(first).toEqual([
      { status: 'error', error: expect.stringMatching(/^SyntaxError: .* \(rules\.py, line 1\)$/), logs: '' },
      { status: 'error', error: 'ScriptRefused: the attribute .__globals__ is not available to game scripts (rules.py, line 2)', logs: '' },
    ]);
  });
});

describe('runFunction with a bounded script cache', () => {
  const numbered = (n: number) => call(`def f(state):\n    state['${E1}']['counter']['value'] = ${n}\n`, 'f');
  const stats = (pool: PythonPool) => pool.run({ kind: 'test-script-cache' }) as Promise<ScriptCacheStats>;

  it('keeps the scripts used last within its bounds, and prepares again one it let go', async () => {
    const pool = new PythonPool({ workers: 1, testJobs: true, scriptCache: { entries: 2, chars: 10_000 } });
    try {
      for (const n of [1, 2, 3]) expect(await runFunction(pool, numbered(n))).toMatchObject({ status: 'ok' });
      expect(await stats(pool)).toMatchObject({ entries: 2, prepared: 3, hits: 0 });
      await runFunction(pool, numbered(3)); // kept
      await runFunction(pool, numbered(1)); // the least recently used: let go, prepared again
      expect(await stats(pool)).toMatchObject({ entries: 2, prepared: 4, hits: 1 });
      // Bounded by source characters too: two 6,000-character scripts do not fit in 10,000 together, and one
      // bigger than the whole budget runs without being kept.
      const padded = (n: number, lines: number) => call(`def f(state):\n    state['${E1}']['counter']['value'] = ${n}\n${'# padding\n'.repeat(lines)}`, 'f');
      for (const outcome of [await runFunction(pool, padded(4, 600)), await runFunction(pool, padded(5, 600))]) expect(outcome).toMatchObject({ status: 'ok' });
      expect(await stats(pool)).toMatchObject({ entries: 1, prepared: 6 });
      for (let i = 0; i < 2; i++) expect(await runFunction(pool, padded(6, 1500))).toMatchObject({ status: 'ok', state: { [E1]: { counter: { value: 6 } } } });
      expect(await stats(pool)).toMatchObject({ entries: 1, prepared: 8, hits: 1 });
    } finally {
      await pool.close();
    }
  });

  it('keeps nothing with `entries: 0` (every call prepares its scripts, as before the cache)', async () => {
    const pool = new PythonPool({ workers: 1, testJobs: true, scriptCache: { entries: 0 } });
    try {
      for (let i = 0; i < 2; i++) expect(await runFunction(pool, numbered(7))).toMatchObject({ status: 'ok', state: { [E1]: { counter: { value: 7 } } } });
      expect(await stats(pool)).toEqual({ entries: 0, chars: 0, prepared: 2, hits: 0 });
    } finally {
      await pool.close();
    }
  });
});
