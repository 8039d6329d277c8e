import { randomUUID } from 'node:crypto';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config.js';
import { redactHeaders, redactQuery, redactUrl, scrubText } from './log-redaction.js';

/** An `X-Request-Id` a client may choose: short, and only characters that cannot break a log line, a CSV cell or a header. */
export const GIVEN_REQUEST_ID = /^[A-Za-z0-9_.][\w.-]{0,99}$/;

type Serialized = Record<string, unknown>;

/**
 * pino-http's standard request and response objects, without credentials (log-redaction.ts): cookies keep
 * their names, URLs their path, `Location` and `Referer` lose their tickets.
 */
const serializers = {
  req: (req: Serialized): Serialized => ({
    id: req.id,
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactQuery(req.query),
    params: req.params,
    headers: redactHeaders(req.headers),
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  }),
  res: (res: Serialized): Serialized => ({ statusCode: res.statusCode, headers: redactHeaders(res.headers) }),
  // A failed query's error carries its parameters (session hashes, emails): never logged; its text is scrubbed.
  err: (err: Serialized): Serialized => {
    const { parameters: _parameters, driverError: _driverError, ...rest } = err;
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value]));
  },
};

/**
 * Structured JSON logs (pino), one line per request with its id; the id also travels in X-Request-Id.
 * `stream`: where lines go (stdout unless a test hooks it).
 */
export const loggerOptions = (config: AppConfig, stream?: DestinationStream): Params => {
  const options: Params['pinoHttp'] = {
    level: config.logLevel,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/health' },
    serializers,
    hooks: {
      // A message built from an error or a URL (`Rebuild … failed: ${error.message}`) is scrubbed as well.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  return { pinoHttp: stream ? [options, stream] : options };
};
