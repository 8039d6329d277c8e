import { describe, expect, it } from '@jest/globals';
import { closestFilename, importPathFor, normaliseFilename, resolveRelative } from './project-files.js';

const files = new Map([
  ['index.tsx', ''],
  ['components/Board.tsx', ''],
  ['components/index.ts', ''],
  ['utils/math.ts', ''],
  ['data/levels.json', ''],
  ['styles.css', ''],
]);

describe('project files', () => {
  it('resolves relative imports with the extensions a bundler tries, then index files', () => {
    expect(resolveRelative(files, 'index.tsx', './components/Board')).toBe('components/Board.tsx');
    expect(resolveRelative(files, 'index.tsx', './components')).toBe('components/index.ts');
    expect(resolveRelative(files, 'components/Board.tsx', '../utils/math')).toBe('utils/math.ts');
    expect(resolveRelative(files, 'components/Board.tsx', '../utils/math.js')).toBe('utils/math.ts');
    expect(resolveRelative(files, 'index.tsx', './data/levels.json')).toBe('data/levels.json');
    expect(resolveRelative(files, 'index.tsx', './styles.css')).toBe('styles.css');
  });

  it('finds nothing for missing files or paths that leave the project', () => {
    expect(resolveRelative(files, 'index.tsx', './components/Bord')).toBeNull();
    expect(resolveRelative(files, 'index.tsx', '../secrets')).toBeNull();
  });

  it('suggests the closest existing file and how to import it', () => {
    expect(closestFilename([...files.keys()], 'components/Bord')).toBe('components/Board.tsx');
    expect(importPathFor('index.tsx', 'components/Board.tsx')).toBe('./components/Board');
    expect(importPathFor('components/Board.tsx', 'utils/math.ts')).toBe('../utils/math');
    expect(importPathFor('index.tsx', 'styles.css')).toBe('./styles.css');
    expect(closestFilename([], 'x')).toBeNull();
  });

  it('normalises names', () => {
    expect(normaliseFilename('./a/../components/Board.tsx')).toBe('components/Board.tsx');
    expect(normaliseFilename('/index.tsx')).toBe('index.tsx');
  });
});
