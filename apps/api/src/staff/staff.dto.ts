// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { TOKEN_NOTE_MAX, TOKEN_PURCHASE_MAX } from '@tempest/domain';
import { IsBoolean, IsDefined, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { Omittable } from '../common/validation.js';

export class RecordPurchaseDto {
  @ApiProperty({ minimum: 1, maximum: TOKEN_PURCHASE_MAX, example: 5000 })
  @Max(TOKEN_PURCHASE_MAX, { message: `amount must be at most ${TOKEN_PURCHASE_MAX}` })
  @Min(1, { message: 'amount must be at least 1' })
  @IsInt({ message: 'amount must be a whole number' })
  @IsDefined({ message: 'amount is required' })
  amount!: number;

  @ApiProperty({ maxLength: TOKEN_NOTE_MAX, required: false, example: 'Invoice 2026-118' })
  @MaxLength(TOKEN_NOTE_MAX, { message: `note must be at most ${TOKEN_NOTE_MAX} characters` })
  @IsString({ message: 'note must be a string' })
  @Omittable()
  note?: string;
}

export class SetLegendDto {
  @ApiProperty({ description: 'true makes the user a Legend (premium) subscriber; false ends it' })
  @IsBoolean({ message: 'is_premium must be true or false' })
  @IsDefined({ message: 'is_premium is required' })
  is_premium!: boolean;
}

export class SetAnalystDto {
  @ApiProperty({ description: 'true makes the user an analyst (reads the change log, docs/api-audit.md); false ends it' })
  @IsBoolean({ message: 'is_analyst must be true or false' })
  @IsDefined({ message: 'is_analyst is required' })
  is_analyst!: boolean;
}
