export * from './engine/projector.js';
export * from './engine/row-projection.js';
export * from './engine/checkpoints.js';
export * from './engine/rebuild.js';
export * from './engine/projection-engine.js';
export * from './game-list/game-list.read-model.js';
export type * from './game-list/game-card.item.js';
export * from './game-list/game-card.read-model.js';
export * from './game-list/game-list.projector.js';

import { gameListProjector } from './game-list/game-list.projector.js';
import { tokenLedgerProjector } from './token-ledger/token-ledger.projector.js';
import { userProfilesProjector } from './user-profiles/user-profiles.projector.js';
import { componentsProjector } from './components/components.projector.js';
import { versioningProjector } from './versioning/versioning.projector.js';
import { frontendsProjector } from './frontends/frontends.projector.js';
import type { Projector } from './engine/projector.js';

/** Every projector of the product, in the order they start. */
export const allProjectors: Projector[] = [gameListProjector, tokenLedgerProjector, userProfilesProjector, versioningProjector, componentsProjector, frontendsProjector];
export * from './token-ledger/token-ledger.read-model.js';
export * from './token-ledger/token-ledger.projector.js';
export * from './user-profiles/user-profiles.read-model.js';
export * from './user-profiles/user-profiles.projector.js';
export type * from './versioning/versioning.items.js';
export * from './versioning/working-tree.read-model.js';
export * from './versioning/revisions.read-model.js';
export * from './versioning/undo-stack.read-model.js';
export * from './versioning/versioning.projector.js';
export * from './components/components.read-model.js';
export * from './components/components.projector.js';
export * from './frontends/frontends.read-model.js';
export * from './frontends/frontends.projector.js';
