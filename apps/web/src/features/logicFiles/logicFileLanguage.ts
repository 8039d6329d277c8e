import type { CodeEditorLanguage } from '../../components/CodeEditor/CodeEditor';

/** The languages the editor offers for a logic file (the server takes any name like `python`, `c++`; python when none). */
export const LOGIC_FILE_LANGUAGES: readonly { value: string; label: string }[] = [
  { value: 'python', label: 'Python' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'text', label: 'Plain text' },
  { value: 'json', label: 'JSON' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
];

const HIGHLIGHTED: Record<string, CodeEditorLanguage> = {
  python: 'python',
  py: 'python',
  markdown: 'markdown',
  md: 'markdown',
  json: 'json',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
};

/** How Monaco colours a logic file of `language`: its own highlighting when it has one, else plain text. */
export function editorLanguageOf(language: string): CodeEditorLanguage {
  return HIGHLIGHTED[language.trim().toLowerCase()] ?? 'plaintext';
}

/** The language picker's options: the offered ones, plus the file's own when it is another (one the agent chose, say `lua`). */
export function languageOptions(current: string): { value: string; label: string }[] {
  return LOGIC_FILE_LANGUAGES.some((l) => l.value === current) || current === '' ? [...LOGIC_FILE_LANGUAGES] : [...LOGIC_FILE_LANGUAGES, { value: current, label: current }];
}
