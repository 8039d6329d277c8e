import { ParseUUIDPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { DomainError, type PlainErrorCode } from '@tempest/domain';

/** The catalogue's "… id must be a UUID" codes. */
type InvalidIdCode = Extract<PlainErrorCode, `${string}_id`>;

/** Validates a UUID route parameter, then lower-cases it as stream ids and the read models hold them. */
class LowerCaseUuidPipe implements PipeTransform<string, Promise<string>> {
  private readonly pipe: ParseUUIDPipe;

  constructor(code: InvalidIdCode) {
    this.pipe = new ParseUUIDPipe({ version: 'all', exceptionFactory: () => new DomainError(code) });
  }

  async transform(value: string, metadata: ArgumentMetadata): Promise<string> {
    return String(await this.pipe.transform(value, metadata)).toLowerCase();
  }
}

/**
 * A route parameter that must be a UUID (8-4-4-4-12 hexadecimal digits, any case); else 400 with
 * `code` (its message says which id). The value the handler receives is lower-cased.
 */
export const uuidPipe = (code: InvalidIdCode): PipeTransform<string, Promise<string>> => new LowerCaseUuidPipe(code);

export const gameIdPipe = uuidPipe('game.invalid_id');
