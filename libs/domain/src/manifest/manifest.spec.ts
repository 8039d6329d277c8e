import { describe, expect, it } from '@jest/globals';
import {
  assetManifestFacts,
  combineManifestFacts,
  componentManifestFacts,
  evolveGameManifest,
  frontendManifestFacts,
  initialGameManifest,
  manifestSeedOf,
  manifestSnapshot,
  manifestStreamId,
  type AssetEvent,
  type ComponentEvent,
  type FrontendEvent,
  type GameManifestEvent,
} from '../index.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const a1 = 'a5500000-0000-4000-8000-000000000001';
const a2 = 'a5500000-0000-4000-8000-000000000002';
const f1 = 'f0000000-0000-4000-8000-000000000001';
const c1 = 'c0000000-0000-4000-8000-000000000001';
const at = '2026-12-02T10:00:00.000Z';

const revised = (assetId: string, revision: number): GameManifestEvent => ({ type: 'GameAssetRevised', data: { gameId, assetId, assetType: 'script', revision } });
const removed = (assetId: string, revision: number): GameManifestEvent => ({ type: 'GameAssetRemoved', data: { gameId, assetId, assetType: 'script', revision } });

/** Given these facts, the game is made of … (the fold is all a manifest has). */
const given = (...events: GameManifestEvent[]) => ({ then: () => manifestSnapshot(events.reduce(evolveGameManifest, initialGameManifest())) });

describe('a game manifest', () => {
  it('holds nothing before any fact', () => {
    expect(given().then()).toEqual({ assets: [], frontends: [], components: [] });
  });

  it('names every present asset at its newest revision, in the order first named', () => {
    expect(given(revised(a1, 0), revised(a2, 0), revised(a1, 3)).then().assets).toEqual([
      { assetId: a1, revision: 3 },
      { assetId: a2, revision: 0 },
    ]);
  });

  it('leaves out a removed asset, and names it again when restored', () => {
    expect(given(revised(a1, 0), removed(a1, 1)).then().assets).toEqual([]);
    expect(given(revised(a1, 0), removed(a1, 1), revised(a1, 2)).then().assets).toEqual([{ assetId: a1, revision: 2 }]);
  });

  it('folds facts in any order to the same game: the fact of the highest revision wins', () => {
    const facts = [revised(a1, 0), revised(a1, 1), removed(a1, 2), revised(a2, 0), revised(a2, 5)];
    const expected = given(...facts).then();
    expect(given(...[...facts].reverse()).then()).toEqual(expected);
    expect(given(facts[2], facts[0], facts[4], facts[1], facts[3]).then()).toEqual(expected);
    expect(expected.assets).toEqual([{ assetId: a2, revision: 5 }]);
  });

  it('keeps the order first named and the newest revisions across many facts', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `a5500000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const facts = [...ids.map((id) => revised(id, 0)), revised(ids[0], 7), removed(ids[50], 1), ...ids.slice(60).map((id) => revised(id, 2))];
    const expected = ids.flatMap((id, i) => (i === 50 ? [] : [{ assetId: id, revision: i === 0 ? 7 : i >= 60 ? 2 : 0 }]));
    expect(given(...facts).then().assets).toEqual(expected);
  });

  it('folds many assets’ facts combined into one event as it folds them one by one', () => {
    const frontend: GameManifestEvent = { type: 'GameFrontendRevised', data: { gameId, frontendId: f1, revision: 2 } };
    const facts = [revised(a1, 4), removed(a2, 1), frontend];
    const combined = combineManifestFacts(facts);
    expect(combined.map((e) => e.type)).toEqual(['GameAssetsRevised', 'GameFrontendRevised']);
    expect(given(revised(a2, 0), ...combined).then()).toEqual(given(revised(a2, 0), ...facts).then());
    expect(combineManifestFacts([revised(a1, 4), frontend])).toEqual([revised(a1, 4), frontend]);
  });

  it('ignores a repeated fact', () => {
    expect(given(revised(a1, 4), revised(a1, 4)).then().assets).toEqual([{ assetId: a1, revision: 4 }]);
  });

  it('names frontend projects and own components at their revisions; a deleted component is gone', () => {
    const snapshot = given(
      { type: 'GameFrontendRevised', data: { gameId, frontendId: f1, revision: 0 } },
      { type: 'GameFrontendRevised', data: { gameId, frontendId: f1, revision: 2 } },
      { type: 'GameComponentRevised', data: { gameId, componentId: c1, revision: 0 } },
    ).then();
    expect(snapshot.frontends).toEqual([{ frontendId: f1, revision: 2 }]);
    expect(snapshot.components).toEqual([{ componentId: c1, revision: 0 }]);
    expect(given({ type: 'GameComponentRevised', data: { gameId, componentId: c1, revision: 0 } }, { type: 'GameComponentRemoved', data: { gameId, componentId: c1, revision: 1 } }).then().components).toEqual([]);
  });

  it('takes a seed as the facts it stands for: a later fact folded before it still wins', () => {
    const seed: GameManifestEvent = {
      type: 'GameManifestSeeded',
      data: { gameId, assets: [{ assetId: a1, assetType: 'script', revision: 3 }, { assetId: a2, assetType: 'prompt', revision: 1 }], frontends: [{ frontendId: f1, revision: 0 }], components: [] },
    };
    // An edit of a1 and the deletion of a2 written while the seed was being read.
    expect(given(revised(a1, 4), removed(a2, 2), seed).then()).toEqual({ assets: [{ assetId: a1, revision: 4 }], frontends: [{ frontendId: f1, revision: 0 }], components: [] });
    expect(given(seed, revised(a1, 4)).then().assets).toEqual([{ assetId: a1, revision: 4 }, { assetId: a2, revision: 1 }]);
  });
});

describe('the facts a change adds to its game manifest', () => {
  const base = { assetId: a1, gameId, assetType: 'script' as const, at, cause: { kind: 'edit' as const }, pendingChangeId: null, sessionId: null };
  const edited: AssetEvent = { type: 'AssetEdited', data: { ...base, data: { name: 'x' }, changedKeys: ['name'] } };
  const review: AssetEvent = { type: 'PendingChangesRejected', data: { assetId: a1, gameId, assetType: 'script', changeIds: ['c'], at, by: 'u' } };

  it('an asset edit: the asset at the revision of its content event, on manifest-<gameId>', () => {
    expect(assetManifestFacts({ events: [edited], revision: 7 })).toEqual([{ streamId: manifestStreamId(gameId), events: [revised(a1, 7)] }]);
    expect(manifestStreamId(gameId)).toBe(`manifest-${gameId}`);
  });

  it('a reject (review, then content): the content event’s revision', () => {
    expect(assetManifestFacts({ events: [review, edited], revision: 9 })[0].events).toEqual([revised(a1, 9)]);
    expect(assetManifestFacts({ events: [edited, review], revision: 9 })[0].events).toEqual([revised(a1, 8)]);
  });

  it('a delete, soft or permanent, removes the asset; a review alone adds nothing', () => {
    for (const permanent of [false, true]) {
      expect(assetManifestFacts({ events: [{ type: 'AssetDeleted', data: { ...base, permanent } }], revision: 2 })[0].events).toEqual([removed(a1, 2)]);
    }
    expect(assetManifestFacts({ events: [review], revision: 3 })).toEqual([]);
    expect(assetManifestFacts({ events: [], revision: 3 })).toEqual([]);
  });

  it('a frontend project’s change names the project at its new revision', () => {
    const settings = { enable_websocket: false as const, tailwind_config: {} };
    const event: FrontendEvent = { type: 'FrontendProjectUpdated', data: { frontendId: f1, gameId, name: 'n', description: '', settings, at } };
    expect(frontendManifestFacts({ events: [event], revision: 4 })).toEqual([{ streamId: manifestStreamId(gameId), events: [{ type: 'GameFrontendRevised', data: { gameId, frontendId: f1, revision: 4 } }] }]);
  });

  it('a component of the game is named, a deleted one removed, a global one is in no manifest', () => {
    const snapshot = { componentId: c1, slug: 'hp', name: 'HP', aliases: [], category: null, gameId, fieldSchema: {} };
    const registered: ComponentEvent = { type: 'ComponentRegistered', data: { ...snapshot, createdAt: at, createdBy: null } };
    expect(componentManifestFacts({ events: [registered], revision: 0 })[0].events).toEqual([{ type: 'GameComponentRevised', data: { gameId, componentId: c1, revision: 0 } }]);
    const deleted: ComponentEvent = { type: 'ComponentDeleted', data: { componentId: c1, slug: 'hp', gameId, deletedAt: at, by: null } };
    expect(componentManifestFacts({ events: [deleted], revision: 1 })[0].events).toEqual([{ type: 'GameComponentRemoved', data: { gameId, componentId: c1, revision: 1 } }]);
    expect(componentManifestFacts({ events: [{ ...registered, data: { ...registered.data, gameId: null } }], revision: 0 })).toEqual([]);
  });
});

describe('the seed of a game made before manifests', () => {
  const asset = (assetId: string, ...types: string[]) => ({
    streamId: `asset-${assetId}`,
    events: types.map((type, revision) => ({ type, revision, data: { assetId, gameId, assetType: 'entity' } })),
  });

  it('names what the streams hold now, as the facts would have: the last content event of each asset', () => {
    const seed = manifestSeedOf(gameId, {
      assets: [asset(a1, 'AssetCreated', 'AssetEdited', 'PendingChangesAccepted'), asset(a2, 'AssetCreated', 'AssetDeleted')],
      frontends: [{ streamId: `frontend-${f1}`, events: [0, 1].map((revision) => ({ type: 'FrontendProjectUpdated', revision, data: { frontendId: f1, gameId } })) }],
      components: [{ streamId: `component-${c1}`, events: [{ type: 'ComponentRegistered', revision: 0, data: { componentId: c1, gameId } }] }],
    });
    expect(seed).toEqual({
      type: 'GameManifestSeeded',
      data: { gameId, assets: [{ assetId: a1, assetType: 'entity', revision: 1 }], frontends: [{ frontendId: f1, revision: 1 }], components: [{ componentId: c1, revision: 0 }] },
    });
  });

  it('is nothing for a game with nothing present', () => {
    expect(manifestSeedOf(gameId, { assets: [asset(a1, 'AssetCreated', 'AssetDeleted')], frontends: [], components: [] })).toBeNull();
  });
});
