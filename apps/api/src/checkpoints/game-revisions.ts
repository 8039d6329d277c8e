import { frontendStreamId, type CheckpointAsset, type CheckpointFrontend } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { frontendProjectsOf, presentAssetRevisions, type ReadDb } from '@tempest/projections';

/** What the game is made of at a moment: every present asset and every frontend project's settings, at their revisions. */
export type GameSnapshot = { assets: CheckpointAsset[]; frontends: CheckpointFrontend[] };

/**
 * The game's present assets and frontend projects at their revisions as the read models hold them now (the
 * caller decides whether to wait for them first); each project's revision from its own stream. Which assets
 * a game has is known only to the working tree: there is no per-game stream of asset ids to read instead.
 */
export const gameRevisions = async (store: EventStore, db: ReadDb, gameId: string): Promise<GameSnapshot> => {
  const assets = (await presentAssetRevisions(db, gameId)).map((a) => ({ assetId: a.id, revision: a.revision }));
  const frontends = await Promise.all(
    (await frontendProjectsOf(db, gameId)).map(async (p) => {
      const [last] = await store.readStream(frontendStreamId(p.id), { direction: 'backwards', maxCount: 1 });
      return { frontendId: p.id, revision: last ? Number(last.revision) : 0 };
    }),
  );
  return { assets, frontends };
};
