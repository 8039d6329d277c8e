// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { FRONTEND_FILENAME_MAX, FRONTEND_FOLDER_PATH_MAX } from '@tempest/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';
import { FRONTEND_FILE_IDS_MAX } from './frontend-params.js';

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

export class MoveFrontendFileDto {
  @ApiProperty({ maxLength: FRONTEND_FOLDER_PATH_MAX, description: "The explorer folder: '' (root) or segments like 'ui/panels'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsDefined({ message: 'folder_path is required' })
  folder_path!: string;
}

export class BulkMoveFrontendFilesDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsUUID('all', { each: true, message: 'file_ids must be file ids (UUIDs)' })
  @ArrayMaxSize(FRONTEND_FILE_IDS_MAX, { message: `file_ids can name at most ${FRONTEND_FILE_IDS_MAX} files` })
  @ArrayMinSize(1, { message: 'file_ids must name at least one file' })
  @IsArray({ message: 'file_ids must be a list of file ids' })
  @IsDefined({ message: 'file_ids is required' })
  file_ids!: string[];

  @ApiProperty({ maxLength: FRONTEND_FOLDER_PATH_MAX, description: "The explorer folder: '' (root) or segments like 'ui/panels'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsDefined({ message: 'folder_path is required' })
  folder_path!: string;
}
