import { uuidPipe } from '../common/uuid-pipe.js';

export const scriptIdPipe = uuidPipe('script.invalid_id');
export const logicFileIdPipe = uuidPipe('logic_file.invalid_id');

/** Most scripts one retrieve request may name. */
export const SCRIPT_IDS_MAX = 500;
