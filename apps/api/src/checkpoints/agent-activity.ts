import { Injectable } from '@nestjs/common';

/**
 * Which games the agent is streaming on in this process (the runtime marks a turn's start and end), so a
 * rollback can refuse while the agent still writes to the game. One process's view: with several replicas
 * a turn on another replica is not seen (docs/api-checkpoints.md).
 */
@Injectable()
export class AgentActivity {
  private readonly turns = new Map<string, number>();

  begin(gameId: string): void {
    this.turns.set(gameId, (this.turns.get(gameId) ?? 0) + 1);
  }

  end(gameId: string): void {
    const left = (this.turns.get(gameId) ?? 1) - 1;
    if (left > 0) this.turns.set(gameId, left);
    else this.turns.delete(gameId);
  }

  isStreaming(gameId: string): boolean {
    return this.turns.has(gameId);
  }
}
