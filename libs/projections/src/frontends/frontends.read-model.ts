import type { FrontendEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { FrontendSettingsView } from './frontend-project.view.js';

export type { FrontendProjectView, FrontendSettingsView } from './frontend-project.view.js';

/** A row of `frontend_projects`, as stored. */
export type FrontendProjectRow = {
  id: string;
  game_id: string;
  name: string;
  description: string;
  entry_point: string;
  settings: FrontendSettingsView;
  created_at: string;
  updated_at: string;
};

/** Pure: the row after one event of the project's stream (every event carries the whole project). */
export const evolveFrontendProjectRow = (row: FrontendProjectRow | null, recorded: RecordedEvent): FrontendProjectRow | null => {
  const event = recorded as unknown as RecordedEvent & FrontendEvent;
  switch (event.type) {
    case 'FrontendProjectCreated': {
      const { frontendId, gameId, name, description, entryPoint, settings, at } = event.data;
      return { id: frontendId, game_id: gameId, name, description, entry_point: entryPoint, settings, created_at: at, updated_at: at };
    }
    case 'FrontendProjectUpdated': {
      const { name, description, settings, at } = event.data;
      return row && { ...row, name, description, settings, updated_at: at };
    }
    default:
      return row;
  }
};
