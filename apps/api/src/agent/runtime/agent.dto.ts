// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import type { GenerateGameBody, InitAgentStreamBody } from '@tempest/contracts';
import { ArrayMaxSize, IsArray, IsDefined, IsNotEmpty, IsObject, IsString, IsUUID, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { Omittable } from '../../common/validation.js';

export const PROMPT_MAX = 10_000;
export const AGENT_MESSAGE_MAX = 100_000;
const CONTEXT_ITEMS_MAX = 50;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The contract's InitAgentStreamBody; context_items are checked item by item by parseContextItems. */
export class InitAgentStreamDto implements Omit<InitAgentStreamBody, 'context_items'> {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a game id (UUID)' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;

  @ApiProperty({ required: false, type: Object })
  @IsObject({ message: 'metadata must be an object' })
  @Omittable()
  metadata?: Record<string, unknown>;

  @ApiProperty({ required: false })
  @MaxLength(AGENT_MESSAGE_MAX, { message: `message must be at most ${AGENT_MESSAGE_MAX} characters` })
  @IsString({ message: 'message must be a string' })
  @Omittable()
  message?: string;

  @ApiProperty({ required: false })
  @MaxLength(AGENT_MESSAGE_MAX, { message: `hidden_instructions must be at most ${AGENT_MESSAGE_MAX} characters` })
  @IsString({ message: 'hidden_instructions must be a string' })
  @Omittable()
  hidden_instructions?: string;

  @ApiProperty({ required: false, type: [Object] })
  @ArrayMaxSize(CONTEXT_ITEMS_MAX, { message: `context_items must hold at most ${CONTEXT_ITEMS_MAX} items` })
  @IsArray({ message: 'context_items must be a list' })
  @Omittable()
  context_items?: unknown[];
}

/** The contract's GenerateGameBody; context_items are checked item by item by parseContextItems. */
export class GenerateGameDto implements Omit<GenerateGameBody, 'context_items'> {
  @ApiProperty({ maxLength: PROMPT_MAX, example: 'a space dodge game called Star Hopper' })
  @MaxLength(PROMPT_MAX, { message: `prompt must be at most ${PROMPT_MAX} characters` })
  @IsNotEmpty({ message: 'prompt must not be empty' })
  @IsString({ message: 'prompt must be a string' })
  @IsDefined({ message: 'prompt is required' })
  @Transform(trimmed)
  prompt!: string;

  @ApiProperty({ required: false, type: [Object] })
  @ArrayMaxSize(CONTEXT_ITEMS_MAX, { message: `context_items must hold at most ${CONTEXT_ITEMS_MAX} items` })
  @IsArray({ message: 'context_items must be a list' })
  @Omittable()
  context_items?: unknown[];
}
