import { LOGIC_FILE_CONTENT_MAX, LOGIC_FILE_LANGUAGE_MAX, LOGIC_FILE_NAME_MAX } from './mechanic.limits.js';
import { DomainError } from '../shared/errors.js';

/** A logic file's language when none is given: the studio's game logic is Python. */
export const DEFAULT_LOGIC_FILE_LANGUAGE = 'python';

export type LogicFileContent = { name: string; content: string; language: string };
export type LogicFileInput = { name?: unknown; content?: unknown; language?: unknown };

const LANGUAGE = /^[a-z0-9][a-z0-9+#._-]*$/;

/** Trimmed, 1 to 100 characters. */
export const normalizeLogicFileName = (raw: unknown): string => {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name || name.length > LOGIC_FILE_NAME_MAX) {
    throw new DomainError('logic_file.invalid_name', `name must be 1 to ${LOGIC_FILE_NAME_MAX} characters`, { field: 'name' });
  }
  return name;
};

/** Lowercased and trimmed, like `python`, `javascript`, `c++`; absent → python. */
export const normalizeLogicFileLanguage = (raw: unknown): string => {
  if (raw === undefined || raw === null) return DEFAULT_LOGIC_FILE_LANGUAGE;
  const language = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!language) return DEFAULT_LOGIC_FILE_LANGUAGE;
  if (language.length > LOGIC_FILE_LANGUAGE_MAX || !LANGUAGE.test(language)) {
    throw new DomainError('logic_file.invalid_language', `language must be a language name like "python" (at most ${LOGIC_FILE_LANGUAGE_MAX} characters)`, { field: 'language' });
  }
  return language;
};

const normalizeContent = (raw: unknown): string => {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > LOGIC_FILE_CONTENT_MAX) {
    throw new DomainError('logic_file.invalid_content', `content must be a string of at most ${LOGIC_FILE_CONTENT_MAX} characters`, { field: 'content' });
  }
  return raw;
};

export const newLogicFileContent = (input: LogicFileInput): LogicFileContent => ({
  name: normalizeLogicFileName(input.name),
  content: normalizeContent(input.content),
  language: normalizeLogicFileLanguage(input.language),
});

/** Only the fields given change. */
export const editedLogicFileContent = (current: LogicFileContent, input: LogicFileInput): LogicFileContent => ({
  name: input.name === undefined ? current.name : normalizeLogicFileName(input.name),
  content: input.content === undefined ? current.content : normalizeContent(input.content),
  language: input.language === undefined ? current.language : normalizeLogicFileLanguage(input.language),
});

export const logicFileContentOf = (data: Record<string, unknown> | null): LogicFileContent => ({
  name: typeof data?.name === 'string' ? data.name : '',
  content: typeof data?.content === 'string' ? data.content : '',
  language: typeof data?.language === 'string' && data.language ? data.language : DEFAULT_LOGIC_FILE_LANGUAGE,
});
