import type { NextFunction, Request, Response } from 'express';

/**
 * `Server-Timing: app;dur=<ms>` on every answer (SERVER_TIMING=true; off by default): the time from the
 * request's arrival to its answer's head — body parsing, validation, the handler and the answer's JSON —
 * without the network or the client. The benches read it to report what the server spends.
 */
export const serverTiming = (req: Request, res: Response, next: NextFunction): void => {
  const started = performance.now();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!this.headersSent) this.setHeader('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
};
