import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';

/**
 * Slug uniqueness per scope without a read model: one stream per (scope, slug), appended with the
 * revision read, so two concurrent registrations of one slug cannot both win (as accounts claim emails).
 */
export const componentSlugStreamId = (gameId: string | null, slug: string): string => `componentslug-${gameId ?? 'global'}-${slug}`;

export type ComponentSlugClaimEvent =
  | { type: 'ComponentSlugClaimed'; data: { componentId: string; gameId: string | null; slug: string; at: string; tookOverFrom: string | null } }
  | { type: 'ComponentSlugReleased'; data: { componentId: string; gameId: string | null; slug: string; at: string } };

export type ComponentSlugClaimState = { holder: string | null; since: string | null };

/**
 * A claim outlives its purpose when a process stops between claiming and writing the component, or
 * between writing it and releasing the old slug. After this long, a holder that does not use the slug
 * (absent, deleted, renamed) loses it to the next claimant.
 */
export const SLUG_CLAIM_GRACE_MS = 60_000;

export type ClaimComponentSlug = {
  type: 'ClaimComponentSlug';
  data: {
    componentId: string;
    gameId: string | null;
    slug: string;
    now: string;
    /** Whether the current holder's own stream still shows this slug in this scope (read by the handler). */
    holderUsesIt: boolean;
  };
};

export type ReleaseComponentSlug = {
  type: 'ReleaseComponentSlug';
  data: { componentId: string; gameId: string | null; slug: string; now: string };
};

export type ComponentSlugCommand = ClaimComponentSlug | ReleaseComponentSlug;

export const initialComponentSlugClaimState = (): ComponentSlugClaimState => ({ holder: null, since: null });

export const evolveComponentSlugClaim = (state: ComponentSlugClaimState, event: ComponentSlugClaimEvent): ComponentSlugClaimState => {
  switch (event.type) {
    case 'ComponentSlugClaimed':
      return { holder: event.data.componentId, since: event.data.at };
    case 'ComponentSlugReleased':
      return state.holder === event.data.componentId ? { holder: null, since: event.data.at } : state;
    default:
      return assertNever(event);
  }
};

const isStale = (state: ComponentSlugClaimState, command: ClaimComponentSlug): boolean =>
  !command.data.holderUsesIt && state.since !== null && Date.parse(command.data.now) - Date.parse(state.since) > SLUG_CLAIM_GRACE_MS;

export const decideComponentSlugClaim = (command: ComponentSlugCommand, state: ComponentSlugClaimState): ComponentSlugClaimEvent[] => {
  const { componentId, gameId, slug, now } = command.data;
  switch (command.type) {
    case 'ClaimComponentSlug': {
      if (state.holder === componentId) return [];
      if (state.holder !== null && !isStale(state, command)) throw new DomainError('component.slug_taken', { slug, gameId });
      return [{ type: 'ComponentSlugClaimed', data: { componentId, gameId, slug, at: now, tookOverFrom: state.holder } }];
    }
    case 'ReleaseComponentSlug':
      return state.holder === componentId ? [{ type: 'ComponentSlugReleased', data: { componentId, gameId, slug, at: now } }] : [];
    default:
      return assertNever(command);
  }
};

export const componentSlugClaimDecider: Decider<ComponentSlugClaimState, ComponentSlugCommand, ComponentSlugClaimEvent> = {
  initialState: initialComponentSlugClaimState,
  evolve: evolveComponentSlugClaim,
  decide: decideComponentSlugClaim,
};
