import type { ConsoleLevel } from '@tempest/game-sdk/protocol';
import type { ConsoleEntry, ConsoleSource, NewConsoleEntry } from './playTypes';

/** At most 200 debug logs per game session, the oldest dropped (docs/api-frontends.md, The game view in the studio). */
export const MAX_CONSOLE_ENTRIES = 200;

/** Appends and keeps the newest `max` entries. */
export function appendCapped(entries: readonly ConsoleEntry[], added: readonly ConsoleEntry[], max = MAX_CONSOLE_ENTRIES): ConsoleEntry[] {
  const all = [...entries, ...added];
  return all.length > max ? all.slice(all.length - max) : all;
}

export function consoleLine(
  level: ConsoleLevel,
  text: string,
  source: ConsoleSource = 'studio',
  timestamp: number = Date.now(),
  stack?: string,
): NewConsoleEntry {
  return stack ? { level, text, source, timestamp, stack } : { level, text, source, timestamp };
}

/** A game error in the debug console. */
export const gameErrorText = (message: string): string => `Game Error: ${message}`;

/** Python `logs` of a game action: one console line each (blank lines dropped). */
export function pythonLogLines(logs: readonly string[], timestamp: number = Date.now()): NewConsoleEntry[] {
  return logs
    .flatMap((log) => log.split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => consoleLine('log', line, 'python', timestamp));
}

/** HH:MM:SS.mmm in local time. */
export function formatConsoleTime(timestamp: number): string {
  const date = new Date(timestamp);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** The game page's address (with its signed ticket) in a stack trace, shortened to 'game'. */
const GAME_PAGE_URL = /\b(?:https?|blob):\/\/[^\s()]*?\/create\/vibecode\/serve\/[^\s()?:]+\/?(?:\?ticket=[^\s():]*)?/g;

/** A stack trace as the console shows it: the game page's long address becomes 'game'. */
export const tidyStack = (stack: string): string => stack.replace(GAME_PAGE_URL, 'game');
