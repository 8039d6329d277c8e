import { describe, expect, it } from '@jest/globals';
import {
  componentSlugStreamId,
  decideComponentSlugClaim,
  evolveComponentSlugClaim,
  initialComponentSlugClaimState,
  type ComponentSlugClaimEvent,
} from '../index.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const first = 'aaaaaaaa-0000-4000-8000-000000000001';
const second = 'bbbbbbbb-0000-4000-8000-000000000002';
const at = '2026-11-22T10:00:00.000Z';
const given = (...events: ComponentSlugClaimEvent[]) => events.reduce(evolveComponentSlugClaim, initialComponentSlugClaimState());
const claimed: ComponentSlugClaimEvent = { type: 'ComponentSlugClaimed', data: { componentId: first, gameId, slug: 'health', at, tookOverFrom: null } };
const claim = (componentId: string, now: string, holderUsesIt: boolean) =>
  ({ type: 'ClaimComponentSlug', data: { componentId, gameId, slug: 'health', now, holderUsesIt } }) as const;

describe('component slug claims', () => {
  it('names one stream per scope and slug', () => {
    expect(componentSlugStreamId(null, 'health')).toBe('componentslug-global-health');
    expect(componentSlugStreamId(gameId, 'health')).toBe(`componentslug-${gameId}-health`);
  });

  it('gives a free slug to the first claimant, and again to the same component (idempotent)', () => {
    expect(decideComponentSlugClaim(claim(first, at, false), given())).toEqual([claimed]);
    expect(decideComponentSlugClaim(claim(first, at, true), given(claimed))).toEqual([]);
  });

  it('refuses a slug another component holds', () => {
    expect(() => decideComponentSlugClaim(claim(second, at, true), given(claimed))).toThrow(
      expect.objectContaining({ code: 'component.slug_taken', category: 'conflict' }),
    );
  });

  it('frees a slug on release, only by its holder', () => {
    const release = (componentId: string) => ({ type: 'ReleaseComponentSlug', data: { componentId, gameId, slug: 'health', now: at } }) as const;
    expect(decideComponentSlugClaim(release(second), given(claimed))).toEqual([]);
    const released = decideComponentSlugClaim(release(first), given(claimed));
    expect(decideComponentSlugClaim(claim(second, at, false), given(claimed, ...released))).toHaveLength(1);
  });

  it('lets a claim go after a minute when its holder no longer uses the slug (a process stopped half-way)', () => {
    const soon = '2026-11-22T10:00:30.000Z';
    const later = '2026-11-22T10:01:01.000Z';
    expect(() => decideComponentSlugClaim(claim(second, soon, false), given(claimed))).toThrow(expect.objectContaining({ code: 'component.slug_taken' }));
    expect(() => decideComponentSlugClaim(claim(second, later, true), given(claimed))).toThrow(expect.objectContaining({ code: 'component.slug_taken' }));
    expect(decideComponentSlugClaim(claim(second, later, false), given(claimed))).toEqual([
      { type: 'ComponentSlugClaimed', data: { componentId: second, gameId, slug: 'health', at: later, tookOverFrom: first } },
    ]);
  });
});
