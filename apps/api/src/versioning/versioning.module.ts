import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PendingChangesController } from './pending-changes.controller.js';
import { PendingReview } from './pending-review.js';
import { SessionsController } from './sessions.controller.js';
import { UndoRedoController } from './undo-redo.controller.js';
import { UndoRedo } from './undo-redo.js';
import { VersioningAccess } from './versioning-access.js';
import { WorkingTreeController } from './working-tree.controller.js';

/** Versioning (docs/api-assets.md): working tree, revisions and diffs, rollback, pending changes, undo/redo, sessions and commits. */
@Module({
  // CqrsModule: the asset command (rollback, undo/redo, pending review) crosses the bus, as the agent's tools send it too.
  imports: [CqrsModule],
  controllers: [WorkingTreeController, SessionsController, PendingChangesController, UndoRedoController],
  providers: [VersioningAccess, PendingReview, UndoRedo],
})
export class VersioningModule {}
