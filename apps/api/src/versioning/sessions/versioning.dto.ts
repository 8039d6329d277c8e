import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsString, IsUUID, MaxLength } from 'class-validator';
import { COMMIT_MESSAGE_MAX, SESSION_NAME_MAX } from '@tempest/domain';
import { Omittable } from '../../common/validation.js';

export class StartSessionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;

  @ApiProperty({ required: false, maxLength: SESSION_NAME_MAX })
  @MaxLength(SESSION_NAME_MAX, { message: `name must be at most ${SESSION_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @Omittable()
  name?: string;
}

export class CommitRevisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'session_id must be a UUID' })
  @Omittable()
  session_id?: string;

  @ApiProperty({ required: false, maxLength: COMMIT_MESSAGE_MAX })
  @MaxLength(COMMIT_MESSAGE_MAX, { message: `message must be at most ${COMMIT_MESSAGE_MAX} characters` })
  @IsString({ message: 'message must be a string' })
  @Omittable()
  message?: string;

  @ApiProperty({ required: false, type: [String], description: 'Commit only these assets (default: the whole working tree)' })
  @IsUUID('all', { each: true, message: 'asset_ids must be UUIDs' })
  @ArrayMaxSize(1000, { message: 'asset_ids may name at most 1000 assets' })
  @IsArray({ message: 'asset_ids must be a list' })
  @Omittable()
  asset_ids?: string[];
}

export class CreateCheckpointDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'session_id must be a UUID' })
  @Omittable()
  session_id?: string;

  @ApiProperty({ maxLength: COMMIT_MESSAGE_MAX })
  @MaxLength(COMMIT_MESSAGE_MAX, { message: `message must be at most ${COMMIT_MESSAGE_MAX} characters` })
  @IsString({ message: 'message must be a string' })
  @IsDefined({ message: 'message is required' })
  message!: string;
}
