import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AssetActor, type AssetCommand, type AssetData, type AssetType } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import type { CommandContext } from '../common/actor.js';
import { ApiError } from '../common/api-error.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { ExecuteAssetCommand, type AssetWriteResult } from './execute-asset-command.js';
import { readGameAccess, readSessionGame } from './game-access.js';

type Common = Extract<AssetCommand, { type: 'EditAsset' }>['data'] extends infer D ? Omit<D & object, 'content' | 'patch'> : never;
type Options = { sessionId?: string | null; expectedRevision?: number };

/**
 * Every change to a game's assets goes through here — the studio's endpoints and the agent's tools
 * alike — as a domain command on the asset's stream, checked against the game's creator.
 */
@Injectable()
export class AssetWriter {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  private async common(gameId: string, assetId: string, actor: AssetActor, context: CommandContext, options: Options): Promise<Common> {
    const game = await readGameAccess(this.store, gameId);
    const sessionId = options.sessionId ?? context.sessionId ?? null;
    if (sessionId !== null && game.exists && (await readSessionGame(this.store, sessionId)) !== gameId) {
      throw new ApiError(404, 'versioning.session_not_found', 'Versioning session not found', { sessionId });
    }
    return { assetId, gameId, now: context.now, actor, game, sessionId, changeId: randomUUID() };
  }

  /** Runs any asset command built from the common fields (rollback, undo, redo, accept, reject, …). */
  async run(
    gameId: string,
    assetId: string,
    actor: AssetActor,
    context: CommandContext,
    build: (common: Common) => AssetCommand,
    options: Options = {},
  ): Promise<AssetWriteResult> {
    const command = build(await this.common(gameId, assetId, actor, context, options));
    return this.commands.execute(new ExecuteAssetCommand(command, context, options.expectedRevision));
  }

  create(gameId: string, assetType: AssetType, content: AssetData, actor: AssetActor, context: CommandContext, options: Options & { assetId?: string } = {}) {
    const assetId = options.assetId ?? randomUUID();
    return this.run(gameId, assetId, actor, context, (c) => ({ type: 'CreateAsset', data: { ...c, assetType, content } }), options);
  }

  /** Replace the content, or patch its top-level keys (a null value removes a key). */
  edit(
    gameId: string,
    assetId: string,
    change: ({ content: AssetData } | { patch: AssetData }) & { stampRevision?: string },
    actor: AssetActor,
    context: CommandContext,
    options: Options = {},
  ) {
    return this.run(gameId, assetId, actor, context, (c) => ({ type: 'EditAsset', data: { ...c, ...change } }), options);
  }

  delete(gameId: string, assetId: string, actor: AssetActor, context: CommandContext, options: Options & { permanent?: boolean } = {}) {
    const permanent = options.permanent ?? false;
    return this.run(gameId, assetId, actor, context, (c) => ({ type: 'DeleteAsset', data: { ...c, permanent } }), options);
  }
}
