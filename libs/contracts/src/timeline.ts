// Play-session timelines: save states of a running game, branches and the branch graph (/play/timeline/…,
// spec 3 "Checkpoint (session timeline)", §4 "Session timeline", §7 "Session timeline"; docs/api-timeline.md).

import type { EntityState, PlaySource } from './play.js';

/** Spec 3 §9: a new checkpoint's time is the latest timecode plus this, or 0. */
export const SESSION_SAVE_SPACING_MS = 10_000;
/** Spec 3 §9: the session timeline's default duration. */
export const TIMELINE_DEFAULT_DURATION_MS = 300_000;
/** Spec 3 §9: how many checkpoints a restored parent stays the parent of (pending-branch use count). */
export const PENDING_BRANCH_USE_COUNT = 3;

/** 'auto' checkpoints are hidden from the scrubber's dots; 'manual' and 'error' move the current time (spec 3 §4). */
export type SessionSaveType = 'manual' | 'auto' | 'error' | 'game_start';

export type TransitionMetadata = { preserve_parent: boolean; preserve_parent_count: number };

/** The game a save state was made on: the source the session played and the creator checkpoint naming that version. */
export type SaveGameVersion = {
  source: PlaySource;
  /** The creator checkpoint whose revisions were running (published, time travel, or the working tree recorded as one). */
  checkpoint_id: string | null;
  /** Assets of the game in that version. */
  asset_count: number;
};

/** One checkpoint of a session timeline (spec 3 "Checkpoint (session timeline)"). */
export type SessionSave = {
  id: string;
  session_id: string;
  game_id: string;
  tick: number;
  timecode_ms: number;
  marker_label: string;
  description: string;
  metadata: { description: string };
  thumbnail_url: string | null;
  /** Where to POST the thumbnail (multipart field `thumbnail`); null once one is attached. */
  thumbnail_upload_url: string | null;
  trigger: string;
  type: SessionSaveType;
  child_branches: { checkpoint_id: string; is_default: boolean }[];
  /** How many transitions lead into this checkpoint. */
  incoming_transitions: number;
  branch_label: string | null;
  parent_checkpoint_id: string | null;
  lineage_id: string;
  transition_metadata: TransitionMetadata;
  /** The entity snapshot (left out of list answers when `include_state` is false). */
  ecs_state?: EntityState;
  /** Size of the stored state and thumbnail, in bytes. */
  size_bytes: number;
  game_version: SaveGameVersion;
  created_at: string;
};

/** Spec 3 "Session summary". */
export type SessionSummary = {
  session_id: string;
  current_session_id: string;
  previous_session_id: string | null;
  legacy_session_id: string | null;
  lineage_id: string | null;
  session_was_reassigned: boolean;
  runner_session_valid: boolean;
  pool_session_id: string | null;
};

/**
 * One entry of the branch tree (spec 2 "Branch node"), in pre-order from the root: a checkpoint reached a
 * second time (a restore's back-edge) is a reference, not expanded, so the tree has no cycles.
 */
export type BranchTreeEntry = {
  checkpoint_id: string;
  /** Index of the parent entry in `branch_tree`; null for a top-level entry. */
  parent: number | null;
  depth: number;
  /** The panel's y: the parent's level, plus one when the edge is not the parent's default branch. */
  branch_level: number;
  is_reference: boolean;
  transition_id: string | null;
  is_default: boolean;
};

export type SessionTimeline = SessionSummary & {
  /** The lineage's checkpoints (not deleted), by timecode. */
  checkpoints: SessionSave[];
  main_path: string[];
  root_checkpoint_id: string | null;
  /** The checkpoint tree (every checkpoint once, references for the edges that lead back). */
  branch_tree: BranchTreeEntry[];
};

/** GET /play/timeline/{sessionId}/checkpoints/?lineage_id= */
export type SessionTimelineAnswer = { status: 'success'; timeline: SessionTimeline; error: null; caughtUp: boolean };

/** A checkpoint as the branch panel, the dock and the explorer draw it (`lean=true`): no ids of its session, game or lineage, no version, size or upload address. */
export type LeanSessionSave = Pick<
  SessionSave,
  'id' | 'tick' | 'timecode_ms' | 'marker_label' | 'description' | 'thumbnail_url' | 'trigger' | 'type' | 'branch_label' | 'parent_checkpoint_id' | 'created_at' | 'child_branches' | 'incoming_transitions'
>;

/**
 * A page of a timeline (`limit`, `before`): the newest `limit` checkpoints made before `before`, and where
 * the next (older) page starts. Its graph is the graph of its own checkpoints (docs/api-timeline.md).
 */
export type TimelinePage = { has_more: boolean; next_before: string | null };

/** `GET …/checkpoints/?lean=true`: the graph's timeline with lean checkpoints and no branch_tree; with `limit`, one page of it. */
export type LeanSessionTimeline = SessionSummary & { checkpoints: LeanSessionSave[]; main_path: string[]; root_checkpoint_id: string | null } & Partial<TimelinePage>;
export type LeanSessionTimelineAnswer = { status: 'success'; timeline: LeanSessionTimeline; error: null; caughtUp: boolean };

/** POST /play/timeline/{sessionId}/checkpoints/create/ */
export type CreateSessionSaveBody = {
  type?: SessionSaveType;
  marker_label?: string;
  description?: string;
  branch_label?: string | null;
  timecode_ms?: number;
  tick?: number;
  trigger?: string;
  lineage_id?: string | null;
  parent_checkpoint_id?: string | null;
  transition_metadata?: Partial<TransitionMetadata>;
  ecs_state: EntityState;
};

export type CreateSessionSaveAnswer = {
  status: 'success';
  message: string;
  timeline: SessionTimeline;
  checkpoint_id: string;
  transition_id: string | null;
  checkpoint: SessionSave;
  preserve_parent: boolean;
  preserve_parent_count: number;
  lineage_id: string;
  /** The write's position: `GET …/checkpoints/?minPosition=` reads it. */
  position: string | null;
};

/** POST {thumbnail_upload_url}, multipart field `thumbnail`. */
export type ThumbnailUploadAnswer = { status: 'success'; thumbnail_url: string; size_bytes: number };

/** POST /play/timeline/{sessionId}/restore/ */
export type RestoreSessionSaveBody = { checkpoint_id: string; timecode_ms?: number; lineage_id?: string | null };

/** Spec 3 "Restore response", plus whether the save was made on another version of the game than the one playing. */
export type RestoreSessionSaveAnswer = {
  status: 'success';
  checkpoint: SessionSave;
  restored_state: EntityState;
  runner_synced: boolean;
  runner_sync_error: string | null;
  runner_entity_count: number;
  preserve_parent_count: number;
  /** True when the save was made on another version than the session plays (play it there: start-game with the checkpoint id). */
  game_version_changed: boolean;
  game_version: SaveGameVersion;
  /** The version the session plays now. */
  session_game_version: SaveGameVersion;
  position: string | null;
};

/** DELETE /play/timeline/checkpoints/{checkpointId}/delete/ */
export type DeleteSessionSaveAnswer = { status: 'success'; checkpoint_id: string; error: null; position: string | null };

/** POST /play/game/{gameId}/reload/?force_new=true */
export type ReloadGameAnswer = { status: 'success' } & SessionSummary;
