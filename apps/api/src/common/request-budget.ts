import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { EventStore, NewEvent, StreamAppend } from '@tempest/event-store';
import { DomainError } from '@tempest/domain';

/**
 * The bytes of events one request may append (docs/architecture.md, "Bytes per request"): counted where
 * every append passes (`budgetedEventStore`), refused before the append that would go over it.
 */
type Budget = { readonly limit: number; used: number };

const scope = new AsyncLocalStorage<Budget>();

/** Runs `work` in a budget of its own of `limitBytes` (0: no budget): a request, or a message over a socket. */
export const inRequestBudget = <T>(limitBytes: number, work: () => T): T => (limitBytes <= 0 ? work() : scope.run({ limit: limitBytes, used: 0 }, work));

/** Express middleware: every request runs in a scope of its own with `limitBytes` (0: no budget). */
export const requestBudget =
  (limitBytes: number) =>
  (_request: Request, _response: Response, next: NextFunction): void =>
    inRequestBudget(limitBytes, next);

/**
 * Runs `work` outside the request's budget: background work a request starts (a clone, an agent turn, a
 * rebuild) outlives it and is bounded by its own rules (docs/architecture.md, "Bytes per request").
 */
export const withoutRequestBudget = <T>(work: () => T): T => scope.exit(work);

/** The bytes of events this request has appended so far (0 outside a request or without a budget). */
export const requestBytesWritten = (): number => scope.getStore()?.used ?? 0;

/** Bytes an append stores per event: its data and metadata as JSON (UTF-8), as the store writes them. */
export const eventBytes = (events: readonly NewEvent[]): number =>
  events.reduce((sum, e) => sum + Buffer.byteLength(JSON.stringify(e.data) ?? '') + Buffer.byteLength(JSON.stringify(e.metadata)), 0);

/** 413 `request.too_large`: nothing of the refused append is written. */
export const requestTooLarge = (bytes: number, limit: number): DomainError =>
  new DomainError('request.too_large', { bytes, limitBytes: limit });

/** Counts `bytes` against the current request's budget (none outside a request): over it, 413 and nothing counted. */
const charge = (bytes: number): (() => void) => {
  const budget = scope.getStore();
  if (!budget) return () => undefined;
  if (budget.used + bytes > budget.limit) throw requestTooLarge(budget.used + bytes, budget.limit);
  budget.used += bytes;
  return () => {
    budget.used -= bytes;
  };
};

/**
 * The event store with every append counted against the request's budget before it reaches the store: an
 * append over it is refused whole (413) and writes nothing. An append that fails (a conflict the kernel
 * retries) gives its bytes back. Outside a request it is the store itself.
 */
export const budgetedEventStore = (store: EventStore): EventStore => {
  const append: EventStore['append'] = async (streamId, events, expected) => {
    const refund = charge(eventBytes(events));
    try {
      return await store.append(streamId, events, expected);
    } catch (error) {
      refund();
      throw error;
    }
  };
  const appendMany: EventStore['appendMany'] = async (writes: StreamAppend[]) => {
    const refund = charge(writes.reduce((sum, w) => sum + eventBytes(w.events), 0));
    try {
      return await store.appendMany(writes);
    } catch (error) {
      refund();
      throw error;
    }
  };
  // The adapter's other members through the prototype (getters, methods): only the two appends are the
  // decorator's own, so a test that swaps `appendMany` on the app's store swaps the decorator's, not the adapter's.
  return Object.assign(Object.create(store) as EventStore, { append, appendMany });
};
