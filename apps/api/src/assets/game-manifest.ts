import { gameManifest, manifestAssets, manifestSnapshot, manifestStreamId, type CheckpointAsset, type CheckpointComponent, type CheckpointFrontend, type GameManifestState, type ManifestAsset } from '@tempest/domain';
import type { DecisionRunner } from '@tempest/event-store';

/**
 * What the game is made of at a moment: every present asset and every frontend project's settings, at their
 * revisions, and (for a creator checkpoint) the game's own components; absent, the checkpoint reads them itself.
 */
export type GameSnapshot = { assets: CheckpointAsset[]; frontends: CheckpointFrontend[]; components?: CheckpointComponent[] };

/**
 * The game as it is now: its manifest (`manifest-<gameId>`, libs/domain/src/manifest), whose facts were
 * appended with every asset, frontend project and component write in the same transaction. A fold of one
 * stream, kept by the runner between calls, so it holds every committed write without waiting for a read model.
 */
export const gameRevisions = async (runner: DecisionRunner, gameId: string): Promise<Required<GameSnapshot>> => manifestSnapshot(await manifestOf(runner, gameId));

/** The game's present assets now, with their types (a save of the working tree), from the same manifest. */
export const gameAssets = async (runner: DecisionRunner, gameId: string): Promise<ManifestAsset[]> => manifestAssets(await manifestOf(runner, gameId));

const manifestOf = async (runner: DecisionRunner, gameId: string): Promise<GameManifestState> => (await runner.read(gameManifest, manifestStreamId(gameId))).state;
