// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// These check only the JSON types; the script rules (@tempest/domain script.rules) check the rest.
import { ApiProperty } from '@nestjs/swagger';
import type { CloneScriptBody, CreateScriptBody, ParseScriptBody, RenameScriptBody, RetrieveScriptsBody } from '@tempest/contracts';
import { SCRIPT_CONTENT_MAX, SCRIPT_NAME_MAX } from '@tempest/domain';
import { ArrayMaxSize, IsArray, IsDefined, IsObject, IsString, IsUUID } from 'class-validator';
import { SCRIPT_IDS_MAX } from '../mechanic-params.js';
import { Omittable } from '../../common/validation.js';

export class RetrieveScriptsDto implements RetrieveScriptsBody {
  @ApiProperty({ type: [String], format: 'uuid', required: false, description: 'Empty or absent: every script of the game' })
  @IsUUID('all', { each: true, message: 'scriptIds must be script ids (UUIDs)' })
  @ArrayMaxSize(SCRIPT_IDS_MAX, { message: `scriptIds can name at most ${SCRIPT_IDS_MAX} scripts` })
  @IsArray({ message: 'scriptIds must be a list of script ids' })
  @Omittable()
  scriptIds?: string[];
}

export class CreateScriptDto implements CreateScriptBody {
  @ApiProperty({ maxLength: SCRIPT_NAME_MAX, description: 'Trimmed; cannot be empty; scripts may share a name' })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;

  @ApiProperty({ required: false, maxLength: SCRIPT_CONTENT_MAX, default: '# Write your Python code here' })
  @IsString({ message: 'content must be a string' })
  @Omittable()
  content?: string;
}

export class RenameScriptDto implements RenameScriptBody {
  @ApiProperty({ maxLength: SCRIPT_NAME_MAX })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;
}

export class CloneScriptDto implements CloneScriptBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'script_id must be a script id (UUID)' })
  @IsDefined({ message: 'script_id is required' })
  script_id!: string;

  @ApiProperty({ maxLength: SCRIPT_NAME_MAX })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;
}

export class SaveRawScriptDto {
  @ApiProperty({ maxLength: SCRIPT_CONTENT_MAX })
  @IsString({ message: 'raw_code must be a string' })
  @IsDefined({ message: 'raw_code is required' })
  raw_code!: string;
}

/** A form (urlencoded or multipart) or JSON. */
export class ParseScriptDto implements ParseScriptBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'script_id must be a script id (UUID)' })
  @IsDefined({ message: 'script_id is required' })
  script_id!: string;

  @ApiProperty({ format: 'uuid', required: false, description: "The script's game id; when given it must match" })
  @IsUUID('all', { message: 'game_key must be the game id (UUID)' })
  @Omittable()
  game_key?: string;

  @ApiProperty({ maxLength: SCRIPT_CONTENT_MAX })
  @IsString({ message: 'script_content must be a string' })
  @IsDefined({ message: 'script_content is required' })
  script_content!: string;
}

export class ParsedContentDto {
  @ApiProperty({ type: Object, required: false })
  @IsObject({ message: 'parsed_content.module_blocks must be an object' })
  @Omittable()
  module_blocks?: Record<string, unknown>;

  @ApiProperty({ type: [Object], required: false })
  @IsArray({ message: 'parsed_content.script_components must be a list' })
  @Omittable()
  script_components?: Record<string, unknown>[];
}

export class UpdateParsedScriptDto {
  @ApiProperty({ type: ParsedContentDto })
  @IsObject({ message: 'parsed_content must be an object like { "module_blocks": {}, "script_components": [] }' })
  @IsDefined({ message: 'parsed_content is required' })
  parsed_content!: Record<string, unknown>;
}
