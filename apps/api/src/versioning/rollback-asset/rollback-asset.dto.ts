import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { ASSET_TYPES } from '@tempest/domain';
import { Omittable } from '../../common/validation.js';

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
