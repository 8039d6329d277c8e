import { ApiProperty } from '@nestjs/swagger';
import type { CreateSessionSaveBody, RestoreSessionSaveBody, SessionSaveType, TransitionMetadata } from '@tempest/contracts';
import { SESSION_SAVE_TYPES } from '@tempest/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { BulkJson, Omittable } from '../../common/validation.js';

export const MARKER_LABEL_MAX = 200;
export const TIMELINE_DESCRIPTION_MAX = 2000;
export const TRIGGER_MAX = 100;
/** A day of play, in ms: far beyond the 300000 ms default duration, and a bound on nonsense. */
export const TIMECODE_MAX_MS = 86_400_000;
export const TICK_MAX = 1_000_000_000;
export const PRESERVE_PARENT_COUNT_MAX = 100;

export class TransitionMetadataDto implements Partial<TransitionMetadata> {
  @ApiProperty({ required: false, description: 'Keep the pending-branch parent for the next checkpoints' })
  @IsBoolean({ message: 'transition_metadata.preserve_parent must be true or false' })
  @Omittable()
  preserve_parent?: boolean;

  @ApiProperty({ required: false, minimum: 0, maximum: PRESERVE_PARENT_COUNT_MAX })
  @Max(PRESERVE_PARENT_COUNT_MAX, { message: `transition_metadata.preserve_parent_count must be at most ${PRESERVE_PARENT_COUNT_MAX}` })
  @Min(0, { message: 'transition_metadata.preserve_parent_count must be 0 or more' })
  @IsInt({ message: 'transition_metadata.preserve_parent_count must be an integer' })
  @Omittable()
  preserve_parent_count?: number;
}

/** POST /play/timeline/{sessionId}/checkpoints/create/ (spec 3 §7). Unknown fields are refused. */
export class CreateSessionSaveDto implements CreateSessionSaveBody {
  @ApiProperty({ required: false, enum: SESSION_SAVE_TYPES, default: 'manual' })
  @IsIn(SESSION_SAVE_TYPES, { message: `type must be one of ${SESSION_SAVE_TYPES.join(', ')}` })
  @Omittable()
  type?: SessionSaveType;

  @ApiProperty({ required: false, maxLength: MARKER_LABEL_MAX, default: '', description: 'The save\'s name, trimmed; when given it must not be blank (left out: a save without a name)' })
  @Matches(/\S/, { message: 'marker_label must not be blank: name the save, or leave marker_label out' })
  @MaxLength(MARKER_LABEL_MAX, { message: `marker_label must be at most ${MARKER_LABEL_MAX} characters` })
  @IsString({ message: 'marker_label must be a string' })
  @Omittable()
  marker_label?: string;

  @ApiProperty({ required: false, maxLength: TIMELINE_DESCRIPTION_MAX, default: '', description: 'Trimmed' })
  @MaxLength(TIMELINE_DESCRIPTION_MAX, { message: `description must be at most ${TIMELINE_DESCRIPTION_MAX} characters` })
  @IsString({ message: 'description must be a string' })
  @Omittable()
  description?: string;

  @ApiProperty({ required: false, nullable: true, maxLength: MARKER_LABEL_MAX })
  @MaxLength(MARKER_LABEL_MAX, { message: `branch_label must be at most ${MARKER_LABEL_MAX} characters` })
  @IsString({ message: 'branch_label must be a string or null' })
  @IsOptional()
  branch_label?: string | null;

  @ApiProperty({ required: false, minimum: 0, maximum: TIMECODE_MAX_MS, description: 'Default: the latest timecode + 10000, or 0' })
  @Max(TIMECODE_MAX_MS, { message: `timecode_ms must be at most ${TIMECODE_MAX_MS}` })
  @Min(0, { message: 'timecode_ms must be 0 or more' })
  @IsInt({ message: 'timecode_ms must be an integer' })
  @Omittable()
  timecode_ms?: number;

  @ApiProperty({ required: false, minimum: 0, description: "Default: the checkpoint's number in the timeline (1, 2, …)" })
  @Max(TICK_MAX, { message: `tick must be at most ${TICK_MAX}` })
  @Min(0, { message: 'tick must be 0 or more' })
  @IsInt({ message: 'tick must be an integer' })
  @Omittable()
  tick?: number;

  @ApiProperty({ required: false, maxLength: TRIGGER_MAX, description: 'Default: the type' })
  @MaxLength(TRIGGER_MAX, { message: `trigger must be at most ${TRIGGER_MAX} characters` })
  @IsString({ message: 'trigger must be a string' })
  @Omittable()
  trigger?: string;

  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: "The session's lineage, if given" })
  @IsUUID('all', { message: 'lineage_id must be a UUID or null' })
  @IsOptional()
  lineage_id?: string | null;

  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: 'Left out: the pending-branch parent, else the active checkpoint, the last on the main path, the last; null: none' })
  @IsUUID('all', { message: 'parent_checkpoint_id must be a UUID or null' })
  @IsOptional()
  parent_checkpoint_id?: string | null;

  @ApiProperty({ required: false, type: TransitionMetadataDto })
  @ValidateNested()
  @Type(() => TransitionMetadataDto)
  @IsObject({ message: 'transition_metadata must be an object' })
  @Omittable()
  transition_metadata?: TransitionMetadataDto;

  @ApiProperty({ type: Object, description: 'The entity snapshot: entity id (UUID) → component → fields; at most 1,000,000 characters of JSON' })
  @IsObject({ message: 'ecs_state must be an object of entities' })
  @IsDefined({ message: 'ecs_state is required' })
  @BulkJson()
  ecs_state!: Record<string, Record<string, Record<string, unknown>>>;
}

/** POST /play/timeline/{sessionId}/restore/ */
export class RestoreSessionSaveDto implements RestoreSessionSaveBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'checkpoint_id must be a UUID' })
  @IsDefined({ message: 'checkpoint_id is required' })
  checkpoint_id!: string;

  @ApiProperty({ required: false, minimum: 0, description: "The player's time when restoring (recorded; default the checkpoint's)" })
  @Max(TIMECODE_MAX_MS, { message: `timecode_ms must be at most ${TIMECODE_MAX_MS}` })
  @Min(0, { message: 'timecode_ms must be 0 or more' })
  @IsInt({ message: 'timecode_ms must be an integer' })
  @Omittable()
  timecode_ms?: number;

  @ApiProperty({ required: false, nullable: true, format: 'uuid' })
  @IsUUID('all', { message: 'lineage_id must be a UUID or null' })
  @IsOptional()
  lineage_id?: string | null;
}
