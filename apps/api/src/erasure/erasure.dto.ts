import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The staff member's reason: checked, never stored (docs/personal-data.md, Erasure). */
export const ERASE_REASON_MAX = 500;

export class SelfEraseDto {
  @ApiPropertyOptional({ description: 'The account password (not asked of an account that signs in only with Google: it signs in again instead)' })
  @IsOptional()
  @IsString({ message: 'password must be a string' })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  password?: string;

  @ApiProperty({ description: 'Must be true: the person confirms the erasure' })
  @Equals(true, { message: 'confirm must be true' })
  @IsDefined({ message: 'confirm is required' })
  confirm!: true;
}

export class StaffEraseDto {
  @ApiProperty({ description: `Why staff erase this account (1–${ERASE_REASON_MAX} characters); not stored: the record keeps only that one was given` })
  @IsString({ message: 'reason must be a string' })
  @Matches(/\S/, { message: 'reason must not be empty' })
  @MaxLength(ERASE_REASON_MAX, { message: `reason must be at most ${ERASE_REASON_MAX} characters` })
  @IsDefined({ message: 'reason is required' })
  reason!: string;
}
