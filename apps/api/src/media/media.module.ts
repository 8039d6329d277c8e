import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { BlobSweeper } from './blob-sweeper.js';
import { MediaController } from './media.controller.js';
import { databaseMediaStore, ensureMediaTable, MEDIA_STORE, type MediaStore } from './media-store.js';

/** The media store (docs/api-media.md): blobs in the app's database, served under /media. */
@Global()
@Module({
  controllers: [MediaController],
  providers: [
    BlobSweeper,
    {
      provide: MEDIA_STORE,
      inject: [INFRASTRUCTURE, APP_CONFIG],
      useFactory: async (infra: Infrastructure, config: AppConfig): Promise<MediaStore> => {
        await ensureMediaTable(infra.pool, config.schema);
        return databaseMediaStore(infra.pool, config.schema);
      },
    },
  ],
  exports: [MEDIA_STORE],
})
export class MediaModule {}
