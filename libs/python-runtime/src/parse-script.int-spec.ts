// parseScript against a real Pyodide (loaded once for the file): what the script editor shows.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseScript, type ParsedScript } from './parse-script.js';
import { ScriptTooLargeError } from './python-errors.js';
import { PythonPool } from './python-pool.js';

const SCRIPT = `"""Combat helpers."""
from typing import ClassVar


def attack(target: str, damage: int = 10, *, critical: bool = False) -> int:
    """Deal damage to a target.

    Returns the damage dealt.
    """
    return damage * (2 if critical else 1)


async def heal(entity, amount: float = 0.5, *effects: str, **options) -> None:
    pass


class Health:
    """Hit points."""
    hp: int = 100
    regen: float = 0.5
    tags: list[str] = ["alive"]
    owner: "Entity | None" = None
    spawn: Vector = Vector(0, 0)
    LIMIT: ClassVar[int] = 3

    def take(self, amount: int) -> None:
        self.hp -= amount


class NotAComponent:
    def method(self):
        pass
`;

const syntaxError = (line: number, column: number, message: string): ParsedScript => ({
  module_blocks: {},
  script_components: [],
  validation_errors: [{ line, column, message }],
});

describe('parseScript', () => {
  let pool: PythonPool;

  beforeAll(() => {
    pool = new PythonPool();
  });
  afterAll(() => pool.close());

  it('describes top-level functions and component classes', async () => {
    const parsed = await parseScript(pool, SCRIPT);

    const attackDoc = 'Deal damage to a target.\n\nReturns the damage dealt.';
    const healSignature = 'heal(entity, amount: float = 0.5, *effects: str, **options) -> None';
    expect(parsed).toEqual({
      module_blocks: {
        attack: {
          name: 'attack',
          description: 'Deal damage to a target.',
          tool_tip: attackDoc,
          signature_options: [
            {
              name: 'attack',
              mapping: {
                target: { type: 'str', default: null, kind: 'positional', position: 0 },
                damage: { type: 'int', default: '10', kind: 'positional', position: 1 },
                critical: { type: 'bool', default: 'False', kind: 'keyword', position: 2 },
              },
              tool_tip: attackDoc,
              description: 'Deal damage to a target.',
              returns: 'int',
            },
          ],
          line: 5,
        },
        heal: {
          name: 'heal',
          description: '',
          tool_tip: healSignature,
          signature_options: [
            {
              name: 'heal',
              mapping: {
                entity: { type: 'Any', default: null, kind: 'positional', position: 0 },
                amount: { type: 'float', default: '0.5', kind: 'positional', position: 1 },
                effects: { type: 'str', default: null, kind: 'var_positional', position: 2 },
                options: { type: 'Any', default: null, kind: 'var_keyword', position: 3 },
              },
              tool_tip: healSignature,
              description: '',
              returns: 'None',
            },
          ],
          line: 13,
        },
      },
      script_components: [
        {
          display_name: 'Health',
          class_name: 'Health',
          field_schema: {
            hp: { type: 'int', default: 100 },
            regen: { type: 'float', default: 0.5 },
            tags: { type: 'list', default: ['alive'] },
            owner: { type: "'Entity | None'", default: null },
            spawn: { type: 'Vector', default: null },
          },
          line: 17,
        },
      ],
      validation_errors: [],
    });
    expect(Object.keys(parsed.module_blocks.attack!.signature_options[0]!.mapping)).toEqual(['target', 'damage', 'critical']);
  });

  it('reports a syntax error with Python’s line, column and message', async () => {
    expect(await parseScript(pool, 'x = 1\ndef broken(:\n    pass\n')).toEqual(syntaxError(2, 12, 'invalid syntax'));
    expect(await parseScript(pool, 'def f():\nreturn 1\n')).toEqual(
      syntaxError(2, 1, 'expected an indented block after function definition on line 1'),
    );
    expect(await parseScript(pool, 'x = 1\0')).toEqual(syntaxError(1, 1, 'source code string cannot contain null bytes'));
  });

  it('never runs the script: an endless loop parses like any other code', async () => {
    const parsed = await parseScript(pool, 'def spin():\n    while True:\n        pass\n\nwhile True:\n    pass\n');
    expect(parsed.validation_errors).toEqual([]);
    expect(Object.keys(parsed.module_blocks)).toEqual(['spin']);
  });

  it('answers pathological nesting with a validation error and keeps working', async () => {
    expect(await parseScript(pool, '('.repeat(100_000))).toEqual(syntaxError(1, 201, 'too many nested parentheses'));
    expect(await parseScript(pool, `${'-'.repeat(100_000)}1`)).toEqual(
      syntaxError(1, 1, 'Parser stack overflowed - Python source too complex to parse'),
    );
    // Deep enough to overflow the worker's stack inside the parser: the interpreter is lost and replaced.
    // (A generous time limit: this is about the overflow, not the clock.)
    expect(await parseScript(pool, `x = ${'1+'.repeat(100_000)}1`, { timeoutMs: 20_000 })).toEqual(
      syntaxError(1, 1, 'The script is too complex to parse (an expression is nested too deeply).'),
    );
    expect(Object.keys((await parseScript(pool, 'def after(): pass\n')).module_blocks)).toEqual(['after']);
  });

  it('refuses a script over 1,000,000 characters without starting Python', async () => {
    await expect(parseScript(pool, 'x'.repeat(1_000_001))).rejects.toBeInstanceOf(ScriptTooLargeError);
    await expect(parseScript(pool, 'x'.repeat(1_000_001))).rejects.toMatchObject({ status: 400, code: 'script.too_large' });
  });

  it('answers every one of many concurrent parses with its own result', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `fn_${i}`);
    const results = await Promise.all(names.map((name) => parseScript(pool, `def ${name}(n: int = ${name.length}): pass\n`)));
    expect(results.map((parsed) => Object.keys(parsed.module_blocks))).toEqual(names.map((name) => [name]));
  });
});
