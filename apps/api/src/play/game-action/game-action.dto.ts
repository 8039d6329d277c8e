import { ApiProperty } from '@nestjs/swagger';
import type { GameActionBody } from '@tempest/contracts';
import { IsDefined, IsObject, IsString, MaxLength, MinLength } from 'class-validator';
import { Omittable } from '../../common/validation.js';

export const ACTION_NAME_MAX = 300;

/** `action`: `function` or `script_name.function`; `args`: the function's keyword arguments. Unknown fields are refused. */
export class GameActionDto implements GameActionBody {
  @ApiProperty({ maxLength: ACTION_NAME_MAX, example: 'increment' })
  @MaxLength(ACTION_NAME_MAX, { message: `action must be at most ${ACTION_NAME_MAX} characters` })
  @MinLength(1, { message: 'action cannot be empty' })
  @IsString({ message: 'action must be a string' })
  @IsDefined({ message: 'action is required' })
  action!: string;

  @ApiProperty({ required: false, type: Object, default: {}, description: 'Keyword arguments of the function' })
  @IsObject({ message: 'args must be an object of keyword arguments' })
  @Omittable()
  args?: Record<string, unknown>;
}
