import { authorizeAsset } from '../asset/asset.decide.js';
import { assertNever, type Decider } from '../shared/decider.js';
import type { FrontendCommand, FrontendProjectInput } from './frontend.commands.js';
import type { FrontendEvent } from './frontend.events.js';
import {
  normalizeEntryPoint,
  normalizeFrontendDescription,
  normalizeFrontendName,
  normalizeFrontendSettings,
} from './frontend.rules.js';
import { evolveFrontend, initialFrontendState, type ActiveFrontendProject, type FrontendState } from './frontend.state.js';
import { DomainError } from '../shared/errors.js';

type Values = Pick<ActiveFrontendProject, 'name' | 'description' | 'settings'>;

/** The fields given, checked, over `current`; the entry point may only be the fixed one. */
const valuesOf = (input: FrontendProjectInput, current: Values | null): Values => {
  normalizeEntryPoint(input.entryPoint);
  return {
    name: input.name === undefined && current ? current.name : normalizeFrontendName(input.name),
    description: input.description === undefined && current ? current.description : normalizeFrontendDescription(input.description),
    settings: normalizeFrontendSettings(input.settings, current?.settings),
  };
};

const same = (a: Values, b: Values) => JSON.stringify([a.name, a.description, a.settings]) === JSON.stringify([b.name, b.description, b.settings]);

export const decideFrontend = (command: FrontendCommand, state: FrontendState): FrontendEvent[] => {
  const { frontendId, gameId, now, actor, game } = command.data;
  switch (command.type) {
    case 'CreateFrontendProject': {
      if (state.status !== 'absent') throw new DomainError('frontend.already_exists', { frontendId });
      authorizeAsset(game, gameId, actor);
      const values = valuesOf(command.data, null);
      return [{ type: 'FrontendProjectCreated', data: { frontendId, gameId, ...values, entryPoint: normalizeEntryPoint(undefined), at: now } }];
    }
    case 'UpdateFrontendProject': {
      if (state.status !== 'active' || state.gameId !== gameId) throw new DomainError('frontend.not_found', { frontendId });
      authorizeAsset(game, gameId, actor);
      const values = valuesOf(command.data, state);
      if (same(values, state)) return [];
      return [{ type: 'FrontendProjectUpdated', data: { frontendId, gameId, ...values, at: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const frontendDecider: Decider<FrontendState, FrontendCommand, FrontendEvent> = {
  initialState: initialFrontendState,
  evolve: evolveFrontend,
  decide: decideFrontend,
};
