import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetRevisionsController } from './get-revisions/get-revisions.controller.js';
import { GetWorkingTreeController } from './get-working-tree/get-working-tree.controller.js';
import { PendingChangesController } from './pending-changes/pending-changes.controller.js';
import { PendingReview } from './pending-changes/pending-review.js';
import { RollbackAssetController } from './rollback-asset/rollback-asset.controller.js';
import { ExecuteVersioningCommandHandler } from './sessions/execute-versioning-command.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { UndoRedoController } from './undo-redo/undo-redo.controller.js';
import { UndoRedo } from './undo-redo/undo-redo.service.js';
import { VersioningAccess } from './versioning-access.js';
import { VersioningQueries } from './versioning-queries.js';

/** Versioning (docs/api-assets.md): working tree, revisions and diffs, rollback, pending changes, undo/redo, sessions and commits. */
@Module({
  imports: [CqrsModule],
  controllers: [GetWorkingTreeController, GetRevisionsController, RollbackAssetController, SessionsController, PendingChangesController, UndoRedoController],
  providers: [VersioningAccess, VersioningQueries, PendingReview, UndoRedo, ExecuteVersioningCommandHandler],
  exports: [VersioningQueries],
})
export class VersioningModule {}
