import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ProjectionInfo, RebuildEstimate, RebuildInfo } from '@tempest/contracts';
import { DomainError, REBUILDS_STREAM, type RebuildEvent } from '@tempest/domain';
import { formatPosition, type EventMetadata, type EventStore } from '@tempest/event-store';
import { RebuildBusyError, RebuildCancelledError, type ProjectionEngine, type RebuildProgress, type RebuildSlot } from '@tempest/projections';
import { systemMetadata } from '../common/actor.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { RebuildRun, rebuildsOfEvents } from './rebuild-run.js';
import { DEFAULT_REBUILD_RATE, secondsAt } from './rebuild-pace.js';
import { withoutRequestBudget } from '../common/request-budget.js';

/** How far back the projections list looks for each one's last rebuild. */
const HISTORY = 1000;

/** How often a running rebuild's progress is pushed (and the events appended since its start counted). */
const TICK_MS = 1000;

/**
 * Rebuilds projections inside the running studio (docs/api-replay.md): through its own ProjectionEngine, so the
 * embedded database (which one process owns) is rebuilt while the studio keeps serving. One rebuild at a time
 * across every replica (the engine's rebuild slot); each is recorded on the `ops-rebuilds` stream.
 */
@Injectable()
export class Rebuilds implements OnModuleDestroy {
  private readonly runs = new Map<string, RebuildRun>();
  private readonly log = new Logger('Rebuilds');
  private readonly listeners = new Set<(rebuild: RebuildInfo) => void>();

  constructor(
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async projections(): Promise<ProjectionInfo[]> {
    const [status, recorded] = await Promise.all([this.engine.status(), this.recorded()]);
    const last = new Map<string, RebuildInfo>();
    for (const info of recorded.values()) last.set(info.projection, info);
    for (const run of this.runs.values()) last.set(run.projection, run.info());
    return status.map((s) => ({ name: s.name, state: s.state, checkpoint: s.checkpoint, lag_events: s.lagEvents, lag_ms: s.lagMs, last_rebuild: last.get(s.name) ?? null }));
  }

  async one(id: string): Promise<RebuildInfo> {
    const info = this.runs.get(id)?.info() ?? (await this.recorded()).get(id);
    if (!info) throw new DomainError('rebuild.not_found', { id });
    return info;
  }

  /** Listens to running rebuilds' progress: about once a second, at each phase change, and once at the end. */
  onProgress(listener: (rebuild: RebuildInfo) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private push(run: RebuildRun): void {
    const info = run.info();
    for (const listener of this.listeners) listener(info);
  }

  /**
   * What a rebuild of `projection` would read, and for how long at the rate this studio's last finished rebuild of
   * it measured (events read over its duration, from `ops-rebuilds`), else at DEFAULT_REBUILD_RATE.
   */
  async estimate(projection: string): Promise<RebuildEstimate> {
    this.assertKnown(projection);
    const head = (await this.store.headPosition()).position.position;
    const [counted, recorded] = await Promise.all([this.engine.countReads(projection, { upTo: head }), this.recorded()]);
    const last = [...recorded.values()].filter((r) => r.projection === projection && r.status === 'finished' && r.events_per_second > 0).pop();
    const rate = last?.events_per_second ?? DEFAULT_REBUILD_RATE;
    return {
      projection,
      events: counted?.events ?? null,
      events_of_types: counted?.ofTypes ?? null,
      bytes: counted?.bytes ?? null,
      head_position: head.toString(),
      rate,
      rate_source: last ? 'last_rebuild' : 'default',
      seconds: secondsAt(counted?.events ?? null, rate),
    };
  }

  private assertKnown(projection: string): void {
    if (!this.engine.projectorNames().includes(projection)) {
      throw new DomainError('projection.not_found', { projection, known: this.engine.projectorNames() });
    }
  }

  async start(projection: string, metadata: EventMetadata): Promise<RebuildInfo> {
    this.assertKnown(projection);
    const running = [...this.runs.values()].find((r) => r.projection === projection && r.status === 'running');
    if (running) throw new DomainError('rebuild.in_progress', `A rebuild of ${projection} is already running; wait for it to end or cancel it.`, { rebuild_id: running.id });
    const slot = await this.reserve();
    const run = new RebuildRun(randomUUID(), projection, new Date().toISOString(), metadata.actorId);
    this.runs.set(run.id, run); // before the first await: a second request now gets its 409
    try {
      await this.record({ type: 'RebuildStarted', data: { rebuildId: run.id, projection, by: run.startedBy, at: run.startedAt } }, metadata);
    } catch (error) {
      this.runs.delete(run.id);
      await slot.release();
      throw error;
    }
    void withoutRequestBudget(() => this.execute(run, slot, metadata));
    return run.info();
  }

  /** The one rebuild slot across replicas (MAX_REBUILDS), or 409 `rebuild.busy` naming what holds it when it is here. */
  private async reserve(): Promise<RebuildSlot> {
    try {
      return await this.engine.reserveRebuild();
    } catch (error) {
      if (!(error instanceof RebuildBusyError)) throw error;
      const here = [...this.runs.values()].find((r) => r.status === 'running');
      const message = here ? `A rebuild of ${here.projection} is running; one runs at a time. Wait for it to end, or cancel it.` : error.message;
      throw new DomainError('rebuild.busy', message, here ? { rebuild_id: here.id, projection: here.projection } : undefined);
    }
  }

  async cancel(id: string, metadata: EventMetadata): Promise<RebuildInfo> {
    const run = this.runs.get(id);
    if (!run) return this.one(id); // an ended one from the stream: 404 or its final state
    if (run.status === 'running') {
      run.controller.abort();
      await this.settled(run);
      if ((run.status as string) === 'cancelled') {
        await this.record({ type: 'RebuildCancelled', data: { rebuildId: id, projection: run.projection, by: metadata.actorId, at: run.finishedAt! } }, metadata);
      }
    }
    return run.info();
  }

  private readonly done = new Map<string, Promise<void>>();

  private settled(run: RebuildRun): Promise<void> {
    return this.done.get(run.id) ?? Promise.resolve();
  }

  /**
   * Counts what the run reads (the head at its start, then about once a second what was appended since) and pushes
   * its progress: each tick, and at once when the phase changes.
   */
  private watch(run: RebuildRun): () => void {
    let counting: Promise<void> | null = null;
    const count = async () => {
      if (!run.counted) {
        const head = (await this.store.headPosition()).position.position;
        const counted = await this.engine.countReads(run.projection, { upTo: head });
        if (counted) run.counted = { total: counted.events, head };
      } else {
        const after = run.progress.position > run.counted.head ? run.progress.position : run.counted.head;
        run.appended = (await this.engine.countReads(run.projection, { after }))?.events ?? 0;
      }
    };
    const tick = () => {
      run.observe();
      counting ??= count()
        .catch((error: Error) => this.log.warn(`Could not count the events of the rebuild of ${run.projection}: ${error.message}`))
        .finally(() => {
          counting = null;
          if (run.status === 'running') this.push(run);
        });
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }

  private execute(run: RebuildRun, slot: RebuildSlot, metadata: EventMetadata): Promise<void> {
    const started = Date.now();
    const unwatch = this.watch(run);
    const onProgress = (p: RebuildProgress) => {
      const changed = p.phase !== run.progress.phase;
      run.observe(p);
      if (changed) this.push(run);
    };
    const work = this.engine
      .rebuild(run.projection, { swap: true, slot, signal: run.controller.signal, onProgress })
      .then(async (result) => {
        run.progress = { ...run.progress, position: result.position.position, head: result.position.position };
        run.end('finished');
        const data = { rebuildId: run.id, projection: run.projection, read: run.progress.read, events: result.events, position: formatPosition(result.position), durationMs: Date.now() - started, at: run.finishedAt! };
        await this.record({ type: 'RebuildFinished', data }, metadata);
      })
      .catch(async (error: Error) => {
        if (error instanceof RebuildCancelledError) return run.end('cancelled');
        this.log.error(`Rebuild of ${run.projection} failed: ${error.message}`);
        run.end('failed', error.message);
        await this.record({ type: 'RebuildFailed', data: { rebuildId: run.id, projection: run.projection, error: error.message, at: run.finishedAt! } }, metadata);
      })
      .catch((error: Error) => this.log.error(`Could not record the rebuild's end: ${error.message}`))
      .finally(() => {
        unwatch();
        this.push(run);
      });
    this.done.set(run.id, work);
    return work;
  }

  private async record(event: RebuildEvent, cause: EventMetadata): Promise<void> {
    const metadata = event.type === 'RebuildStarted' || event.type === 'RebuildCancelled' ? cause : systemMetadata(event.data.at, cause);
    await this.store.append(REBUILDS_STREAM, [{ id: randomUUID(), type: event.type, data: event.data, metadata }]);
  }

  private async recorded(): Promise<Map<string, RebuildInfo>> {
    const events = await this.store.readStream(REBUILDS_STREAM, { direction: 'backwards', maxCount: HISTORY });
    return rebuildsOfEvents(events.reverse());
  }

  /** The studio stops: running rebuilds are cancelled (their side tables dropped) before the engine closes. */
  async onModuleDestroy(): Promise<void> {
    for (const run of this.runs.values()) if (run.status === 'running') run.controller.abort();
    await Promise.all([...this.done.values()]);
  }
}
