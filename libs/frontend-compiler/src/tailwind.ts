import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompilerPaths } from './compiler-paths.js';
import { contentHash, LruCache, stringBytes } from './compile-cache.js';
import { extensionOf, isScript } from './project-files.js';
import { themeCss } from './tailwind-theme.js';

type TailwindNode = typeof import('tailwindcss');
type DesignSystem = Awaited<ReturnType<TailwindNode['__unstable__loadDesignSystem']>>;
type TailwindBuild = Awaited<ReturnType<TailwindNode['compile']>>;
type Oxide = typeof import('@tailwindcss/oxide');

type Theme = { css: string; design: Promise<DesignSystem>; valid: Map<string, boolean>; compiler: { build: TailwindBuild; built: Set<string> } | null };

const SCANNED = new Set(['tsx', 'ts', 'jsx', 'js', 'html', 'md']);

/**
 * Tailwind v4 for a project: candidates scanned from its files (@tailwindcss/oxide, in memory), checked
 * against the theme's design system, and compiled with `@import "tailwindcss"` plus the project's theme.
 * No CSS at all when the project uses no Tailwind class. The compiler is `tailwindcss`'s own with an
 * in-memory loader for its stylesheets (from the studio's node_modules; nothing is fetched, no other
 * import is allowed). @tailwindcss/node is not used: importing it registers a process-wide module loader
 * hook (a loader thread on Node 20), which Jest refuses and the API does not need.
 */
export class TailwindCompiler {
  private readonly themes = new Map<string, Theme>();
  private readonly candidates = new LruCache<string[]>(4 * 1024 * 1024, (list) => list.reduce((n, c) => n + stringBytes(c) + 16, 64));
  private readonly outputs = new LruCache<string>(8 * 1024 * 1024, stringBytes);
  private modules: Promise<[TailwindNode, Oxide]> | null = null;
  private readonly stylesheets = new Map<string, Promise<string>>();

  constructor(private readonly paths: CompilerPaths) {}

  async css(files: Map<string, string>, tailwindConfig: Record<string, unknown>): Promise<string | null> {
    const [tailwind, oxide] = await this.load();
    const theme = this.theme(tailwind, `@import "tailwindcss";\n${themeCss(tailwindConfig)}`);
    const used = await this.usedCandidates(theme, this.scan(oxide, files));
    if (!used.length) return null;
    const key = contentHash(theme.css, ...used);
    let css = this.outputs.get(key);
    if (css === undefined) this.outputs.set(key, (css = await this.build(tailwind, theme, used)));
    return css;
  }

  /** Loads Tailwind and parses its default theme ahead of the first compile. */
  async warmUp(): Promise<void> {
    const [tailwind] = await this.load();
    await this.theme(tailwind, '@import "tailwindcss";\n').design;
  }

  private load(): Promise<[TailwindNode, Oxide]> {
    return (this.modules ??= Promise.all([import('tailwindcss'), import('@tailwindcss/oxide')]));
  }

  private options() {
    return { base: '/', loadStylesheet: (id: string) => this.stylesheet(id) };
  }

  /** `tailwindcss` → its index.css, `tailwindcss/theme` (or `theme.css`) → theme.css, …; anything else is refused. */
  private async stylesheet(id: string): Promise<{ path: string; base: string; content: string }> {
    const match = /^tailwindcss(?:\/(index|theme|preflight|utilities)(?:\.css)?)?$/.exec(id);
    if (!match) throw new Error(`Tailwind may import only its own stylesheets, not "${id}"`);
    const path = join(this.paths.nodeModules, 'tailwindcss', `${match[1] ?? 'index'}.css`);
    let content = this.stylesheets.get(path);
    if (!content) this.stylesheets.set(path, (content = readFile(path, 'utf8')));
    return { path, base: '/', content: await content };
  }

  private theme(tailwind: TailwindNode, css: string): Theme {
    let theme = this.themes.get(css);
    if (!theme) {
      if (this.themes.size >= 32) this.themes.delete(this.themes.keys().next().value ?? '');
      theme = { css, design: tailwind.__unstable__loadDesignSystem(css, this.options()), valid: new Map(), compiler: null };
      this.themes.set(css, theme);
    }
    return theme;
  }

  private scan(oxide: Oxide, files: Map<string, string>): Set<string> {
    const all = new Set<string>();
    for (const [filename, content] of files) {
      const extension = extensionOf(filename);
      if (!SCANNED.has(extension) && !isScript(filename)) continue;
      const key = contentHash(extension, content);
      let found = this.candidates.get(key);
      if (!found) {
        const scanner = new oxide.Scanner({ sources: [] });
        found = [...new Set(scanner.getCandidatesWithPositions({ content, extension }).map((c) => c.candidate))];
        this.candidates.set(key, found);
      }
      for (const candidate of found) all.add(candidate);
    }
    return all;
  }

  private async usedCandidates(theme: Theme, candidates: Set<string>): Promise<string[]> {
    if (theme.valid.size > 50_000) theme.valid.clear();
    const unknown = [...candidates].filter((candidate) => !theme.valid.has(candidate));
    if (unknown.length) {
      const css = (await theme.design).candidatesToCss(unknown);
      unknown.forEach((candidate, i) => theme.valid.set(candidate, css[i] !== null));
    }
    return [...candidates].filter((candidate) => theme.valid.get(candidate)).sort();
  }

  /** Tailwind's compiler remembers every class it built, so it is reused only while the set only grows. */
  private async build(tailwind: TailwindNode, theme: Theme, used: string[]): Promise<string> {
    const current = theme.compiler;
    const reusable = current && [...current.built].every((candidate) => used.includes(candidate));
    const compiler = reusable && current ? current : { build: await tailwind.compile(theme.css, this.options()), built: new Set<string>() };
    used.forEach((candidate) => compiler.built.add(candidate));
    theme.compiler = compiler;
    return compiler.build.build(used);
  }
}
