// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// Every field is optional; null counts as absent. The domain trims, drops empty strings and checks the
// title card and the tags (400 game.invalid_title_card / game.invalid_category_tags).
import { ApiProperty } from '@nestjs/swagger';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX, TITLE_CARD_MAX } from '@tempest/domain';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdateGameDetailsDto {
  @ApiProperty({ required: false, maxLength: GAME_NAME_MAX, description: 'Applied only when non-empty', example: 'Star Miner' })
  @MaxLength(GAME_NAME_MAX, { message: `name must be at most ${GAME_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @IsOptional()
  name?: string | null;

  @ApiProperty({ required: false, maxLength: GAME_DESCRIPTION_MAX, description: 'Applied only when non-empty' })
  @MaxLength(GAME_DESCRIPTION_MAX, { message: `description must be at most ${GAME_DESCRIPTION_MAX} characters` })
  @IsString({ message: 'description must be a string' })
  @IsOptional()
  description?: string | null;

  @ApiProperty({
    required: false,
    maxLength: TITLE_CARD_MAX,
    description: 'Cover image: an http(s) URL, a path starting with / or a data:image URL; applied only when non-empty',
    example: '/static/images/default.webp',
  })
  @IsString({ message: 'titleCard must be a string' })
  @IsOptional()
  titleCard?: string | null;

  @ApiProperty({ required: false, description: 'Applied when given (false too)' })
  @IsBoolean({ message: 'nsfw must be a boolean' })
  @IsOptional()
  nsfw?: boolean | null;

  @ApiProperty({ required: false, description: 'Applied when given (false too)' })
  @IsBoolean({ message: 'isCloneable must be a boolean' })
  @IsOptional()
  isCloneable?: boolean | null;

  @ApiProperty({
    required: false,
    description: 'Comma-separated; stored lowercase without blanks or duplicates, at most 10 tags of 30 characters. "" clears them.',
    example: 'space, puzzle',
  })
  @IsString({ message: 'categoryTags must be a string' })
  @IsOptional()
  categoryTags?: string | null;
}
