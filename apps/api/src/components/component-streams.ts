import {
  COMPONENT_EVENT_TYPES,
  componentDecider,
  componentSlugClaimDecider,
  componentSlugStreamId,
  componentStreamId,
  evolveComponent,
  initialComponentState,
  type ComponentEvent,
  type ComponentSlugCommand,
  type ComponentState,
} from '@tempest/domain';
import type { Aggregate, DecisionRunner, EventMetadata, EventStore } from '@tempest/event-store';

/** The component events of a component's stream (other kinds may share it). */
export const COMPONENT_TYPES: ReadonlySet<string> = new Set(COMPONENT_EVENT_TYPES);

/** A component as its own stream says (never stale), and the stream's revision (-1n: no events). */
export const loadComponent = (runner: DecisionRunner, componentId: string): Promise<Aggregate<ComponentState>> =>
  runner.read(componentDecider, componentStreamId(componentId), { only: COMPONENT_TYPES });

/** A component as its stream was at `revision` (what a checkpoint recorded): the component events up to it folded. */
export const componentAt = async (store: EventStore, componentId: string, revision: number): Promise<ComponentState> => {
  const events = await store.readStream(componentStreamId(componentId), { maxCount: revision + 1 });
  return events
    .filter((e) => COMPONENT_TYPES.has(e.type))
    .reduce((state, e) => evolveComponent(state, { type: e.type, data: e.data } as ComponentEvent), initialComponentState());
};

export const usesSlug = (state: ComponentState, gameId: string | null, slug: string): boolean =>
  state.status === 'active' && state.gameId === gameId && state.slug === slug;

/** Which component holds a slug in a scope (from the claim stream; may be stale, so callers check the holder). */
export const slugHolder = async (runner: DecisionRunner, gameId: string | null, slug: string): Promise<string | null> =>
  (await runner.read(componentSlugClaimDecider, componentSlugStreamId(gameId, slug))).state.holder;

/**
 * Decides a claim or release on the claim stream; whether a holder still uses the slug is read from the
 * holder's own stream each time. True when something was written.
 */
const runClaim = async (runner: DecisionRunner, command: (holderUsesIt: boolean) => ComponentSlugCommand, metadata: EventMetadata): Promise<boolean> => {
  const { type, data: { gameId, slug, componentId } } = command(false);
  const result = await runner.run(
    {
      decider: componentSlugClaimDecider,
      streamId: componentSlugStreamId(gameId, slug),
      command: async (state) => {
        const other = type === 'ClaimComponentSlug' && state.holder !== null && state.holder !== componentId ? state.holder : null;
        return command(other !== null && usesSlug((await loadComponent(runner, other)).state, gameId, slug));
      },
    },
    { metadata },
  );
  return result.events.length > 0;
};

/** Claims `slug` in the scope for the component; throws ComponentSlugTakenError when another holds it. */
export const claimComponentSlug = (runner: DecisionRunner, gameId: string | null, slug: string, componentId: string, now: string, metadata: EventMetadata) =>
  runClaim(runner, (holderUsesIt) => ({ type: 'ClaimComponentSlug', data: { componentId, gameId, slug, now, holderUsesIt } }), metadata);

export const releaseComponentSlug = (runner: DecisionRunner, gameId: string | null, slug: string, componentId: string, now: string, metadata: EventMetadata) =>
  runClaim(runner, () => ({ type: 'ReleaseComponentSlug', data: { componentId, gameId, slug, now } }), metadata);
