// The contract between apps/api and apps/web: request and answer types of the routes the web app calls,
// socket.io rooms and messages, and the API's route prefixes. Types and a few constants only: no imports
// beyond this folder, so both apps (and the web's bundler) can take it as source.
export * from './accounts.js';
export * from './agent.js';
export * from './assets.js';
export * from './components.js';
export * from './frontends.js';
export * from './games.js';
export * from './play.js';
export * from './profiles.js';
export * from './realtime.js';
export * from './read-models.js';
export * from './routes.js';
export * from './scripts.js';
export * from './tokens.js';
export * from './versioning.js';
export * from './checkpoints.js';
export * from './timeline.js';
export * from './audit.js';
export * from './analytics.js';
export * from './rebuilds.js';
export * from './time-travel.js';
export * from './onboarding.js';
export * from './erasure.js';
export * from './playtest.js';
