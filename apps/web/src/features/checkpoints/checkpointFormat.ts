import type { CheckpointRollbackAnswer, CheckpointTimelineAnswer, CheckpointTriggerName, GameCreator, RollbackAssetResult, CheckpointItem } from '@tempest/contracts';
import { counted } from '../../components/text/counted';

/** Spec 3 §8, "Server checkpoints": each call's failure, shown with the server's message when it sent one. */
export const CHECKPOINT_ERRORS = {
  fetch: 'Failed to fetch checkpoints',
  create: 'Failed to create checkpoint',
  star: 'Failed to toggle star',
  rollback: 'Failed to rollback',
  delete: 'Failed to delete checkpoint',
  publish: 'Failed to publish checkpoint',
  unpublish: 'Failed to unpublish game',
  publishedStatus: 'Failed to fetch published status',
} as const;

/** Spec 3 §7: the message of a checkpoint the creator makes without one. */
export const MANUAL_CHECKPOINT_MESSAGE = 'Manual checkpoint created by user';

/** A checkpoint's name as it is saved: trimmed; null when nothing is left (the dialog cannot be submitted then). */

/**
 * The Create Checkpoint dialog's "what happens next" (spec 2 §2 names the list but not its words; these say
 * what this studio does: docs/api-checkpoints.md).
 */
export const CHECKPOINT_NEXT_STEPS = [
  'The whole game is saved as it is now: entities, scripts, prompts, tools, logic files and the frontend.',
  'The checkpoint appears at the top of History and becomes the current one.',
  'You can preview it, publish it or roll back to it at any time; rolling back keeps everything made after it.',
] as const;

/** What each trigger says on its badge, and the badge's colour. */
export const TRIGGER_BADGES: Record<CheckpointTriggerName, { label: string; color: string }> = {
  manual: { label: 'Manual', color: 'gray' },
  ai_complete: { label: 'AI', color: 'violet' },
  agent_failure: { label: 'Agent failure', color: 'red' },
  publish: { label: 'Publish', color: 'teal' },
  rollback: { label: 'Rollback', color: 'orange' },
  clone: { label: 'Clone', color: 'blue' },
};

/** Who made a checkpoint: the agent with its model, the creator by name, "You", or staff. */
export function checkpointActor(actor: CheckpointItem['actor'], meId: string | null, creator: GameCreator | null): string {
  if (actor.kind === 'agent') return actor.model ? `AI agent · ${actor.model}` : 'AI agent';
  if (actor.kind === 'system') return 'Tempest';
  if (actor.id && actor.id === meId) return 'You';
  if (actor.id && creator && actor.id === creator.id) return creator.name;
  return 'Staff';
}

/** The timeline's pages as one list, newest first (a checkpoint made between two page reads shifts the later page: keep each once). */
export function timelineOf(pages: readonly CheckpointTimelineAnswer[] | undefined): CheckpointItem[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) => page.checkpoints).filter((c) => !seen.has(c.checkpoint_id) && seen.add(c.checkpoint_id));
}

/**
 * Back and forward between checkpoints while previewing: back is the older one (further down the list),
 * forward the newer one. Null at either end, or when the checkpoint is not in the list.
 */
export function neighbourOf(list: readonly CheckpointItem[], checkpointId: string, direction: 'back' | 'forward'): CheckpointItem | null {
  const index = list.findIndex((c) => c.checkpoint_id === checkpointId);
  if (index < 0) return null;
  return list[direction === 'back' ? index + 1 : index - 1] ?? null;
}

/** The rollback's result in one line: "3 assets changed" (and what was skipped). */
export function rollbackSummary(result: CheckpointRollbackAnswer['rollback_results']): string {
  const skipped = result.assets.filter((a) => a.action === 'skipped').length;
  const changed = `${counted(result.changed, 'asset')} changed`;
  return skipped > 0 ? `${changed}, ${skipped} skipped` : changed;
}

const ACTION_WORDS: Record<RollbackAssetResult['action'], string> = {
  edited: 'Changed back',
  restored: 'Restored',
  deleted: 'Removed (kept in history)',
  unchanged: 'Unchanged',
  skipped: 'Skipped',
};

/** One asset of the rollback's result, as its row in the expandable list. */
export function rollbackAssetLine(asset: RollbackAssetResult): string {
  const type = asset.asset_type.replace(/_/g, ' ');
  const reason = asset.reason ? ` — ${asset.reason}` : '';
  const name = asset.asset_name ? ` ${asset.asset_name}` : '';
  return `${ACTION_WORDS[asset.action]}: ${type}${name}${reason}`;
}

/** The assets a rollback moved, the ones it left alone last. */
export function changedFirst(assets: readonly RollbackAssetResult[]): RollbackAssetResult[] {
  return [...assets].sort((a, b) => Number(a.action === 'unchanged') - Number(b.action === 'unchanged'));
}

/** The preview banner's words (the time is shown beside it, relative with the exact one on hover). */
export const previewBanner = (title: string): string => `Previewing ${title} from`;
export const PREVIEW_UNCHANGED = 'the working tree is unchanged';
