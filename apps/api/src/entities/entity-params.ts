import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { uuidPipe } from '../common/uuid-pipe.js';

/** A UUID route parameter (any case; 400 with `code` otherwise), lower-cased as stream ids and the read models hold them. */
const lowerCaseUuid = (code: string, label: string): PipeTransform<string, Promise<string>> => {
  const pipe = uuidPipe(code, label);
  return { transform: async (value: string, metadata: ArgumentMetadata) => String(await pipe.transform(value, metadata)).toLowerCase() };
};

export const gameIdPipe = lowerCaseUuid('game.invalid_id', 'Game id');
export const entityIdPipe = lowerCaseUuid('entity.invalid_id', 'Entity id');

/** Most entities one bulk request may name. */
export const ENTITY_IDS_MAX = 500;
