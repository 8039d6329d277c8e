export * from './event-store.port.js';
export * from './event-store.errors.js';
export * from './upcasters.js';
export * from './all-position.js';
