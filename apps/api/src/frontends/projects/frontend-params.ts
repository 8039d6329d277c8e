import { uuidPipe } from '../../common/uuid-pipe.js';

export const frontendIdPipe = uuidPipe('frontend.invalid_id');
export const frontendFileIdPipe = uuidPipe('frontend.invalid_file_id');

/** Most files one bulk move may name (a game's projects hold at most 100 files each). */
export const FRONTEND_FILE_IDS_MAX = 500;
