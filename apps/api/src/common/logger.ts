import { randomUUID } from 'node:crypto';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config.js';

/** Structured JSON logs (pino), one line per request with its id; the id also travels in X-Request-Id. */
export const loggerOptions = (config: AppConfig): Params => ({
  pinoHttp: {
    level: config.logLevel,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/health' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'],
  },
});
