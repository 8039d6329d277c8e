// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { PROMPT_CONTENT_MAX, PROMPT_DESCRIPTION_MAX, PROMPT_NAME_MAX } from '@tempest/domain';
import { IsDefined, IsOptional, IsString, IsUUID } from 'class-validator';

export class PromptFieldsDto {
  @ApiProperty({ required: false, maxLength: PROMPT_NAME_MAX, description: "Lowercased and trimmed; empty → 'untitled prompt'" })
  @IsString({ message: 'name must be a string' })
  @IsOptional()
  name?: string | null;

  @ApiProperty({ required: false, maxLength: PROMPT_DESCRIPTION_MAX })
  @IsString({ message: 'description must be a string' })
  @IsOptional()
  description?: string | null;

  @ApiProperty({ required: false, maxLength: PROMPT_CONTENT_MAX, description: 'The template; {{name}} placeholders become its variables' })
  @IsString({ message: 'content must be a string' })
  @IsOptional()
  content?: string | null;
}

export class EditPromptDto extends PromptFieldsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a prompt id (UUID)' })
  @IsDefined({ message: 'id is required' })
  id!: string;
}

export class DeletePromptDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'object_id must be a prompt id (UUID)' })
  @IsDefined({ message: 'object_id is required' })
  object_id!: string;
}
