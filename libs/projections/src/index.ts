export * from './engine/projector.js';
export * from './engine/row-projection.js';
export * from './engine/checkpoints.js';
export * from './engine/rebuild.js';
export * from './engine/projection-engine.js';
export * from './game-list/game-list.read-model.js';
export * from './game-list/game-list.projector.js';

import { gameListProjector } from './game-list/game-list.projector.js';
import type { Projector } from './engine/projector.js';

/** Every projector of the product, in the order they start. */
export const allProjectors: Projector[] = [gameListProjector];
