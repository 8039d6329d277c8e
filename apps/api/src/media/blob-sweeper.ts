import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { BlobSweep, ensureBlobSweep } from './blob-sweep.js';

/** The blob tables the sweep keeps (docs/api-media.md, Retention): pictures and save states. */
export const SWEPT_TABLES = ['media', 'save_states'] as const;

/** Runs the retention sweep every BLOB_SWEEP_INTERVAL_SECONDS in every replica; the lease lets one sweep at a time. */
@Injectable()
export class BlobSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly sweep: BlobSweep;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.sweep = new BlobSweep(infra.pool, config.schema, infra.store, { tables: SWEPT_TABLES, graceSeconds: config.blobGraceSeconds });
  }

  async onApplicationBootstrap(): Promise<void> {
    await ensureBlobSweep(this.infra.pool, this.config.schema);
    if (this.config.blobSweepIntervalSeconds === 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.blobSweepIntervalSeconds * 1000).unref();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep
      .run()
      .then((result) => result && result.deleted > 0 && this.logger.info({ sweep: result }, 'swept blobs no event names'))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'the blob sweep failed; it runs again later'))
      .finally(() => (this.running = null));
    await this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
