/**
 * The build-error overlay's text (docs/api-frontends.md §2): one marker per line — `Error:`, `Location:`,
 * `Suggestion:`, `Example:` (followed by its code lines indented by 4 spaces), `Alternatives:` and `Files:`
 * (both comma-separated lists, as the compiler writes them).
 */
export type ParsedBuildError = {
  message: string | null;
  location: string | null;
  suggestion: string | null;
  example: string | null;
  alternatives: string[];
  files: string[];
  /** Lines no marker claimed, shown as they are. */
  rest: string | null;
};

const MARKERS = ['Error', 'Location', 'Suggestion', 'Example', 'Alternatives', 'Files'] as const;
type Marker = (typeof MARKERS)[number];
const MARKER_LINE = new RegExp(`^(${MARKERS.join('|')}):(?:\\s(.*))?$`);
const EXAMPLE_INDENT = '    ';

const list = (text: string, separator: RegExp): string[] =>
  text.split(separator).map((part) => part.trim()).filter((part) => part !== '');

/** The parts of a build error's text, or null when it carries no marker (show it raw). */
export function parseBuildError(text: string | null | undefined): ParsedBuildError | null {
  if (!text || text.trim() === '') return null;
  const parsed: ParsedBuildError = { message: null, location: null, suggestion: null, example: null, alternatives: [], files: [], rest: null };
  const example: string[] = [];
  const rest: string[] = [];
  let current: Marker | null = null;
  let found = false;
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    const match = MARKER_LINE.exec(line);
    if (match) {
      found = true;
      current = match[1] as Marker;
      const value = (match[2] ?? '').trim();
      if (current === 'Error') parsed.message = parsed.message ? `${parsed.message}\n${value}` : value;
      else if (current === 'Location') parsed.location = value || null;
      else if (current === 'Suggestion') parsed.suggestion = value || null;
      else if (current === 'Alternatives') parsed.alternatives.push(...list(value, /[,;]\s*/));
      else if (current === 'Files') parsed.files.push(...list(value, /,\s*/));
      else if (current === 'Example' && value) example.push(value);
      continue;
    }
    if (current === 'Example' && (line.startsWith(EXAMPLE_INDENT) || (line.trim() === '' && example.length > 0))) {
      example.push(line.startsWith(EXAMPLE_INDENT) ? line.slice(EXAMPLE_INDENT.length) : '');
      continue;
    }
    // A long message (e.g. TypeScript's chained diagnostics) continues on the lines under `Error:`.
    if (current === 'Error' && line.trim() !== '') {
      parsed.message = `${parsed.message ?? ''}\n${line}`;
      continue;
    }
    current = null;
    if (line.trim() !== '') rest.push(line);
  }
  if (!found) return null;
  while (example.length > 0 && example[example.length - 1] === '') example.pop();
  parsed.example = example.length > 0 ? example.join('\n') : null;
  parsed.rest = rest.length > 0 ? rest.join('\n') : null;
  return parsed;
}

/** A place in the project an error points at. */
export type ErrorLocation = { file: string; line: number; column: number };

const LOCATION = /^\s*([^\s:][^:]*?):(\d+)(?::(\d+))?\s*$/;

/** `index.tsx:64:7` (or `index.tsx:64`) as a file, line and column; null for anything else. */
export function parseErrorLocation(text: string | null | undefined): ErrorLocation | null {
  const match = LOCATION.exec(text ?? '');
  if (!match) return null;
  const line = Number(match[2]);
  const column = match[3] === undefined ? 1 : Number(match[3]);
  if (line < 1 || column < 1) return null;
  return { file: match[1].trim(), line, column };
}

/** The files a failed build names (its errors' files, in order, once each). */
export function failingFiles(detail: { file?: string | null; errors: { file?: string | null }[] } | null): string[] {
  if (!detail) return [];
  const named = (detail.errors.length > 0 ? detail.errors : [detail]).map((error) => error.file).filter((file): file is string => Boolean(file));
  return [...new Set(named)];
}

type LoggedError = { message: string; file?: string | null; line?: number | null; column?: number | null };

/**
 * The notice's optional logs (spec 1, AI agent chat panel): every error of the build, one line each
 * (`file:line:column message`), when there is more than the one the notice shows; else none.
 */
export function buildLogLines(detail: { errors: readonly LoggedError[] } | null): string[] {
  if (!detail || detail.errors.length < 2) return [];
  return detail.errors.map(({ message, file, line, column }) => {
    const where = file ? [file, line, line != null ? column : null].filter((part) => part != null).join(':') : null;
    return where ? `${where} ${message}` : message;
  });
}
