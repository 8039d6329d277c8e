import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssetReader } from './asset-reader.js';
import { ExecuteAssetCommandHandler, ExecuteAssetCommandsHandler } from './execute-asset-command.js';

/**
 * The one asset write path (ExecuteAssetCommand, sent by the studio's routes and the agent's tools) and
 * the working-tree reader, for every asset feature.
 */
@Global()
@Module({
  imports: [CqrsModule],
  providers: [ExecuteAssetCommandHandler, ExecuteAssetCommandsHandler, AssetReader],
  exports: [ExecuteAssetCommandHandler, AssetReader],
})
export class AssetsCoreModule {}
