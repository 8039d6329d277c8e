import { describe, expect, it } from '@jest/globals';
import { assetNotes, modelUserContent, offlineInput } from './attachment-input.js';
import { contextItemRefsOf, parseContextItems, type ContextFile } from './context-items.js';
import { ContextFileStore } from './context-store.js';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const item = (id: string, name: string, mimeType: string, content: string) => ({ id, type: 'file_upload', name, data: { filename: name, mimeType, size: content.length, content } });
const file = (id: string, name: string, mimeType: string, text: string): ContextFile => ({ id, name, mimeType, size: text.length, data: Buffer.from(text) });
const refused = (raw: unknown): string => {
  try {
    parseContextItems(raw);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('context items (attachments)', () => {
  it('decodes an item with a data object and a bare data URL, keeping id, type and name for the session', () => {
    const parsed = parseContextItems([item('a', 'notes.txt', 'text/plain', `data:text/plain;base64,${b64('a snake game')}`), { id: 'b', type: 'file_upload', name: 'dot.png', data: 'data:image/png;base64,iVBORw0KGgo=' }]);
    expect(parsed.refs).toEqual([{ id: 'a', type: 'file_upload', name: 'notes.txt' }, { id: 'b', type: 'file_upload', name: 'dot.png' }]);
    expect(parsed.files[0]).toMatchObject({ id: 'a', name: 'notes.txt', mimeType: 'text/plain', size: 12 });
    expect(parsed.files[0].data.toString()).toBe('a snake game');
    expect(parsed.files[1]).toMatchObject({ mimeType: 'image/png', size: 8 });
    expect(parseContextItems(undefined)).toEqual({ refs: [], files: [] });
  });

  it('refuses anything else with a clear message, the 10 MB limit in the documented words', () => {
    const big = `data:text/plain;base64,${'A'.repeat(Math.ceil((10_485_760 + 3) / 3) * 4)}`;
    expect(refused([item('a', 'huge.txt', 'text/plain', big)])).toBe('File "huge.txt" is too large. Maximum size is 10MB.');
    const exact = `data:text/plain;base64,${Buffer.alloc(10_485_760, 65).toString('base64')}`;
    expect(refused([item('a', 'max.txt', 'text/plain', exact)])).toBe('accepted');
    expect(refused('nope')).toBe('context_items must be a JSON list');
    expect(refused({})).toBe('context_items must be a list');
    expect(refused([{ id: 1 }])).toContain('context_items[0] needs an id');
    expect(refused([{ id: 'a', type: 'entity', data: 'data:,x' }])).toBe("context_items[0].type must be 'file_upload'");
    expect(refused([{ id: 'a', type: 'file_upload', name: 'x.txt' }])).toContain('context_items[0] ("x.txt") needs its data');
    expect(refused([item('a', 'x.txt', 'text/plain', 'https://example.com/x.txt')])).toContain('must hold its content as a data URL');
    expect(refused([item('a', 'x.png', 'image/png', 'data:image/png;base64,@@@@')])).toContain('not valid base64');
  });

  it('reads stream requests\' refs ({ id, type }) from JSON', () => {
    expect(contextItemRefsOf('[{"id":"a","type":"file_upload"}]')).toEqual([{ id: 'a', type: 'file_upload', name: '' }]);
    expect(() => contextItemRefsOf('[{"id":"a","type":"image"}]')).toThrow("context_items[0].type must be 'file_upload'");
  });

  it('keeps files per session within a byte limit, dropping the least recently used session first', () => {
    const store = new ContextFileStore(10);
    store.keep('s1', [file('a', 'a.txt', 'text/plain', 'aaaa')]);
    store.keep('s2', [file('b', 'b.txt', 'text/plain', 'bbbb')]);
    expect(store.resolve('s1', [{ id: 'a', type: 'file_upload', name: '' }])[0]).toMatchObject({ ref: { name: 'a.txt' }, file: { id: 'a' } });
    store.keep('s3', [file('c', 'c.txt', 'text/plain', 'cccc')]);
    expect(store.size()).toBe(8);
    expect(store.resolve('s2', [{ id: 'b', type: 'file_upload', name: 'b.txt' }])[0].file).toBeNull();
    expect(store.resolve('s1', [{ id: 'a', type: 'file_upload', name: '' }])[0].file).not.toBeNull();
  });

  it('gives the offline agent the text of text files and says what it cannot read', () => {
    const items = [
      { ref: { id: 'a', type: 'file_upload', name: 'idea.txt' }, file: file('a', 'idea.txt', 'text/plain', 'a frantic lava snake game') },
      { ref: { id: 'b', type: 'file_upload', name: 'sketch.png' }, file: file('b', 'sketch.png', 'image/png', 'png') },
      { ref: { id: 'c', type: 'file_upload', name: 'rules.pdf' }, file: file('c', 'rules.pdf', 'application/pdf', '%PDF') },
      { ref: { id: 'd', type: 'file_upload', name: 'old.txt' }, file: null },
    ];
    expect(offlineInput('make a game', items)).toEqual({
      text: 'make a game\n\na frantic lava snake game',
      notes: [`I can't look at images offline ("sketch.png"); I used your text.`, `I can't read PDFs offline ("rules.pdf").`, 'The server no longer holds "old.txt"; attach it again if it matters.'],
    });
    const long = offlineInput('x', [{ ref: { id: 'l', type: 'file_upload', name: 'long.txt' }, file: file('l', 'long.txt', 'text/plain', 'y'.repeat(5000)) }]);
    expect(long.text).toHaveLength(1 + 2 + 4000);
    expect(long.notes).toEqual(['I read the first 4,000 characters of "long.txt".']);
  });

  it('gives a model image, text and PDF parts', () => {
    const items = [
      { ref: { id: 'a', type: 'file_upload', name: 'idea.txt' }, file: file('a', 'idea.txt', 'text/plain', 'lava') },
      { ref: { id: 'b', type: 'file_upload', name: 'sketch.png' }, file: file('b', 'sketch.png', 'image/png', 'png') },
      { ref: { id: 'c', type: 'file_upload', name: 'rules.pdf' }, file: file('c', 'rules.pdf', 'application/pdf', '%PDF') },
    ];
    expect(modelUserContent('hi', [])).toBe('hi');
    expect(modelUserContent('hi', items)).toEqual([
      { type: 'text', text: 'hi' },
      { type: 'text', text: 'Attached file "idea.txt":\nlava' },
      { type: 'image', image: Buffer.from('png'), mediaType: 'image/png' },
      { type: 'file', data: Buffer.from('%PDF'), mediaType: 'application/pdf', filename: 'rules.pdf' },
    ]);
  });

  it('takes the game\'s assets as context items at init only, with no data', () => {
    const raw = [{ id: 's1', type: 'script', name: 'rules.py' }, { id: 'e1', type: 'entity' }];
    expect(parseContextItems(raw, { assets: true })).toEqual({ refs: [{ id: 's1', type: 'script', name: 'rules.py' }, { id: 'e1', type: 'entity', name: '' }], files: [] });
    expect(refused(raw)).toBe("context_items[0].type must be 'file_upload'");
    expect(contextItemRefsOf('[{"id":"s1","type":"frontend_file"}]')).toEqual([{ id: 's1', type: 'frontend_file', name: '' }]);
  });

  it('tells the offline agent which assets were attached, and which are gone; gives a model their text', () => {
    const script = { ref: { id: 's1', type: 'script', name: 'rules.py' }, type: 'script' as const, path: 'scripts/rules.py', text: 'a = 1\nb = 2\n' };
    const hero = { ref: { id: 'e1', type: 'entity', name: 'hero' }, type: 'entity' as const, path: 'entities/hero.json', text: '{}' };
    const gone = { ref: { id: 'p1', type: 'prompt', name: 'intro' }, type: 'prompt' as const, path: 'intro', text: null };
    expect(assetNotes([])).toEqual([]);
    expect(assetNotes([script, hero, gone])).toEqual(['You attached the script `rules.py` (2 lines) and the entity `hero`.', 'The prompt `intro` you attached is no longer in this game.']);
    // The code is not analysed as the request: only the message is.
    expect(offlineInput('make this faster', [], [script])).toEqual({ text: 'make this faster', notes: ['You attached the script `rules.py` (2 lines).'] });
    expect(modelUserContent('make this faster', [], [script, gone])).toEqual([
      { type: 'text', text: 'make this faster' },
      { type: 'text', text: 'Attached script "rules.py" (scripts/rules.py, id s1):\na = 1\nb = 2\n' },
      { type: 'text', text: '(The attached prompt "intro", id p1, is no longer in this game.)' },
    ]);
  });
});
