import type { AssetActor, GameAccess } from '../asset/asset.commands.js';

/** The project's fields as the request gave them (unchecked); `undefined` means "not given". */
export type FrontendProjectInput = { name?: unknown; description?: unknown; entryPoint?: unknown; settings?: unknown };

type Common = {
  frontendId: string;
  gameId: string;
  now: string;
  /** Who asks; the same creator-or-staff rule as for the game's assets. */
  actor: AssetActor;
  /** The game as its stream says (exists, creator). */
  game: GameAccess;
};

/** A new project: defaults for everything not given. */
export type CreateFrontendProject = { type: 'CreateFrontendProject'; data: Common & FrontendProjectInput };
/** Only the fields given change; `settings` keys not given keep their values. */
export type UpdateFrontendProject = { type: 'UpdateFrontendProject'; data: Common & FrontendProjectInput };

export type FrontendCommand = CreateFrontendProject | UpdateFrontendProject;
