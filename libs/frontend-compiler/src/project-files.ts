import { posix } from 'node:path';
import type { ProjectFile } from './compiler.types.js';

/** Extensions tried, in order, for an import without one (`./Board` → `./Board.tsx`). */
export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export const SCRIPT_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

export const extensionOf = (filename: string): string => {
  const base = posix.basename(filename);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
};

export const isScript = (filename: string): boolean => SCRIPT_EXTENSIONS.includes(extensionOf(filename));

/** `./a/../b.tsx` → `b.tsx`; a leading `./` or `/` is dropped. */
export const normaliseFilename = (filename: string): string => posix.normalize(filename).replace(/^(\.\/|\/)+/, '');

export const toFileMap = (files: ProjectFile[]): Map<string, string> =>
  new Map(files.map((file) => [normaliseFilename(file.filename), file.content]));

/** The project file a relative import names, trying extensions and `/index.*`; null when none exists. */
export const resolveRelative = (files: Map<string, string>, importer: string, specifier: string): string | null => {
  const target = normaliseFilename(posix.join(posix.dirname(importer), specifier));
  if (target.startsWith('..')) return null;
  const candidates = [
    target,
    ...RESOLVE_EXTENSIONS.map((ext) => target + ext),
    ...RESOLVE_EXTENSIONS.map((ext) => `${target}/index${ext}`),
    ...(target.endsWith('.js') ? ['.ts', '.tsx'].map((ext) => target.slice(0, -3) + ext) : []),
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
};

const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
};

const withoutExtension = (filename: string): string => filename.replace(/\.[^./]+$/, '');

/** The existing filename closest to `wanted` (compared without extensions), or null for an empty project. */
export const closestFilename = (filenames: string[], wanted: string): string | null => {
  const target = withoutExtension(wanted).toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const name of filenames) {
    const distance = editDistance(withoutExtension(name).toLowerCase(), target);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? null;
};

/** How `importer` would import `filename` (`components/Board.tsx` from `index.tsx` → `./components/Board`). */
export const importPathFor = (importer: string, filename: string): string => {
  const relative = posix.relative(posix.dirname(importer), withoutExtension(filename));
  const path = isScript(filename) ? relative : posix.relative(posix.dirname(importer), filename);
  return path.startsWith('.') ? path : `./${path}`;
};
