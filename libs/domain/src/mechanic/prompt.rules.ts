import { PROMPT_CONTENT_MAX, PROMPT_DESCRIPTION_MAX, PROMPT_NAME_MAX } from './mechanic.limits.js';
import { DomainError } from '../shared/errors.js';

/** A prompt without a name is 'Untitled Prompt', and prompt names are lowercased (docs/api-assets.md, Prompts). */
export const UNTITLED_PROMPT = 'untitled prompt';

/** A placeholder of a prompt template; `key` is what renderPrompt's values are keyed by. */
export type PromptVariable = { key: string; name: string };

export type PromptContent = { name: string; description: string; content: string; variables: PromptVariable[] };

/** What a client sends; `undefined` means "not given". */
export type PromptInput = { name?: unknown; description?: unknown; content?: unknown };

/** `{{name}}` or `{{ name }}`; a name is an identifier, optionally dotted or dashed (`player.name`, `hit-points`). */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

/** Lowercased and trimmed; empty or absent → 'untitled prompt'. */
export const normalizePromptName = (raw: unknown): string => {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new DomainError('prompt.invalid_name', 'name must be a string', { field: 'name' });
  const name = (raw ?? '').trim().toLowerCase();
  if (name.length > PROMPT_NAME_MAX) throw new DomainError('prompt.invalid_name', `name must be at most ${PROMPT_NAME_MAX} characters`, { field: 'name' });
  return name || UNTITLED_PROMPT;
};

const text = (raw: unknown, field: 'description' | 'content', max: number): string => {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw new DomainError(`prompt.invalid_${field}`, `${field} must be a string`, { field });
  if (raw.length > max) throw new DomainError(`prompt.invalid_${field}`, `${field} must be at most ${max} characters`, { field });
  return raw;
};

/** The template's placeholders in order of first use, each once. */
export const promptVariables = (template: string): PromptVariable[] => {
  const seen = new Set<string>();
  const variables: PromptVariable[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const key = match[1];
    if (seen.has(key)) continue;
    seen.add(key);
    variables.push({ key, name: key });
  }
  return variables;
};

/** The template with each placeholder replaced by its value (objects as JSON); placeholders without a value stay. */
export const renderPrompt = (template: string, values: Record<string, unknown>): string =>
  template.replace(PLACEHOLDER, (whole, key: string) => {
    if (!Object.hasOwn(values, key) || values[key] === undefined) return whole;
    const value = values[key];
    return typeof value === 'string' ? value : JSON.stringify(value);
  });

const withVariables = (fields: Omit<PromptContent, 'variables'>): PromptContent => ({ ...fields, variables: promptVariables(fields.content) });

export const newPromptContent = (input: PromptInput): PromptContent =>
  withVariables({
    name: normalizePromptName(input.name),
    description: text(input.description, 'description', PROMPT_DESCRIPTION_MAX),
    content: text(input.content, 'content', PROMPT_CONTENT_MAX),
  });

/** The prompt after an edit: only the fields given change; the variables always follow the content. */
export const editedPromptContent = (current: PromptContent, input: PromptInput): PromptContent =>
  withVariables({
    name: input.name === undefined ? current.name : normalizePromptName(input.name),
    description: input.description === undefined ? current.description : text(input.description, 'description', PROMPT_DESCRIPTION_MAX),
    content: input.content === undefined ? current.content : text(input.content, 'content', PROMPT_CONTENT_MAX),
  });

/** A stored prompt's content read defensively. */
export const promptContentOf = (data: Record<string, unknown> | null): PromptContent => {
  const content = typeof data?.content === 'string' ? data.content : '';
  return {
    name: typeof data?.name === 'string' && data.name ? data.name : UNTITLED_PROMPT,
    description: typeof data?.description === 'string' ? data.description : '',
    content,
    variables: promptVariables(content),
  };
};
