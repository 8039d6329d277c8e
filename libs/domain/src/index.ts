export * from './shared/domain-error.js';
export * from './shared/decider.js';
export * from './game/game.events.js';
export * from './game/game.commands.js';
export * from './game/game.errors.js';
export * from './game/game.state.js';
export * from './game/game.decide.js';
export * from './game/game.details.js';
export * from './game/game.dashboards.js';
export * from './game/game.play-state.js';
export * from './user/user.events.js';
export * from './user/user.commands.js';
export * from './user/user.errors.js';
export * from './user/user.state.js';
export * from './user/user.decide.js';
export * from './user/account.rules.js';
export * from './tokens/tokens.events.js';
export * from './tokens/tokens.commands.js';
export * from './tokens/tokens.errors.js';
export * from './tokens/tokens.state.js';
export * from './tokens/tokens.decide.js';
export * from './tokens/iso-week.js';
export * from './shared/actor.js';
export * from './asset/asset.events.js';
export * from './asset/asset.commands.js';
export * from './asset/asset.errors.js';
export * from './asset/asset.state.js';
export * from './asset/asset.decide.js';
export * from './versioning/versioning.events.js';
export * from './versioning/versioning.decide.js';
export * from './component/component.events.js';
export * from './component/component.commands.js';
export * from './component/component.errors.js';
export * from './component/component.rules.js';
export * from './component/component.state.js';
export * from './component/component.decide.js';
export * from './component/component.slug-claim.js';
export * from './entity/entity.errors.js';
export * from './entity/entity.rules.js';
export * from './mechanic/index.js';
export type {
  ModuleBlock,
  ParameterKind,
  ParameterSpec,
  ParsedScript,
  ScriptComponent,
  ScriptComponentField,
  SignatureOption,
  ValidationIssue,
} from './mechanic/parsed-script.types.js';
export { isPlainObject } from './shared/json.js';
export * from './frontend/frontend.events.js';
export * from './frontend/frontend.commands.js';
export * from './frontend/frontend.errors.js';
export * from './frontend/frontend.rules.js';
export * from './frontend/frontend.files.js';
export * from './frontend/frontend.save-plan.js';
export * from './frontend/frontend.state.js';
export * from './frontend/frontend.decide.js';
export * from './play/play.events.js';
export * from './play/play.commands.js';
export * from './play/play.errors.js';
export * from './play/play.rules.js';
export * from './play/play.state.js';
export * from './play/play.decide.js';
export * from './agent/agent.events.js';
export * from './agent/agent.commands.js';
export * from './agent/agent.errors.js';
export * from './agent/agent.rules.js';
export * from './agent/agent.state.js';
export * from './agent/agent.decide.js';
