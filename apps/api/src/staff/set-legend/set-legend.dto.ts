import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

export class SetLegendDto {
  @ApiProperty({ description: 'true makes the user a Legend (premium) subscriber; false ends it' })
  @IsBoolean({ message: 'is_premium must be true or false' })
  @IsDefined({ message: 'is_premium is required' })
  is_premium!: boolean;
}
