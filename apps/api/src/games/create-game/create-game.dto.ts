import { ApiProperty } from '@nestjs/swagger';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX } from '@tempest/domain';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateGameDto {
  @ApiProperty({ maxLength: GAME_NAME_MAX, example: 'Star Miner' })
  @IsDefined({ message: 'name is required' })
  @IsString({ message: 'name must be a string' })
  @MaxLength(GAME_NAME_MAX, { message: `name must be at most ${GAME_NAME_MAX} characters` })
  name!: string;

  @ApiProperty({ maxLength: GAME_DESCRIPTION_MAX, required: false, example: 'Mine stars before the sun sets.' })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(GAME_DESCRIPTION_MAX, { message: `description must be at most ${GAME_DESCRIPTION_MAX} characters` })
  description?: string;
}
