import type { AgentSessionEvent } from '../agent/agent.events.js';
import type { AgentTurnEvent } from '../agent-turn/agent-turn.js';
import type { AssetEvent } from '../asset/asset.events.js';
import type { CheckpointEvent } from '../checkpoint/checkpoint.events.js';
import type { ComponentSlugClaimEvent } from '../component/component.slug-claim.js';
import type { ComponentEvent } from '../component/component.events.js';
import type { FrontendEvent } from '../frontend/frontend.events.js';
import type { GameEvent } from '../game/game.events.js';
import type { GameManifestEvent, GameManifestsSeeded } from '../manifest/manifest.events.js';
import type { RebuildEvent } from '../ops/rebuild.events.js';
import type { RollbackEvent } from '../rollback/rollback.events.js';
import type { PrivateReadEvent } from './private-reads.events.js';
import type { PlaySessionEvent, PlaySessionOpened } from '../play/play.events.js';
import type { PlaytestEvent } from '../playtest/playtest.js';
import type { TimelineEvent } from '../timeline/timeline.events.js';
import type { TokenEvent } from '../tokens/tokens.events.js';
import type { ClaimEvent, UserEvent } from '../user/user.events.js';
import type { VersioningEvent } from '../versioning/versioning.events.js';

/**
 * The data class of an event field (docs/personal-data.md):
 * - `secret`: never shown to anyone, never exported (hashes, codes, tokens, external account ids);
 * - `personal`: identifies a person (email, username, a visitor's key, what they told us about themselves):
 *   pseudonymised for analysts, encrypted with its subject's key, gone when the subject is erased;
 * - `private`: a person's own content (chat messages, hidden instructions, unpublished code, a player's game
 *   state and notes): shown to analysts only under the private-content rule, encrypted, gone on erasure;
 * - `public`: everything else (ids, types, times, counts, settings, published facts).
 */
export type DataClass = 'secret' | 'personal' | 'private' | 'public';

/**
 * Whose data a classified field is, so whose key encrypts it and whose erasure reaches it:
 * - `account`: the user the stream is about (`user-<id>`, `tokens-<id>`; UserRegistered names it as `userId`);
 * - `creator`: the creator of the game or agent conversation the event belongs to;
 * - `player`: the player of the play session or timeline (a user, or a visitor by their keyed id);
 * - `actor`: whoever the event's metadata names as its actor (a staff member's note).
 */
export type DataSubject = 'account' | 'creator' | 'player' | 'actor';

/**
 * A path into an event's data: keys joined by '.', '*' for every key of an object or item of an array at that
 * level ('contextItems.*.name'). A path names a whole value: everything under it has its class.
 */
export type FieldPath = string;

export type EventDataClasses = {
  /** The fields that are not public; a field not named here (nor under a named path) is public. */
  readonly fields: Readonly<Record<FieldPath, Exclude<DataClass, 'public'>>>;
  /** Whose personal and private fields these are (absent: the event has none). */
  readonly subject?: DataSubject;
};

/** Every event type the studio appends. */
export type StudioEvent =
  | UserEvent
  | ClaimEvent
  | TokenEvent
  | GameEvent
  | AssetEvent
  | VersioningEvent
  | CheckpointEvent
  | RollbackEvent
  | AgentTurnEvent
  | GameManifestEvent
  | GameManifestsSeeded
  | ComponentEvent
  | ComponentSlugClaimEvent
  | FrontendEvent
  | AgentSessionEvent
  | PlaySessionEvent
  | PlaySessionOpened
  | PlaytestEvent
  | TimelineEvent
  | RebuildEvent
  | PrivateReadEvent
  | { type: 'AnalyticsSettingsChanged'; data: Record<string, unknown> };
export type StudioEventType = StudioEvent['type'];

const none: EventDataClasses = { fields: {} };
const assetContent: EventDataClasses = { fields: { data: 'private' }, subject: 'creator' };

/**
 * The classification, once, for every event type (a new type fails to compile until it is classified here).
 * Ids (user, game, asset, session ids), types, times, counts and revisions are public: they identify no
 * person by themselves and every join needs them. A user id is pseudonymous; what links it to a person
 * (email, username) is personal.
 */
export const EVENT_DATA_CLASSES: { readonly [Type in StudioEventType]: EventDataClasses } = {
  // Accounts (user-<id>): the account holder's.
  UserRegistered: { fields: { username: 'personal', email: 'personal', passwordHash: 'secret', googleSub: 'secret' }, subject: 'account' },
  VerificationCodeIssued: { fields: { codeHash: 'secret' }, subject: 'account' },
  VerificationCodeRejected: none,
  EmailVerified: none,
  PasswordResetCodeConfirmed: none,
  PasswordChanged: { fields: { passwordHash: 'secret' }, subject: 'account' },
  UserLoggedIn: none,
  StaffGranted: none,
  StaffRevoked: none,
  AnalystGranted: none,
  AnalystRevoked: none,
  LegendGranted: none,
  LegendRevoked: none,
  ModelPreferencesChanged: none,
  // The erasure record: ids, who asked (self or a staff id), whether a reason was given, counts. No personal data.
  UserErased: none,
  OnboardingRecorded: { fields: { purposes: 'personal', experienceLevel: 'personal', gameTypeInterests: 'personal', outcome: 'personal' }, subject: 'account' },
  // Uniqueness claims: the stream's name holds the email or username (PERSONAL_STREAM_PREFIXES).
  NameClaimed: none,
  NameReleased: none,
  // Tokens (tokens-<userId>).
  WeeklyTokensGranted: none,
  TokensConsumed: none,
  TokensRefunded: none,
  TokensPurchased: { fields: { note: 'personal' }, subject: 'account' },
  // Games: a game's card is what its creator shows; the creator's name is theirs.
  GameCreated: { fields: { creatorName: 'personal' }, subject: 'creator' },
  GameRenamed: none,
  GameDetailsUpdated: none,
  GameDeleted: none,
  GamePublished: none,
  GameUnpublished: none,
  GameCloneCompleted: none,
  GameCloneFailed: none,
  DashboardCreated: none,
  DashboardUpdated: none,
  DashboardDeleted: none,
  // Assets: the content is the creator's code and text, private until published.
  AssetCreated: assetContent,
  AssetEdited: assetContent,
  AssetRestored: assetContent,
  AssetDeleted: none,
  PendingChangesAccepted: none,
  PendingChangesRejected: none,
  PendingChangesReopened: none,
  // Versioning and checkpoints: the creator's own words about their work.
  VersioningSessionStarted: { fields: { name: 'private' }, subject: 'creator' },
  RevisionCommitted: { fields: { message: 'private' }, subject: 'creator' },
  CheckpointCreated: { fields: { title: 'private', description: 'private', message: 'private' }, subject: 'creator' },
  CheckpointStarToggled: none,
  CheckpointDeleted: none,
  CheckpointRollbackStarted: none,
  // A rollback's process (rollback-<id>): ids, revisions, who asked, which replica drives it. The moved items'
  // names are the creator's asset names (as in the asset's content); a refusal's reason is the studio's text.
  RollbackRequested: none,
  RollbackClaimed: none,
  RollbackUndoPointTaken: none,
  RollbackBatchMoved: { fields: { 'results.*.asset_name': 'private' }, subject: 'creator' },
  RollbackCompleted: none,
  RollbackFailed: none,
  // The agent's turns on a game (agent-turns-<gameId>): ids and lease times.
  AgentTurnStarted: none,
  AgentTurnRenewed: none,
  AgentTurnEnded: none,
  // A game's manifest (manifest-<gameId>): ids, asset types and stream revisions of what the game is made of.
  GameAssetRevised: none,
  GameAssetsRevised: none,
  GameAssetRemoved: none,
  GameFrontendRevised: none,
  GameComponentRevised: none,
  GameComponentRemoved: none,
  GameManifestSeeded: none,
  GameManifestsSeeded: none,
  // The component registry and frontend project settings are game structure, shown in the studio as such.
  ComponentRegistered: none,
  ComponentUpdated: none,
  ComponentDeleted: none,
  ComponentSlugClaimed: none,
  ComponentSlugReleased: none,
  FrontendProjectCreated: none,
  FrontendProjectUpdated: none,
  // The agent conversation: what the creator typed and what the agent wrote for them.
  AgentSessionStarted: { fields: { metadata: 'private' }, subject: 'creator' },
  UserMessageReceived: { fields: { content: 'private', hiddenInstructions: 'private', 'contextItems.*.name': 'private' }, subject: 'creator' },
  AssistantMessageStarted: none,
  AssistantMessageCompleted: { fields: { content: 'private' }, subject: 'creator' },
  ToolCallStarted: { fields: { input: 'private' }, subject: 'creator' },
  ToolCallFinished: { fields: { result: 'private' }, subject: 'creator' },
  StreamInterrupted: none,
  StreamEnded: none,
  FailureCheckpointRecorded: { fields: { title: 'private' }, subject: 'creator' },
  SessionTimedOut: none,
  // Play: who played (a visitor's keyed id is still a handle on that visitor), and their game state.
  // `actionId` (issue 32) is public: a random id the player's page makes for one action, naming no one and
  // opening nothing (a retry with it still needs the session's player).
  PlaySessionStarted: { fields: { playerKey: 'personal', entityState: 'private' }, subject: 'player' },
  GameActionApplied: { fields: { args: 'private', changes: 'private', logs: 'private' }, subject: 'player' },
  GameActionFailed: { fields: { args: 'private', error: 'private', logs: 'private' }, subject: 'player' },
  PlaySessionRestored: { fields: { entityState: 'private', changes: 'private' }, subject: 'player' },
  PlaySessionOpened: none,
  // Playtests (playtest-<gameId>): what playing the game showed. The checks' labels, counts, ids, the model and
  // the runner are the studio's; the frames, the failures and each check's detail quote the game's own text.
  PlaytestRecorded: { fields: { failures: 'private', frames: 'private', 'checks.*.detail': 'private' }, subject: 'creator' },
  // Play timelines: a player's saves and the labels they gave them.
  TimelineCheckpointCreated: { fields: { markerLabel: 'private', description: 'private', branchLabel: 'private', ecsState: 'private' }, subject: 'player' },
  TimelineCheckpointRestored: none,
  TimelineThumbnailAttached: none,
  TimelineCheckpointDeleted: none,
  // Operations.
  RebuildStarted: none,
  RebuildFinished: none,
  RebuildFailed: none,
  RebuildCancelled: none,
  // Who read private content: ids, a route and counts, never the content (private-reads.events.ts).
  PrivateContentRead: none,
  AnalyticsSettingsChanged: none,
};

/** Metadata fields: all public (actor ids, the model, correlation, causation and request ids, the time). */
export const METADATA_CLASSES: Readonly<Record<string, DataClass>> = {};

/**
 * Stream-id prefixes whose remainder names a person: uniqueness claims recorded before names were hashed hold
 * the email or username itself (a hashed claim, `isHashedClaimStreamId`, holds no personal data);
 * a play index ends with its player's key (`play-index-<gameId>-<source>-user-<id>` / `…-visitor-<key>`).
 */
export const PERSONAL_STREAM_PREFIXES: readonly string[] = ['useremail-', 'username-'];
/** The personal part of a play index's stream id: everything from `visitor-` on. */
export const PLAY_INDEX_VISITOR_PATTERN = /^(play-index-.+?-)(visitor-.+)$/;

/** The classes of a known event type; an unknown type (an old or foreign event) is treated as all private. */
export const dataClassesOf = (type: string): EventDataClasses | null =>
  Object.hasOwn(EVENT_DATA_CLASSES, type) ? EVENT_DATA_CLASSES[type as StudioEventType] : null;

export type ClassifiedField = { path: FieldPath; dataClass: Exclude<DataClass, 'public'> };

/**
 * The event's data with every classified field that is present replaced by `replace(value, field)` (at any
 * '*' position, for each key or item); everything else is kept as it is. Pure: the input is not changed.
 */
export const mapClassifiedFields = (type: string, data: unknown, replace: (value: unknown, field: ClassifiedField) => unknown): unknown => {
  const classes = dataClassesOf(type);
  if (!classes) return data;
  let result = data;
  for (const [path, dataClass] of Object.entries(classes.fields)) {
    result = mapPath(result, path.split('.'), (value) => replace(value, { path, dataClass }));
  }
  return result;
};

const mapPath = (value: unknown, keys: string[], replace: (value: unknown) => unknown): unknown => {
  if (keys.length === 0) return value === undefined ? value : replace(value);
  if (value === null || typeof value !== 'object') return value;
  const [key, ...rest] = keys;
  if (Array.isArray(value)) return key === '*' ? value.map((item) => mapPath(item, rest, replace)) : value;
  const object = value as Record<string, unknown>;
  if (key === '*') return Object.fromEntries(Object.entries(object).map(([k, inner]) => [k, mapPath(inner, rest, replace)]));
  if (!Object.hasOwn(object, key)) return value;
  const next = mapPath(object[key], rest, replace);
  return next === object[key] ? value : { ...object, [key]: next };
};

/** Whether the event type has any field of the class (e.g. whether an analyst's view must transform it). */
export const hasFieldsOf = (type: string, dataClass: Exclude<DataClass, 'public'>): boolean => {
  const classes = dataClassesOf(type);
  return classes !== null && Object.values(classes.fields).includes(dataClass);
};
