import type { AssetType } from '../asset/asset.events.js';
import type { CheckpointAsset, CheckpointComponent, CheckpointFrontend } from '../checkpoint/checkpoint.events.js';
import { assertNever } from '../shared/decider.js';
import type { GameManifestEvent, ManifestAsset } from './manifest.events.js';

/** An item as the newest fact about it says: at `revision`, part of the game or not. */
export type ManifestEntry = { revision: number; present: boolean };

/**
 * Every asset, frontend project and own component the game's facts named, in the order first named (assets
 * were first named when created, so this is the working tree's order of creation), removed ones kept so
 * that an older fact arriving later cannot bring them back.
 */
export type GameManifestState = {
  assets: ReadonlyMap<string, ManifestEntry & { assetType: AssetType }>;
  frontends: ReadonlyMap<string, ManifestEntry>;
  components: ReadonlyMap<string, ManifestEntry>;
};

export const initialGameManifest = (): GameManifestState => ({ assets: new Map(), frontends: new Map(), components: new Map() });

/** The newer of what is known and a fact: facts of one stream fold in any order to the same state. */
const newest = <E extends ManifestEntry>(map: ReadonlyMap<string, E>, id: string, entry: E): ReadonlyMap<string, E> => {
  const known = map.get(id);
  if (known && known.revision >= entry.revision) return map;
  return new Map(map).set(id, entry);
};

/** Several items at once (a seed): one copy of each map, not one per item. */
const newestOfAll = <E extends ManifestEntry>(map: ReadonlyMap<string, E>, items: readonly (readonly [string, E])[]): ReadonlyMap<string, E> => {
  const next = new Map(map);
  for (const [id, entry] of items) if ((next.get(id)?.revision ?? -1) < entry.revision) next.set(id, entry);
  return next;
};

export const evolveGameManifest = (state: GameManifestState, event: GameManifestEvent): GameManifestState => {
  switch (event.type) {
    case 'GameAssetRevised':
    case 'GameAssetRemoved': {
      const { assetId, assetType, revision } = event.data;
      return { ...state, assets: newest(state.assets, assetId, { revision, assetType, present: event.type === 'GameAssetRevised' }) };
    }
    case 'GameFrontendRevised':
      return { ...state, frontends: newest(state.frontends, event.data.frontendId, { revision: event.data.revision, present: true }) };
    case 'GameComponentRevised':
    case 'GameComponentRemoved': {
      const { componentId, revision } = event.data;
      return { ...state, components: newest(state.components, componentId, { revision, present: event.type === 'GameComponentRevised' }) };
    }
    case 'GameManifestSeeded': {
      const { assets, frontends, components } = event.data;
      return {
        assets: newestOfAll(state.assets, assets.map((a) => [a.assetId, { revision: a.revision, assetType: a.assetType, present: true }] as const)),
        frontends: newestOfAll(state.frontends, frontends.map((f) => [f.frontendId, { revision: f.revision, present: true }] as const)),
        components: newestOfAll(state.components, components.map((c) => [c.componentId, { revision: c.revision, present: true }] as const)),
      };
    }
    default:
      return assertNever(event);
  }
};

/** How the decision runner folds a manifest (a fold only: nothing decides on it). */
export const gameManifest = { initialState: initialGameManifest, evolve: evolveGameManifest };

const presentOf = <T>(map: ReadonlyMap<string, ManifestEntry>, item: (id: string, revision: number) => T): T[] =>
  [...map].flatMap(([id, e]) => (e.present ? [item(id, e.revision)] : []));

/** The game's present assets with their types, in the order first named. */
export const manifestAssets = (state: GameManifestState): ManifestAsset[] =>
  [...state.assets].flatMap(([assetId, e]) => (e.present ? [{ assetId, assetType: e.assetType, revision: e.revision }] : []));

/** What a checkpoint records of the game: its present assets, frontend projects and own components, at their revisions. */
export const manifestSnapshot = (state: GameManifestState): { assets: CheckpointAsset[]; frontends: CheckpointFrontend[]; components: CheckpointComponent[] } => ({
  assets: presentOf(state.assets, (assetId, revision) => ({ assetId, revision })),
  frontends: presentOf(state.frontends, (frontendId, revision) => ({ frontendId, revision })),
  components: presentOf(state.components, (componentId, revision) => ({ componentId, revision })),
});
