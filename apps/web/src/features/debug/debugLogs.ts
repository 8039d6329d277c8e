import type { ConsoleLevel } from '@tempest/game-sdk/protocol';

/** At most 200 debug logs per game session, the oldest dropped (spec 3 §9). */
export const MAX_SESSION_LOGS = 200;

/** Logs written before the game had a session (a failed start) are kept under this key. */
export const NO_SESSION = '';

/**
 * One debug log (spec 3, Debug): timestamp, logger, message, line, module; `level` and an error's `stack` ride along.
 * Loggers: 'game' (the frame's console and errors), 'python' (a game action's output), 'studio' (the studio's own lines).
 */
export type LogEntry = {
  /** Milliseconds since the epoch. */
  timestamp: number;
  logger: string;
  message: string;
  /** 1-based; 0 when the logger knows no line. */
  line: number;
  /** '' when the logger knows no module. */
  module: string;
  level: ConsoleLevel;
  stack?: string;
};

/** A game's logs: session id (NO_SESSION before a session) → its logs, oldest first; sessions in the order they first logged. */
export type GameLogs = Record<string, LogEntry[]>;

/** The five fields an append is de-duplicated on (spec 3 §5): two entries with the same key are one log. */
export const logKey = (entry: LogEntry): string =>
  JSON.stringify([entry.timestamp, entry.logger, entry.message, entry.line, entry.module]);

/** Appends to one session's logs: entries already there (or twice in the batch) are dropped, then the newest 200 kept. */
export function appendLogs(entries: readonly LogEntry[], added: readonly LogEntry[], max = MAX_SESSION_LOGS): LogEntry[] {
  const seen = new Set(entries.map(logKey));
  const fresh = added.filter((entry) => {
    const key = logKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (fresh.length === 0) return entries as LogEntry[];
  const all = [...entries, ...fresh];
  return all.length > max ? all.slice(all.length - max) : all;
}

/** A game's logs after `added` were logged in `sessionId`. */
export function logToSession(game: GameLogs, sessionId: string, added: readonly LogEntry[]): GameLogs {
  const before = game[sessionId] ?? [];
  const after = appendLogs(before, added);
  return after === before ? game : { ...game, [sessionId]: after };
}

export type LogFilter = { level: 'all' | 'errors' | 'warnings'; text: string };

/** The logs a filter lets through: errors only, warnings and errors, or all; text matched case-insensitively against message, logger and module. */
export function filterLogs(entries: readonly LogEntry[], { level, text }: LogFilter): LogEntry[] {
  const needle = text.trim().toLowerCase();
  return entries.filter((entry) => {
    if (level === 'errors' && entry.level !== 'error') return false;
    if (level === 'warnings' && entry.level !== 'error' && entry.level !== 'warn') return false;
    if (needle === '') return true;
    return [entry.message, entry.logger, entry.module].some((field) => field.toLowerCase().includes(needle));
  });
}

/** Where a log came from, as the panel shows it: `module:line`, `module`, or ''. */
export const logPlace = (entry: Pick<LogEntry, 'module' | 'line'>): string =>
  entry.module === '' ? '' : entry.line > 0 ? `${entry.module}:${entry.line}` : entry.module;

/** One log as plain text (Copy): ISO time, level, logger, place, message. */
export const logText = (entry: LogEntry): string =>
  [new Date(entry.timestamp).toISOString(), entry.level.toUpperCase(), entry.logger, logPlace(entry), entry.message].filter((part) => part !== '').join(' ');

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
