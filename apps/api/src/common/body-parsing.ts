import express, { type NextFunction, type Request, type Response } from 'express';
import { toHttpError } from './error-mapping.js';
import { ApiError } from './api-error.js';

type BodyParserError = Error & { type?: string; status?: number; limit?: number };

const asApiError = (error: BodyParserError, limit: string): ApiError => {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'request.malformed_json', `The request body is not valid JSON: ${error.message}`);
    case 'entity.too.large':
      return new ApiError(400, 'request.too_large', `The request body is larger than the limit of ${limit}`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(400, 'request.bad_encoding', error.message);
    default:
      return new ApiError(400, 'request.unreadable', 'The request body could not be read');
  }
};

/** JSON and form bodies with a size limit; parse errors answer 400 in the API's error format. */
export const bodyParsing = (limit: string) => [
  express.json({ limit, strict: true }),
  express.urlencoded({ limit, extended: false }),
  (req: Request, res: Response, next: NextFunction) => {
    const hasJson = req.is('application/json') && req.body !== undefined;
    if (!hasJson || (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body))) return next();
    const { status, body } = toHttpError(new ApiError(400, 'request.not_an_object', 'The request body must be a JSON object'));
    res.status(status).json(body);
  },
  (error: BodyParserError, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    const { status, body } = toHttpError(asApiError(error, limit));
    res.status(status).json(body);
  },
];
