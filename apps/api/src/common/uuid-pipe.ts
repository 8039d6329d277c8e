import { ParseUUIDPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error.js';

/** Validates a UUID route parameter, then lower-cases it as stream ids and the read models hold them. */
class LowerCaseUuidPipe implements PipeTransform<string, Promise<string>> {
  private readonly pipe: ParseUUIDPipe;

  constructor(code: string, label: string) {
    this.pipe = new ParseUUIDPipe({ version: 'all', exceptionFactory: () => new ApiError(400, code, `${label} must be a UUID`) });
  }

  async transform(value: string, metadata: ArgumentMetadata): Promise<string> {
    return String(await this.pipe.transform(value, metadata)).toLowerCase();
  }
}

/**
 * A route parameter that must be a UUID (8-4-4-4-12 hexadecimal digits, any case); else 400 with
 * `code`. The value the handler receives is lower-cased.
 */
export const uuidPipe = (code: string, label: string): PipeTransform<string, Promise<string>> => new LowerCaseUuidPipe(code, label);

export const gameIdPipe = uuidPipe('game.invalid_id', 'Game id');
