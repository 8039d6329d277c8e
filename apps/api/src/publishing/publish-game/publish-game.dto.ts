import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class PublishGameDto {
  /** A checkpoint of the game (POST /create/versioning/checkpoints/ answers its id). */
  @IsUUID('all', { message: 'checkpoint_id must be a UUID' })
  checkpoint_id!: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  publish_message?: string | null;
}
