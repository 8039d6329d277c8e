import { ApiProperty } from '@nestjs/swagger';
import { CHECKPOINT_DESCRIPTION_MAX, CHECKPOINT_MESSAGE_MAX, CHECKPOINT_TITLE_MAX } from '@tempest/domain';
import type { CreateCheckpointBody } from '@tempest/contracts';
import { IsBoolean, IsDefined, IsIn, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { Omittable } from '../common/validation.js';

/** The default message of a checkpoint the creator makes (spec 3 §7). */
export const MANUAL_CHECKPOINT_MESSAGE = 'Manual checkpoint created by user';

export class CreateServerCheckpointDto implements CreateCheckpointBody {
  @ApiProperty({ required: false, format: 'uuid', description: 'The game of the route, if given' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @Omittable()
  game_id?: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'session_id must be a UUID' })
  @Omittable()
  session_id?: string;

  @ApiProperty({ required: false, maxLength: CHECKPOINT_MESSAGE_MAX, default: MANUAL_CHECKPOINT_MESSAGE })
  @MaxLength(CHECKPOINT_MESSAGE_MAX, { message: `message must be at most ${CHECKPOINT_MESSAGE_MAX} characters` })
  @IsString({ message: 'message must be a string' })
  @Omittable()
  message?: string;

  @ApiProperty({ required: false, maxLength: CHECKPOINT_TITLE_MAX, description: 'Trimmed; when given it must not be blank (absent: the message)' })
  @Matches(/\S/, { message: 'title must not be empty' })
  @MaxLength(CHECKPOINT_TITLE_MAX, { message: `title must be at most ${CHECKPOINT_TITLE_MAX} characters` })
  @IsString({ message: 'title must be a string' })
  @Omittable()
  title?: string;

  @ApiProperty({ required: false, maxLength: CHECKPOINT_DESCRIPTION_MAX })
  @MaxLength(CHECKPOINT_DESCRIPTION_MAX, { message: `description must be at most ${CHECKPOINT_DESCRIPTION_MAX} characters` })
  @IsString({ message: 'description must be a string' })
  @Omittable()
  description?: string;

  @ApiProperty({ required: false, default: false })
  @IsBoolean({ message: 'is_starred must be a boolean' })
  @Omittable()
  is_starred?: boolean;

  @ApiProperty({
    required: false,
    enum: ['manual', 'publish'],
    default: 'manual',
    description: "'publish': the checkpoint to publish — the current one when the game has not changed since it (nothing written)",
  })
  @IsIn(['manual', 'publish'], { message: "trigger must be 'manual' or 'publish'" })
  @Omittable()
  trigger?: 'manual' | 'publish';
}

export class CheckpointIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'checkpoint_id must be a UUID' })
  @IsDefined({ message: 'checkpoint_id is required' })
  checkpoint_id!: string;
}

export class ToggleCheckpointStarDto extends CheckpointIdDto {
  @ApiProperty({ required: false, description: 'Absent: toggle' })
  @IsBoolean({ message: 'is_starred must be a boolean' })
  @Omittable()
  is_starred?: boolean;
}

export class RollbackToCheckpointDto extends CheckpointIdDto {
  @ApiProperty({ required: false, format: 'uuid', description: 'The game of the route, if given' })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @Omittable()
  game_id?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'The versioning session the asset changes are tagged with' })
  @IsUUID('all', { message: 'session_id must be a UUID' })
  @Omittable()
  session_id?: string;

  @ApiProperty({ required: false, default: true, description: 'Always kept: a rollback never drops the checkpoints after the target' })
  @IsBoolean({ message: 'preserve_forward_history must be a boolean' })
  @Omittable()
  preserve_forward_history?: boolean;
}
