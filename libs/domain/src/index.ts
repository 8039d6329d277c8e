export * from './shared/domain-error.js';
export * from './shared/decider.js';
export * from './game/game.events.js';
export * from './game/game.commands.js';
export * from './game/game.errors.js';
export * from './game/game.state.js';
export * from './game/game.decide.js';
