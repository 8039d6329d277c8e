import { ApiProperty } from '@nestjs/swagger';
import { FRONTEND_FOLDER_PATH_MAX } from '@tempest/domain';
import { IsDefined, IsString } from 'class-validator';

export class MoveFrontendFileDto {
  @ApiProperty({ maxLength: FRONTEND_FOLDER_PATH_MAX, description: "The explorer folder: '' (root) or segments like 'ui/panels'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsDefined({ message: 'folder_path is required' })
  folder_path!: string;
}
