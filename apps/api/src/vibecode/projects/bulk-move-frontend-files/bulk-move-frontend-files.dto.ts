import { ApiProperty } from '@nestjs/swagger';
import { FRONTEND_FOLDER_PATH_MAX } from '@tempest/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsString, IsUUID } from 'class-validator';
import { FRONTEND_FILE_IDS_MAX } from '../frontend-params.js';

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
