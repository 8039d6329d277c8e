// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
import { ApiProperty } from '@nestjs/swagger';
import type { GameWriteAnswer } from '@tempest/contracts';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX, TITLE_CARD_MAX } from '@tempest/domain';
import { formatPosition, type PartResult } from '@tempest/event-store';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Omittable } from '../common/validation.js';

/** What every game command answers: the new revision and where to wait for the read models. */
export class GameMutationResult implements GameWriteAnswer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Revision of the game stream after the command' }) revision!: number;
  @ApiProperty({ description: 'Pass as minPosition to read this write back', example: '812.5043', nullable: true })
  position!: string | null;

  static of(id: string, result: PartResult<unknown>): GameMutationResult {
    return { id, revision: result.revision, position: result.position ? formatPosition(result.position) : null };
  }
}

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

// Every field is optional; null counts as absent. The domain trims, drops empty strings and checks the
// title card and the tags (400 game.invalid_title_card / game.invalid_category_tags).
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
