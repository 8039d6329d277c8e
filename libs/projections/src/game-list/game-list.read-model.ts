import type { RecordedEvent } from '@tempest/event-store';
import type { GameEvent } from '@tempest/domain';
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
};


export const toGameListItem = (row: GameListRow): GameListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  revision: Number(row.revision),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  creator: row.creator_id
    ? { id: row.creator_id, name: row.creator_name ?? '', avatar: `/api/users/${row.creator_id}/avatar.svg` }
    : null,
});

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
      };
    case 'GameRenamed':
      return row && { ...row, name: event.data.name, revision, updated_at: event.data.renamedAt };
    case 'GameDeleted':
      return null; // gone from the list; its events stay in history
    default:
      return row;
  }
};
