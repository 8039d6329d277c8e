// The built-in offline model (`tempest-offline`): a deterministic agent that reads a prompt (kind, setting,
// mood, nouns), plans a game, builds it from the templates in templates/ (copied to dist as they are, by
// scripts/copy-assets.mjs) through the agent's tools, and edits it by changing its plan. No Nest, no network:
// the API offers it behind the model gateway's port (apps/api agent/models/offline-model.provider.ts).
export { analyzePrompt } from './analyze-prompt.js';
export { buildGame, buildNotes, describeGame } from './build-game.js';
export { listOf } from './edit-summary.js';
export { tickSeconds } from './frontend-common.js';
export { GAME_KINDS, MECHANICS, type GameBlueprint, type GameKind, type GamePlan, type Mechanic, type MechanicKind } from './game-plan.js';
export { mechanicOf, verbKind, VERB_TABLE } from './prompt-verbs.js';
export { fixAtLine, parseErrorAt, type ErrorAt } from './line-fix.js';
export { planEdit } from './plan-edit.js';
export { offlineTurn, OFFLINE_TOKENS_PER_TOOL_CALL, rewriteChanges, type OfflineBrief, type OfflineEvent, type OfflineTurn, type OfflineUsage } from './offline-driver.js';
export { blueprintAssets, buildSteps, chunksOf, planChanges, type StoredAsset } from './offline-steps.js';
export { promptWords } from './kinds/prompt-nouns.js';
export { worldWordsOf, WORLD_WORDS_MAX } from './world-words.js';
