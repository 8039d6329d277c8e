// runFunction against real Pyodide workers: what a game action does with the state, and what a
// hostile or broken script gets back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseScript } from './parse-script.js';
import { PythonPool } from './python-pool.js';
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
