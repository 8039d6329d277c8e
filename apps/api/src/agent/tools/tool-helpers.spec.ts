import { describe, expect, it } from '@jest/globals';
import type { AgentTools } from './agent-tools.js';
import { editedContent, newContent, pathOf } from './asset-content.js';
import { capOutput, MAX_MATCH_LINES, parseSearch, searchAssets } from './asset-search.js';
import { coverImage } from './cover-image.js';
import { normalizeCommand } from './run-command.js';
import { diffText } from './text-diff.js';
import { agentToolDefinitions, TOOL_SCHEMAS } from './tool-definitions.js';

describe('diffText', () => {
  it('counts added and removed lines and writes unified hunks with three lines of context', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].join('\n');
    const after = ['a', 'B', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'].join('\n');
    const diff = diffText(before, after, 'scripts/x.py');
    expect(diff).toMatchObject({ additions: 2, deletions: 1 });
    expect(diff.unified).toBe(
      ['--- a/scripts/x.py', '+++ b/scripts/x.py', '@@ -1,5 +1,5 @@', ' a', '-b', '+B', ' c', ' d', ' e', '@@ -10,3 +10,4 @@', ' j', ' k', ' l', '+m', ''].join('\n'),
    );
  });

  it('is empty when nothing changed, and handles empty texts', () => {
    expect(diffText('x\n', 'x\n', 'p')).toEqual({ additions: 0, deletions: 0, unified: '' });
    expect(diffText('', 'one\ntwo\n', 'p')).toMatchObject({ additions: 2, deletions: 0, unified: expect.stringContaining('@@ -0,0 +1,2 @@') });
    expect(diffText('one\n', '', 'p')).toMatchObject({ additions: 0, deletions: 1 });
  });
});

describe('search commands', () => {
  it('parses grep flags and quoted patterns, and search text', () => {
    expect(parseSearch('grep -rn "def mine" .')).toEqual({ kind: 'grep', pattern: 'def mine', ignoreCase: false });
    expect(parseSearch('grep -i score')).toEqual({ kind: 'grep', pattern: 'score', ignoreCase: true });
    expect(parseSearch('grep -F a.b')).toEqual({ kind: 'search', pattern: 'a.b', ignoreCase: false });
    expect(parseSearch("search 'Star Miner'")).toEqual({ kind: 'search', pattern: 'Star Miner', ignoreCase: true });
    expect(parseSearch('ls -la')).toBeNull();
    expect(normalizeCommand('  npm   run  build ')).toBe('npm run build');
  });

  it('lists path:line:text and caps the output', () => {
    const assets = [{ id: '1', type: 'script' as const, data: { name: 'rules.py', content: 'x = 1\ny = x + 1\n' } }];
    expect(searchAssets(assets, { kind: 'grep', pattern: 'x', ignoreCase: false })).toEqual({
      output: 'scripts/rules.py:1:x = 1\nscripts/rules.py:2:y = x + 1\n',
      matchCount: 2,
      truncated: false,
    });
    expect(searchAssets(assets, { kind: 'grep', pattern: '(', ignoreCase: false }).matchCount).toBe(0); // an invalid expression is searched as text
    const many = capOutput(Array.from({ length: MAX_MATCH_LINES + 5 }, (_, i) => `line ${i}`));
    expect(many).toMatchObject({ matchCount: MAX_MATCH_LINES + 5, truncated: true });
    expect(many.output.split('\n').filter(Boolean)).toHaveLength(MAX_MATCH_LINES);
  });
});

describe('asset content', () => {
  it('builds and edits content with the studio rules', () => {
    expect(newContent('entity', { name: 'Bat', content: '{"entity_type":"Enemy"}' })).toMatchObject({ name: 'Bat', entity_type: 'enemy' });
    expect(newContent('tool', { name: 'dig', fields: [{ name: 'depth', type: 'integer' }] })).toMatchObject({ name: 'dig', fields: [{ name: 'depth' }] });
    expect(newContent('frontend_file', { name: 'ui/Board.tsx', content: 'x' })).toEqual({ filename: 'ui/Board.tsx', content: 'x', folder_path: '' });
    const prompt = newContent('prompt', { name: 'Hi', content: 'Hi {{a}}' });
    expect(editedContent('prompt', prompt, { content: 'Bye {{b}}' })).toMatchObject({ name: 'hi', variables: [{ key: 'b', name: 'b' }] });
    expect(pathOf('tool', { name: 'dig' })).toBe('tools/dig.json');
  });
});

describe('coverImage', () => {
  it('is deterministic, uses the colours and title of the prompt', () => {
    const image = coverImage('A blue castle called "Sky Keep" at night');
    expect(coverImage('A blue castle called "Sky Keep" at night')).toEqual(image);
    expect(image.contentType).toBe('image/svg+xml');
    const svg = image.bytes.toString();
    expect(svg).toContain('#3b82f6');
    expect(svg).toContain('>Sky Keep</text>');
    expect(image.tags).toEqual(expect.arrayContaining(['blue', 'castle']));
    expect(coverImage('A green forest').bytes.equals(image.bytes)).toBe(false);
    expect(coverImage('<script>&').bytes.toString()).not.toContain('<script>');
  });
});

describe('agentToolDefinitions', () => {
  it('offers the seven tools with schemas, stamping each call with its time', async () => {
    const calls: { name: string; now: string }[] = [];
    const tools = { execute: async (name: string, call: { now: string }) => calls.push({ name, now: call.now }) } as unknown as AgentTools;
    const defs = agentToolDefinitions(tools, { gameId: 'g', user: { userId: 'u', isStaff: false }, modelId: 'm' });
    expect(defs.map((d) => d.name)).toEqual(Object.keys(TOOL_SCHEMAS));
    expect(TOOL_SCHEMAS.create_asset.safeParse({ asset_type: 'sprite', name: 'x' }).success).toBe(false);
    await defs[0].execute({ asset_type: 'entity', name: 'x' }, {});
    expect(calls).toEqual([{ name: 'create_asset', now: expect.stringMatching(/^\d{4}-/) }]);
  });
});
