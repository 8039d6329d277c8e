import type { AuditChange, AuditDiff } from '@tempest/contracts';
import { ASSET_EVENT_TYPES, CHECKPOINT_EVENT_TYPES, TOKEN_EVENT_TYPES, VERSIONING_EVENT_TYPES } from '@tempest/domain';
import { AUDIT_USER_EVENT_TYPES } from '@tempest/projections';
import { hiddenRecord, PRIVATE, pseudonymOf, streamIdFor, type ViewerRole } from './event-view.js';

// The change log's rows copy names out of events (libs/projections/src/audit-log/audit-log.entries.ts): an
// account's or token owner's username (personal), an asset's, checkpoint's or versioning session's name
// (private content of the game). The summary quotes that name once, between single quotes.

/** Row types whose subject (and quoted name in the summary) is a username. */
const PERSONAL_SUBJECT = new Set<string>([...AUDIT_USER_EVENT_TYPES, ...TOKEN_EVENT_TYPES]);
/** Row types whose subject and quoted name are the game's private content. */
const PRIVATE_SUBJECT = new Set<string>([...ASSET_EVENT_TYPES, ...CHECKPOINT_EVENT_TYPES, ...VERSIONING_EVENT_TYPES]);
/** Row types whose subject is public but whose summary quotes private content (a published checkpoint's title). */
const PRIVATE_SUMMARY = new Set<string>(['GamePublished']);

/** Types whose rows show a name an analyst may not see: they are left out of an analyst's free-text search. */
export const CLASSIFIED_ROW_TYPES: readonly string[] = [...PERSONAL_SUBJECT, ...PRIVATE_SUBJECT, ...PRIVATE_SUMMARY];

/** The summary with its quoted name (first to last quote; to the end when the summary was clipped) replaced. */
const requoted = (summary: string, replacement: string): string => {
  const start = summary.indexOf("'");
  if (start < 0) return summary;
  const end = summary.lastIndexOf("'");
  return end > start ? `${summary.slice(0, start)}${replacement}${summary.slice(end + 1)}` : `${summary.slice(0, start)}${replacement}`;
};

export type RowContext = { pseudonym: (text: string) => string; privateShown: (gameId: string | null) => boolean };

/** Whether the row shows private content (a staff read to record). */
export const rowShowsPrivate = (change: AuditChange): boolean =>
  (PRIVATE_SUBJECT.has(change.event_type) && change.subject_name !== null) || PRIVATE_SUMMARY.has(change.event_type);

/** A change-log row as `role` sees it (docs/personal-data.md): for analysts, usernames as pseudonyms, a hidden game's names "[private]". Pure. */
export const changeRowFor = (role: ViewerRole, change: AuditChange, context: RowContext): AuditChange => {
  if (role !== 'analyst') return change;
  const pseudonym = (value: string | null) => (value === null ? null : (pseudonymOf(context.pseudonym, value) as string));
  const actor = { ...change.actor, username: pseudonym(change.actor.username) };
  const row = { ...change, actor, stream_id: streamIdFor(role, change.stream_id, context.pseudonym) };
  if (PERSONAL_SUBJECT.has(change.event_type) && change.subject_name !== null) {
    const name = pseudonym(change.subject_name)!;
    return { ...row, subject_name: name, summary: requoted(change.summary, name) };
  }
  if (context.privateShown(change.game_id)) return row;
  if (PRIVATE_SUBJECT.has(change.event_type)) {
    return { ...row, subject_name: change.subject_name === null ? null : PRIVATE, summary: requoted(change.summary, PRIVATE) };
  }
  return PRIVATE_SUMMARY.has(change.event_type) ? { ...row, summary: requoted(change.summary, PRIVATE) } : row;
};

/** An asset diff with its content hidden: which keys changed stays, names and values become "[private]". */
export const hiddenDiff = (diff: AuditDiff | null): AuditDiff | null => {
  if (!diff) return diff;
  const side = (item: AuditDiff['from']) => (item ? { ...item, name: PRIVATE, data: hiddenRecord(item.data) } : item);
  return { from: side(diff.from), to: side(diff.to), changes: diff.changes.map((c) => ({ key: c.key, before: PRIVATE, after: PRIVATE })) };
};
