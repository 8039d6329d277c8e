// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX } from '@tempest/domain';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../common/validation.js';

export class CreateGameDto {
  @ApiProperty({ maxLength: GAME_NAME_MAX, example: 'Star Miner' })
  @MaxLength(GAME_NAME_MAX, { message: `name must be at most ${GAME_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;

  @ApiProperty({ maxLength: GAME_DESCRIPTION_MAX, required: false, example: 'Mine stars before the sun sets.' })
  @MaxLength(GAME_DESCRIPTION_MAX, { message: `description must be at most ${GAME_DESCRIPTION_MAX} characters` })
  @IsString({ message: 'description must be a string' })
  @Omittable()
  description?: string;
}
