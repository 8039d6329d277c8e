import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

export class SetAnalystDto {
  @ApiProperty({ description: 'true makes the user an analyst (reads the change log, docs/api-audit.md); false ends it' })
  @IsBoolean({ message: 'is_analyst must be true or false' })
  @IsDefined({ message: 'is_analyst is required' })
  is_analyst!: boolean;
}
