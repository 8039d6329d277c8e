import { describe, expect, it } from '@jest/globals';
import { READ_MODEL_NAMES } from '@tempest/contracts';
import { assetWriteTags } from './assetTags';
import { liveTags } from './liveTags';

const GAME = 'g1';
const ME = 'u1';

describe('live tags: one case per read model of the contract (liveTags)', () => {
  it('knows every read model the server names, and ignores one it does not know', () => {
    for (const readModel of READ_MODEL_NAMES) {
      expect(() => liveTags({ gameId: GAME }, { readModel, id: ME })).not.toThrow();
      expect(() => liveTags({ userId: ME }, { readModel, id: ME })).not.toThrow();
    }
    expect(liveTags({ userId: ME }, { readModel: 'wallet', id: ME })).toEqual([]);
  });

  it("the user's own room: a token grant or spend refetches the balance and history, an account change the account and profile", () => {
    expect(liveTags({ userId: ME }, { readModel: 'tokens', id: ME })).toEqual(['Tokens']);
    expect(liveTags({ userId: ME }, { readModel: 'user_profiles', id: ME })).toEqual(['Me', { type: 'Profile', id: ME }]);
    expect(liveTags({ userId: ME }, { readModel: 'user_access', id: ME })).toEqual(['Me', { type: 'Profile', id: ME }]);
  });

  it("another user's news, and a game's, leave the account alone", () => {
    expect(liveTags({ userId: ME }, { readModel: 'tokens', id: 'u2' })).toEqual([]);
    expect(liveTags({ userId: ME }, { readModel: 'user_profiles', id: 'u2' })).toEqual([]);
    expect(liveTags({ userId: ME }, { readModel: 'assets', id: 's1', assetType: 'script' })).toEqual([]);
    expect(liveTags({ userId: ME }, { readModel: 'checkpoints', id: GAME })).toEqual([]);
  });

  it("the game room's subscriber ignores the user's news (one socket hears every room)", () => {
    expect(liveTags({ gameId: GAME }, { readModel: 'tokens', id: ME })).toEqual([]);
    expect(liveTags({ gameId: GAME }, { readModel: 'user_profiles', id: ME })).toEqual([]);
    expect(liveTags({ gameId: GAME }, { readModel: 'assets', id: 's1', assetType: 'script' })).toEqual(assetWriteTags(GAME, 'script', 's1'));
  });
});
