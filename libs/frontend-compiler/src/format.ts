import type { FormatReport, ProjectFile } from './compiler.types.js';
import { contentHash, LruCache, stringBytes } from './compile-cache.js';
import { extensionOf, normaliseFilename } from './project-files.js';

/*
 * Prettier's defaults with printWidth 100 (the editor's rulers are at 80 and 120; 100 keeps JSX
 * readable without wrapping every prop). Plugins are Prettier's own (typescript, babel, postcss,
 * markdown), loaded from its package. Text files are left alone.
 */
export const PRETTIER_OPTIONS = { printWidth: 100 } as const;

const PARSERS: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  js: 'babel',
  jsx: 'babel',
  css: 'css',
  json: 'json',
  md: 'markdown',
};

type Outcome = { formatted: string } | { warning: string };

const cache = new LruCache<Outcome>(16 * 1024 * 1024, (outcome) => 100 + stringBytes('formatted' in outcome ? outcome.formatted : outcome.warning));

let prettierModule: Promise<typeof import('prettier')> | null = null;
const prettierOnce = () => (prettierModule ??= import('prettier'));

const reasonOf = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].trim();
};

const formatOne = async (filename: string, content: string, parser: string): Promise<Outcome> => {
  const prettier = await prettierOnce();
  try {
    return { formatted: await prettier.format(content, { ...PRETTIER_OPTIONS, parser, filepath: filename }) };
  } catch (error) {
    return { warning: `${filename}: ${reasonOf(error)}` };
  }
};

/** Formats each file by its extension; lists only the files whose formatting differs. */
export const formatFiles = async (files: ProjectFile[]): Promise<FormatReport> => {
  const outcomes = await Promise.all(
    files.map(async (file) => {
      const filename = normaliseFilename(file.filename);
      const parser = PARSERS[extensionOf(filename)];
      if (!parser) return null;
      const key = contentHash(filename, file.content);
      let outcome = cache.get(key);
      if (!outcome) cache.set(key, (outcome = await formatOne(filename, file.content, parser)));
      return { file, outcome };
    }),
  );
  const report: FormatReport = { formattedFiles: [], formatWarnings: [] };
  for (const entry of outcomes) {
    if (!entry) continue;
    if ('warning' in entry.outcome) report.formatWarnings.push(entry.outcome.warning);
    else if (entry.outcome.formatted !== entry.file.content) report.formattedFiles.push({ filename: entry.file.filename, content: entry.outcome.formatted });
  }
  return report;
};

export const warmUpFormatter = async (): Promise<void> => {
  await prettierOnce();
};
