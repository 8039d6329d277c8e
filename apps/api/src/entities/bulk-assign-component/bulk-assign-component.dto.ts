import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { EntityIdsDto } from '../entity-fields.dto.js';

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
