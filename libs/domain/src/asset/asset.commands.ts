import type { ActorKind } from '../shared/actor.js';
import type { AssetData, AssetType } from './asset.events.js';

/** Who asks. An agent acts for a user (actorId) and names its model. */
export type AssetActor = { actorId: string; isStaff: boolean; kind: ActorKind; model: string | null };

/** What the handler read of the game (its stream): assets of a missing or deleted game cannot change. */
export type GameAccess = { exists: boolean; creatorId: string | null };

type Common = {
  assetId: string;
  gameId: string;
  now: string;
  actor: AssetActor;
  game: GameAccess;
  sessionId?: string | null;
  /** The id a change gets when it is pending review (the handler makes it; used only for agents). */
  changeId: string;
};

/** `fromClone`: a clone's copy (docs/api-clone.md), recorded with cause `clone` so no undo takes the copy apart. */
export type CreateAsset = { type: 'CreateAsset'; data: Common & { assetType: AssetType; content: AssetData; fromClone?: boolean } };
/**
 * Either the whole new content, or a top-level patch over the current one (a null value removes a key).
 * `stampRevision` names a key that receives the revision of the event itself (e.g. a script's
 * `parsed_revision`, saved with the code it describes); it alone never makes a change.
 */
export type EditAsset = { type: 'EditAsset'; data: Common & ({ content: AssetData } | { patch: AssetData }) & { stampRevision?: string } };
export type DeleteAsset = { type: 'DeleteAsset'; data: Common & { permanent: boolean } };
/**
 * `asOf` (a checkpoint's rollback): the content the asset had at stream revision `toRevision`, whatever event
 * is there (-1: before it existed, so it is soft-deleted). Without it `toRevision` must be a content event.
 */
export type RollbackAsset = { type: 'RollbackAsset'; data: Common & { toRevision: number; asOf?: boolean } };
export type UndoAssetChange = { type: 'UndoAssetChange'; data: Common & { ofRevision: number; opId: string } };
export type RedoAssetChange = { type: 'RedoAssetChange'; data: Common & { ofRevision: number; opId: string } };
export type AcceptPendingChanges = { type: 'AcceptPendingChanges'; data: Common & { changeIds: string[] | 'all' } };
export type RejectPendingChanges = { type: 'RejectPendingChanges'; data: Common & { changeIds: string[] | 'all' } };
/** Brings rejected changes back for review, with the content they made. */
export type ReopenPendingChanges = { type: 'ReopenPendingChanges'; data: Common & { changeIds: string[] } };

export type AssetCommand =
  | CreateAsset
  | EditAsset
  | DeleteAsset
  | RollbackAsset
  | UndoAssetChange
  | RedoAssetChange
  | AcceptPendingChanges
  | RejectPendingChanges
  | ReopenPendingChanges;
