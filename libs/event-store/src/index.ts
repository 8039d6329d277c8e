export * from './event-store.port.js';
export * from './event-store.errors.js';
export * from './upcasters.js';
export * from './all-position.js';
export * from './catch-up-subscription.js';
export * from './postgres/postgres.event-store.js';
export * from './embedded/embedded-postgres.js';
export * from './embedded/data-dir-lock.js';
