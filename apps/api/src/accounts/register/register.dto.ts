import { ApiProperty } from '@nestjs/swagger';
import type { RegisterBody } from '@tempest/contracts';
import { IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../common/validation.js';

// Registration posts a form (docs/api-accounts.md, Registration); values arrive as strings.
export class RegisterDto implements RegisterBody {
  @ApiProperty() @MaxLength(100) @IsString({ message: 'username must be a string' }) username!: string;
  @ApiProperty() @MaxLength(320) @IsString({ message: 'email must be a string' }) email!: string;
  @ApiProperty() @MaxLength(256) @IsString({ message: 'password must be a string' }) password!: string;
  @ApiProperty({ required: false }) @Omittable() @MaxLength(256) @IsString() password_confirm?: string;
  @ApiProperty({ required: false, description: 'The prompt typed before signing up' }) @Omittable() @MaxLength(10000) @IsString() game_prompt?: string;
  @ApiProperty({ required: false }) @Omittable() @IsString() from_home?: string;
}
