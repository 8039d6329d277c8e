import { ApiProperty } from '@nestjs/swagger';
import { FRONTEND_FILENAME_MAX } from '@tempest/domain';
import { IsDefined, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';

/** One file: create (no file_id), edit or rename (file_id), delete (`content: null`). */
export class UpdateFrontendFileDto {
  @ApiProperty({ required: false, format: 'uuid', description: 'The file to edit, rename or delete; absent: create (or delete by filename)' })
  @IsUUID('all', { message: 'file_id must be a file id (UUID)' })
  @IsOptional()
  file_id?: string | null;

  @ApiProperty({ maxLength: FRONTEND_FILENAME_MAX, description: "The file's (new) name" })
  @IsString({ message: 'filename must be a string' })
  @IsDefined({ message: 'filename is required' })
  filename!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The whole content; null deletes the file' })
  @IsString({ message: 'content must be a string, or null to delete the file' })
  @ValidateIf((body: UpdateFrontendFileDto) => body.content !== null)
  content!: string | null;

  @ApiProperty({ required: false, format: 'uuid', description: "The project; absent: the game's first (created for a new file when none)" })
  @IsUUID('all', { message: 'frontend_id must be a frontend id (UUID)' })
  @IsOptional()
  frontend_id?: string | null;
}
