/**
 * Group commit (issue 32 §2): single-stream appends that arrive while a flush is running wait, and the next
 * flush sends them together, so they share one round trip and one commit (one WAL flush on PostgreSQL, one
 * wire-protocol cycle on PGlite's single backend). No timer: with nothing running, an append is flushed at
 * once, alone; only appends that would have queued anyway are grouped.
 *
 * This file is the scheduling only (what goes in the next flush, when it starts, who gets which answer);
 * the SQL is the adapter's `flush` function.
 */

/** What the scheduler needs to know of an append: its stream (at most once per flush) and its size. */
export type Waiting = { readonly streamId: string; readonly bytes: number };

export type FlushBounds = {
  /** Appends per flush at most. */
  maxAppends: number;
  /** Bytes of event JSON per flush at most (one larger append still goes, alone). */
  maxBytes: number;
};

export const DEFAULT_FLUSH_BOUNDS: FlushBounds = { maxAppends: 256, maxBytes: 4 * 1024 * 1024 };

/**
 * How far past a full flush the queue is looked through for other streams: with thousands of appends
 * queued on one hot stream, building a flush must not cost a pass over all of them every time.
 */
const SCAN_FACTOR = 4;

/**
 * The next flush out of the queue (arrival order): appends taken in order while they fit the bounds, each
 * stream at most once and none of the `busy` streams (in a flush still running), so that two appends of one
 * stream are never in the same or in concurrent flushes and keep their arrival order. The rest stays, in
 * order.
 */
export const takeFlush = <W extends Waiting>(
  queue: readonly W[],
  bounds: FlushBounds,
  busy: ReadonlySet<string> = new Set(),
): { flush: W[]; left: W[] } => {
  const flush: W[] = [];
  const left: W[] = [];
  const streams = new Set<string>();
  const scanLimit = bounds.maxAppends * SCAN_FACTOR;
  let bytes = 0;
  let i = 0;
  for (; i < queue.length && i < scanLimit; i++) {
    const w = queue[i];
    if (streams.has(w.streamId) || busy.has(w.streamId)) {
      left.push(w);
      continue;
    }
    if (flush.length > 0 && bytes + w.bytes > bounds.maxBytes) break; // full by bytes: the rest waits, in order
    flush.push(w);
    streams.add(w.streamId);
    bytes += w.bytes;
    if (flush.length === bounds.maxAppends) {
      i++;
      break;
    }
  }
  for (; i < queue.length; i++) left.push(queue[i]);
  return { flush, left };
};

/** One answer per append of a flush, in the order given: its result, or the error it gets. */
export type FlushOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** A queued append: the scheduler reads its stream and size, the flush gets the request. */
type Entry<W extends Waiting, R> = Waiting & { request: W; resolve: (value: R) => void; reject: (error: unknown) => void };

/**
 * Queues appends and runs `flush` on groups of them, at most `concurrency` flushes at a time (1: a flush
 * starts when the previous one has answered). `flush` answers per append; if it throws, every append of
 * that flush gets the error.
 */
export class GroupCommitter<W extends Waiting, R> {
  private queue: Entry<W, R>[] = [];
  private readonly busy = new Set<string>();
  private running = 0;
  private idle: (() => void)[] = [];

  constructor(
    private readonly flush: (requests: W[]) => Promise<FlushOutcome<R>[]>,
    private readonly bounds: FlushBounds = DEFAULT_FLUSH_BOUNDS,
    private readonly concurrency = 1,
  ) {}

  submit(request: W): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ streamId: request.streamId, bytes: request.bytes, request, resolve, reject });
      this.pump();
    });
  }

  /** Appends queued or in a flush (for tests and a clean close). */
  get pending(): number {
    return this.queue.length + this.busy.size;
  }

  /** Resolves once nothing is queued or running. */
  drained(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const { flush, left } = takeFlush(this.queue, this.bounds, this.busy);
      if (flush.length === 0) return; // every waiting append's stream is in a running flush
      this.queue = left;
      void this.run(flush);
    }
    if (this.pending === 0) for (const resolve of this.idle.splice(0)) resolve();
  }

  private async run(entries: Entry<W, R>[]): Promise<void> {
    this.running += 1;
    for (const e of entries) this.busy.add(e.request.streamId);
    let outcomes: FlushOutcome<R>[];
    try {
      outcomes = await this.flush(entries.map((e) => e.request));
    } catch (error) {
      outcomes = entries.map(() => ({ ok: false, error }));
    }
    for (const e of entries) this.busy.delete(e.request.streamId);
    this.running -= 1;
    entries.forEach((e, i) => {
      const outcome = outcomes[i] ?? { ok: false, error: new Error('group commit: the flush gave no answer for this append') };
      if (outcome.ok) e.resolve(outcome.value);
      else e.reject(outcome.error);
    });
    this.pump();
  }
}
