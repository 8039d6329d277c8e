import { Injectable } from '@nestjs/common';
import { FRONTEND_READ_MODELS } from '@tempest/projections';
import { ReadModels } from '../../infrastructure/read-db.module.js';

/**
 * Left only for checkpoints.service.ts, which another change edits at the same time (issue 29 §2 takes
 * its read-model wait away). Every other frontend read runs the frontends queries on
 * `ReadModels.at(FRONTEND_READ_MODELS, …)`; delete this class when that caller is gone.
 */
@Injectable()
export class FrontendReader {
  constructor(private readonly reads: ReadModels) {}

  /** Waits (≤ 5 s) until both read models include every write committed before the call. */
  async fresh(): Promise<void> {
    await this.reads.at(FRONTEND_READ_MODELS, 'committed');
  }
}
