/** Nest injection tokens for the infrastructure opened before the app starts. */
export const INFRASTRUCTURE = Symbol('INFRASTRUCTURE');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROJECTION_ENGINE = Symbol('PROJECTION_ENGINE');
export const APP_CONFIG = Symbol('APP_CONFIG');
