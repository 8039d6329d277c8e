import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class PublishGameDto {
  /** A checkpoint of the game (POST /create/versioning/checkpoints/ answers its id). */
  @ApiProperty({ format: 'uuid', description: 'The checkpoint to publish' })
  @IsUUID('all', { message: 'checkpoint_id must be a UUID' })
  checkpoint_id!: string;

  @ApiProperty({ required: false, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  publish_message?: string | null;
}
