// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// These check only the JSON types; the frontend rules (@tempest/domain frontend.*) check the rest.
import { ApiProperty } from '@nestjs/swagger';
import { FRONTEND_DESCRIPTION_MAX, FRONTEND_FILENAME_MAX, FRONTEND_NAME_MAX } from '@tempest/domain';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsObject, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';

/** A project file in a request; `id` and `folder_path` are optional (a file read from the API has both). */
export class FrontendFileDto {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'files[].id must be a file id (UUID)' })
  @IsOptional()
  id?: string | null;

  @ApiProperty({ maxLength: FRONTEND_FILENAME_MAX, example: 'components/Board.tsx' })
  @IsString({ message: 'files[].filename must be a string' })
  @IsDefined({ message: 'files[].filename is required' })
  filename!: string;

  @ApiProperty({ description: 'At most 256 KB' })
  @IsString({ message: 'files[].content must be a string' })
  @IsDefined({ message: 'files[].content is required' })
  content!: string;

  @ApiProperty({ required: false, description: "The explorer folder ('' = root); absent keeps the file's folder" })
  @IsString({ message: 'files[].folder_path must be a string' })
  @IsOptional()
  folder_path?: string | null;
}

/** The project fields save and compile share. */
export class FrontendProjectFieldsDto {
  @ApiProperty({ required: false, example: 'index.tsx', description: 'Fixed: only index.tsx is accepted' })
  @IsString({ message: 'entryPoint must be a string' })
  @IsOptional()
  entryPoint?: string | null;

  @ApiProperty({ required: false, example: { enable_websocket: false, tailwind_config: {} } })
  @IsObject({ message: 'settings must be an object like { "enable_websocket": false, "tailwind_config": {} }' })
  @IsOptional()
  settings?: Record<string, unknown> | null;
}

export class SaveFrontendDto extends FrontendProjectFieldsDto {
  @ApiProperty({ required: false, format: 'uuid', description: "The project to save into; absent: the game's first (created when none)" })
  @IsUUID('all', { message: 'id must be a frontend id (UUID)' })
  @IsOptional()
  id?: string | null;

  @ApiProperty({ required: false, maxLength: FRONTEND_NAME_MAX, description: "Trimmed; empty → 'Game Frontend'" })
  @IsString({ message: 'name must be a string' })
  @IsOptional()
  name?: string | null;

  @ApiProperty({ required: false, maxLength: FRONTEND_DESCRIPTION_MAX, description: "Default 'Custom game UI'" })
  @IsString({ message: 'description must be a string' })
  @IsOptional()
  description?: string | null;

  @ApiProperty({ type: [FrontendFileDto], description: 'The whole project: files left out are deleted' })
  @ValidateNested({ each: true })
  @Type(() => FrontendFileDto)
  @IsArray({ message: 'files must be a list of { id?, filename, content }' })
  @IsDefined({ message: 'files is required' })
  files!: FrontendFileDto[];

  @ApiProperty({ required: false, default: false, description: 'Format the changed files with Prettier before storing them; absent or false: stored byte for byte as sent' })
  @IsBoolean({ message: 'format must be true or false' })
  @IsOptional()
  format?: boolean | null;
}

export class CompileFrontendDto extends FrontendProjectFieldsDto {
  @ApiProperty({ format: 'uuid', description: "Required ('No game ID provided')" })
  @IsString({ message: 'gameId must be a string' })
  @IsOptional()
  gameId?: string | null;

  @ApiProperty({ required: false, type: [FrontendFileDto], description: 'The files to compile (unless useServerFiles)' })
  @ValidateNested({ each: true })
  @Type(() => FrontendFileDto)
  @IsArray({ message: 'files must be a list of { filename, content }' })
  @IsOptional()
  files?: FrontendFileDto[] | null;

  @ApiProperty({ required: false, description: "Compile the saved files of frontendId (or the game's first project)" })
  @IsBoolean({ message: 'useServerFiles must be true or false' })
  @IsOptional()
  useServerFiles?: boolean | null;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'frontendId must be a frontend id (UUID)' })
  @IsOptional()
  frontendId?: string | null;
}
