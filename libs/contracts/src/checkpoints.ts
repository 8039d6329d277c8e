/** Creator checkpoints, `/create/checkpoint/{gameId}/…` (docs/api-checkpoints.md). */
export type CheckpointTriggerName = 'manual' | 'ai_complete' | 'agent_failure' | 'publish' | 'rollback' | 'clone';

/** One checkpoint of the timeline. */
export type CheckpointItem = {
  checkpoint_id: string;
  game_id: string;
  trigger: CheckpointTriggerName;
  title: string;
  description: string;
  message: string;
  is_starred: boolean;
  is_published: boolean;
  is_current: boolean;
  /** Who made it: a user, the agent (with its model) or the system. */
  actor: { id: string | null; kind: 'user' | 'agent' | 'system'; model: string | null };
  /** The agent's session and turn, when the agent made it. */
  agent_session_id: string | null;
  agent_turn: number | null;
  session_id: string | null;
  asset_count: number;
  /** A rollback's checkpoint: where it went, and the checkpoint that was current before it (undo goes back there). */
  rollback_to_checkpoint_id: string | null;
  rollback_from_checkpoint_id: string | null;
  created_at: string;
};

export type CheckpointTimelineAnswer = {
  checkpoints: CheckpointItem[];
  has_more: boolean;
  current_checkpoint_id: string | null;
  /** False when the read model did not reach `minPosition` in time. */
  caughtUp: boolean;
};

export type CreateCheckpointBody = {
  game_id?: string;
  session_id?: string | null;
  message?: string | null;
  title?: string | null;
  description?: string | null;
  is_starred?: boolean | null;
  /** 'publish': the checkpoint to publish — the current one when the game has not changed since it (nothing written, position null). */
  trigger?: 'manual' | 'publish';
};

/** `position`: pass it as `minPosition` to the timeline to read this write. */
export type CheckpointWriteAnswer = { status: 'success'; message: string; checkpoint_id: string; position: string | null };

/** What a rollback did to one asset (or frontend's settings). */
export type RollbackAssetResult = {
  asset_id: string;
  asset_type: string;
  /** The name the asset shows under (its name or file name; a frontend project's name), '' when unknown. */
  asset_name?: string;
  action: 'unchanged' | 'edited' | 'restored' | 'deleted' | 'skipped';
  from_revision: number | null;
  to_revision: number | null;
  /** Why an asset was skipped (e.g. deleted permanently). */
  reason?: string;
};

export type CheckpointRollbackAnswer = {
  rollback_results: {
    status: 'success';
    checkpoint_id: string;
    /** The rollback's own checkpoint (now current). */
    rollback_checkpoint_id: string;
    /** Roll back to this one to undo the rollback: the checkpoint that was current before it. */
    undo_checkpoint_id: string | null;
    assets: RollbackAssetResult[];
    changed: number;
    /** The agent turns this rollback took back whose tokens can be refunded (POST …/refund-turn/, once each). */
    refundable_turns: RefundableTurn[];
  };
  position: string | null;
};

/** An agent turn a rollback took back: its checkpoint, session, turn number and what it cost. */
export type RefundableTurn = { checkpoint_id: string; session_id: string; turn: number; tokens: number };

export type RefundTurnAnswer = { status: 'success'; refunded_tokens: number; session_id: string; turn: number; position: string };
