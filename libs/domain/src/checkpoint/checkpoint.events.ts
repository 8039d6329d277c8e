/**
 * Creator checkpoints (docs/api-checkpoints.md): events on the game's versioning stream
 * (`versioning-<gameId>`), beside its commits, so the named checkpoints made before them stay checkpoints.
 */
export const CHECKPOINT_TRIGGERS = ['manual', 'ai_complete', 'agent_failure', 'publish', 'rollback', 'clone'] as const;
export type CheckpointTrigger = (typeof CHECKPOINT_TRIGGERS)[number];

/** An asset at the revision the checkpoint recorded (the stream revision of its latest event). */
export type CheckpointAsset = { assetId: string; revision: number };
/** A frontend project's settings at that moment (the revision of its stream). */
export type CheckpointFrontend = { frontendId: string; revision: number };
/** One of the game's own components at the revision of its stream (`component-<id>`) when the checkpoint was made. */
export type CheckpointComponent = { componentId: string; revision: number };
/** The agent's turn that made the checkpoint. */
export type CheckpointAgentTurn = { sessionId: string; turn: number };
/** A rollback's checkpoint names where it went and the checkpoint that was current before (undo goes back there). */
export type CheckpointRollback = { rollbackId: string; toCheckpointId: string; fromCheckpointId: string | null };

/** The actor (user, agent and its model, system) is the event's metadata, as on every event. */
export type CheckpointCreated = {
  type: 'CheckpointCreated';
  data: {
    checkpointId: string;
    gameId: string;
    trigger: CheckpointTrigger;
    title: string;
    description: string;
    message: string;
    isStarred: boolean;
    assets: CheckpointAsset[];
    frontends: CheckpointFrontend[];
    /**
     * The game's own components (data class: public). Absent on checkpoints recorded before components
     * were (read as null: "not recorded"; a clone of such a checkpoint copies the components as they are).
     */
    components?: CheckpointComponent[];
    agent: CheckpointAgentTurn | null;
    /** The versioning session the client named, if any. */
    sessionId: string | null;
    rollback: CheckpointRollback | null;
    at: string;
    by: string;
  };
};

export type CheckpointStarToggled = {
  type: 'CheckpointStarToggled';
  data: { checkpointId: string; gameId: string; isStarred: boolean; at: string; by: string };
};

/** Hidden from the timeline (and no longer published, starred or rolled back to); its event and the assets' revisions stay. */
export type CheckpointDeleted = {
  type: 'CheckpointDeleted';
  data: { checkpointId: string; gameId: string; at: string; by: string };
};

/** A rollback holds the game until its checkpoint is written, so two rollbacks never interleave. */
export type CheckpointRollbackStarted = {
  type: 'CheckpointRollbackStarted';
  data: { rollbackId: string; gameId: string; toCheckpointId: string; at: string; by: string };
};

export type CheckpointEvent = CheckpointCreated | CheckpointStarToggled | CheckpointDeleted | CheckpointRollbackStarted;

export const CHECKPOINT_EVENT_TYPES = [
  'CheckpointCreated',
  'CheckpointStarToggled',
  'CheckpointDeleted',
  'CheckpointRollbackStarted',
] as const satisfies readonly CheckpointEvent['type'][];
