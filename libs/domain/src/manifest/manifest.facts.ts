import { ASSET_CONTENT_EVENT_TYPES, type AssetEvent } from '../asset/asset.events.js';
import type { ComponentEvent } from '../component/component.events.js';
import type { FrontendEvent } from '../frontend/frontend.events.js';
import { manifestStreamId, type GameManifestEvent, type GameManifestSeeded, type ManifestAsset, type ManifestComponent, type ManifestFrontend } from './manifest.events.js';

/** Events a change decided, and the revision of its stream once they are stored (the decision runner's `Decided`). */
export type DecidedEvents<Event> = { events: readonly Event[]; revision: number };
/** Facts for one stream, appended with the change (the decision runner's `AlongFact`). */
export type ManifestFacts = { streamId: string; events: GameManifestEvent[] }[];

const factsFor = (gameId: string, events: GameManifestEvent[]): ManifestFacts => (events.length === 0 ? [] : [{ streamId: manifestStreamId(gameId), events }]);

const isContent = (event: AssetEvent): boolean => (ASSET_CONTENT_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * The fact an asset change adds to its game's manifest: its last content event's revision (a review alone —
 * accepting an agent's change — changes no content, and the working tree keeps the revision of the content).
 */
export const assetManifestFacts = ({ events, revision }: DecidedEvents<AssetEvent>): ManifestFacts => {
  const last = events.findLastIndex(isContent);
  if (last < 0) return [];
  const event = events[last];
  const { gameId, assetId, assetType } = event.data;
  const at = revision - (events.length - 1 - last);
  return factsFor(gameId, [{ type: event.type === 'AssetDeleted' ? 'GameAssetRemoved' : 'GameAssetRevised', data: { gameId, assetId, assetType, revision: at } }]);
};

/**
 * The facts of many asset changes appended together (the decision runner's `combineFacts`): two or more of
 * them become one `GameAssetsRevised` (a rollback of 500 assets appends one fact, not 500); other facts stay.
 */
export const combineManifestFacts = (events: readonly GameManifestEvent[]): GameManifestEvent[] => {
  const assets = events.filter((e): e is Extract<GameManifestEvent, { type: 'GameAssetRevised' | 'GameAssetRemoved' }> => e.type === 'GameAssetRevised' || e.type === 'GameAssetRemoved');
  if (assets.length < 2) return [...events];
  const { gameId } = assets[0].data;
  const together: GameManifestEvent = {
    type: 'GameAssetsRevised',
    data: { gameId, assets: assets.map(({ type, data: { assetId, assetType, revision } }) => ({ assetId, assetType, revision, present: type === 'GameAssetRevised' })) },
  };
  return [together, ...events.filter((e) => !assets.includes(e as (typeof assets)[number]))];
};

/** A frontend project's change: the project at its stream's new revision. */
export const frontendManifestFacts = ({ events, revision }: DecidedEvents<FrontendEvent>): ManifestFacts => {
  const event = events.at(-1);
  if (!event) return [];
  const { gameId, frontendId } = event.data;
  return factsFor(gameId, [{ type: 'GameFrontendRevised', data: { gameId, frontendId, revision } }]);
};

/** A component's change, when it is one of a game's own (a global component is in no game's manifest). */
export const componentManifestFacts = ({ events, revision }: DecidedEvents<ComponentEvent>): ManifestFacts => {
  const event = events.at(-1);
  if (!event || event.data.gameId === null) return [];
  const { gameId, componentId } = event.data;
  return factsFor(gameId, [{ type: event.type === 'ComponentDeleted' ? 'GameComponentRemoved' : 'GameComponentRevised', data: { gameId, componentId, revision } }]);
};

/** A stream as the seeding reads it: its events with their revisions. */
export type SeedStream = { streamId: string; events: readonly { type: string; data: unknown; revision: number }[] };

/**
 * The seed of a game made before manifests, from its own streams (each asset's, frontend project's and own
 * component's, in order of creation): the items present now at the revisions a fact would have named —
 * an asset's last content event, a project's or component's last event. Null when there is nothing.
 */
export const manifestSeedOf = (gameId: string, streams: { assets: readonly SeedStream[]; frontends: readonly SeedStream[]; components: readonly SeedStream[] }): GameManifestSeeded | null => {
  const assets: ManifestAsset[] = streams.assets.flatMap(({ events }) => {
    const last = events.findLast((e) => (ASSET_CONTENT_EVENT_TYPES as readonly string[]).includes(e.type));
    if (!last || last.type === 'AssetDeleted') return [];
    const data = last.data as AssetEvent['data'];
    return data.gameId === gameId ? [{ assetId: data.assetId, assetType: data.assetType, revision: last.revision }] : [];
  });
  const frontends: ManifestFrontend[] = streams.frontends.flatMap(({ events }) => {
    const last = events.at(-1);
    return last && (last.data as FrontendEvent['data']).gameId === gameId ? [{ frontendId: (last.data as FrontendEvent['data']).frontendId, revision: last.revision }] : [];
  });
  const components: ManifestComponent[] = streams.components.flatMap(({ events }) => {
    const owned = events.filter((e) => e.type === 'ComponentRegistered' || e.type === 'ComponentUpdated' || e.type === 'ComponentDeleted');
    const last = owned.at(-1);
    if (!last || last.type === 'ComponentDeleted' || (last.data as ComponentEvent['data']).gameId !== gameId) return [];
    return [{ componentId: (last.data as ComponentEvent['data']).componentId, revision: events.at(-1)!.revision }];
  });
  if (assets.length + frontends.length + components.length === 0) return null;
  return { type: 'GameManifestSeeded', data: { gameId, assets, frontends, components } };
};
