import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { undoStackId, undoStackOf, VERSIONING, type UndoEntry, type UndoStackView } from '@tempest/projections';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import { ExecuteAssetCommand } from '../assets/execute-asset-command.js';
import type { CommandContext } from '../common/actor.js';
import { uuidV5 } from '../common/uuid-v5.js';
import { ReadModels } from '../infrastructure/read-db.module.js';

/** Namespace of undo/redo op ids (a fixed random UUID). */
const UNDO_NAMESPACE = '6f1d2a9c-3b7e-4c52-8e0f-a41d97c3b5e8';

/**
 * The op id of undoing (or redoing) an entry: the same for everyone who sees the same stack, so two
 * concurrent requests (two tabs, two replicas) undo a change once — the asset's stream drops the second.
 */
export const undoOpId = (stackId: string, entry: UndoEntry, direction: 'undo' | 'redo'): string =>
  uuidV5(`${stackId}:${entry.assetId}:${entry.revision}:${direction}:${entry.undone}`, UNDO_NAMESPACE);

export type UndoRedoResult = UndoStackView & { status: 'success'; entry: UndoEntry | null; position: string | null };

@Injectable()
export class UndoRedo {
  /** One undo/redo at a time per stack in this process, so quick repeats see each other's effect. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly commands: CommandBus,
    private readonly reads: ReadModels,
  ) {}

  run(direction: 'undo' | 'redo', gameId: string, user: ActiveUser, context: CommandContext): Promise<UndoRedoResult> {
    const id = undoStackId(gameId, user.userId);
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.step(direction, gameId, user, context));
    this.queues.set(id, next);
    void next.finally(() => this.queues.get(id) === next && this.queues.delete(id)).catch(() => undefined);
    return next;
  }

  private async step(direction: 'undo' | 'redo', gameId: string, user: ActiveUser, context: CommandContext): Promise<UndoRedoResult> {
    const stack = await undoStackOf((await this.reads.at(VERSIONING, 'committed')).db, gameId, user.userId);
    const entry = (direction === 'undo' ? stack.undoStack : stack.redoStack).at(-1) ?? null;
    if (!entry) return { status: 'success', entry: null, position: null, ...stack };
    const opId = undoOpId(undoStackId(gameId, user.userId), entry, direction);
    const type = direction === 'undo' ? 'UndoAssetChange' : 'RedoAssetChange';
    const command = new ExecuteAssetCommand({ assetId: entry.assetId, gameId }, userActor(user), context, (c) => ({ type, data: { ...c, ofRevision: entry.revision, opId } }));
    const result = await this.commands.execute(command);
    const { db } = await this.reads.at(VERSIONING, result.position ? 'committed' : null); // the stacks below include this undo
    return { status: 'success', entry, position: result.position, ...(await undoStackOf(db, gameId, user.userId)) };
  }
}
