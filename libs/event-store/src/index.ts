export * from './event-store.port.js';
export * from './event-store.errors.js';
export * from './upcasters.js';
export * from './all-position.js';
export * from './catch-up-subscription.js';
export * from './postgres/postgres.event-store.js';
/** COPY's rows as the store writes them (bench/event-store measures a raw COPY of the same rows). */
export { copyChunks } from './postgres/postgres.copy-append.js';
export * from './embedded/embedded-postgres.js';
export * from './embedded/data-dir-lock.js';
export * from './byte-batches.js';
export * from './decisions/decision-runner.js';
export { AggregateLru, CACHE_MAX_EVENTS, CACHE_MAX_STREAMS } from './decisions/aggregate-cache.js';
