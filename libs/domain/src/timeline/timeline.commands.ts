import type { SaveState, SaveVersion, SessionSaveType } from './timeline.events.js';

export type CreateTimelineCheckpoint = {
  type: 'CreateTimelineCheckpoint';
  data: {
    checkpointId: string;
    /** The id the transition from the parent gets, if there is a parent. */
    transitionId: string;
    sessionId: string;
    gameId: string;
    lineageId: string;
    checkpointType: SessionSaveType;
    markerLabel: string;
    description: string;
    trigger: string | null;
    branchLabel: string | null;
    tick: number | null;
    timecodeMs: number | null;
    /** undefined: the default parent; null: none (a new root). */
    parentCheckpointId: string | null | undefined;
    preserveParent: boolean | null;
    preserveParentCount: number | null;
    /** The ecs_state, stored already in the save-state store. */
    state: SaveState;
    version: SaveVersion;
    now: string;
  };
};

export type RestoreTimelineCheckpoint = {
  type: 'RestoreTimelineCheckpoint';
  data: { checkpointId: string; sessionId: string; transitionId: string; timecodeMs: number | null; now: string };
};

export type AttachTimelineThumbnail = {
  type: 'AttachTimelineThumbnail';
  data: { checkpointId: string; thumbnailUrl: string; sizeBytes: number; now: string };
};

export type DeleteTimelineCheckpoint = { type: 'DeleteTimelineCheckpoint'; data: { checkpointId: string; now: string } };

export type TimelineCommand = CreateTimelineCheckpoint | RestoreTimelineCheckpoint | AttachTimelineThumbnail | DeleteTimelineCheckpoint;
