import { ApiProperty } from '@nestjs/swagger';
import type { LoginBody } from '@tempest/contracts';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../common/validation.js';

export class LoginDto implements LoginBody {
  @ApiProperty() @MaxLength(320) @IsString({ message: 'email must be a string' }) email!: string;
  @ApiProperty() @MaxLength(256) @IsString({ message: 'password must be a string' }) password!: string;
  @ApiProperty({ required: false }) @Omittable() @IsBoolean({ message: 'remember_me must be true or false' }) remember_me?: boolean;
}
