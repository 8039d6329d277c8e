import { describe, expect, it } from '@jest/globals';
import { assistantPlacement, ASSISTANT_COLUMN_MIN_WIDTH, paneOf } from './workbenchPanes';

describe('the narrow workbench pane', () => {
  it('reads files, code, assistant and preview from ?pane=', () => {
    expect(paneOf('files')).toBe('files');
    expect(paneOf('code')).toBe('code');
    expect(paneOf('assistant')).toBe('assistant');
    expect(paneOf('preview')).toBe('preview');
  });

  it('shows the preview for no pane or an unknown one', () => {
    expect(paneOf(null)).toBe('preview');
    expect(paneOf(undefined)).toBe('preview');
    expect(paneOf('editor')).toBe('preview');
    expect(paneOf('PREVIEW')).toBe('preview');
  });
});

describe('where the code assistant goes', () => {
  it('goes under the preview in a workbench too narrow for four columns, and is a column of its own in a wide one', () => {
    expect(assistantPlacement(855, true)).toBe('under-preview');
    expect(assistantPlacement(0, true)).toBe('under-preview');
    expect(assistantPlacement(ASSISTANT_COLUMN_MIN_WIDTH, true)).toBe('column');
    expect(assistantPlacement(1600, true)).toBe('column');
    // With the preview hidden there is room for it beside the code.
    expect(assistantPlacement(855, false)).toBe('column');
  });
});
