import type { AssetActor, GameAccess } from '../asset/asset.commands.js';
import type { CheckpointAgentTurn, CheckpointAsset, CheckpointFrontend, CheckpointRollback, CheckpointTrigger } from './checkpoint.events.js';

/** Who asks and what the handler read of the game's own stream; time comes in with the command. */
type Common = { gameId: string; now: string; actor: AssetActor; game: GameAccess };

export type CreateCheckpoint = {
  type: 'CreateCheckpoint';
  data: Common & {
    checkpointId: string;
    trigger: CheckpointTrigger;
    title: string;
    description: string;
    message: string;
    isStarred: boolean;
    /** The game's assets and frontend settings at their revisions, as the handler read them. */
    assets: CheckpointAsset[];
    frontends: CheckpointFrontend[];
    agent: CheckpointAgentTurn | null;
    sessionId: string | null;
    rollback: CheckpointRollback | null;
  };
};

/** `isStarred` absent: toggle. */
export type ToggleCheckpointStar = { type: 'ToggleCheckpointStar'; data: Common & { checkpointId: string; isStarred?: boolean } };
export type DeleteCheckpoint = { type: 'DeleteCheckpoint'; data: Common & { checkpointId: string } };
/** `agentStreaming`: whether the agent is streaming on this game now (the runtime knows; the stream does not). */
export type StartRollback = { type: 'StartRollback'; data: Common & { rollbackId: string; checkpointId: string; agentStreaming: boolean } };

export type CheckpointCommand = CreateCheckpoint | ToggleCheckpointStar | DeleteCheckpoint | StartRollback;
