import { componentStreamId, frontendStreamId, type CheckpointAsset, type CheckpointComponent, type CheckpointFrontend } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { componentsInScope, frontendProjectsOf, presentAssetRevisions, type ReadDb } from '@tempest/projections';

/**
 * What the game is made of at a moment: every present asset and every frontend project's settings, at their
 * revisions, and (for a creator checkpoint) the game's own components; absent, the checkpoint reads them itself.
 */
export type GameSnapshot = { assets: CheckpointAsset[]; frontends: CheckpointFrontend[]; components?: CheckpointComponent[] };

const lastRevision = async (store: EventStore, streamId: string): Promise<number> => {
  const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  return last ? Number(last.revision) : 0;
};

/**
 * The game's present assets and frontend projects at their revisions as the read models hold them now (the
 * caller decides whether to wait for them first); each project's revision from its own stream. Which assets
 * a game has is known only to the working tree: there is no per-game stream of asset ids to read instead.
 */
export const gameRevisions = async (store: EventStore, db: ReadDb, gameId: string): Promise<GameSnapshot> => {
  const assets = (await presentAssetRevisions(db, gameId)).map((a) => ({ assetId: a.id, revision: a.revision }));
  const frontends = await Promise.all((await frontendProjectsOf(db, gameId)).map(async (p) => ({ frontendId: p.id, revision: await lastRevision(store, frontendStreamId(p.id)) })));
  return { assets, frontends };
};

/**
 * The game's own components (not the global ones) at the revisions of their streams, as the `components`
 * read model lists them now (the caller waits for it first). Global components belong to no game's version.
 */
export const componentRevisions = async (store: EventStore, db: ReadDb, gameId: string): Promise<CheckpointComponent[]> => {
  const own = (await componentsInScope(db, gameId)).filter((c) => c.gameId === gameId);
  return Promise.all(own.map(async (c) => ({ componentId: c.id, revision: await lastRevision(store, componentStreamId(c.id)) })));
};
