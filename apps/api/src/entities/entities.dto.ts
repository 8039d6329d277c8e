// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// These check only the JSON types; the entity rules (@tempest/domain entity.rules) check the rest.
import { ApiProperty } from '@nestjs/swagger';
import { ENTITY_FOLDER_PATH_MAX, ENTITY_NAME_MAX, ENTITY_TYPE_MAX } from '@tempest/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ENTITY_IDS_MAX } from './entity-params.js';

/** The optional fields of an entity that create and update share. */
export class EntityFieldsDto {
  @ApiProperty({ required: false, maxLength: ENTITY_NAME_MAX, description: 'Default: the entity type' })
  @IsString({ message: 'name must be a string' })
  @IsOptional()
  name?: string | null;

  @ApiProperty({ required: false, example: { triggers: [], fired_triggers: {} } })
  @IsObject({ message: 'trigger_state must be an object like { "triggers": [], "fired_triggers": {} }' })
  @IsOptional()
  trigger_state?: Record<string, unknown> | null;

  @ApiProperty({ required: false, type: Object, additionalProperties: true, description: 'slug → { componentName, scriptId, fieldData }' })
  @IsObject({ message: 'component_state must be an object keyed by component slug' })
  @IsOptional()
  component_state?: Record<string, unknown> | null;

  @ApiProperty({ required: false, maxLength: ENTITY_FOLDER_PATH_MAX, description: "'' (root) or segments like 'enemies/bosses'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsOptional()
  folder_path?: string | null;
}

export class CreateEntityDto extends EntityFieldsDto {
  @ApiProperty({ maxLength: ENTITY_TYPE_MAX, description: 'Lower-cased and trimmed; cannot be empty' })
  @IsString({ message: 'entity_type must be a string' })
  @IsDefined({ message: 'entity_type is required' })
  entity_type!: string;
}

export class UpdateEntityDto extends EntityFieldsDto {
  @ApiProperty({ required: false, maxLength: ENTITY_TYPE_MAX })
  @IsString({ message: 'entity_type must be a string' })
  @IsOptional()
  entity_type?: string | null;
}

/** `entity_ids` of a bulk request: 1 to 500 UUIDs. */
export class EntityIdsDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsUUID('all', { each: true, message: 'entity_ids must be UUIDs' })
  @ArrayMaxSize(ENTITY_IDS_MAX, { message: `entity_ids can name at most ${ENTITY_IDS_MAX} entities` })
  @ArrayMinSize(1, { message: 'entity_ids must name at least one entity' })
  @IsArray({ message: 'entity_ids must be a list of entity ids' })
  @IsDefined({ message: 'entity_ids is required' })
  entity_ids!: string[];
}

export class MoveEntityDto {
  @ApiProperty({ maxLength: ENTITY_FOLDER_PATH_MAX, description: "'' (root) or segments like 'enemies/bosses'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsDefined({ message: 'folder_path is required' })
  folder_path!: string;
}

export class SetComponentStateDto {
  @ApiProperty({ type: Object, additionalProperties: true, description: 'slug → { componentName, scriptId, fieldData }; replaces the whole map' })
  @IsObject({ message: 'component_state must be an object keyed by component slug' })
  @IsDefined({ message: 'component_state is required' })
  component_state!: Record<string, unknown>;
}

export class BulkMoveEntitiesDto extends EntityIdsDto {
  @ApiProperty({ maxLength: ENTITY_FOLDER_PATH_MAX, description: "'' (root) or segments like 'enemies/bosses'" })
  @IsString({ message: 'folder_path must be a string' })
  @IsDefined({ message: 'folder_path is required' })
  folder_path!: string;
}

export class BulkAssignComponentDto extends EntityIdsDto {
  @ApiProperty({ description: "The component's slug, alias or id (or a script component's class or display name)" })
  @MaxLength(200, { message: 'component_name must be at most 200 characters' })
  @IsNotEmpty({ message: 'component_name cannot be empty' })
  @IsString({ message: 'component_name must be a string' })
  @IsDefined({ message: 'component_name is required' })
  component_name!: string;

  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: 'The script the component comes from' })
  @IsUUID('all', { message: 'script_id must be a UUID' })
  @IsOptional()
  script_id?: string | null;

  @ApiProperty({ required: false, type: Object, additionalProperties: true, description: 'Field values on top of the schema defaults' })
  @IsObject({ message: 'component_data must be an object of field values' })
  @IsOptional()
  component_data?: Record<string, unknown> | null;
}
