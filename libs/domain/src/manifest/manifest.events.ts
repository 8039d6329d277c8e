import type { AssetType } from '../asset/asset.events.js';

/**
 * A game's manifest (docs/architecture.md "A game's manifest"): which assets, frontend projects and own
 * components the game has, each at the revision of its own stream. Facts, never decided on: each is appended
 * with the event that caused it, in the same transaction (the decision runner's `along`, expected `any`), so
 * a whole-game write (a checkpoint, a rollback, a clone, a save) folds one stream instead of waiting for a read
 * model. `revision` is the revision of the fact's source stream at the change, so facts fold in any order:
 * for each item the fact of the highest revision wins.
 */

/** An asset's content changed (created, edited, restored, rolled back…): present at `revision`. */
export type GameAssetRevised = { type: 'GameAssetRevised'; data: { gameId: string; assetId: string; assetType: AssetType; revision: number } };
/** An asset was deleted (soft or permanently) at `revision`: no longer part of the game. */
export type GameAssetRemoved = { type: 'GameAssetRemoved'; data: { gameId: string; assetId: string; assetType: AssetType; revision: number } };
/**
 * Many assets' changes of one write (a rollback's batch, a clone's copy, a batch review), as one fact: what
 * `GameAssetRevised` / `GameAssetRemoved` would say of each, in one event instead of hundreds.
 */
export type GameAssetsRevised = { type: 'GameAssetsRevised'; data: { gameId: string; assets: (ManifestAsset & { present: boolean })[] } };
/** A frontend project was created or its settings, name or description changed (projects are never removed). */
export type GameFrontendRevised = { type: 'GameFrontendRevised'; data: { gameId: string; frontendId: string; revision: number } };
/** One of the game's own components was registered or changed. Global components belong to no game. */
export type GameComponentRevised = { type: 'GameComponentRevised'; data: { gameId: string; componentId: string; revision: number } };
export type GameComponentRemoved = { type: 'GameComponentRemoved'; data: { gameId: string; componentId: string; revision: number } };

export type ManifestAsset = { assetId: string; assetType: AssetType; revision: number };
export type ManifestFrontend = { frontendId: string; revision: number };
export type ManifestComponent = { componentId: string; revision: number };

/**
 * A game made before manifests: what its own streams held when the manifest was first written (the start-up
 * seeding, docs/architecture.md). Only the items present then; it folds like the facts it stands for.
 */
export type GameManifestSeeded = {
  type: 'GameManifestSeeded';
  data: { gameId: string; assets: ManifestAsset[]; frontends: ManifestFrontend[]; components: ManifestComponent[] };
};

export type GameManifestEvent = GameAssetRevised | GameAssetRemoved | GameAssetsRevised | GameFrontendRevised | GameComponentRevised | GameComponentRemoved | GameManifestSeeded;

export const GAME_MANIFEST_EVENT_TYPES = [
  'GameAssetRevised',
  'GameAssetRemoved',
  'GameAssetsRevised',
  'GameFrontendRevised',
  'GameComponentRevised',
  'GameComponentRemoved',
  'GameManifestSeeded',
] as const satisfies readonly GameManifestEvent['type'][];

/** The record that every game made before manifests got one (the seeding's own stream). */
export type GameManifestsSeeded = { type: 'GameManifestsSeeded'; data: { games: number; at: string } };

export const MANIFEST_STREAM_PREFIX = 'manifest-';
export const manifestStreamId = (gameId: string): string => `${MANIFEST_STREAM_PREFIX}${gameId}`;
/** Not a game's manifest: its type (`manifests`) differs from theirs (`manifest`). */
export const MANIFEST_SEEDING_STREAM = 'manifests-seeding';
