import type { AssetType } from '@tempest/domain';
import { pathOf, textOf } from './asset-content.js';
import { ToolInputError } from './tool-result.js';

/** Output kept of a command (characters) and matching lines listed. */
export const MAX_OUTPUT_CHARS = 8_000;
export const MAX_MATCH_LINES = 200;
const MAX_LINE_CHARS = 200;

export type SearchQuery = { kind: 'grep' | 'search'; pattern: string; ignoreCase: boolean };
export type SearchableAsset = { id: string; type: AssetType; data: Record<string, unknown> };
export type SearchOutcome = { output: string; matchCount: number; truncated: boolean };

const unquote = (text: string): string => {
  const trimmed = text.trim();
  const quoted = /^(["'])([\s\S]*)\1$/.exec(trimmed);
  return quoted ? quoted[2] : trimmed;
};

/**
 * `grep [-i] [-r] [-n] [-F] <pattern> [path]` (a regular expression; the path is ignored, the whole game
 * is searched) or `search <text>` (plain text, any case). Null for any other command.
 */
export const parseSearch = (command: string): SearchQuery | null => {
  const search = /^(?:search|find)\s+([\s\S]+)$/i.exec(command);
  if (search) return { kind: 'search', pattern: unquote(search[1]), ignoreCase: true };
  const grep = /^(?:grep|rg)\s+([\s\S]+)$/.exec(command);
  if (!grep) return null;
  let rest = grep[1].trim();
  let ignoreCase = false;
  let fixed = false;
  for (let flag = /^-([a-zA-Z]+)\s+/.exec(rest); flag; flag = /^-([a-zA-Z]+)\s+/.exec(rest)) {
    if (flag[1].includes('i')) ignoreCase = true;
    if (flag[1].includes('F')) fixed = true;
    rest = rest.slice(flag[0].length);
  }
  const quoted = /^(["'])(.*?)\1(?:\s|$)/.exec(rest);
  const pattern = quoted ? quoted[2] : rest.split(/\s+/)[0];
  if (!pattern) throw new ToolInputError('grep needs a pattern');
  return fixed ? { kind: 'search', pattern, ignoreCase } : { kind: 'grep', pattern, ignoreCase };
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matcherOf = (query: SearchQuery): RegExp => {
  if (query.pattern === '') throw new ToolInputError('The search needs some text');
  const flags = query.ignoreCase ? 'i' : '';
  if (query.kind === 'search') return new RegExp(escapeRegExp(query.pattern), flags);
  try {
    return new RegExp(query.pattern, flags);
  } catch {
    return new RegExp(escapeRegExp(query.pattern), flags); // not a valid expression: searched as text
  }
};

/** Each matching line as `path:line:text`, like `grep -rn`, over the assets' text (capped). */
export const searchAssets = (assets: SearchableAsset[], query: SearchQuery): SearchOutcome => {
  const matcher = matcherOf(query);
  const lines: string[] = [];
  let matchCount = 0;
  for (const asset of assets) {
    const path = pathOf(asset.type, asset.data);
    textOf(asset.type, asset.data)
      .split('\n')
      .forEach((line, index) => {
        if (!matcher.test(line)) return;
        matchCount++;
        const shown = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
        lines.push(`${path}:${index + 1}:${shown}`);
      });
  }
  return capOutput(lines, matchCount);
};

/** The lines joined, at most MAX_MATCH_LINES and MAX_OUTPUT_CHARS; `truncated` tells something was left out. */
export const capOutput = (lines: string[], matchCount = lines.length): SearchOutcome => {
  let output = '';
  let shown = 0;
  for (const line of lines.slice(0, MAX_MATCH_LINES)) {
    if (output.length + line.length + 1 > MAX_OUTPUT_CHARS) break;
    output += `${line}\n`;
    shown++;
  }
  return { output, matchCount, truncated: shown < lines.length };
};
