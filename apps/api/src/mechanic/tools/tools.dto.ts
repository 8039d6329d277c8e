// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// These check only the JSON types; the tool rules (@tempest/domain tool.rules, tool.schema) check the rest.
import { ApiProperty } from '@nestjs/swagger';
import { TOOL_DESCRIPTION_MAX, TOOL_NAME_MAX } from '@tempest/domain';
import { Allow, IsArray, IsDefined, IsObject, IsOptional, IsString, IsUUID } from 'class-validator';
import { Omittable } from '../../common/validation.js';

/** A Tool: with `id` it updates that tool, without it creates one. */
export class SaveToolDto {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsUUID('all', { message: 'id must be a tool id (UUID)' })
  @Omittable()
  id?: string;

  @ApiProperty({ required: false, maxLength: TOOL_NAME_MAX, description: "Trimmed; empty → 'Untitled Tool'" })
  @IsString({ message: 'name must be a string' })
  @IsOptional()
  name?: string | null;

  @ApiProperty({ required: false, maxLength: TOOL_DESCRIPTION_MAX })
  @IsString({ message: 'description must be a string' })
  @IsOptional()
  description?: string | null;

  @ApiProperty({ required: false, type: [Object], description: '[{ name, type, description, required, enum?, items?, structure? }]' })
  @IsArray({ message: 'fields must be a list of { name, type, description, required }' })
  @IsOptional()
  fields?: unknown[] | null;

  @ApiProperty({ required: false, type: [Object], description: '[{ name, description?, fields }] (or a map by name)' })
  @Omittable()
  @Allow()
  subStructures?: unknown;

  @ApiProperty({ required: false, type: Object, description: 'A JSON schema, used when no fields are given' })
  @IsObject({ message: 'schema must be a JSON schema object' })
  @IsOptional()
  schema?: Record<string, unknown> | null;

  @ApiProperty({ required: false, type: Object, description: 'Its `schema` (or function.parameters) is used when no fields and no schema are given' })
  @IsObject({ message: 'openai_format must be an object' })
  @IsOptional()
  openai_format?: Record<string, unknown> | null;

  // A Tool read from this API carries these; they are accepted and ignored.
  @ApiProperty({ required: false, description: 'Ignored' })
  @Allow()
  revision?: unknown;

  @ApiProperty({ required: false, description: 'Ignored' })
  @Allow()
  updatedAt?: unknown;

  @ApiProperty({ required: false, description: 'Ignored' })
  @Allow()
  pendingChanges?: unknown;
}

export class DeleteToolDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a tool id (UUID)' })
  @IsDefined({ message: 'id is required' })
  id!: string;
}
