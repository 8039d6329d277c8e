import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { uuidPipe } from '../common/uuid-pipe.js';

/** A UUID route parameter (any case; 400 with `code` otherwise), lower-cased as the read models hold ids. */
const lowerCaseUuid = (code: string, label: string): PipeTransform<string, Promise<string>> => {
  const pipe = uuidPipe(code, label);
  return { transform: async (value: string, metadata: ArgumentMetadata) => String(await pipe.transform(value, metadata)).toLowerCase() };
};

export const gameIdPipe = lowerCaseUuid('game.invalid_id', 'Game id');
export const scriptIdPipe = lowerCaseUuid('script.invalid_id', 'Script id');
export const logicFileIdPipe = lowerCaseUuid('logic_file.invalid_id', 'Logic file id');

/** Most scripts one retrieve request may name. */
export const SCRIPT_IDS_MAX = 500;
