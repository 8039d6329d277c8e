import {
  ASSET_EVENT_TYPES,
  CHECKPOINT_EVENT_TYPES,
  COMPONENT_EVENT_TYPES,
  FRONTEND_EVENT_TYPES,
  GAME_EVENT_TYPES,
  PLAYTEST_EVENT_TYPES,
  TOKEN_EVENT_TYPES,
  VERSIONING_EVENT_TYPES,
  type AssetEvent,
  type CheckpointEvent,
  type ComponentEvent,
  type FrontendEvent,
  type GameEvent,
  type PlaytestRecorded,
  type TokenEvent,
  type UserEvent,
  type VersioningEvent,
} from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import {
  assetEntry,
  checkpointEntry,
  clip,
  componentEntry,
  gameEntry,
  NAME_MAX,
  playtestEntry,
  SUMMARY_MAX,
  tokenEntry,
  userEntry,
  uuidAfter,
  type Described,
  type Refs,
  type RefUpdate,
} from './audit-log.entries.js';

export type { Refs, RefUpdate } from './audit-log.entries.js';

/**
 * The account events that are changes. Left out as noise (docs/api-audit.md, What is a change): sign-ins,
 * verification codes issued, rejected or confirmed (they carry code hashes), name claims (a registration's
 * bookkeeping), agent conversations (messages, tool calls, streams: the explorer's, not the change log's),
 * play sessions and their timelines (playing is not changing the game), component slug claims.
 */
export const AUDIT_USER_EVENT_TYPES = [
  'UserRegistered',
  'UserErased',
  'EmailVerified',
  'PasswordChanged',
  'StaffGranted',
  'StaffRevoked',
  'AnalystGranted',
  'AnalystRevoked',
  'LegendGranted',
  'LegendRevoked',
  'ModelPreferencesChanged',
] as const satisfies readonly UserEvent['type'][];

/**
 * Not changes, though their families are: a versioning session starts on every studio visit (the studio's
 * bookkeeping of who edits, issue 30). The events stay in the log and the explorer; the change log has no row.
 */
export const AUDIT_SKIPPED_EVENT_TYPES: readonly string[] = ['VersioningSessionStarted'];

export const AUDIT_EVENT_TYPES: readonly string[] = [
  ...ASSET_EVENT_TYPES,
  ...GAME_EVENT_TYPES,
  ...CHECKPOINT_EVENT_TYPES,
  ...VERSIONING_EVENT_TYPES.filter((t) => !AUDIT_SKIPPED_EVENT_TYPES.includes(t)),
  ...FRONTEND_EVENT_TYPES,
  ...COMPONENT_EVENT_TYPES,
  ...TOKEN_EVENT_TYPES,
  ...AUDIT_USER_EVENT_TYPES,
  ...PLAYTEST_EVENT_TYPES,
];

/** A row of `audit_log`: one change. Never an event's whole data: names and a one-line summary. */
export type AuditRow = {
  position: string;
  stream_id: string;
  stream_revision: string;
  event_type: string;
  at: string;
  actor_id: string | null;
  actor_kind: 'user' | 'agent' | 'system';
  model: string | null;
  agent_session_id: string | null;
  game_id: string | null;
  asset_type: string | null;
  subject_name: string | null;
  summary: string;
  outcome: 'accepted' | 'rejected' | null;
  reviewed_model: string | null;
  change_count: number;
  /** An agent's playtest: whether it passed (the staff's per-model rate); null for every other row. */
  playtest: 'passed' | 'failed' | null;
};

type Family = 'asset' | 'game' | 'checkpoint' | 'component' | 'token' | 'user' | 'playtest';
const FAMILY = new Map<string, Family>([
  ...ASSET_EVENT_TYPES.map((t) => [t, 'asset'] as const),
  ...GAME_EVENT_TYPES.map((t) => [t, 'game'] as const),
  ...[...CHECKPOINT_EVENT_TYPES, ...VERSIONING_EVENT_TYPES].map((t) => [t, 'checkpoint'] as const),
  ...[...COMPONENT_EVENT_TYPES, ...FRONTEND_EVENT_TYPES].map((t) => [t, 'component'] as const),
  ...TOKEN_EVENT_TYPES.map((t) => [t, 'token'] as const),
  ...AUDIT_USER_EVENT_TYPES.map((t) => [t, 'user'] as const),
  ...PLAYTEST_EVENT_TYPES.map((t) => [t, 'playtest'] as const),
]);

const describe = (recorded: RecordedEvent, refs: Refs): Described | null => {
  const event = recorded as unknown as { type: string; data: unknown };
  if (AUDIT_SKIPPED_EVENT_TYPES.includes(recorded.type)) return null;
  switch (FAMILY.get(recorded.type)) {
    case 'asset':
      return assetEntry(event as AssetEvent, recorded, refs);
    case 'game':
      return gameEntry(event as GameEvent, refs);
    case 'checkpoint':
      return checkpointEntry(event as CheckpointEvent | VersioningEvent, recorded, refs);
    case 'component':
      return componentEntry(event as ComponentEvent | FrontendEvent, refs);
    case 'token':
      return tokenEntry(event as TokenEvent, recorded, refs);
    case 'user':
      return userEntry(event as UserEvent, recorded, refs);
    case 'playtest':
      return playtestEntry(event as PlaytestRecorded);
    default:
      return null;
  }
};

const atOf = (recorded: RecordedEvent): string => {
  const data = recorded.data as Record<string, unknown> | null;
  for (const key of ['at', 'createdAt', 'updatedAt', 'deletedAt', 'publishedAt', 'unpublishedAt', 'renamedAt', 'completedAt', 'failedAt', 'registeredAt']) {
    const value = data?.[key];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  }
  return recorded.metadata.timestamp;
};

/**
 * Pure: the change an event records (null for noise) and the names it teaches the refs. The actor, its
 * kind and model come from the metadata; the agent session from the metadata (`agentSessionId`, on every
 * event an agent turn causes) or the event itself (a checkpoint's agent turn, a token's turn).
 */
export const auditRowOf = (recorded: RecordedEvent, refs: Refs): { row: AuditRow | null; refs: RefUpdate[] } => {
  const described = describe(recorded, refs);
  if (!described) return { row: null, refs: [] };
  const { entry } = described;
  const metadata = recorded.metadata as RecordedEvent['metadata'] & { agentSessionId?: string | null };
  const row: AuditRow = {
    position: recorded.globalPosition.toString(),
    stream_id: recorded.streamId,
    stream_revision: recorded.revision.toString(),
    event_type: recorded.type,
    at: atOf(recorded),
    actor_id: metadata.actorId ?? null,
    actor_kind: metadata.actorKind ?? 'user',
    model: metadata.model ?? null,
    agent_session_id: metadata.agentSessionId ?? entry.agentSessionId ?? null,
    game_id: entry.gameId ?? uuidAfter(recorded.streamId, 'game-'),
    asset_type: entry.assetType ?? null,
    subject_name: entry.subject ? clip(entry.subject, NAME_MAX) : null,
    summary: clip(entry.summary, SUMMARY_MAX),
    outcome: entry.outcome ?? null,
    reviewed_model: entry.reviewedModel ?? null,
    change_count: entry.changeCount ?? 0,
    playtest: entry.playtest ?? null,
  };
  return { row, refs: described.refs };
};

/** The refs an event may read: loaded once per batch before the fold. */
export const refKeysOf = (recorded: RecordedEvent): string[] => {
  const data = (recorded.data ?? {}) as Record<string, unknown>;
  const keys: string[] = [];
  const add = (prefix: string, id: unknown) => typeof id === 'string' && keys.push(`${prefix}-${id}`);
  add('asset', data.assetId);
  add('game', data.gameId);
  add('checkpoint', data.checkpointId);
  add('checkpoint', data.toCheckpointId);
  add('component', data.componentId);
  if (typeof data.dashboardId === 'number') add('dashboard', `${String(data.gameId)}-${data.dashboardId}`);
  if (data.rollback && typeof data.rollback === 'object') add('checkpoint', (data.rollback as { toCheckpointId?: unknown }).toCheckpointId);
  if (Array.isArray(data.changeIds)) for (const id of data.changeIds) add('pending', id);
  const owner = uuidAfter(recorded.streamId, 'user-') ?? uuidAfter(recorded.streamId, 'tokens-');
  if (owner) add('user', owner);
  return keys;
};
