import type { CheckpointAsset, CheckpointFrontend } from '../checkpoint/checkpoint.events.js';
import type { EntityState, PlaySource } from '../play/play.events.js';

import type { SessionSaveType, TransitionMetadata } from '@tempest/contracts';

export type { SessionSaveType, TransitionMetadata } from '@tempest/contracts';
export const SESSION_SAVE_TYPES: readonly SessionSaveType[] = ['manual', 'auto', 'error', 'game_start'];

/**
 * The game a save state was made on: the source the session played, the creator checkpoint naming that
 * version (the one played, or for the working tree the current checkpoint if it records the same
 * revisions), and the asset and frontend revisions themselves (docs/api-timeline.md, Game version).
 */
export type SaveVersion = {
  source: PlaySource;
  checkpointId: string | null;
  assets: CheckpointAsset[];
  frontends: CheckpointFrontend[];
};

/**
 * Where a save's ecs_state is: a gzip of its JSON in the save-state store, named by the sha256 of those
 * bytes (docs/api-timeline.md, Save states). `chars` is the JSON's length, `storedBytes` the gzip's.
 */
export type SaveState = { hash: string; chars: number; storedBytes: number };

export type TimelineCheckpointCreated = {
  type: 'TimelineCheckpointCreated';
  data: {
    checkpointId: string;
    sessionId: string;
    gameId: string;
    lineageId: string;
    tick: number;
    timecodeMs: number;
    markerLabel: string;
    description: string;
    trigger: string;
    checkpointType: SessionSaveType;
    branchLabel: string | null;
    parentCheckpointId: string | null;
    /** The transition from the parent to this checkpoint (null without a parent). */
    transitionId: string | null;
    transitionMetadata: TransitionMetadata;
    /** The save's ecs_state, in the save-state store. */
    stateHash: string;
    /** The state as JSON text, in characters. */
    stateSize: number;
    /** Events recorded before the save-state store (the first timelines) hold the state here instead. */
    ecsState?: EntityState;
    version: SaveVersion;
    at: string;
  };
};

/** The session's state was set to the checkpoint's; `fromCheckpointId` → checkpoint is a transition (a back-edge when it goes back). */
export type TimelineCheckpointRestored = {
  type: 'TimelineCheckpointRestored';
  data: {
    checkpointId: string;
    sessionId: string;
    fromCheckpointId: string | null;
    transitionId: string | null;
    timecodeMs: number;
    /** Pending-branch use count: the next checkpoints made without a parent branch from this one. */
    useCount: number;
    at: string;
  };
};

export type TimelineThumbnailAttached = {
  type: 'TimelineThumbnailAttached';
  data: { checkpointId: string; thumbnailUrl: string; sizeBytes: number; at: string };
};

/** Hidden from the timeline; its events stay. */
export type TimelineCheckpointDeleted = { type: 'TimelineCheckpointDeleted'; data: { checkpointId: string; at: string } };

export type TimelineEvent = TimelineCheckpointCreated | TimelineCheckpointRestored | TimelineThumbnailAttached | TimelineCheckpointDeleted;
export const TIMELINE_EVENT_TYPES: readonly TimelineEvent['type'][] = [
  'TimelineCheckpointCreated',
  'TimelineCheckpointRestored',
  'TimelineThumbnailAttached',
  'TimelineCheckpointDeleted',
];

/** One timeline per lineage: the first play session and the sessions that replaced it (reload). */
export const timelineStreamId = (lineageId: string): string => `play-timeline-${lineageId}`;
export const TIMELINE_STREAM_PREFIX = 'play-timeline-';
