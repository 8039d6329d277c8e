import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsUUID } from 'class-validator';
import { ASSET_TYPES } from '@tempest/domain';
import { PENDING_REVIEW_MAX } from '@tempest/contracts';
import { Omittable } from '../../common/validation.js';

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
