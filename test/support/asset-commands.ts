import { CommandBus } from '@nestjs/cqrs';
import type { AssetActor, AssetData, AssetType } from '@tempest/domain';
import { createAsset, editAsset } from '../../apps/api/src/assets/execute-asset-command.js';
import type { CommandContext } from '../../apps/api/src/common/actor.js';
import type { TestApp } from './test-app.js';

/**
 * Asset changes sent on the app's command bus, as the studio's routes and the agent's tools send them
 * (for tests that act as the agent, which has no route of its own).
 */
export const assetCommands = (app: TestApp) => {
  const bus = app.app.get(CommandBus);
  return {
    create: (gameId: string, type: AssetType, content: AssetData, actor: AssetActor, context: CommandContext) => bus.execute(createAsset(gameId, type, content, actor, context)),
    edit: (gameId: string, assetId: string, change: { content: AssetData } | { patch: AssetData }, actor: AssetActor, context: CommandContext) =>
      bus.execute(editAsset({ assetId, gameId }, change, actor, context)),
  };
};
