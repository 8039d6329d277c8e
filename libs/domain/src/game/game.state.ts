import { assertNever } from '../shared/decider.js';
import { defaultDashboards, type CustomDashboard } from './game.dashboards.js';
import type { GameClonedFrom, GameEvent } from './game.events.js';

/** What a game's creator edits on its card and in its dashboard (docs/api-games.md). */
export type GameDetails = {
  name: string;
  description: string;
  titleCard: string | null;
  nsfw: boolean;
  isCloneable: boolean;
  /** Normalised: lowercase, comma-separated, no blanks or duplicates. */
  categoryTags: string;
};

/** The checkpoint players play, when the game is published. */
export type Publication = { checkpointId: string; at: string; by: string };

export type GameState =
  | { status: 'absent' }
  | ({
      status: 'active';
      gameId: string;
      creatorId: string | null;
      published: Publication | null;
      /** Lineage of a clone (null for a game made from scratch). */
      clonedFrom: GameClonedFrom | null;
      /** A clone still being copied: hidden everywhere until it completes. */
      cloning: boolean;
      /** In the order they were made. */
      customDashboards: CustomDashboard[];
      /** The highest dashboard id given so far (the defaults' 3 at first): ids are never reused. */
      lastDashboardId: number;
    } & GameDetails)
  | { status: 'deleted'; gameId: string };

export const initialGameState = (): GameState => ({ status: 'absent' });

export const evolveGame = (state: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'GameCreated':
      return {
        status: 'active',
        gameId: event.data.gameId,
        name: event.data.name,
        description: event.data.description,
        creatorId: event.data.creatorId ?? null,
        titleCard: null,
        nsfw: false,
        isCloneable: false,
        categoryTags: '',
        published: null,
        clonedFrom: event.data.clonedFrom ?? null,
        cloning: event.data.clonedFrom !== undefined,
        customDashboards: [],
        lastDashboardId: defaultDashboards().length,
      };
    case 'GameRenamed':
      return state.status === 'active' ? { ...state, name: event.data.name } : state;
    case 'GameDetailsUpdated': {
      if (state.status !== 'active') return state;
      const { gameId: _id, updatedAt: _at, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case 'GamePublished':
      return state.status === 'active'
        ? { ...state, published: { checkpointId: event.data.checkpointId, at: event.data.publishedAt, by: event.data.by } }
        : state;
    case 'GameUnpublished':
      return state.status === 'active' ? { ...state, published: null } : state;
    case 'GameCloneCompleted':
      return state.status === 'active' ? { ...state, cloning: false } : state;
    case 'DashboardCreated': {
      if (state.status !== 'active') return state;
      const { dashboard } = event.data;
      return { ...state, customDashboards: [...state.customDashboards, dashboard], lastDashboardId: Math.max(state.lastDashboardId, dashboard.id) };
    }
    case 'DashboardUpdated': {
      if (state.status !== 'active') return state;
      const { gameId: _id, dashboardId, updatedAt: _at, ...changes } = event.data;
      return { ...state, customDashboards: state.customDashboards.map((d) => (d.id === dashboardId ? { ...d, ...changes } : d)) };
    }
    case 'DashboardDeleted':
      return state.status === 'active'
        ? { ...state, customDashboards: state.customDashboards.filter((d) => d.id !== event.data.dashboardId) }
        : state;
    case 'GameDeleted':
    case 'GameCloneFailed':
      return { status: 'deleted', gameId: event.data.gameId };
    default:
      return assertNever(event);
  }
};
