import { uuidPipe } from '../common/uuid-pipe.js';

export const entityIdPipe = uuidPipe('entity.invalid_id');

/** Most entities one bulk request may name. */
export const ENTITY_IDS_MAX = 500;
