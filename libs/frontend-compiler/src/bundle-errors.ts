import type * as esbuild from 'esbuild';
import { buildError, type CompilerError } from './build-errors.js';

/** What the bundler plugin attaches to its errors (as esbuild's `detail`). */
export type ErrorExtras = Omit<CompilerError, 'message' | 'file' | 'line' | 'column'>;

const DEFAULT_EXPORT_EXAMPLE = 'export default function App() {\n  return <div>My game</div>;\n}';

const syntaxSuggestion = (text: string): string | null => {
  if (/Unexpected closing .* tag does not match opening/.test(text)) return 'Close each JSX tag with the same name it was opened with.';
  if (/The character ".*" is not valid inside a JSX element/.test(text)) return 'Write the character as a JSX expression, e.g. {">"}, or escape it.';
  if (/Expected .* but found/.test(text)) return 'Check the syntax just before this position: a missing bracket, parenthesis, comma or closing tag.';
  if (/Unterminated/.test(text)) return 'Close the string, template or comment that starts here.';
  if (/No matching export/.test(text)) return 'Check the name against what the imported file exports.';
  return null;
};

/** esbuild names a plugin's file `namespace:path`; the project's own files are `tempest-project:<filename>`. */
const fileOf = (location: esbuild.Location): string => location.file.replace(/^tempest-project:/, '');

const inEntry = (location: esbuild.Location | null): boolean => Boolean(location?.file.startsWith('tempest-entry:'));

/** One esbuild message as a build error (1-based columns; the entry's own errors re-worded). */
export const bundleMessageToError = (message: esbuild.Message, entryPoint: string): CompilerError => {
  const location = message.location;
  if (/No matching export in .* for import "default"/.test(message.text) && inEntry(location)) {
    return buildError(`${entryPoint} has no default export`, { file: entryPoint }, {
      suggestion: `Export the game's root component from ${entryPoint} as the default export; the studio starts the game with it.`,
      example: DEFAULT_EXPORT_EXAMPLE,
    });
  }
  const extras = (message.detail ?? {}) as Partial<ErrorExtras>;
  const at = location && !inEntry(location) ? { file: fileOf(location), line: location.line, column: location.column + 1 } : {};
  const note = message.notes.find((n) => n.text)?.text;
  return buildError(message.text.replace(/"tempest-project:([^"]*)"/g, '"$1"'), at, {
    suggestion: extras.suggestion ?? syntaxSuggestion(message.text) ?? (note ? note : null),
    example: extras.example ?? null,
    alternatives: extras.alternatives ?? [],
    files: extras.files,
  });
};
