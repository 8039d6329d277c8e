import { Inject, Injectable } from '@nestjs/common';
import { BRANCH_GRAPH, checkpointLineage, lineageGraph, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { minPositionParam, READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';

/** Reads of the branch-graph read model, after waiting (up to 5 s) for the caller's write or every committed one. */
@Injectable()
export class BranchGraphReads {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  private caughtUp(positionQuery: unknown): Promise<boolean> {
    const minPosition = minPositionParam(positionQuery);
    return minPosition
      ? this.engine.waitFor(BRANCH_GRAPH, minPosition, READ_YOUR_WRITE_TIMEOUT_MS)
      : this.engine.waitForCommitted(BRANCH_GRAPH, READ_YOUR_WRITE_TIMEOUT_MS);
  }

  async lineage(lineageId: string, positionQuery: unknown) {
    const caughtUp = await this.caughtUp(positionQuery);
    return { ...(await lineageGraph(this.db, lineageId)), caughtUp };
  }

  /**
   * Which timeline holds a checkpoint: the delete route names only the checkpoint, and no stream is keyed
   * by it, so the read model is the index (the delete itself is then decided on the timeline's stream).
   */
  async locate(checkpointId: string) {
    await this.caughtUp(undefined);
    return checkpointLineage(this.db, checkpointId);
  }
}
