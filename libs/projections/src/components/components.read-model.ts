import type { ComponentEvent, ComponentSnapshot } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { ComponentFieldSpec, ComponentView } from './component.view.js';

export type { ComponentFieldSpec, ComponentView } from './component.view.js';

/** A row of the `components` table, as stored (snake_case columns). */
export type ComponentRow = {
  id: string;
  slug: string;
  name: string;
  aliases: string[];
  category: string | null;
  game_id: string | null;
  field_schema: Record<string, ComponentFieldSpec>;
  created_at: string;
  updated_at: string;
  created_by: string | null;
};

export const toComponentView = (row: ComponentRow): ComponentView => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  aliases: row.aliases,
  category: row.category,
  gameId: row.game_id,
  game_id: row.game_id,
  fieldSchema: row.field_schema,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  createdBy: row.created_by,
});

const columnsOf = (c: ComponentSnapshot) => ({
  id: c.componentId,
  slug: c.slug,
  name: c.name,
  aliases: c.aliases,
  category: c.category,
  game_id: c.gameId,
  field_schema: c.fieldSchema,
});

/** Pure: the row after one event of the component's stream (every event carries the whole component). */
export const evolveComponentRow = (row: ComponentRow | null, recorded: RecordedEvent): ComponentRow | null => {
  const event = recorded as unknown as RecordedEvent & ComponentEvent;
  switch (event.type) {
    case 'ComponentRegistered':
      return { ...columnsOf(event.data), created_at: event.data.createdAt, updated_at: event.data.createdAt, created_by: event.data.createdBy };
    case 'ComponentUpdated':
      return row && { ...row, ...columnsOf(event.data), updated_at: event.data.updatedAt };
    case 'ComponentDeleted':
      return null; // gone from the registry; its events stay in history
    default:
      return row;
  }
};
