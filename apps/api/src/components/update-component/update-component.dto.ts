import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { ComponentBodyDto } from '../component-body.dto.js';
import { Omittable } from '../../common/validation.js';

/** Only the fields given change; `aliases` and `fieldSchema` replace the whole list / schema; `category: null` clears it. */
export class UpdateComponentDto extends ComponentBodyDto {
  @ApiProperty({ required: false, example: 'vitality' })
  @IsString({ message: 'slug must be a string' })
  @Omittable()
  slug?: string;
}
