import { assertNever } from '../shared/decider.js';
import type { ComponentEvent, ComponentSnapshot } from './component.events.js';

export type ActiveComponent = { status: 'active' } & ComponentSnapshot & {
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
};

export type ComponentState =
  | { status: 'absent' }
  | ActiveComponent
  | { status: 'deleted'; componentId: string; slug: string; gameId: string | null };

export const initialComponentState = (): ComponentState => ({ status: 'absent' });

const snapshotOf = ({ componentId, slug, name, aliases, category, gameId, fieldSchema }: ComponentSnapshot): ComponentSnapshot => ({
  componentId,
  slug,
  name,
  aliases,
  category,
  gameId,
  fieldSchema,
});

export const evolveComponent = (state: ComponentState, event: ComponentEvent): ComponentState => {
  switch (event.type) {
    case 'ComponentRegistered': {
      const { createdAt, createdBy } = event.data;
      return { status: 'active', ...snapshotOf(event.data), createdAt, updatedAt: createdAt, createdBy };
    }
    case 'ComponentUpdated':
      return state.status === 'active' ? { ...state, ...snapshotOf(event.data), updatedAt: event.data.updatedAt } : state;
    case 'ComponentDeleted':
      return { status: 'deleted', componentId: event.data.componentId, slug: event.data.slug, gameId: event.data.gameId };
    default:
      return assertNever(event);
  }
};
