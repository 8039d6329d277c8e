import { ApiProperty } from '@nestjs/swagger';
import type { EmailBody, OtpBody, ResetConfirmBody } from '@tempest/contracts';
import { IsString, MaxLength } from 'class-validator';

export class EmailDto implements EmailBody {
  @ApiProperty() @MaxLength(320) @IsString({ message: 'email must be a string' }) email!: string;
}

export class VerifyOtpDto extends EmailDto implements OtpBody {
  @ApiProperty({ example: '123456' }) @MaxLength(12) @IsString({ message: 'otp must be a string' }) otp!: string;
}

export class ResetConfirmDto extends VerifyOtpDto implements ResetConfirmBody {
  @ApiProperty() @MaxLength(256) @IsString({ message: 'new_password must be a string' }) new_password!: string;
}
