import type { IncomingMessage } from 'node:http';
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { toHttpError } from './error-mapping.js';
import { ApiError } from './api-error.js';
import { hostileTextIn, MAX_JSON_DEPTH, scanJson } from './hostile-input.js';
import { bodyWithRawMember, type RawMemberCheck } from './raw-json.js';

type BodyParserError = Error & { type?: string; status?: number; limit?: number };

const asApiError = (error: BodyParserError, limit: string): ApiError => {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'request.malformed_json', `The request body is not valid JSON: ${error.message}`);
    case 'entity.too.large':
      return new ApiError(400, 'request.too_large', `The request body is larger than the limit of ${limit}`);
    case 'entity.too.deep':
      return new ApiError(400, 'request.too_deep', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(400, 'request.bad_encoding', error.message);
    default:
      return new ApiError(400, 'request.unreadable', 'The request body could not be read');
  }
};

const answer = (res: Response, error: ApiError) => {
  const { status, body } = toHttpError(error);
  res.status(status).json(body);
};

/** Parsed JSON bodies whose text was proven free of hostile text (scanJson): the pipe does not walk them again. */
const provenClean = new WeakSet<object>();
const SCANNED_CLEAN = Symbol('scannedClean');

/**
 * The raw body is scanned before JSON.parse, in one pass: a deep body costs that pass and no recursion,
 * and a UTF-8 body without `\u` escapes or prototype-key strings is marked clean (a megabyte save is not
 * walked object by object again). Any other body is walked by hostileTextPipe as before.
 */
const markScanned = (req: IncomingMessage, raw: Buffer, encoding: string) => {
  const scan = scanJson(raw, MAX_JSON_DEPTH);
  if (scan.tooDeep) throw Object.assign(new Error('too deep'), { status: 400, type: 'entity.too.deep' });
  if (!scan.suspect && encoding.toLowerCase() === 'utf-8') (req as IncomingMessage & { [SCANNED_CLEAN]?: true })[SCANNED_CLEAN] = true;
};

/**
 * A route's member kept as its text (a save's ecs_state: docs/api-timeline.md, Save states): `check`
 * proves its bytes, and only the rest of the body is parsed.
 */
export type RawMember = { name: string; check: RawMemberCheck };

/**
 * body-parser offers no way to parse a body itself: its `verify` hook sees the raw bytes before JSON.parse,
 * so a body read there (the raw member's) is handed over by throwing this, which the error handler below
 * takes as success. A body the check cannot prove goes on to body-parser's own parse, errors and all.
 */
const PARSED_HERE = 'tempest.parsed_here';

const scanBody = (rawMember: RawMember | undefined) => (req: IncomingMessage, _res: unknown, raw: Buffer, encoding: string) => {
  const kept = rawMember && encoding.toLowerCase() === 'utf-8' ? bodyWithRawMember(raw, rawMember.name, rawMember.check, MAX_JSON_DEPTH) : null;
  const restScan = kept && scanJson(kept.rest, MAX_JSON_DEPTH);
  if (kept && restScan && !restScan.tooDeep && !restScan.suspect) {
    Object.assign(req, { body: kept.body });
    throw Object.assign(new Error('parsed'), { type: PARSED_HERE });
  }
  markScanned(req, raw, encoding);
};

const rememberClean = (req: Request, _res: Response, next: NextFunction) => {
  const scanned = (req as Request & { [SCANNED_CLEAN]?: true })[SCANNED_CLEAN] === true;
  if (scanned && typeof req.body === 'object' && req.body !== null) provenClean.add(req.body as object);
  next();
};

/** The body types the API reads; anything else with a body is refused rather than read as empty. */
const JSON_TYPES = ['application/json', 'application/*+json'];
const READABLE = [...JSON_TYPES, 'application/x-www-form-urlencoded', 'multipart/form-data'];
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** JSON and form bodies with a size and depth limit; parse errors answer 400 in the API's error format. */
export const bodyParsing = (limit: string, rawMember?: RawMember) => [
  (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req) || req.is(READABLE)) return next();
    const type = req.headers['content-type'] ? `of type "${req.headers['content-type'].slice(0, 100)}"` : 'without a Content-Type';
    answer(res, new ApiError(415, 'request.unsupported_media_type', `A request body ${type} is not read: send JSON with Content-Type: application/json, or a form`));
  },
  express.json({ limit, strict: true, type: JSON_TYPES, verify: scanBody(rawMember) }),
  rememberClean,
  express.urlencoded({ limit, extended: false }),
  (req: Request, res: Response, next: NextFunction) => {
    const hasJson = req.is(JSON_TYPES) && req.body !== undefined;
    if (!hasJson || (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body))) return next();
    answer(res, new ApiError(400, 'request.not_an_object', 'The request body must be a JSON object'));
  },
  (error: BodyParserError, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    // Read by scanBody (an object, proven clean): the steps between body-parser and here are skipped on this path.
    if (error.type === PARSED_HERE) {
      provenClean.add(req.body as object);
      return next();
    }
    answer(res, asApiError(error, limit));
  },
];

/**
 * The URL's path and query decoded once up front: a malformed escape or a NUL is a 400 here, not a
 * surprise for a route parameter or PostgreSQL (which cannot store NUL) further in.
 */
export const urlGuard = (req: Request, res: Response, next: NextFunction) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.url.replace(/\+/g, ' '));
  } catch {
    return answer(res, new ApiError(400, 'request.bad_url', 'The address contains a malformed %-escape'));
  }
  if (decoded.includes('\0')) return answer(res, new ApiError(400, 'request.nul_character', 'The address must not contain NUL characters'));
  next();
};

/**
 * Every body (JSON, form or multipart) is checked before validation: no NUL, no lone surrogate (neither
 * can be stored as text or jsonb), and no prototype keys, which class-transformer drops silently instead
 * of reporting them as the unknown fields they are.
 */
export const hostileTextPipe: PipeTransform = {
  transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type !== 'body') return value;
    if (typeof value === 'object' && value !== null && provenClean.has(value)) return value;
    const problem = hostileTextIn(value);
    if (problem) throw new ApiError(400, problem.code, problem.message, { field: problem.field });
    return value;
  },
};
