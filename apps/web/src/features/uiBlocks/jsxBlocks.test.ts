import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { BLOCK_NAMES } from './blockCatalog';
import { EMPTY_KEPT, newBlock, type BlockState } from './blockState';
import { applyEdits, blockAt, blockUsages, MISPLACED, planBlockEdit, renderBlock, UNPARSABLE, type BlockEditPlan } from './jsxBlocks';

const FILE = `import { useState } from 'react';
import { Button, useEntities } from '@tempest/game-sdk';

export default function App() {
  const [hp, setHp] = useState(10);
  return (
    <main className="p-4">
      <Button text="Attack" preset="fantasy" style={{ width: 120, color: '#fff', ...extra }} onClick={() => setHp(hp - 1)} />
      <Button disabled>
        <b>Wait</b>
      </Button>
    </main>
  );
}
`;

const edited = (code: string, plan: BlockEditPlan): string => {
  if ('error' in plan) throw new Error(plan.error);
  return applyEdits(code, plan.edits);
};

describe('blocks in the code (parsed with @babel/parser)', () => {
  it('reads the block under the cursor: literal props and style editable, the rest kept verbatim', () => {
    const usage = blockAt(FILE, FILE.indexOf('preset="fantasy"'))!;
    expect(usage.state).toEqual({
      block: 'Button',
      props: { text: 'Attack', preset: 'fantasy' },
      style: { width: 120, color: '#fff' },
      kept: { props: [{ text: 'onClick={() => setHp(hp - 1)}', before: null }], style: [{ text: '...extra', before: null }], children: null },
    });
    expect(FILE.slice(usage.start, usage.end)).toMatch(/^<Button text="Attack".*\/>$/);
    const second = blockAt(FILE, FILE.indexOf('<b>'))!;
    expect(second.state).toMatchObject({ props: { disabled: true }, kept: { children: '\n        <b>Wait</b>\n      ' } });
    expect(blockAt(FILE, FILE.indexOf('<main'))).toBeNull();
  });

  it('only sees blocks imported from the SDK (a Button of the file is not one)', () => {
    const own = "function Button() { return null; }\nexport const A = () => <Button text=\"x\" />;\n";
    expect(blockUsages(own)).toEqual([]);
    expect(blockUsages('export const = <')).toBeNull();
  });

  it('updates the usage in place, keeping its handler and other entries', () => {
    const usage = blockAt(FILE, FILE.indexOf('Attack'))!;
    const next: BlockState = { ...usage.state, props: { ...usage.state.props, text: 'Strike' }, style: { width: 400, color: '#ff0000' } };
    const code = edited(FILE, planBlockEdit(FILE, next, { usage }));
    expect(code).toContain(
      '      <Button\n        text="Strike"\n        preset="fantasy"\n        style={{ width: 400, color: "#ff0000", ...extra }}\n        onClick={() => setHp(hp - 1)}\n      />\n      <Button disabled>',
    );
    expect(code.split('@tempest/game-sdk').length).toBe(2);
    expect(blockAt(code, code.indexOf('Strike'))!.state).toEqual(next);
  });

  it('keeps the order of spreads and literal props, which decides what wins', () => {
    const code = "import { Button } from '@tempest/game-sdk';\nexport const A = (rest: object) => <Button {...rest} text=\"Go\" style={{ color: 'red', ...theme }} title=\"t\" />;\n";
    const usage = blockAt(code, code.indexOf('Go'))!;
    expect(usage.state.kept.props).toEqual([{ text: '{...rest}', before: 'text' }]);
    const next: BlockState = { ...usage.state, props: { text: 'Stop', title: 't' } };
    expect(edited(code, planBlockEdit(code, next, { usage }))).toContain('<Button {...rest} text="Stop" title="t" style={{ color: "red", ...theme }} />');
    // A kept entry whose key is gone goes to the end.
    const dropped: BlockState = { ...usage.state, props: { title: 't' } };
    expect(renderBlock(dropped)).toBe('<Button title="t" style={{ color: "red", ...theme }} {...rest} />');
  });

  it("inserts at the cursor with the line's indent and adds the block to the SDK import", () => {
    const offset = FILE.indexOf('    </main>');
    const state: BlockState = { ...newBlock('ProgressBar'), props: { value: 70, max: 100, preset: 'neon' } };
    const code = edited(FILE, planBlockEdit(FILE, state, { offset: offset + 4 }));
    expect(code).toContain("import { Button, useEntities, ProgressBar } from '@tempest/game-sdk';");
    // On a line of its own, one step inside <main>; the closing tag keeps its own line and indent.
    expect(code).toContain('      </Button>\n      <ProgressBar value={70} max={100} preset="neon" />\n    </main>');
    expect(blockUsages(code)!.map((u) => u.state.block)).toEqual(['Button', 'Button', 'ProgressBar']);
  });

  it('never glues an inserted block to a tag: after an element it starts a new line at its indent; the cursor lands in the block', () => {
    const code = "import { Button } from '@tempest/game-sdk';\n\nconst App = () => (\n  <main>\n    <Button text=\"A\" /></main>\n);\n";
    const plan = planBlockEdit(code, newBlock('Divider'), { offset: code.indexOf('</main>') });
    const result = edited(code, plan);
    expect(result).toContain('    <Button text="A" />\n    <Divider thickness={2} color="#e5e7eb" />\n  </main>');
    expect('cursor' in plan && result.slice(plan.cursor - 1, plan.cursor + 7)).toBe('<Divider');
  });

  it('adds an import line when the file has none from the SDK', () => {
    const code = "import { useState } from 'react';\n\nexport default function App() {\n  return <div></div>;\n}\n";
    const result = edited(code, planBlockEdit(code, newBlock('Divider'), { offset: code.indexOf('</div>') }));
    expect(result).toBe("import { useState } from 'react';\nimport { Divider } from '@tempest/game-sdk';\n\nexport default function App() {\n  return <div>\n    <Divider thickness={2} color=\"#e5e7eb\" />\n  </div>;\n}\n");
  });

  it('refuses a file that does not parse and a cursor where an element cannot go, with a clear message', () => {
    expect(planBlockEdit('export default function App( {', newBlock('Button'), { offset: 0 })).toEqual({ error: UNPARSABLE });
    const code = "import { Button } from '@tempest/game-sdk';\nconst x = 1;\n";
    expect(planBlockEdit(code, newBlock('Button'), { offset: code.indexOf('= 1') + 2 })).toEqual({ error: MISPLACED });
  });

  it('writes strings JSX cannot hold plainly as expressions, and long elements over several lines', () => {
    expect(renderBlock({ block: 'Symbol', props: { text: 'Say "hi" & go' }, style: {}, kept: EMPTY_KEPT })).toBe('<Symbol text={"Say \\"hi\\" & go"} />');
    const long = renderBlock({ block: 'Button', props: { text: 'A rather long label for a button', title: 'And a tooltip that is long too' }, style: { width: 200 }, kept: EMPTY_KEPT }, '    ');
    expect(long).toBe('<Button\n      text="A rather long label for a button"\n      title="And a tooltip that is long too"\n      style={{ width: 200 }}\n    />');
  });

  it('reads back exactly what it writes, for any literal props and style (property)', () => {
    const literal = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean());
    const key = fc.stringMatching(/^[a-z][A-Za-z]{0,8}$/).filter((k) => k !== 'style');
    fc.assert(
      fc.property(fc.constantFrom(...BLOCK_NAMES), fc.dictionary(key, literal, { maxKeys: 5 }), fc.dictionary(key, fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 999 })), { maxKeys: 3 }), (block, props, style) => {
        const state: BlockState = { block, props, style, kept: EMPTY_KEPT };
        const code = `import { ${block} } from '@tempest/game-sdk';\nexport const A = () => (\n  <div>\n    \n  </div>\n);\n`;
        const result = edited(code, planBlockEdit(code, state, { offset: code.indexOf('    \n') + 4 }));
        const [usage] = blockUsages(result)!;
        expect(usage.state).toEqual(state);
      }),
    );
  });
});
