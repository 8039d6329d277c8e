import type { ConsoleLevel } from '@tempest/game-sdk/protocol';
import type { LogEntry } from '../debug/debugLogs';

/** A line of the studio's own (a failed start, a failed game action). */
export const studioLine = (level: ConsoleLevel, message: string, timestamp: number = Date.now()): LogEntry =>
  ({ timestamp, logger: 'studio', message, line: 0, module: '', level });

/** A line of the game frame (its console, its errors). */
export function gameLine(level: ConsoleLevel, message: string, timestamp: number, stack?: string): LogEntry {
  const entry: LogEntry = { timestamp, logger: 'game', message, line: 0, module: '', level };
  return stack ? { ...entry, stack } : entry;
}

/** A game error in the debug console. */
export const gameErrorText = (message: string): string => `Game Error: ${message}`;

/**
 * Python output of a game action: one log per non-blank line, all at the answer's time; `module` is the action's
 * script (`script.function`, or the function alone), `line` the line of the output, so a repeated print stays two logs.
 */
export function pythonLogLines(logs: readonly string[], action: string, timestamp: number = Date.now()): LogEntry[] {
  const module = action.includes('.') ? action.slice(0, action.lastIndexOf('.')) : action;
  return logs
    .flatMap((log) => log.split('\n'))
    .filter((line) => line.trim() !== '')
    .map((message, index) => ({ timestamp, logger: 'python', message, line: index + 1, module, level: 'log' as const }));
}
