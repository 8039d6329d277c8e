// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// The decider checks slugs, aliases and fieldSchema in depth; these only check the JSON types.
import { ApiProperty } from '@nestjs/swagger';
import type { CreateComponentBody } from '@tempest/contracts';
import { COMPONENT_CATEGORY_MAX, COMPONENT_NAME_MAX } from '@tempest/domain';
import { IsArray, IsDefined, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Omittable } from '../common/validation.js';

const FIELD_SCHEMA_DOC = 'Field name → { type?: string, default?: any JSON, description?: string } (at most 100 fields)';

/** The fields a create and an update share; clients send either spelling of game id and schema (docs/api-components.md, Calls). */
export class ComponentBodyDto {
  @ApiProperty({ required: false, maxLength: COMPONENT_NAME_MAX, description: 'Display name (default: the slug)' })
  @MaxLength(COMPONENT_NAME_MAX, { message: `name must be at most ${COMPONENT_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @IsOptional()
  name?: string | null;

  @ApiProperty({ required: false, type: [String], description: 'Other names to look it up by (case-insensitive, at most 20)' })
  @IsString({ each: true, message: 'aliases must be strings' })
  @IsArray({ message: 'aliases must be a list of strings' })
  @IsOptional()
  aliases?: string[] | null;

  @ApiProperty({ required: false, nullable: true, maxLength: COMPONENT_CATEGORY_MAX })
  @MaxLength(COMPONENT_CATEGORY_MAX, { message: `category must be at most ${COMPONENT_CATEGORY_MAX} characters` })
  @IsString({ message: 'category must be a string' })
  @IsOptional()
  category?: string | null;

  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: "The game it belongs to; absent or null: global" })
  @IsUUID('all', { message: 'game_id must be a UUID' })
  @IsOptional()
  game_id?: string | null;

  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: 'Same as game_id' })
  @IsUUID('all', { message: 'gameId must be a UUID' })
  @IsOptional()
  gameId?: string | null;

  @ApiProperty({ required: false, type: Object, additionalProperties: true, description: FIELD_SCHEMA_DOC })
  @IsObject({ message: `fieldSchema must be an object of field name to { type?, default?, description? }` })
  @Omittable()
  fieldSchema?: Record<string, unknown>;

  @ApiProperty({ required: false, type: Object, additionalProperties: true, description: 'Same as fieldSchema' })
  @IsObject({ message: `field_schema must be an object of field name to { type?, default?, description? }` })
  @Omittable()
  field_schema?: Record<string, unknown>;
}

export class CreateComponentDto extends ComponentBodyDto {
  @ApiProperty({ example: 'health', description: 'Lower-cased and trimmed; a-z, 0-9, "_", "-"; 1–64 characters; unique in its scope' })
  @IsString({ message: 'slug must be a string' })
  @IsDefined({ message: 'slug is required' })
  slug!: string;
}

/** Only the fields given change; `aliases` and `fieldSchema` replace the whole list / schema; `category: null` clears it. */
export class UpdateComponentDto extends ComponentBodyDto {
  @ApiProperty({ required: false, example: 'vitality' })
  @IsString({ message: 'slug must be a string' })
  @Omittable()
  slug?: string;
}

/** What the web sends (the contract's body) is a body this DTO takes: a compile-time check. */
export const CREATE_BODY_FITS: CreateComponentBody extends Pick<CreateComponentDto, keyof CreateComponentBody> ? true : false = true;
