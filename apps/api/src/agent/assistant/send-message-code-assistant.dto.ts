// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import type { CodeAssistantBody } from '@tempest/contracts';
import { SCRIPT_CONTENT_MAX } from '@tempest/domain';
import { IsDefined, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { AGENT_MESSAGE_MAX } from '../runtime/agent.dto.js';

/** At most a script's size (500,000 characters; a frontend file is smaller). */
export const CURRENT_CODE_MAX = SCRIPT_CONTENT_MAX;

export class SendMessageCodeAssistantDto implements CodeAssistantBody {
  @ApiProperty({ example: 'What does this code do?' })
  @MaxLength(AGENT_MESSAGE_MAX, { message: `message must be at most ${AGENT_MESSAGE_MAX} characters` })
  @Matches(/\S/, { message: 'message must not be empty' })
  @IsString({ message: 'message must be a string' })
  @IsDefined({ message: 'message is required' })
  message!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a game id (UUID)' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;

  @ApiProperty({ description: 'The code in the editor (may be empty)' })
  @MaxLength(CURRENT_CODE_MAX, { message: `current_code must be at most ${CURRENT_CODE_MAX} characters` })
  @IsString({ message: 'current_code must be a string' })
  @IsDefined({ message: 'current_code is required' })
  current_code!: string;
}
