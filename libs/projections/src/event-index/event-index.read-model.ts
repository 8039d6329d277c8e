import type { RecordedEvent } from '@tempest/event-store';

/** One row of the event index (docs/api-analytics.md): an event's envelope, never its data. */
export type EventIndexRow = {
  position: string;
  stream_id: string;
  revision: string;
  category: string;
  event_type: string;
  actor_id: string | null;
  actor_kind: string;
  model: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  event_id: string;
  at: string;
};

/** "game-0b1e…" → "game": the stream's category (the whole id when it has no dash). */
export const categoryOf = (streamId: string): string => {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
};

/** The row of one event: pure, from its envelope and metadata. */
export const indexRowOf = (event: RecordedEvent): EventIndexRow => {
  const meta = (event.metadata ?? {}) as Partial<RecordedEvent['metadata']>;
  const at = typeof meta.timestamp === 'string' && !Number.isNaN(Date.parse(meta.timestamp)) ? meta.timestamp : new Date(0).toISOString();
  return {
    position: event.globalPosition.toString(),
    stream_id: event.streamId,
    revision: event.revision.toString(),
    category: categoryOf(event.streamId),
    event_type: event.type,
    actor_id: meta.actorId ?? null,
    actor_kind: meta.actorKind ?? 'system',
    model: meta.model ?? null,
    correlation_id: meta.correlationId ?? null,
    causation_id: meta.causationId ?? null,
    event_id: event.id,
    at,
  };
};

/**
 * Every event type the product writes, for the engine's type filter. The projector also sets `allEvents`,
 * which the live processor honours for types not listed here (a type added later); see docs/api-analytics.md.
 */
export const KNOWN_EVENT_TYPES: readonly string[] = [
  'AgentSessionStarted', 'AnalystGranted', 'AnalystRevoked', 'AnalyticsSettingsChanged', 'AssetCreated', 'AssetDeleted', 'AssetEdited',
  'AssetRestored', 'AssistantMessageCompleted', 'AssistantMessageStarted', 'CheckpointCreated', 'CheckpointDeleted', 'CheckpointRollbackStarted',
  'CheckpointStarToggled', 'ComponentDeleted', 'ComponentRegistered', 'ComponentSlugClaimed', 'ComponentSlugReleased', 'ComponentUpdated',
  'DashboardCreated', 'DashboardDeleted', 'DashboardUpdated', 'EmailVerified', 'FailureCheckpointRecorded', 'FrontendProjectCreated',
  'FrontendProjectUpdated', 'GameActionApplied', 'GameActionFailed',
  'GameCloneCompleted', 'GameCloneFailed', 'GameCloned', 'GameCreated', 'GameDeleted', 'GameDetailsUpdated', 'GamePublished', 'GameRenamed',
  'GameUnpublished', 'LegendGranted', 'LegendRevoked', 'ModelPreferencesChanged', 'NameClaimed', 'NameReleased', 'OnboardingRecorded', 'PasswordChanged',
  'PasswordResetCodeConfirmed', 'PrivateContentRead', 'PendingChangesAccepted', 'PendingChangesRejected', 'PendingChangesReopened', 'PlaySessionOpened',
  'PlaySessionRestored', 'PlaySessionStarted', 'RevisionCommitted', 'SessionTimedOut', 'StaffGranted', 'StaffRevoked', 'StreamEnded',
  'StreamInterrupted', 'TimelineCheckpointCreated', 'TimelineCheckpointDeleted', 'TimelineCheckpointRestored', 'TimelineThumbnailAttached',
  'TokensConsumed', 'TokensPurchased', 'TokensRefunded', 'ToolCallFinished', 'ToolCallStarted', 'UserLoggedIn', 'UserMessageReceived',
  'UserErased', 'UserRegistered', 'VerificationCodeIssued', 'VerificationCodeRejected', 'VersioningSessionStarted', 'WeeklyTokensGranted',
  'AgentTurnStarted', 'AgentTurnRenewed', 'AgentTurnEnded', 'RollbackRequested', 'RollbackClaimed', 'RollbackUndoPointTaken', 'RollbackBatchMoved',
  'RollbackCompleted', 'RollbackFailed',
  'GameAssetRevised', 'GameAssetRemoved', 'GameAssetsRevised', 'GameFrontendRevised', 'GameComponentRevised', 'GameComponentRemoved',
  'GameManifestSeeded', 'GameManifestsSeeded',
];
