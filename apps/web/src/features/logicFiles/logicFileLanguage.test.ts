import { describe, expect, it } from '@jest/globals';
import { editorLanguageOf, languageOptions, LOGIC_FILE_LANGUAGES } from './logicFileLanguage';

describe('a logic file in the editor', () => {
  it('is coloured as its language when Monaco knows it, short names included', () => {
    expect(editorLanguageOf('python')).toBe('python');
    expect(editorLanguageOf(' Py ')).toBe('python');
    expect(editorLanguageOf('md')).toBe('markdown');
    expect(editorLanguageOf('ts')).toBe('typescript');
    expect(editorLanguageOf('json')).toBe('json');
  });

  it('is plain text in any other language', () => {
    expect(editorLanguageOf('text')).toBe('plaintext');
    expect(editorLanguageOf('lua')).toBe('plaintext');
    expect(editorLanguageOf('c++')).toBe('plaintext');
  });

  it('offers the usual languages, and keeps a file’s own other language choosable', () => {
    expect(languageOptions('python')).toEqual(LOGIC_FILE_LANGUAGES);
    expect(languageOptions('lua')).toEqual([...LOGIC_FILE_LANGUAGES, { value: 'lua', label: 'lua' }]);
  });
});
