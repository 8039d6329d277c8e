import { describe, expect, it } from '@jest/globals';
import { toDraft, toSaveBody, UNTITLED_TOOL } from './toolDraft';

describe('tool drafts', () => {
  it('fills the keys the server may leave out, and keeps enum values for strings only', () => {
    const draft = toDraft({
      name: 'move',
      description: '',
      fields: [
        { name: 'dir', type: 'string', description: 'where', required: true, enum: ['n', 's'] },
        { name: 'n', type: 'integer', enum: ['1'] } as never,
      ],
    });
    expect(draft.fields).toEqual([
      { name: 'dir', type: 'string', description: 'where', required: true, enum: ['n', 's'] },
      { name: 'n', type: 'integer', description: '', required: false },
    ]);
  });

  it('saves without blank rows and names a nameless tool', () => {
    const body = toSaveBody({ name: '  ', description: 'd', fields: [{ name: ' ', type: 'string', description: '', required: false }] });
    expect(body).toEqual({ name: UNTITLED_TOOL, description: 'd', fields: [] });
  });
});
