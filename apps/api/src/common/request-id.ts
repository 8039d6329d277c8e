import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config.js';
import { loggerOptions } from './logger.js';

type GenReqId = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Names every request before anything can answer it, with the logger's own rule (common/logger.ts, which
 * also sets `X-Request-Id`): pino-http keeps an id already set, so the log line shows the same one, and a
 * middleware's refusal (CSRF, body parsing, the URL guard) names its request too. Every event a request
 * causes carries the id in its metadata, so a write is attributed to the request that caused it, whatever
 * else runs at the time (test/support/refusals.ts).
 */
export const requestIdMiddleware = (config: AppConfig) => {
  const options = loggerOptions(config).pinoHttp;
  const genReqId = options && !Array.isArray(options) && 'genReqId' in options ? (options.genReqId as GenReqId | undefined) : undefined;
  if (!genReqId) throw new Error('The logger names no request id');
  return (req: Request, res: Response, next: NextFunction): void => {
    const request = req as Request & { id?: unknown };
    request.id ??= String(genReqId(req, res));
    next();
  };
};
