import { describe, expect, it } from '@jest/globals';
import { componentSlugClaimDecider, componentSlugStreamId, type ComponentSlugClaimEvent, type ComponentSlugCommand } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const first = 'aaaaaaaa-0000-4000-8000-000000000001';
const second = 'bbbbbbbb-0000-4000-8000-000000000002';
const at = '2026-11-22T10:00:00.000Z';
const spec = deciderSpecification(componentSlugClaimDecider);
const claimed: ComponentSlugClaimEvent = { type: 'ComponentSlugClaimed', data: { componentId: first, gameId, slug: 'health', at, tookOverFrom: null } };
const claim = (componentId: string, now: string, holderUsesIt: boolean): ComponentSlugCommand => ({
  type: 'ClaimComponentSlug',
  data: { componentId, gameId, slug: 'health', now, holderUsesIt },
});

describe('component slug claims', () => {
  it('names one stream per scope and slug', () => {
    expect(componentSlugStreamId(null, 'health')).toBe('componentslug-global-health');
    expect(componentSlugStreamId(gameId, 'health')).toBe(`componentslug-${gameId}-health`);
  });

  it('gives a free slug to the first claimant, and again to the same component (idempotent)', () => {
    spec.given().when(claim(first, at, false)).then([claimed]);
    spec.given(claimed).when(claim(first, at, true)).thenNothing();
  });

  it('refuses a slug another component holds', () => {
    spec.given(claimed).when(claim(second, at, true)).thenThrows({ code: 'component.slug_taken', category: 'conflict' });
  });

  it('frees a slug on release, only by its holder', () => {
    const release = (componentId: string): ComponentSlugCommand => ({ type: 'ReleaseComponentSlug', data: { componentId, gameId, slug: 'health', now: at } });
    const released: ComponentSlugClaimEvent = { type: 'ComponentSlugReleased', data: { componentId: first, gameId, slug: 'health', at } };
    spec.given(claimed).when(release(second)).thenNothing();
    spec.given(claimed).when(release(first)).then([released]);
    spec
      .given(claimed, released)
      .when(claim(second, at, false))
      .then([{ type: 'ComponentSlugClaimed', data: { componentId: second, gameId, slug: 'health', at, tookOverFrom: null } }]);
  });

  it('lets a claim go after a minute when its holder no longer uses the slug (a process stopped half-way)', () => {
    const soon = '2026-11-22T10:00:30.000Z';
    const later = '2026-11-22T10:01:01.000Z';
    spec.given(claimed).when(claim(second, soon, false)).thenThrows({ code: 'component.slug_taken' });
    spec.given(claimed).when(claim(second, later, true)).thenThrows({ code: 'component.slug_taken' });
    spec
      .given(claimed)
      .when(claim(second, later, false))
      .then([{ type: 'ComponentSlugClaimed', data: { componentId: second, gameId, slug: 'health', at: later, tookOverFrom: first } }]);
  });
});
