/** The asset types (docs/api-assets.md, The model): script, logic_file, entity, prompt, tool, frontend_file. */
export const ASSET_TYPES = ['script', 'logic_file', 'entity', 'prompt', 'tool', 'frontend_file'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const isAssetType = (value: unknown): value is AssetType =>
  typeof value === 'string' && (ASSET_TYPES as readonly string[]).includes(value);

/** An asset's content: a JSON object whose shape its type defines (a script's name and content, …). */
export type AssetData = { [key: string]: unknown };

/** Why the asset changed. Every compensating action (rollback, undo, redo, reject) is a new event. */
export type ChangeCause =
  | { kind: 'edit' }
  | { kind: 'rollback'; toRevision: number }
  | { kind: 'undo'; ofRevision: number; opId: string }
  | { kind: 'redo'; ofRevision: number; opId: string }
  | { kind: 'reject'; changeIds: string[] }
  /** Rejected changes brought back for review: the asset gets their content again. */
  | { kind: 'reopen'; changeIds: string[] }
  /** A copy made by a clone (docs/api-clone.md): the remix's starting point, on nobody's undo stack. */
  | { kind: 'clone' };

type AssetEventBase = {
  assetId: string;
  gameId: string;
  assetType: AssetType;
  at: string;
  cause: ChangeCause;
  /** Set when an agent made the change: it is then pending until the creator accepts or rejects it. */
  pendingChangeId: string | null;
  /** The versioning session the change was made in, when the client named one. */
  sessionId: string | null;
};

export type AssetCreated = { type: 'AssetCreated'; data: AssetEventBase & { data: AssetData } };
export type AssetEdited = { type: 'AssetEdited'; data: AssetEventBase & { data: AssetData; changedKeys: string[] } };
/** Soft delete keeps the asset restorable (rollback, undo, reject); permanent removes it for good. */
export type AssetDeleted = { type: 'AssetDeleted'; data: AssetEventBase & { permanent: boolean } };
export type AssetRestored = { type: 'AssetRestored'; data: AssetEventBase & { data: AssetData } };

type ReviewBase = { assetId: string; gameId: string; assetType: AssetType; changeIds: string[]; at: string; by: string };
export type PendingChangesAccepted = { type: 'PendingChangesAccepted'; data: ReviewBase };
export type PendingChangesRejected = { type: 'PendingChangesRejected'; data: ReviewBase };
/** Rejected changes are pending again (a restore from the Rejected list, or an undone reject). */
export type PendingChangesReopened = { type: 'PendingChangesReopened'; data: ReviewBase };

export type AssetContentEvent = AssetCreated | AssetEdited | AssetDeleted | AssetRestored;
export type AssetEvent = AssetContentEvent | PendingChangesAccepted | PendingChangesRejected | PendingChangesReopened;
export type PendingReviewEvent = PendingChangesAccepted | PendingChangesRejected | PendingChangesReopened;

export const ASSET_CONTENT_EVENT_TYPES = ['AssetCreated', 'AssetEdited', 'AssetDeleted', 'AssetRestored'] as const satisfies readonly AssetContentEvent['type'][];
export const ASSET_EVENT_TYPES = [
  ...ASSET_CONTENT_EVENT_TYPES,
  'PendingChangesAccepted',
  'PendingChangesRejected',
  'PendingChangesReopened',
] as const satisfies readonly AssetEvent['type'][];

export const isPendingReviewEvent = (event: { type: string }): event is PendingReviewEvent =>
  event.type === 'PendingChangesAccepted' || event.type === 'PendingChangesRejected' || event.type === 'PendingChangesReopened';

export const isAssetContentEvent = (event: { type: string }): event is AssetContentEvent =>
  (ASSET_CONTENT_EVENT_TYPES as readonly string[]).includes(event.type);

export const ASSET_STREAM_PREFIX = 'asset-';
export const assetStreamId = (assetId: string): string => `${ASSET_STREAM_PREFIX}${assetId}`;
