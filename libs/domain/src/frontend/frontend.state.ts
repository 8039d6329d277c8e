import { assertNever } from '../shared/decider.js';
import type { FrontendEvent, FrontendSettings } from './frontend.events.js';

export type ActiveFrontendProject = {
  status: 'active';
  frontendId: string;
  gameId: string;
  name: string;
  description: string;
  entryPoint: string;
  settings: FrontendSettings;
  createdAt: string;
  updatedAt: string;
};

export type FrontendState = { status: 'absent' } | ActiveFrontendProject;

export const initialFrontendState = (): FrontendState => ({ status: 'absent' });

export const evolveFrontend = (state: FrontendState, event: FrontendEvent): FrontendState => {
  switch (event.type) {
    case 'FrontendProjectCreated': {
      const { frontendId, gameId, name, description, entryPoint, settings, at } = event.data;
      return { status: 'active', frontendId, gameId, name, description, entryPoint, settings, createdAt: at, updatedAt: at };
    }
    case 'FrontendProjectUpdated': {
      if (state.status !== 'active') return state;
      const { name, description, settings, at } = event.data;
      return { ...state, name, description, settings, updatedAt: at };
    }
    default:
      return assertNever(event);
  }
};
