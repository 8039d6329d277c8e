import { ApiProperty } from '@nestjs/swagger';
import { ENTITY_FOLDER_PATH_MAX } from '@tempest/domain';
import { IsDefined, IsString } from 'class-validator';

export class MoveEntityDto {
  @ApiProperty({ maxLength: ENTITY_FOLDER_PATH_MAX, description: "'' (root) or segments like 'enemies/bosses'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsDefined({ message: 'folder_path is required' })
  folder_path!: string;
}
