import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';
import { FrontendFileDto, FrontendProjectFieldsDto } from '../projects/frontends.dto.js';

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
