import type { RecordedEvent } from '@tempest/event-store';
import type { CustomDashboard, GameEvent } from '@tempest/domain';
import type { GameListItem } from './game-list.item.js';

export type { GameListItem } from './game-list.item.js';

/** A row of the games list, as stored (snake_case columns). */
export type GameListRow = {
  id: string;
  name: string;
  description: string;
  revision: number;
  created_at: string;
  updated_at: string;
  creator_id: string | null;
  creator_name: string | null;
  /** The cover image (http(s) URL, site path or data:image URL); null shows the default image. */
  title_card: string | null;
  nsfw: boolean;
  is_cloneable: boolean;
  /** Normalised by the domain: lowercase, comma-separated, '' for none. */
  category_tags: string;
  /** The checkpoint players play; null while the game is a draft. */
  published_checkpoint_id: string | null;
  published_at: string | null;
  published_by: string | null;
  /** A clone being copied: no list, card or page shows it (docs/api-clone.md). */
  cloning: boolean;
  /** Lineage: the game this one was cloned from, and its title then. */
  remixed_from_id: string | null;
  remixed_from_title: string | null;
  /** How many clones of this game completed. */
  remix_count: number;
  /** The game's custom dashboards in the order they were made (docs/api-games.md, Custom dashboards). */
  custom_dashboards: CustomDashboard[];
};

/** The columns a games-list item shows. */
export type GameListItemRow = Pick<
  GameListRow,
  | 'id' | 'name' | 'description' | 'revision' | 'created_at' | 'updated_at' | 'creator_id' | 'creator_name' | 'published_checkpoint_id'
  | 'title_card' | 'remixed_from_id' | 'remixed_from_title' | 'remix_count'
>;

/** The `games` columns a list item reads, for a SELECT list. */
export const GAME_LIST_ITEM_COLUMNS =
  'id, name, description, revision, created_at, updated_at, creator_id, creator_name, published_checkpoint_id, title_card, remixed_from_id, remixed_from_title, remix_count';

export const toGameListItem = (row: GameListItemRow): GameListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  revision: Number(row.revision),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  published: row.published_checkpoint_id !== null && row.published_checkpoint_id !== undefined,
  creator: row.creator_id
    ? { id: row.creator_id, name: row.creator_name ?? '', avatar: `/api/users/${row.creator_id}/avatar.svg` }
    : null,
  image: row.title_card ?? null,
  remixed_from: row.remixed_from_id ? { id: row.remixed_from_id, title: row.remixed_from_title ?? '' } : null,
  remix_count: Number(row.remix_count ?? 0),
});

type DetailColumns = Partial<Pick<GameListRow, 'name' | 'description' | 'title_card' | 'nsfw' | 'is_cloneable' | 'category_tags'>>;

/** The columns a GameDetailsUpdated changes: only the fields it carries. */
const detailColumns = (data: Extract<GameEvent, { type: 'GameDetailsUpdated' }>['data']): DetailColumns => {
  const columns: DetailColumns = {
    name: data.name,
    description: data.description,
    title_card: data.titleCard,
    nsfw: data.nsfw,
    is_cloneable: data.isCloneable,
    category_tags: data.categoryTags,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
};

/** The source game a completed clone counts for (its remix_count is a second row the event touches). */
export const remixedSourceOf = (recorded: RecordedEvent): string | null =>
  recorded.type === 'GameCloneCompleted' ? (recorded.data as { sourceGameId: string }).sourceGameId : null;

/** Pure: the row after one event of the game's stream. */
export const evolveGameListRow = (row: GameListRow | null, recorded: RecordedEvent): GameListRow | null => {
  const event = recorded as unknown as RecordedEvent & GameEvent;
  const revision = Number(recorded.revision);
  switch (event.type) {
    case 'GameCreated':
      return {
        id: event.data.gameId,
        name: event.data.name,
        description: event.data.description,
        revision,
        created_at: event.data.createdAt,
        updated_at: event.data.createdAt,
        creator_id: event.data.creatorId ?? null,
        creator_name: event.data.creatorName ?? null,
        title_card: null,
        nsfw: false,
        is_cloneable: false,
        category_tags: '',
        published_checkpoint_id: null,
        published_at: null,
        published_by: null,
        cloning: event.data.clonedFrom !== undefined,
        remixed_from_id: event.data.clonedFrom?.gameId ?? null,
        remixed_from_title: event.data.clonedFrom?.title ?? null,
        remix_count: 0,
        custom_dashboards: [],
      };
    case 'GameRenamed':
      return row && { ...row, name: event.data.name, revision, updated_at: event.data.renamedAt };
    case 'GameDetailsUpdated':
      return row && { ...row, ...detailColumns(event.data), revision, updated_at: event.data.updatedAt };
    case 'GamePublished': {
      const { checkpointId, publishedAt, by } = event.data;
      return row && { ...row, published_checkpoint_id: checkpointId, published_at: publishedAt, published_by: by, revision, updated_at: publishedAt };
    }
    case 'GameUnpublished':
      return row && { ...row, published_checkpoint_id: null, published_at: null, published_by: null, revision, updated_at: event.data.unpublishedAt };
    case 'GameCloneCompleted':
      return row && { ...row, cloning: false, revision, updated_at: event.data.completedAt };
    case 'DashboardCreated':
      return row && { ...row, custom_dashboards: [...(row.custom_dashboards ?? []), event.data.dashboard], revision, updated_at: event.data.createdAt };
    case 'DashboardUpdated': {
      const { gameId: _game, dashboardId, updatedAt, ...changes } = event.data;
      const dashboards = (row?.custom_dashboards ?? []).map((d) => (d.id === dashboardId ? { ...d, ...changes } : d));
      return row && { ...row, custom_dashboards: dashboards, revision, updated_at: updatedAt };
    }
    case 'DashboardDeleted': {
      const dashboards = (row?.custom_dashboards ?? []).filter((d) => d.id !== event.data.dashboardId);
      return row && { ...row, custom_dashboards: dashboards, revision, updated_at: event.data.deletedAt };
    }
    case 'GameDeleted':
    case 'GameCloneFailed':
      return null; // gone from the list; its events stay in history
    default:
      return row;
  }
};
