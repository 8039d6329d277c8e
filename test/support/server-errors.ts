/**
 * Test support: the errors the server logs (every 500 is logged through nestjs-pino, which test apps keep
 * silent), so a suite can report a 500's stack next to the request that caused it.
 */
import { jest } from '@jest/globals';
import { PinoLogger } from 'nestjs-pino';

const describeLogged = (args: unknown[]): string => {
  for (const arg of args) {
    if (arg instanceof Error) return arg.stack ?? arg.message;
    const err = (arg as { err?: unknown } | null)?.err;
    if (err instanceof Error) return err.stack ?? err.message;
  }
  const text = args.find((a): a is string => typeof a === 'string');
  return text ?? JSON.stringify(args).slice(0, 500);
};

export type ServerErrorLog = {
  /** Forgets what was logged so far. */
  clear(): void;
  /** The first lines of each error logged since the last clear(). */
  take(): string[];
  restore(): void;
};

/** Records what is logged at error level (instead of writing it) until restore(). */
export const captureServerErrors = (stackLines = 4): ServerErrorLog => {
  let logged: string[] = [];
  const spy = jest.spyOn(PinoLogger.prototype, 'error').mockImplementation(function (this: PinoLogger, ...args: unknown[]) {
    logged.push(describeLogged(args).split('\n').slice(0, stackLines).map((l) => l.trim()).join(' | '));
  });
  return {
    clear: () => void (logged = []),
    take: () => {
      const taken = logged;
      logged = [];
      return taken;
    },
    restore: () => spy.mockRestore(),
  };
};
