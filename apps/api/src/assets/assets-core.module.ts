import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssetReader } from './asset-reader.js';
import { AssetWriter } from './asset-writer.js';
import { ExecuteAssetCommandHandler } from './execute-asset-command.js';

/** The asset write path (AssetWriter → ExecuteAssetCommand) and the working-tree reader, for every asset feature. */
@Global()
@Module({
  imports: [CqrsModule],
  providers: [ExecuteAssetCommandHandler, AssetWriter, AssetReader],
  exports: [AssetWriter, AssetReader],
})
export class AssetsCoreModule {}
