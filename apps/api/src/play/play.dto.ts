import { ApiProperty } from '@nestjs/swagger';
import type { GameActionBody, GameActionMessage, StartGameBody } from '@tempest/contracts';
import { IsBoolean, IsDefined, IsObject, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { Omittable } from '../common/validation.js';

/** The body of start-game (docs/api-frontends.md, Play session). Unknown fields are refused (400). */
export class StartGameDto implements StartGameBody {
  @ApiProperty({ required: false, default: false, description: 'Always false from the studio; accepted and ignored' })
  @IsBoolean({ message: 'isTrail must be true or false' })
  @Omittable()
  isTrail?: boolean;

  @ApiProperty({ required: false, description: 'true on the creation path; accepted and ignored' })
  @IsBoolean({ message: 'enableDebug must be true or false' })
  @Omittable()
  enableDebug?: boolean;

  @ApiProperty({ required: false, description: 'true: start a new session (as X-Force-Clear: true)' })
  @IsBoolean({ message: 'forceNew must be true or false' })
  @Omittable()
  forceNew?: boolean;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: 'Time travel: play this checkpoint of the game as it was, in a new session (creator and staff; others 404)',
  })
  @IsUUID('all', { message: 'checkpointId must be a checkpoint id (UUID)' })
  @Omittable()
  checkpointId?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'Play this save state (a session-timeline checkpoint) on the version of the game it was made on; needs sessionId' })
  @IsUUID('all', { message: 'saveId must be a checkpoint id (UUID)' })
  @Omittable()
  saveId?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'The session whose timeline holds saveId' })
  @IsUUID('all', { message: 'sessionId must be a session id (UUID)' })
  @Omittable()
  sessionId?: string;

  @ApiProperty({
    required: false,
    example: '1024',
    description: 'Time travel: play the game as it was right after this global position (digits, from 1), in a new session (staff, analysts and the creator; others 404)',
  })
  @Matches(/^[1-9]\d{0,18}$/, { message: 'momentPosition must be a global position (a whole number from 1, as a string)' })
  @Omittable()
  momentPosition?: string;
}

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

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: "The player's id of this action: sent again with a retry (after 503 play.busy or a lost answer), the action is answered its first outcome and recorded once",
  })
  @IsUUID('all', { message: 'actionId must be an action id (UUID)' })
  @Omittable()
  actionId?: string;
}

/** A game action over the socket (GAME_ACTION): the POST's body and its session's id. */
export class GameActionMessageDto extends GameActionDto implements GameActionMessage {
  @IsString({ message: 'sessionId must be a string' })
  @IsDefined({ message: 'sessionId is required' })
  sessionId!: string;
}
