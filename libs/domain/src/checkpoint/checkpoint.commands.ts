import type { AssetActor, GameAccess } from '../asset/asset.commands.js';
import type { AgentTurnState } from '../agent-turn/agent-turn.js';
import type { CheckpointCreated } from './checkpoint.events.js';

/** Who asks and what the handler read of the game's own stream; time comes in with the command. */
type Common = { gameId: string; now: string; actor: AssetActor; game: GameAccess };

/** The new checkpoint's fields are the event's, but for what the decider stamps (game, time, author). */
export type CreateCheckpoint = {
  type: 'CreateCheckpoint';
  data: Common & Omit<CheckpointCreated['data'], 'gameId' | 'at' | 'by'>;
};

/** `isStarred` absent: toggle. */
export type ToggleCheckpointStar = { type: 'ToggleCheckpointStar'; data: Common & { checkpointId: string; isStarred?: boolean } };
export type DeleteCheckpoint = { type: 'DeleteCheckpoint'; data: Common & { checkpointId: string } };
/** `agentTurns`: the game's agent turns (`agent-turns-<gameId>`), recorded by whichever replica runs them. */
export type StartRollback = { type: 'StartRollback'; data: Common & { rollbackId: string; checkpointId: string; agentTurns: AgentTurnState } };

export type CheckpointCommand = CreateCheckpoint | ToggleCheckpointStar | DeleteCheckpoint | StartRollback;
