// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { GAME_NAME_MAX } from '@tempest/domain';
import { IsDefined, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { Omittable } from '../../common/validation.js';

export class RenameGameDto {
  @ApiProperty({ maxLength: GAME_NAME_MAX })
  @MaxLength(GAME_NAME_MAX, { message: `name must be at most ${GAME_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;

  @ApiProperty({ required: false, description: 'Refuse with 409 unless the game is still at this revision' })
  @Min(0, { message: 'expectedRevision must be at least 0' })
  @IsInt({ message: 'expectedRevision must be an integer' })
  @Omittable()
  expectedRevision?: number;
}
