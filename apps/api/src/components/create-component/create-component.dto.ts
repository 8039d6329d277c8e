import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString } from 'class-validator';
import { ComponentBodyDto } from '../component-body.dto.js';

export class CreateComponentDto extends ComponentBodyDto {
  @ApiProperty({ example: 'health', description: 'Lower-cased and trimmed; a-z, 0-9, "_", "-"; 1–64 characters; unique in its scope' })
  @IsString({ message: 'slug must be a string' })
  @IsDefined({ message: 'slug is required' })
  slug!: string;
}
