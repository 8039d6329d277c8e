import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { leaseFree, type RollbackEvent } from '@tempest/domain';
import { DecisionRunner, START, type AllPosition } from '@tempest/event-store';
import { RollbackProcess } from './rollback-process.js';

/** The events that open and close a rollback process (read from `$all` by type; the others stay in their streams). */
const OPENS_OR_CLOSES: readonly RollbackEvent['type'][] = ['RollbackRequested', 'RollbackCompleted', 'RollbackFailed'];
/** Events of `$all` a page covers: the other types come back without their data, so a page is cheap; a first look at boot reads the whole log. */
const PAGE = 5_000;
/** How often every replica looks for a rollback whose driver stopped (ROLLBACK_REACTOR_MS; tests make it short). */
const intervalMs = () => Number(process.env.ROLLBACK_REACTOR_MS ?? 5_000);

/**
 * The rollback reactor (docs/api-checkpoints.md "Rollback as a process"), on every replica: it follows `$all`
 * for rollbacks requested and not ended, and takes over one whose lease ran out — its replica died or hung —
 * claiming it (the process stream's revision lets one replica win) and driving it to its end. The replica
 * that took the request drives its own; this is how a crash half-way still ends with the game rolled back and
 * its hold released.
 */
@Injectable()
export class RollbackReactor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RollbackReactor.name);
  private position: AllPosition = START;
  /** Rollbacks requested and not ended, as far as `$all` has been read. */
  private readonly open = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly runner: DecisionRunner,
    private readonly process: RollbackProcess,
  ) {}

  onApplicationBootstrap(): void {
    const every = intervalMs();
    if (every <= 0) return;
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
  }

  /** One look: new opens and ends from `$all`, then every open rollback nobody holds is taken over. */
  tick(): Promise<void> {
    this.ticking ??= this.look()
      .catch((error: unknown) => this.logger.warn(`The rollback reactor's look failed; it looks again later: ${String(error)}`))
      .finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async look(): Promise<void> {
    for (;;) {
      const page = await this.runner.store.readAll(this.position, PAGE, { types: OPENS_OR_CLOSES });
      for (const e of page.events) {
        const { rollbackId } = e.data as { rollbackId: string };
        if (e.type === 'RollbackRequested') this.open.add(rollbackId);
        else if (e.type === 'RollbackCompleted' || e.type === 'RollbackFailed') this.open.delete(rollbackId);
      }
      this.position = page.next;
      if (page.isEnd) break;
    }
    for (const rollbackId of this.open) {
      if (this.stopped) return;
      if (this.process.isDriving(rollbackId)) continue;
      const state = await this.process.read(rollbackId);
      if (state.status !== 'running') {
        this.open.delete(rollbackId);
        continue;
      }
      if (!leaseFree(state, this.process.owner, new Date().toISOString())) continue;
      // Driven in the background: one slow rollback does not hold up the others' takeover.
      void this.process.resume(rollbackId).catch((error: unknown) => this.logger.warn(`Rollback ${rollbackId} did not finish here: ${String(error)}`));
    }
  }
}
