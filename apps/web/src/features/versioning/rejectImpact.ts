import type { PendingChangeItem } from '@tempest/contracts';
import { diffText } from './versioningFormat';
import { counted } from '../../components/text/counted';

/** An edit that changes at most this many lines is rejected at once; anything bigger asks first. */
export const SMALL_EDIT_LINES = 3;

/** What a reject will throw away, for the confirmation; null when it is a small edit, rejected at once. */
export type RejectImpact = { title: string; losses: string[]; confirmLabel: string };

/** Lines that are in one text and not the other (each line counted as often as it appears). */
export function changedLineCount(before: string, after: string): number {
  const counts = new Map<string, number>();
  for (const line of before.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of after.split('\n')) {
    const left = counts.get(line) ?? 0;
    if (left > 0) counts.set(line, left - 1);
    else added += 1;
  }
  const removed = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return Math.max(added, removed);
}

/** The losses of rejecting one change: the asset it would delete, the lines it would discard. */
function lossesOf(change: PendingChangeItem): string[] {
  const name = `${change.asset_name} (${change.asset_type.replace('_', ' ')})`;
  // Rejecting a creation (or a restore) removes the asset again.
  if (change.change_kind === 'create' || (change.change_kind === 'restore' && !change.before.exists)) {
    return [`${name} will be deleted — the assistant created it.`];
  }
  if (change.change_kind !== 'edit') return [];
  const lines = changedLineCount(diffText(change.asset_type, change.before.data), diffText(change.asset_type, change.after.data));
  return lines > SMALL_EDIT_LINES ? [`${counted(lines, 'changed line')} of ${name} will be discarded.`] : [];
}

/**
 * What rejecting `targets` loses, given every change still pending: a reject also takes the later
 * pending changes of the same asset (they build on it). Null when nothing worth asking about is lost.
 */
export function rejectImpact(targets: PendingChangeItem[], pending: PendingChangeItem[]): RejectImpact | null {
  const open = targets.filter((t) => t.status === 'pending');
  const losses = open.flatMap(lossesOf);
  for (const target of open) {
    const later = pending.filter((p) => p.status === 'pending' && p.asset_id === target.asset_id && p.revision > target.revision && !open.includes(p));
    if (later.length > 0) losses.push(`${counted(later.length, 'later change')} to ${target.asset_name} will be rejected too.`);
  }
  if (losses.length === 0) return null;
  const deletes = losses.some((l) => l.includes('will be deleted'));
  return {
    title: open.length === 1 ? `Reject the change to “${open[0].asset_name}”?` : `Reject ${counted(open.length, 'change')}?`,
    losses,
    confirmLabel: deletes ? 'Reject and delete' : 'Reject',
  };
}
