import { describe, expect, it } from '@jest/globals';
import { paneOf } from './workbenchPanes';

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
