import { ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from './api-error.js';

/** A route parameter that must be a UUID (spec 3 §5: 8-4-4-4-12 hexadecimal, any case); else 400 with `code`. */
export const uuidPipe = (code: string, label: string) =>
  new ParseUUIDPipe({ version: 'all', exceptionFactory: () => new ApiError(400, code, `${label} must be a UUID`) });
