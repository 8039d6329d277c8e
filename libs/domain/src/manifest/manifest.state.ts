import type { AssetType } from '../asset/asset.events.js';
import type { CheckpointAsset, CheckpointComponent, CheckpointFrontend } from '../checkpoint/checkpoint.events.js';
import { assertNever } from '../shared/decider.js';
import type { GameManifestEvent, ManifestAsset } from './manifest.events.js';

/** An item as the newest fact about it says: at `revision`, part of the game or not. */
export type ManifestEntry = { revision: number; present: boolean };

/**
 * Entries that are cheap to fold one fact at a time without changing a state already handed out: the newest
 * ones on a small `top` over a shared `base`, merged into a new base when the top grows (a fold copies ~40
 * entries a fact, not the whole game: a 500-asset game's rollback folds 500 facts).
 */
export type ManifestEntries<E extends ManifestEntry> = { readonly base: ReadonlyMap<string, E>; readonly top: ReadonlyMap<string, E> };

const TOP_MAX = 32;
const noEntries = <E extends ManifestEntry>(): ManifestEntries<E> => ({ base: new Map(), top: new Map() });

/** Every entry, in the order first named (an entry of the top that the base has keeps the base's place). */
const entriesOf = <E extends ManifestEntry>({ base, top }: ManifestEntries<E>): [string, E][] => {
  if (top.size === 0) return [...base];
  const all = new Map(base);
  for (const [id, entry] of top) all.set(id, entry);
  return [...all];
};

/** The newer of what is known and each fact: facts of one stream fold in any order to the same state. */
const withNewest = <E extends ManifestEntry>(entries: ManifestEntries<E>, items: readonly (readonly [string, E])[]): ManifestEntries<E> => {
  const known = (id: string) => (entries.top.get(id) ?? entries.base.get(id))?.revision ?? -1;
  const newer = items.filter(([id, entry]) => known(id) < entry.revision);
  if (newer.length === 0) return entries;
  const top = new Map(entries.top);
  for (const [id, entry] of newer) if ((top.get(id)?.revision ?? -1) < entry.revision) top.set(id, entry);
  if (top.size <= TOP_MAX) return { base: entries.base, top };
  return { base: new Map(entriesOf({ base: entries.base, top })), top: new Map() };
};

/**
 * Every asset, frontend project and own component the game's facts named, in the order first named (assets
 * were first named when created, so this is the working tree's order of creation), removed ones kept so
 * that an older fact arriving later cannot bring them back.
 */
export type GameManifestState = {
  assets: ManifestEntries<ManifestEntry & { assetType: AssetType }>;
  frontends: ManifestEntries<ManifestEntry>;
  components: ManifestEntries<ManifestEntry>;
};

export const initialGameManifest = (): GameManifestState => ({ assets: noEntries(), frontends: noEntries(), components: noEntries() });

export const evolveGameManifest = (state: GameManifestState, event: GameManifestEvent): GameManifestState => {
  switch (event.type) {
    case 'GameAssetRevised':
    case 'GameAssetRemoved': {
      const { assetId, assetType, revision } = event.data;
      return { ...state, assets: withNewest(state.assets, [[assetId, { revision, assetType, present: event.type === 'GameAssetRevised' }]]) };
    }
    case 'GameAssetsRevised':
      return { ...state, assets: withNewest(state.assets, event.data.assets.map((a) => [a.assetId, { revision: a.revision, assetType: a.assetType, present: a.present }] as const)) };
    case 'GameFrontendRevised':
      return { ...state, frontends: withNewest(state.frontends, [[event.data.frontendId, { revision: event.data.revision, present: true }]]) };
    case 'GameComponentRevised':
    case 'GameComponentRemoved': {
      const { componentId, revision } = event.data;
      return { ...state, components: withNewest(state.components, [[componentId, { revision, present: event.type === 'GameComponentRevised' }]]) };
    }
    case 'GameManifestSeeded': {
      const { assets, frontends, components } = event.data;
      return {
        assets: withNewest(state.assets, assets.map((a) => [a.assetId, { revision: a.revision, assetType: a.assetType, present: true }] as const)),
        frontends: withNewest(state.frontends, frontends.map((f) => [f.frontendId, { revision: f.revision, present: true }] as const)),
        components: withNewest(state.components, components.map((c) => [c.componentId, { revision: c.revision, present: true }] as const)),
      };
    }
    default:
      return assertNever(event);
  }
};

/** How the decision runner folds a manifest (a fold only: nothing decides on it). */
export const gameManifest = { initialState: initialGameManifest, evolve: evolveGameManifest };

const presentOf = <T>(entries: ManifestEntries<ManifestEntry>, item: (id: string, revision: number) => T): T[] =>
  entriesOf(entries).flatMap(([id, e]) => (e.present ? [item(id, e.revision)] : []));

/** The game's present assets with their types, in the order first named. */
export const manifestAssets = (state: GameManifestState): ManifestAsset[] =>
  entriesOf(state.assets).flatMap(([assetId, e]) => (e.present ? [{ assetId, assetType: e.assetType, revision: e.revision }] : []));

/** What a checkpoint records of the game: its present assets, frontend projects and own components, at their revisions. */
export const manifestSnapshot = (state: GameManifestState): { assets: CheckpointAsset[]; frontends: CheckpointFrontend[]; components: CheckpointComponent[] } => ({
  assets: presentOf(state.assets, (assetId, revision) => ({ assetId, revision })),
  frontends: presentOf(state.frontends, (frontendId, revision) => ({ frontendId, revision })),
  components: presentOf(state.components, (componentId, revision) => ({ componentId, revision })),
});
