import type { SaveGameVersion, SessionSave } from '@tempest/contracts';

/** Spec 2 §9 "Timeline" and spec 3 §9: the scrubber's constants. */
export const SCRUBBER = {
  /** Markers per page. */
  pageSize: 10,
  /** Snap and hover tolerance, in percent of the track's width. */
  snapPercent: 5,
  tooltipDelayMs: 300,
} as const;

export const NO_DESCRIPTION = 'State snapshot saved during gameplay.';

/** 'm:ss' (spec 2 §9). */
export function formatTimecode(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export const checkpointLabel = (c: Pick<SessionSave, 'marker_label' | 'tick'>): string => c.marker_label.trim() || `Checkpoint ${c.tick}`;

export const checkpointDescription = (c: Pick<SessionSave, 'description' | 'metadata'>): string =>
  c.description.trim() || c.metadata.description.trim() || NO_DESCRIPTION;

/** The placeholder's letter: the trigger's first letter (spec 3 §2 screen 1). */
export const placeholderLetter = (c: Pick<SessionSave, 'trigger' | 'marker_label'>): string =>
  (c.trigger.trim() || c.marker_label.trim() || '?').charAt(0).toUpperCase();

/** The scrubber's dots: 'auto' checkpoints are hidden (spec 3 §2 screen 3). */
export const scrubberSaves = (list: SessionSave[]): SessionSave[] => list.filter((c) => c.type !== 'auto');

export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / SCRUBBER.pageSize));

/** The page holding a checkpoint (the active one's page is shown first). */
export const pageOfIndex = (index: number): number => (index < 0 ? 0 : Math.floor(index / SCRUBBER.pageSize));

export type Marker = { checkpoint: SessionSave; /** Percent of the track, 5 + 10 × index on the page. */ left: number };

export function pageMarkers(list: SessionSave[], page: number): Marker[] {
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
