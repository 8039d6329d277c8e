import { randomUUID } from 'node:crypto';
import {
  COMPONENT_EVENT_TYPES,
  componentSlugStreamId,
  componentStreamId,
  decideComponentSlugClaim,
  evolveComponent,
  evolveComponentSlugClaim,
  initialComponentSlugClaimState,
  initialComponentState,
  type ComponentEvent,
  type ComponentSlugClaimEvent,
  type ComponentSlugCommand,
  type ComponentState,
} from '@tempest/domain';
import { WrongExpectedVersionError, type EventMetadata, type EventStore, type RecordedEvent } from '@tempest/event-store';

const componentTypes = new Set<string>(COMPONENT_EVENT_TYPES);

/** A component as its own stream says (never stale), and the stream's revision (null: no events). */
export const loadComponent = async (store: EventStore, componentId: string): Promise<{ state: ComponentState; revision: bigint | null }> => {
  const recorded = await store.readStream(componentStreamId(componentId));
  const state = recorded
    .filter((e) => componentTypes.has(e.type))
    .reduce((s, e) => evolveComponent(s, { type: e.type, data: e.data } as ComponentEvent), initialComponentState());
  return { state, revision: recorded.at(-1)?.revision ?? null };
};

export const usesSlug = (state: ComponentState, gameId: string | null, slug: string): boolean =>
  state.status === 'active' && state.gameId === gameId && state.slug === slug;

const foldClaim = (recorded: RecordedEvent[]) =>
  recorded.reduce((s, e) => evolveComponentSlugClaim(s, { type: e.type, data: e.data } as ComponentSlugClaimEvent), initialComponentSlugClaimState());

/** Which component holds a slug in a scope (from the claim stream; may be stale, so callers check the holder). */
export const slugHolder = async (store: EventStore, gameId: string | null, slug: string): Promise<string | null> =>
  foldClaim(await store.readStream(componentSlugStreamId(gameId, slug))).holder;

/** Read the claim stream, decide, append with the revision read; a concurrent claim makes the loop decide again. */
const runClaim = async (store: EventStore, command: (holderUsesIt: boolean) => ComponentSlugCommand, metadata: EventMetadata) => {
  const { type, data: { gameId, slug, componentId } } = command(false);
  const streamId = componentSlugStreamId(gameId, slug);
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = foldClaim(recorded);
    const other = type === 'ClaimComponentSlug' && state.holder !== null && state.holder !== componentId ? state.holder : null;
    const holderUsesIt = other !== null && usesSlug((await loadComponent(store, other)).state, gameId, slug);
    const events = decideComponentSlugClaim(command(holderUsesIt), state);
    if (events.length === 0) return false;
    try {
      const expected = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].revision;
      await store.append(streamId, events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })), expected);
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= 3) throw error;
    }
  }
};

/** Claims `slug` in the scope for the component; throws ComponentSlugTakenError when another holds it. */
export const claimComponentSlug = (store: EventStore, gameId: string | null, slug: string, componentId: string, now: string, metadata: EventMetadata) =>
  runClaim(store, (holderUsesIt) => ({ type: 'ClaimComponentSlug', data: { componentId, gameId, slug, now, holderUsesIt } }), metadata);

export const releaseComponentSlug = (store: EventStore, gameId: string | null, slug: string, componentId: string, now: string, metadata: EventMetadata) =>
  runClaim(store, () => ({ type: 'ReleaseComponentSlug', data: { componentId, gameId, slug, now } }), metadata);
