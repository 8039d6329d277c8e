import { ApiProperty } from '@nestjs/swagger';
import { formatPosition } from '@tempest/event-store';
import type { CommandResult } from '../infrastructure/kernel.js';
import type { GameWriteAnswer } from '@tempest/contracts';

/** What every game command answers: the new revision and where to wait for the read models. */
export class GameMutationResult implements GameWriteAnswer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Revision of the game stream after the command' }) revision!: number;
  @ApiProperty({ description: 'Pass as minPosition to read this write back', example: '812.5043', nullable: true })
  position!: string | null;

  static of(id: string, result: CommandResult<unknown>): GameMutationResult {
    return { id, revision: result.revision, position: result.position ? formatPosition(result.position) : null };
  }
}
