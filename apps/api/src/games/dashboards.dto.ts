// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
// The types are checked here; the rules (name, unique code, icon, layout type, known components, the
// limit per game) are the domain's (libs/domain/src/game/game.custom-dashboards.ts), so both routes share them.
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsString, MaxLength } from 'class-validator';
import {
  DASHBOARD_COMPONENTS,
  DASHBOARD_ICONS,
  DASHBOARD_LAYOUT_TYPES,
  DASHBOARD_NAME_MAX,
  type DashboardCreatedAnswer,
  type GameDashboardItem,
} from '@tempest/contracts';
import { Omittable } from '../common/validation.js';
import { GameMutationResult } from './games.dto.js';

const COMPONENTS_MAX = DASHBOARD_COMPONENTS.length;

export class CreateDashboardDto {
  @ApiProperty({ maxLength: DASHBOARD_NAME_MAX, example: 'Balancing', description: 'Its code is the kebab-case of the name, unique in the game' })
  @MaxLength(DASHBOARD_NAME_MAX, { message: `name must be at most ${DASHBOARD_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @IsDefined({ message: 'name is required' })
  name!: string;

  @ApiProperty({ required: false, enum: DASHBOARD_ICONS, default: 'layout-dashboard' })
  @IsString({ message: 'icon must be a string' })
  @Omittable()
  icon?: string;

  @ApiProperty({ required: false, enum: DASHBOARD_LAYOUT_TYPES, default: 'grid' })
  @IsString({ message: 'layoutType must be a string' })
  @Omittable()
  layoutType?: string;

  @ApiProperty({
    type: [String],
    enum: DASHBOARD_COMPONENTS,
    minItems: 1,
    maxItems: COMPONENTS_MAX,
    description: 'The panels, in the order they are laid out',
    example: ['module-creation', 'prompt-editor'],
  })
  @IsString({ each: true, message: 'initialComponents must be strings' })
  @ArrayMaxSize(COMPONENTS_MAX, { message: `initialComponents must have at most ${COMPONENTS_MAX} items` })
  @IsArray({ message: 'initialComponents must be an array' })
  @IsDefined({ message: 'initialComponents is required' })
  initialComponents!: string[];
}

/** Every field optional: only those given change. */
export class UpdateDashboardDto {
  @ApiProperty({ required: false, maxLength: DASHBOARD_NAME_MAX, description: 'Renaming changes the code too' })
  @MaxLength(DASHBOARD_NAME_MAX, { message: `name must be at most ${DASHBOARD_NAME_MAX} characters` })
  @IsString({ message: 'name must be a string' })
  @Omittable()
  name?: string;

  @ApiProperty({ required: false, enum: DASHBOARD_ICONS })
  @IsString({ message: 'icon must be a string' })
  @Omittable()
  icon?: string;

  @ApiProperty({ required: false, enum: DASHBOARD_LAYOUT_TYPES })
  @IsString({ message: 'layoutType must be a string' })
  @Omittable()
  layoutType?: string;

  @ApiProperty({ required: false, type: [String], enum: DASHBOARD_COMPONENTS, minItems: 1, maxItems: COMPONENTS_MAX })
  @IsString({ each: true, message: 'initialComponents must be strings' })
  @ArrayMaxSize(COMPONENTS_MAX, { message: `initialComponents must have at most ${COMPONENTS_MAX} items` })
  @IsArray({ message: 'initialComponents must be an array' })
  @Omittable()
  initialComponents?: string[];
}

export class DashboardCreatedResult extends GameMutationResult implements DashboardCreatedAnswer {
  @ApiProperty({ description: 'The new dashboard as the game data lists it (customDashboards)' })
  dashboard!: GameDashboardItem;
}
