import { playtestScore, type PlaytestRecorded } from '@tempest/domain';
import type {
  AssetEvent,
  CheckpointEvent,
  ComponentEvent,
  FrontendEvent,
  GameEvent,
  TokenEvent,
  UserEvent,
  VersioningEvent,
} from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import { assetNameOf } from '../versioning/working-tree.read-model.js';

// The one-line account of each kind of change (docs/api-audit.md, The row): pure, given the refs.

/**
 * What earlier events named, which later ones leave out (a delete names no asset, a review no model):
 * `asset-<id>`, `game-<id>`, `user-<id>`, `checkpoint-<id>` → a name; `pending-<changeId>` → the model
 * that proposed the change. Kept in `audit_log_refs`, so a batch never rereads the event store.
 */
export type Refs = { get(key: string): string | undefined };
export type RefUpdate = [key: string, value: string];

export const SUMMARY_MAX = 200;
export const NAME_MAX = 120;
export const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
export const quoted = (name: string | null | undefined): string => (name ? `'${clip(name, NAME_MAX)}'` : '');
const kindName = (assetType: string): string => assetType.replace(/_/g, ' ');
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
export const uuidAfter = (streamId: string, prefix: string): string | null => (streamId.startsWith(prefix) ? streamId.slice(prefix.length) : null);

export type Entry = { playtest?: 'passed' | 'failed' | null; gameId?: string | null; assetType?: string | null; subject?: string | null; summary: string; outcome?: 'accepted' | 'rejected' | null; reviewedModel?: string | null; changeCount?: number; agentSessionId?: string | null };
export type Described = { entry: Entry; refs: RefUpdate[] };

export const assetEntry = (event: AssetEvent, recorded: RecordedEvent, refs: Refs): Described => {
  const d = event.data;
  const key = `asset-${d.assetId}`;
  const named = 'data' in d ? assetNameOf(d.data as Record<string, unknown>, refs.get(key) ?? '') : (refs.get(key) ?? '');
  const what = `${kindName(d.assetType)} ${quoted(named)}`.trim();
  const base = { gameId: d.gameId, assetType: d.assetType, subject: named || null };
  const updates: RefUpdate[] = named ? [[key, named]] : [];
  if (event.type === 'PendingChangesAccepted' || event.type === 'PendingChangesRejected' || event.type === 'PendingChangesReopened') {
    const verb = { PendingChangesAccepted: 'accepted', PendingChangesRejected: 'rejected', PendingChangesReopened: 'reopened' }[event.type];
    const reviewedModel = event.data.changeIds.map((id) => refs.get(`pending-${id}`)).find((m) => m !== undefined) ?? null;
    const outcome = event.type === 'PendingChangesReopened' ? null : (verb as 'accepted' | 'rejected');
    const entry = { ...base, summary: `${verb} ${plural(event.data.changeIds.length, 'pending change')} to ${what}`, outcome, reviewedModel, changeCount: event.data.changeIds.length };
    return { entry, refs: updates };
  }
  const content = event.data;
  if (content.pendingChangeId && recorded.metadata.model) updates.push([`pending-${content.pendingChangeId}`, recorded.metadata.model]);
  const pending = content.pendingChangeId ? ' (pending review)' : '';
  const cause = content.cause;
  let summary: string;
  if (cause.kind === 'rollback') summary = `rolled back ${what} to revision ${cause.toRevision}`;
  else if (cause.kind === 'undo') summary = `undid a change to ${what}`;
  else if (cause.kind === 'redo') summary = `redid a change to ${what}`;
  else if (cause.kind === 'reject') summary = `${event.type === 'AssetDeleted' ? 'removed' : 'put back'} ${what} after rejected changes`;
  else if (cause.kind === 'reopen') summary = `reapplied reopened changes to ${what}`;
  else if (event.type === 'AssetCreated') summary = `created ${what}${pending}`;
  else if (event.type === 'AssetEdited') summary = `edited ${what}${pending}`;
  else if (event.type === 'AssetDeleted') summary = `deleted ${what}${event.data.permanent ? ' for good' : ''}${pending}`;
  else summary = `restored ${what}${pending}`;
  return { entry: { ...base, summary, changeCount: content.pendingChangeId ? 1 : 0 }, refs: updates };
};

/** What a person calls a game's or a dashboard's field in a summary ("the layout"), not its code name. */
const GAME_FIELD_WORDS: Record<string, string> = {
  name: 'the name',
  description: 'the description',
  titleCard: 'the title card',
  nsfw: 'the mature-content setting',
  isCloneable: 'whether it can be remixed',
  categoryTags: 'the tags',
};
const COMPONENT_FIELD_WORDS: Record<string, string> = { slug: 'the short name', fieldSchema: 'the fields', aliases: 'the other names' };
const DASHBOARD_FIELD_WORDS: Record<string, string> = { name: 'the name', icon: 'the icon', layoutType: 'the layout', initialComponents: 'the starting panels' };

/** A field name a summary does not know, as words: "layoutType" → "the layout type". */
const spelledOut = (field: string): string => `the ${field.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}`;

/** Pure: fields as a person reads them, "the name, the icon and the layout" ("nothing" for none). */
export const fieldWords = (fields: readonly string[], words: Record<string, string>): string => {
  const said = fields.map((f) => words[f] ?? spelledOut(f));
  if (said.length === 0) return 'nothing';
  return said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
};

export const gameEntry = (event: GameEvent, refs: Refs): Described => {
  const d = event.data;
  const key = `game-${d.gameId}`;
  const name = refs.get(key) ?? null;
  const game = `game ${quoted(name)}`.trim();
  const at = (summary: string, subject = name, updates: RefUpdate[] = []): Described => ({ entry: { gameId: d.gameId, subject, summary }, refs: updates });
  switch (event.type) {
    case 'GameCreated': {
      const source = event.data.clonedFrom;
      const summary = source ? `cloned game ${quoted(source.title)} as ${quoted(event.data.name)}` : `created game ${quoted(event.data.name)}`;
      return at(summary, event.data.name, [[key, event.data.name]]);
    }
    case 'GameRenamed':
      return at(`renamed game ${quoted(event.data.previousName)} to ${quoted(event.data.name)}`, event.data.name, [[key, event.data.name]]);
    case 'GameDetailsUpdated': {
      const fields = Object.keys(event.data).filter((k) => k !== 'gameId' && k !== 'updatedAt');
      const renamed = event.data.name ?? name;
      return at(`changed ${fieldWords(fields, GAME_FIELD_WORDS)} of ${`game ${quoted(renamed)}`.trim()}`, renamed, event.data.name ? [[key, event.data.name]] : []);
    }
    case 'GameDeleted':
      return at(`deleted ${game}`);
    case 'GamePublished': {
      const title = refs.get(`checkpoint-${event.data.checkpointId}`);
      return at(`published checkpoint ${title ? quoted(title) : event.data.checkpointId.slice(0, 8)} of ${game}`);
    }
    case 'GameUnpublished':
      return at(`unpublished ${game}`);
    case 'GameCloneCompleted':
      return at(`finished cloning ${game} (${plural(event.data.assetCount, 'asset')})`);
    case 'GameCloneFailed':
      return at(`clone of ${game} failed: ${clip(event.data.reason, 80)}`);
    case 'DashboardCreated': {
      const board = event.data.dashboard;
      return at(`created dashboard ${quoted(board.name)} in ${game}`, board.name, [[`dashboard-${d.gameId}-${board.id}`, board.name]]);
    }
    case 'DashboardUpdated': {
      const boardKey = `dashboard-${d.gameId}-${event.data.dashboardId}`;
      const before = refs.get(boardKey);
      const fields = Object.keys(event.data).filter((k) => k !== 'gameId' && k !== 'dashboardId' && k !== 'updatedAt' && k !== 'code');
      const renamed = event.data.name !== undefined && before !== undefined && before !== event.data.name ? ` (now ${quoted(event.data.name)})` : '';
      const board = before ?? event.data.name;
      const which = board ? `dashboard ${quoted(board)}${renamed}` : 'a dashboard';
      return at(`changed ${fieldWords(fields, DASHBOARD_FIELD_WORDS)} of ${which} in ${game}`, event.data.name ?? board ?? name, event.data.name ? [[boardKey, event.data.name]] : []);
    }
    case 'DashboardDeleted':
      return at(`deleted dashboard ${quoted(event.data.name)} in ${game}`, event.data.name);
  }
};

/** A checkpoint's line in words a creator reads: what made it (a clone's is the remix's starting point). */
const CHECKPOINT_WORDS: Record<string, (title: string) => string> = {
  manual: (title) => `made checkpoint ${title}`,
  ai_complete: (title) => `the agent made checkpoint ${title}`,
  agent_failure: (title) => `recorded an agent failure as checkpoint ${title}`,
  publish: (title) => `made checkpoint ${title} to publish the game`,
  rollback: (title) => `made checkpoint ${title} before a rollback`,
  clone: (title) => `started this remix with checkpoint ${title}`,
};

export const checkpointEntry = (event: CheckpointEvent | VersioningEvent, recorded: RecordedEvent, refs: Refs): Described => {
  const gameId = event.data.gameId;
  switch (event.type) {
    case 'CheckpointCreated': {
      const d = event.data;
      const target = d.rollback ? refs.get(`checkpoint-${d.rollback.toCheckpointId}`) : undefined;
      const summary = d.rollback ? `rolled back to checkpoint ${quoted(target) || d.rollback.toCheckpointId.slice(0, 8)}` : (CHECKPOINT_WORDS[d.trigger] ?? CHECKPOINT_WORDS.manual)(quoted(d.title));
      return { entry: { gameId, subject: d.title, summary, agentSessionId: d.agent?.sessionId ?? null }, refs: [[`checkpoint-${d.checkpointId}`, d.title]] };
    }
    case 'CheckpointStarToggled':
    case 'CheckpointDeleted':
    case 'CheckpointRollbackStarted': {
      const id = event.type === 'CheckpointRollbackStarted' ? event.data.toCheckpointId : event.data.checkpointId;
      const title = refs.get(`checkpoint-${id}`) ?? null;
      const which = `checkpoint ${quoted(title) || id.slice(0, 8)}`;
      const verb = event.type === 'CheckpointDeleted' ? 'deleted' : event.type === 'CheckpointRollbackStarted' ? 'started a rollback to' : event.data.isStarred ? 'starred' : 'unstarred';
      return { entry: { gameId, subject: title, summary: `${verb} ${which}` }, refs: [] };
    }
    case 'RevisionCommitted': {
      const d = event.data;
      const checkpoint = d.kind === 'checkpoint' && !recorded.streamId.startsWith('versioning-session-');
      const summary = `${checkpoint ? 'made checkpoint' : 'committed'} ${quoted(d.message)} (${plural(d.assets.length, 'asset')})`;
      return { entry: { gameId, subject: d.message || null, summary }, refs: checkpoint ? [[`checkpoint-${d.commitId}`, d.message]] : [] };
    }
    case 'VersioningSessionStarted':
      return { entry: { gameId, subject: event.data.name, summary: `started versioning session ${quoted(event.data.name)}` }, refs: [] };
  }
};

export const componentEntry = (event: ComponentEvent | FrontendEvent, refs: Refs): Described => {
  switch (event.type) {
    case 'FrontendProjectCreated':
    case 'FrontendProjectUpdated': {
      const verb = event.type === 'FrontendProjectCreated' ? 'created' : 'updated';
      return { entry: { gameId: event.data.gameId, assetType: 'frontend', subject: event.data.name, summary: `${verb} frontend project ${quoted(event.data.name)}` }, refs: [] };
    }
    case 'ComponentRegistered':
      return { entry: { gameId: event.data.gameId, assetType: 'component', subject: event.data.name, summary: `registered component ${quoted(event.data.name)}` }, refs: [[`component-${event.data.componentId}`, event.data.name]] };
    case 'ComponentUpdated': {
      const d = event.data;
      return { entry: { gameId: d.gameId, assetType: 'component', subject: d.name, summary: `changed ${fieldWords(d.changed, COMPONENT_FIELD_WORDS)} of component ${quoted(d.name)}` }, refs: [[`component-${d.componentId}`, d.name]] };
    }
    case 'ComponentDeleted': {
      const name = refs.get(`component-${event.data.componentId}`) ?? event.data.slug;
      return { entry: { gameId: event.data.gameId, assetType: 'component', subject: name, summary: `deleted component ${quoted(name)}` }, refs: [] };
    }
  }
};

export const tokenEntry = (event: TokenEvent, recorded: RecordedEvent, refs: Refs): Described => {
  const owner = refs.get(`user-${uuidAfter(recorded.streamId, 'tokens-') ?? ''}`) ?? null;
  const entry = (summary: string, agentSessionId: string | null = null): Described => ({ entry: { subject: owner, summary, agentSessionId }, refs: [] });
  switch (event.type) {
    case 'WeeklyTokensGranted':
      return entry(`granted the weekly ${plural(event.data.amount, 'token')} (${event.data.week})`);
    case 'TokensConsumed':
      return entry(`used ${plural(event.data.amount, 'token')} on ${clip(event.data.model, 60)}`, event.data.turn?.sessionId ?? null);
    case 'TokensRefunded':
      return entry(`refunded ${plural(event.data.amount, 'token')} of a rolled-back agent turn`, event.data.turn.sessionId);
    case 'TokensPurchased':
      return entry(`recorded a purchase of ${plural(event.data.amount, 'token')}`);
  }
};

const ROLE_WORDS: Record<string, [string, string]> = {
  StaffGranted: ['made', 'staff'],
  StaffRevoked: ['ended staff for', ''],
  AnalystGranted: ['made', 'an analyst'],
  AnalystRevoked: ['ended the analyst role of', ''],
  LegendGranted: ['made', 'a Legend'],
  LegendRevoked: ['ended Legend for', ''],
};

/** Account events name no password, code or hash: only what happened and to whom. */
export const userEntry = (event: UserEvent, recorded: RecordedEvent, refs: Refs): Described | null => {
  const userId = uuidAfter(recorded.streamId, 'user-');
  const key = `user-${userId}`;
  const username = event.type === 'UserRegistered' ? event.data.username : (refs.get(key) ?? null);
  const entry = (summary: string, updates: RefUpdate[] = []): Described => ({ entry: { subject: username, summary }, refs: updates });
  const who = quoted(username) || 'an account';
  switch (event.type) {
    case 'UserRegistered':
      // A name whose key was destroyed reads as null (docs/personal-data.md): the account is nameless.
      return entry(`registered ${who} (${event.data.via})`, [[key, event.data.username ?? '']]);
    case 'UserErased':
      // Never the name: the account is forgotten from here on (its ref too), and earlier rows by the projector.
      return { entry: { subject: null, summary: event.data.by === 'self' ? 'erased their own account' : 'erased an account' }, refs: [[key, '']] };
    case 'EmailVerified':
      return entry(`verified the email address of ${who}`);
    case 'PasswordChanged':
      return entry(`changed the password of ${who}`);
    case 'ModelPreferencesChanged':
      return entry(`changed the model preferences of ${who}`);
    default: {
      const words = ROLE_WORDS[event.type];
      return words ? entry(`${words[0]} ${who}${words[1] ? ` ${words[1]}` : ''}`) : null;
    }
  }
};

/**
 * A playtest in words: "played the game: 6 of 6 checks passed", or "…: 4 of 6 checks passed — failed: <labels>".
 * Only the checks' labels (the studio's words), never what was seen (the game's text, private).
 */
export const playtestEntry = (event: PlaytestRecorded): Described => {
  const { gameId, checks, trigger, agentSessionId, passed } = event.data;
  const score = playtestScore(checks);
  const failed = checks.filter((c) => c.applies && !c.passed).map((c) => c.label.toLowerCase());
  // Who played (the agent after its build, or a person) is the row's actor and model.
  const summary = `played the game: ${score.passed} of ${score.applying} checks passed${failed.length > 0 ? ` — failed: ${failed.join(', ')}` : ''}`;
  return { entry: { gameId, summary, agentSessionId, playtest: trigger === 'agent' ? (passed ? 'passed' : 'failed') : null }, refs: [] };
};
