// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { PENDING_REVIEW_MAX } from '@tempest/contracts';
import { ASSET_TYPES, COMMIT_MESSAGE_MAX, SESSION_NAME_MAX } from '@tempest/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { Omittable } from '../common/validation.js';

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

export class CommitDto {
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

export class NamedCommitDto {
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

export class RollbackAssetDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'asset_id must be a UUID' })
  @IsDefined({ message: 'asset_id is required' })
  asset_id!: string;

  @ApiProperty({ description: 'The revision number to go back to' })
  @Max(1_000_000_000, { message: 'revision_id is too large' })
  @Min(0, { message: 'revision_id must be at least 0' })
  @IsInt({ message: 'revision_id must be an integer' })
  @IsDefined({ message: 'revision_id is required' })
  revision_id!: number;

  @ApiProperty({ required: false, enum: ASSET_TYPES })
  @IsIn(ASSET_TYPES, { message: `asset_type must be one of ${ASSET_TYPES.join(', ')}` })
  @Omittable()
  asset_type?: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'session_id must be a UUID' })
  @Omittable()
  session_id?: string;
}

export class ReviewChangesDto {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'change_id must be a UUID' })
  @Omittable()
  change_id?: string;

  @ApiProperty({ required: false, type: [String] })
  @IsUUID('all', { each: true, message: 'change_ids must be UUIDs' })
  @ArrayMaxSize(PENDING_REVIEW_MAX, { message: `change_ids may name at most ${PENDING_REVIEW_MAX} changes` })
  @ArrayMinSize(1, { message: 'change_ids must name at least one change' })
  @IsArray({ message: 'change_ids must be a list' })
  @Omittable()
  change_ids?: string[];

  @ApiProperty({ required: false, format: 'uuid', description: 'The game the changes belong to: a change of another game is not found' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @Omittable()
  game_id?: string;
}

export class ReviewAllDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;

  @ApiProperty({ required: false, enum: ASSET_TYPES })
  @IsIn(ASSET_TYPES, { message: `asset_type must be one of ${ASSET_TYPES.join(', ')}` })
  @Omittable()
  asset_type?: string;
}

export class UndoRedoDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @IsDefined({ message: 'game_id is required' })
  game_id!: string;
}
