// The games routes (/api/games, /get-user-games, /create/fetch-game-card, …): rows of the games read model and the answers.

/** Who made a game (games list items and game cards carry it). */
export type GameCreator = { id: string; name: string; avatar: string };

/** One game in the list, as GET /api/games answers it and the web app shows it. */
export type GameListItem = {
  id: string;
  name: string;
  description: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** False for a draft: only its creator and staff have drafts listed. */
  published: boolean;
  /** Null for games made before accounts existed. */
  creator: GameCreator | null;
  /** The cover image (the game's title card), or null for the default cover. */
  image: string | null;
  /** The game this one is a remix of (docs/api-clone.md), or null. */
  remixed_from: GameLineage | null;
  /** How many remixes of this game were completed. */
  remix_count: number;
};

/** A game card (GET /get-user-games/{userId}, docs/api-games.md). category_tags is comma-separated, as the game data carries it. */
export type GameCard = {
  id: string;
  title: string;
  description: string;
  image: string | null;
  published: boolean;
  nsfw: boolean;
  category_tags: string;
  isCloneable: boolean;
  creator: GameCreator;
  /** The game this one is a remix of (docs/api-clone.md), or null. */
  remixed_from: GameLineage | null;
  /** How many remixes of this game were completed. */
  remix_count: number;
};

/** The source a remix was cloned from: its id and title at the time. */
export type GameLineage = { id: string; title: string };


/** Layout types of a dashboard (docs/api-games.md, Custom dashboards, says how the studio lays each out). */
export const DASHBOARD_LAYOUT_TYPES = ['grid', 'flow', 'static'] as const;
export type DashboardLayoutType = (typeof DASHBOARD_LAYOUT_TYPES)[number];

/**
 * The panels a custom dashboard may show, by component code: the three default dashboards' own components,
 * the sidebar's entity list and component registry, the logic files editor and the frontend workbench.
 */
export const DASHBOARD_COMPONENTS = ['module-creation', 'prompt-editor', 'tool-editor', 'entity-list', 'component-registry', 'logic-files', 'frontend'] as const;
export type DashboardComponent = (typeof DASHBOARD_COMPONENTS)[number];

/** Tabler icon names a custom dashboard may carry (the defaults use code, message-2 and tool). */
export const DASHBOARD_ICONS = ['layout-dashboard', 'code', 'message-2', 'tool', 'world', 'box', 'users', 'map', 'sword', 'puzzle', 'chart-bar', 'bolt'] as const;
export const DEFAULT_DASHBOARD_ICON = 'layout-dashboard';

/** A custom dashboard's name, in characters (trimmed). */
export const DASHBOARD_NAME_MAX = 40;
/** Custom dashboards per game. */
export const CUSTOM_DASHBOARDS_MAX = 12;

/** A dashboard of the game data (see libs/domain/src/game/game.dashboards.ts). */
export type GameDashboardItem = {
  id: number;
  name: string;
  icon: string;
  individual_selection: boolean;
  initialComponents: string[];
  layoutType: DashboardLayoutType;
  code: string;
  category: string;
  entityType: string;
  typeSelectable: boolean;
};

/** POST /api/games/{id}/dashboards (docs/api-games.md, Custom dashboards). icon and layoutType have defaults. */
export type CreateDashboardRequest = { name: string; icon?: string; layoutType?: GameDashboardItem['layoutType']; initialComponents: string[] };

/** PATCH /api/games/{id}/dashboards/{dashboardId}: only the fields given change. */
export type UpdateDashboardRequest = Partial<CreateDashboardRequest>;

/** The game data's play state (`currentPlayState`). */
export type GamePlayStateItem = {
  current_mode: string;
  available_modes: string[];
  pending_actions: unknown[];
  current_action: unknown;
  completed_actions: unknown[];
  llm_game_context: string;
};

/** The game data (docs/api-games.md, fetch-game-card), as the creation dashboard reads it. */
export type GameData = {
  id: string;
  name: string;
  description: string;
  titleCard: string | null;
  published: boolean;
  isCloneable: boolean;
  nsfw: boolean;
  categoryTags: string;
  remixed_from: GameLineage | null;
  remix_count: number;
  customDashboards: GameDashboardItem[];
  defaultDashboards: GameDashboardItem[];
  currentPlayState: GamePlayStateItem;
};

/**
 * GET /create/fetch-game-card/{id}: the game card plus its game data under `game`.
 * creator is null only for games made before accounts existed.
 */
export type GameCardDetails = Omit<GameCard, 'creator'> & { creator: GameCreator | null; game: GameData };

/** GET /api/games: most recently updated first, and the read-model position it reflects. */
export type GamesListAnswer = {
  games: GameListItem[];
  /** Null until the read model has processed any event. */
  position: string | null;
  /** False when a minPosition wait timed out: the list may not show that write yet. */
  caughtUp?: boolean;
};

/** POST /api/games */
export type CreateGameRequest = { name: string; description: string };

/** POST /api/games/{id}/rename */
export type RenameGameRequest = { name: string; expectedRevision?: number };

/** What every game command answers: the new revision, and where to wait for the read models to read it back. */
export type GameWriteAnswer = {
  id: string;
  revision: number;
  /** Null when the command wrote nothing (e.g. a rename to the same name). */
  position: string | null;
};

/** POST /api/games/{id}/dashboards: the write, and the new dashboard as the game data will list it. */
export type DashboardCreatedAnswer = GameWriteAnswer & { dashboard: GameDashboardItem };

/** POST /create/clone-game/{id}/ (docs/api-clone.md): the task whose progress GET /sse-progress/{taskId} streams. */
export type CloneGameAnswer = { taskId: string };

/** One event of GET /sse-progress/{taskId}: `gameId` is the new game's, `error` set when the clone failed. */
export type CloneProgress = { percentDone: number; message: string; gameId?: string; error?: string };
/** Spec 1 §4, §9: a clone's progress starts at 5 % with this message, and ends at 100 % with CLONE_DONE_MESSAGE. */
export const CLONE_START: Readonly<CloneProgress> = Object.freeze({ percentDone: 5, message: 'Preparing to clone...' });
export const CLONE_DONE_MESSAGE = 'Clone completed successfully!';
