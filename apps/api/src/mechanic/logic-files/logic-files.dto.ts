// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { LOGIC_FILE_CONTENT_MAX, LOGIC_FILE_NAME_MAX } from '@tempest/domain';
import { IsDefined, IsOptional, IsString } from 'class-validator';
import { Omittable } from '../../common/validation.js';

export class UpdateLogicFileDto {
  @ApiProperty({ required: false, maxLength: LOGIC_FILE_NAME_MAX })
  @IsString({ message: 'name must be a string' })
  @Omittable()
  name?: string;

  @ApiProperty({ required: false, maxLength: LOGIC_FILE_CONTENT_MAX })
  @IsString({ message: 'content must be a string' })
  @IsOptional()
  content?: string | null;

  @ApiProperty({ required: false, default: 'python', description: 'Lowercased and trimmed' })
  @IsString({ message: 'language must be a string' })
  @IsOptional()
  language?: string | null;
}

/** Not a subclass of UpdateLogicFileDto: its `@Omittable()` on name would also apply here. */
export class CreateLogicFileDto {
  @ApiProperty({ maxLength: LOGIC_FILE_NAME_MAX, description: 'Trimmed; cannot be empty' })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;

  @ApiProperty({ required: false, maxLength: LOGIC_FILE_CONTENT_MAX })
  @IsString({ message: 'content must be a string' })
  @IsOptional()
  content?: string | null;

  @ApiProperty({ required: false, default: 'python', description: 'Lowercased and trimmed' })
  @IsString({ message: 'language must be a string' })
  @IsOptional()
  language?: string | null;
}
