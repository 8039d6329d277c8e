import { Inject, Injectable } from '@nestjs/common';
import type { GraphTransition } from '@tempest/domain';
import { BRANCH_GRAPH, checkpointLineage, lineageChanges, lineageGraph, type LineageMark, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { keyedQueue } from '../../common/keyed-queue.js';
import { minPositionParam } from '../../common/read-position.js';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { checkpointJsonOf, timelineGraphJson, type ReadyCheckpoint } from './timeline-answers.js';

/** A lineage as this process last read it: its checkpoints (own JSON ready), transitions, mark, and graph answer. */
type HeldLineage = { checkpoints: Map<string, ReadyCheckpoint>; transitions: GraphTransition[]; mark: LineageMark; json: string };

/** Checkpoints held across lineages (about 1.1 kB of JSON each): a few big timelines, or many small ones. */
const HELD_CHECKPOINTS = 25_000;
const HELD_LINEAGES = 200;

/** Reads of the branch-graph read model, after waiting (up to 5 s) for the caller's write or every committed one. */
@Injectable()
export class BranchGraphReads {
  /** Lineages read, least recently used first (docs/api-timeline.md, Branch graph reads). */
  private readonly held = new Map<string, HeldLineage>();
  private heldCheckpoints = 0;
  /** Reads of one lineage run one at a time in this process (each builds on what the last one held). */
  private readonly serialized = keyedQueue();

  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  private caughtUp(positionQuery: unknown): Promise<boolean> {
    return this.engine.readFrom(BRANCH_GRAPH, minPositionParam(positionQuery) ?? 'committed');
  }

  /** A lineage's checkpoints (as objects) and transitions: for answers that add to each checkpoint (include_state). */
  async lineage(lineageId: string, positionQuery: unknown) {
    const caughtUp = await this.caughtUp(positionQuery);
    return { ...(await lineageGraph(this.db, lineageId)), caughtUp };
  }

  /**
   * The timeline answer's graph part as JSON text (`timelineGraphJson`). The lineage read last time is
   * held, and only the rows changed since are read (`lineageChanges`): unchanged, the held answer is the
   * answer; changed, the graph is decided again over the held checkpoints, whose own JSON is kept.
   */
  async lineageJson(lineageId: string, positionQuery: unknown): Promise<{ json: string; caughtUp: boolean }> {
    const caughtUp = await this.caughtUp(positionQuery);
    return { json: await this.serialized(lineageId, () => this.refreshed(lineageId)), caughtUp };
  }

  private async refreshed(lineageId: string): Promise<string> {
    const held = this.held.get(lineageId);
    const changes = await lineageChanges(this.db, lineageId, held?.mark ?? { nodes: -1, transitions: -1 });
    if (held) this.forget(lineageId, held);
    if (held && changes.nodes.length === 0 && changes.transitions.length === 0) {
      this.hold(lineageId, held);
      return held.json;
    }
    const checkpoints = held?.checkpoints ?? new Map<string, ReadyCheckpoint>();
    // A changed checkpoint keeps its place (Map order is creation order: `seq`); a new one comes last.
    for (const node of changes.nodes) checkpoints.set(node.checkpointId, { node, json: checkpointJsonOf(node) });
    const transitions = [...(held?.transitions ?? []), ...changes.transitions];
    const lineage = { checkpoints, transitions, mark: changes.mark, json: timelineGraphJson([...checkpoints.values()], transitions) };
    this.hold(lineageId, lineage);
    return lineage.json;
  }

  private hold(lineageId: string, lineage: HeldLineage): void {
    if (lineage.checkpoints.size > HELD_CHECKPOINTS) return;
    this.held.set(lineageId, lineage);
    this.heldCheckpoints += lineage.checkpoints.size;
    for (const [id, oldest] of this.held) {
      if (this.heldCheckpoints <= HELD_CHECKPOINTS && this.held.size <= HELD_LINEAGES) break;
      this.forget(id, oldest);
    }
  }

  private forget(lineageId: string, lineage: HeldLineage): void {
    if (this.held.get(lineageId) !== lineage) return;
    this.held.delete(lineageId);
    this.heldCheckpoints -= lineage.checkpoints.size;
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
