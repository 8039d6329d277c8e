import type { FieldSchema } from './component.rules.js';

/** What a component looks like after an event: every registered/updated event carries all of it. */
export type ComponentSnapshot = {
  componentId: string;
  slug: string;
  name: string;
  aliases: string[];
  category: string | null;
  /** null: a global component (every game sees it). */
  gameId: string | null;
  fieldSchema: FieldSchema;
};

export type ComponentField = 'slug' | 'name' | 'aliases' | 'category' | 'fieldSchema';

export type ComponentRegistered = {
  type: 'ComponentRegistered';
  data: ComponentSnapshot & { createdAt: string; createdBy: string | null };
};

/** The whole component after the change (a projection needs no earlier event), and what changed. */
export type ComponentUpdated = {
  type: 'ComponentUpdated';
  data: ComponentSnapshot & { previousSlug: string; changed: ComponentField[]; updatedAt: string; updatedBy: string | null };
};

export type ComponentDeleted = {
  type: 'ComponentDeleted';
  data: { componentId: string; slug: string; gameId: string | null; deletedAt: string; by: string | null };
};

export type ComponentEvent = ComponentRegistered | ComponentUpdated | ComponentDeleted;

export const COMPONENT_EVENT_TYPES = ['ComponentRegistered', 'ComponentUpdated', 'ComponentDeleted'] as const satisfies readonly ComponentEvent['type'][];

export const COMPONENT_STREAM_PREFIX = 'component-';
export const componentStreamId = (componentId: string): string => `${COMPONENT_STREAM_PREFIX}${componentId}`;
