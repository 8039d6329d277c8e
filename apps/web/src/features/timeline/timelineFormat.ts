import type { SaveGameVersion, SessionSave, LeanSessionSave } from '@tempest/contracts';

/** Spec 2 §9 "Timeline" and spec 3 §9: the scrubber's constants. */
export const SCRUBBER = {
  /** Markers per page. */
  pageSize: 10,
  /** Snap tolerance (click or drag), in percent of the track's width. */
  snapPercent: 5,
  /** Hover preview tolerance: the preview shows for a dot within this many pixels of the pointer. */
  hoverPx: 30,
  tooltipDelayMs: 300,
} as const;

export const NO_DESCRIPTION = 'State snapshot saved during gameplay.';

/** 'm:ss' (spec 2 §9). */
export function formatTimecode(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export const checkpointLabel = (c: Pick<LeanSessionSave, 'marker_label' | 'tick'>): string => c.marker_label.trim() || `Checkpoint ${c.tick}`;

// `metadata.description` (spec 3) is the same text as `description` on this server; the lean list leaves it out.
export const checkpointDescription = (c: Pick<SessionSave, 'description'> & Partial<Pick<SessionSave, 'metadata'>>): string =>
  c.description.trim() || c.metadata?.description.trim() || NO_DESCRIPTION;

/** The placeholder's letter: the trigger's first letter (spec 3 §2 screen 1). */
export const placeholderLetter = (c: Pick<LeanSessionSave, 'trigger' | 'marker_label'>): string =>
  (c.trigger.trim() || c.marker_label.trim() || '?').charAt(0).toUpperCase();

/** The scrubber's dots: 'auto' checkpoints are hidden (spec 3 §2 screen 3). */
export const scrubberSaves = (list: LeanSessionSave[]): LeanSessionSave[] => list.filter((c) => c.type !== 'auto');

export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / SCRUBBER.pageSize));

/** The page holding a checkpoint (the active one's page is shown first). */
export const pageOfIndex = (index: number): number => (index < 0 ? 0 : Math.floor(index / SCRUBBER.pageSize));

export type Marker = { checkpoint: LeanSessionSave; /** Percent of the track, 5 + 10 × index on the page. */ left: number };

export function pageMarkers(list: LeanSessionSave[], page: number): Marker[] {
  const start = page * SCRUBBER.pageSize;
  return list.slice(start, start + SCRUBBER.pageSize).map((checkpoint, i) => ({ checkpoint, left: 5 + 10 * i }));
}

/** The marker nearest a point of the track (percent), if within the snap tolerance. */
export function nearestMarker(markers: Marker[], percent: number, tolerance: number = SCRUBBER.snapPercent): Marker | null {
  let best: Marker | null = null;
  for (const m of markers) {
    const distance = Math.abs(m.left - percent);
    if (distance <= tolerance && (!best || distance < Math.abs(best.left - percent))) best = m;
  }
  return best;
}

/** The marker whose hover preview shows with the pointer at `x` px of a track `width` px wide: the nearest within 30 px. */
export function hoveredMarker(markers: Marker[], x: number, width: number): Marker | null {
  if (width <= 0) return null;
  return nearestMarker(markers, (x / width) * 100, (SCRUBBER.hoverPx / width) * 100);
}

/** Play time as people say it: 'the start', '42 s', '3 min 5 s', '1 h 2 min'. */
export function playTimeWords(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  if (total === 0) return 'the start';
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return min > 0 ? `${h} h ${min} min` : `${h} h`;
  if (min > 0) return s > 0 ? `${min} min ${s} s` : `${min} min`;
  return `${s} s`;
}

/** When a save was made, from now: 'just now', '5 min ago', '3 h ago', 'yesterday', else its date. */
export function savedAgo(createdAt: string, now: number): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  if (hours < 48) return 'yesterday';
  return new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: new Date(at).getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric' });
}

/** A moment of play in words: 'After 3 min 5 s of play', 'At the start of play'. */
export function playMomentWords(ms: number): string {
  const played = playTimeWords(ms);
  return played === 'the start' ? 'At the start of play' : `After ${played} of play`;
}

/** A save's moment in words: 'After 3 min 5 s of play · saved 2 min ago' ('At the start of play' for 0). */
export function saveMomentWords(c: Pick<LeanSessionSave, 'timecode_ms' | 'created_at'>, now: number): string {
  const when = playMomentWords(c.timecode_ms);
  const ago = savedAgo(c.created_at, now);
  return ago ? `${when} · saved ${ago}` : when;
}

/** A save's name as it is sent: trimmed; null when nothing is left (the save dialog cannot be submitted then). */

/**
 * The save dialog's "what happens next" for a save made `playTimeMs` into play (spec 2 §2 names the list, not
 * its words; these say what the dock does: docs/web-timeline.md, The session dock).
 */
export const saveNextSteps = (playTimeMs: number): string[] => [
  `The complete game state at this moment is kept (${playMomentWords(playTimeMs).toLowerCase()}).`,
  'The save appears on the timeline and in Your saves, and the game plays on.',
  'Restore it any time to play on from here: the saves you make after that branch off from it, and nothing is overwritten.',
];

/** Names as a list people read: '“A”', '“A” and “B”', '“A”, “B” and 2 more' (at most `shown` named). */
export function namedList(labels: string[], shown = 3): string {
  const named = labels.slice(0, labels.length > shown ? shown - 1 : shown).map((l) => `“${l}”`);
  const rest = labels.length - named.length;
  if (rest > 0) return `${named.join(', ')} and ${rest} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

const saves = (n: number) => (n === 1 ? '1 save' : `${n} saves`);

/** Clear All's question: which saves it deletes, and that Undo is offered. */
export const clearAllQuestion = (labels: string[]): string =>
  labels.length === 0
    ? 'Delete the saves of this browser? You can undo it for 10 seconds.'
    : `Delete all ${saves(labels.length)} of this game: ${namedList(labels)}? You can undo it for 10 seconds.`;

/** After Clear All, while Undo is offered. */
export const clearedWords = (labels: string[]): string =>
  labels.length === 0 ? 'Deleted the saves of this browser.' : `Deleted ${saves(labels.length)}: ${namedList(labels)}.`;

/** Spec 3 §9: zoom 0.5 to 2 in steps of 0.2. */
export const ZOOM = { min: 0.5, max: 2, step: 0.2 } as const;

export const stepZoom = (zoom: number, direction: 1 | -1): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((zoom + direction * ZOOM.step) * 10) / 10));

/**
 * A game version as a person reads it: which creator checkpoint (short id), or working-tree changes no
 * checkpoint records — the save's (`saved`) or the ones playing (`now`).
 */
export function versionName(version: Pick<SaveGameVersion, 'source' | 'checkpoint_id'>, role: 'saved' | 'now' = 'saved'): string {
  if (!version.checkpoint_id) {
    if (version.source !== 'working') return 'an unrecorded version';
    return role === 'saved' ? 'working-version changes never saved as a checkpoint' : 'the working version as it is now';
  }
  const id = version.checkpoint_id.slice(0, 8);
  return version.source === 'published' ? `published checkpoint ${id}` : `checkpoint ${id}`;
}

/** Why "Play on that version" cannot be offered (start-game answers 409 timeline.version_unrecorded). */
export const VERSION_UNRECORDED =
  'This save was made on changes that were never saved as a checkpoint, so its version cannot be played again. It can only be loaded into the current version.';
