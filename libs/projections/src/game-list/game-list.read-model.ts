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
};


export const toGameListItem = (row: GameListRow): GameListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  revision: Number(row.revision),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
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
      };
    case 'GameRenamed':
      return row && { ...row, name: event.data.name, revision, updated_at: event.data.renamedAt };
    default:
      return row;
  }
};
