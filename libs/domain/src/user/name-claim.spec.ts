import { describe, it } from '@jest/globals';
import { deciderSpecification } from '../shared/decider.spec-support.js';
import type { ClaimEvent } from './user.events.js';
import { nameClaimDecider } from './name-claim.js';

const spec = deciderSpecification(nameClaimDecider);
const at = '2026-12-02T10:00:00.000Z';
const claim = (userId: string, kind: 'email' | 'username' = 'email', legacyHolder: string | null = null) => ({ type: 'ClaimName' as const, data: { kind, userId, at, legacyHolder } });
const claimed = (userId: string): ClaimEvent => ({ type: 'NameClaimed', data: { userId, at } });
const released = (userId: string): ClaimEvent => ({ type: 'NameReleased', data: { userId, at } });

describe('a name claim', () => {
  it('is taken by the first user to claim it', () => {
    spec.given().when(claim('ada')).then([claimed('ada')]);
  });

  it('is refused to anyone else while held, by the code of its kind', () => {
    spec.given(claimed('ada')).when(claim('bob')).thenThrows({ code: 'account.email_taken' });
    spec.given(claimed('ada')).when(claim('bob', 'username')).thenThrows({ code: 'account.username_taken' });
  });

  it('stays taken when held in the plain form, and is its holder’s already', () => {
    spec.given().when(claim('bob', 'email', 'ada')).thenThrows({ code: 'account.email_taken' });
    spec.given().when(claim('ada', 'email', 'ada')).thenNothing();
    spec.given(claimed('ada')).when(claim('ada')).thenNothing();
  });

  it('is free again once released by its holder, and only by its holder', () => {
    spec.given(claimed('ada')).when({ type: 'ReleaseName', data: { userId: 'bob', at } }).thenNothing();
    spec.given(claimed('ada')).when({ type: 'ReleaseName', data: { userId: 'ada', at } }).then([released('ada')]);
    spec.given(claimed('ada'), released('ada')).when(claim('bob')).then([claimed('bob')]);
  });
});
