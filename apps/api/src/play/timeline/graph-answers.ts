import { Injectable } from '@nestjs/common';
import type { GraphTransition } from '@tempest/domain';
import { BRANCH_GRAPH, lineageChanges, type LineageMark, type ReadDb, type ReadFrom } from '@tempest/projections';
import { keyedQueue } from '../../common/keyed-queue.js';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { checkpointJsonOf, timelineGraphJson, type ReadyCheckpoint } from './timeline-answers.js';

/** A lineage as this process last read it: its checkpoints (own JSON ready), transitions, mark, and graph answer. */
type HeldLineage = { checkpoints: Map<string, ReadyCheckpoint>; transitions: GraphTransition[]; mark: LineageMark; json: string };

/** Checkpoints held across lineages (about 1.1 kB of JSON each): a few big timelines, or many small ones. */
const HELD_CHECKPOINTS = 25_000;
const HELD_LINEAGES = 200;

/**
 * The list route's graph answer over the branch-graph read model, held per lineage between reads. It pays:
 * on a lineage of 10,000 checkpoints (`npm run bench:timeline`, bench/timeline/results.md) a read holding
 * nothing takes 274–284 ms at p50, one after a new checkpoint 49–57 ms, one with nothing changed 4–5 ms —
 * what it holds is the answer's text, which the fold cache below (folded rows) does not.
 */
@Injectable()
export class GraphAnswers {
  /** Lineages read, least recently used first (docs/api-timeline.md, Branch graph reads). */
  private readonly held = new Map<string, HeldLineage>();
  private heldCheckpoints = 0;
  /** Reads of one lineage run one at a time in this process (each builds on what the last one held). */
  private readonly serialized = keyedQueue();

  constructor(private readonly reads: ReadModels) {}

  /**
   * The timeline answer's graph part as JSON text (`timelineGraphJson`). The lineage read last time is
   * held, and only the rows changed since are read (`lineageChanges`): unchanged, the held answer is the
   * answer; changed, the graph is decided again over the held checkpoints, whose own JSON is kept.
   */
  async lineageJson(lineageId: string, from: ReadFrom): Promise<{ json: string; caughtUp: boolean }> {
    const { db, caughtUp } = await this.reads.at(BRANCH_GRAPH, from);
    return { json: await this.serialized(lineageId, () => this.refreshed(db, lineageId)), caughtUp };
  }

  private async refreshed(db: ReadDb, lineageId: string): Promise<string> {
    const held = this.held.get(lineageId);
    const changes = await lineageChanges(db, lineageId, held?.mark ?? { nodes: -1, transitions: -1 });
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
}
