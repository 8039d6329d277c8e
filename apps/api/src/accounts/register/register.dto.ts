import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// Registration posts a form (spec 1 §7); values arrive as strings.
export class RegisterDto {
  @ApiProperty() @MaxLength(100) @IsString({ message: 'username must be a string' }) username!: string;
  @ApiProperty() @MaxLength(320) @IsString({ message: 'email must be a string' }) email!: string;
  @ApiProperty() @MaxLength(256) @IsString({ message: 'password must be a string' }) password!: string;
  @ApiProperty({ required: false }) @IsOptional() @MaxLength(256) @IsString() password_confirm?: string;
  @ApiProperty({ required: false, description: 'The prompt typed before signing up' }) @IsOptional() @MaxLength(10000) @IsString() game_prompt?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() from_home?: string;
}
