import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsObject } from 'class-validator';

export class SetComponentStateDto {
  @ApiProperty({ type: Object, additionalProperties: true, description: 'slug → { componentName, scriptId, fieldData }; replaces the whole map' })
  @IsObject({ message: 'component_state must be an object keyed by component slug' })
  @IsDefined({ message: 'component_state is required' })
  component_state!: Record<string, unknown>;
}
