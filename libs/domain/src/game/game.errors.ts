import { CUSTOM_DASHBOARDS_MAX, DASHBOARD_COMPONENTS, DASHBOARD_ICONS, DASHBOARD_LAYOUT_TYPES, DASHBOARD_NAME_MAX } from '@tempest/contracts';
import { DomainError } from '../shared/domain-error.js';

export const GAME_NAME_MAX = 100;
export const GAME_DESCRIPTION_MAX = 2000;
export const TITLE_CARD_MAX = 2048;
export const CATEGORY_TAGS_MAX = 10;
export const CATEGORY_TAG_MAX_LENGTH = 30;

export class GameNotFoundError extends DomainError {
  readonly code = 'game.not_found';
  readonly category = 'not_found';
  constructor(gameId: string) {
    super('Game not found', { gameId });
  }
}

export class GameAlreadyExistsError extends DomainError {
  readonly code = 'game.already_exists';
  readonly category = 'conflict';
  constructor(gameId: string) {
    super('A game with this id already exists', { gameId });
  }
}

export class InvalidGameNameError extends DomainError {
  readonly code = 'game.invalid_name';
  readonly category = 'validation';
  constructor() {
    super(`Game name must be 1 to ${GAME_NAME_MAX} characters`);
  }
}

export class InvalidGameDescriptionError extends DomainError {
  readonly code = 'game.invalid_description';
  readonly category = 'validation';
  constructor() {
    super(`Game description must be at most ${GAME_DESCRIPTION_MAX} characters`);
  }
}

export class GameForbiddenError extends DomainError {
  readonly code = 'game.forbidden';
  readonly category = 'forbidden';
  constructor(gameId: string) {
    super('Only the creator can change this game.', { gameId });
  }
}

export class InvalidTitleCardError extends DomainError {
  readonly code = 'game.invalid_title_card';
  readonly category = 'validation';
  constructor() {
    super(`Title card must be an http(s) URL, a path starting with / or a data:image URL, at most ${TITLE_CARD_MAX} characters`);
  }
}

export class InvalidCategoryTagsError extends DomainError {
  readonly code = 'game.invalid_category_tags';
  readonly category = 'validation';
  constructor() {
    super(`Category tags: at most ${CATEGORY_TAGS_MAX} tags of at most ${CATEGORY_TAG_MAX_LENGTH} characters each`);
  }
}

export const PUBLISH_MESSAGE_MAX = 500;

export class CheckpointNotFoundError extends DomainError {
  readonly code = 'checkpoint.not_found';
  readonly category = 'not_found';
  constructor(checkpointId: string) {
    super('Checkpoint not found', { checkpointId });
  }
}

export class InvalidPublishMessageError extends DomainError {
  readonly code = 'game.invalid_publish_message';
  readonly category = 'validation';
  constructor() {
    super(`Publish message must be at most ${PUBLISH_MESSAGE_MAX} characters`);
  }
}

export class GameNotCloneableError extends DomainError {
  readonly code = 'game.not_cloneable';
  readonly category = 'forbidden';
  constructor(gameId: string) {
    super('This game cannot be cloned.', { gameId });
  }
}

/** The clone's own steps (complete, fail) apply only while it is being copied. */
export class GameNotCloningError extends DomainError {
  readonly code = 'game.not_cloning';
  readonly category = 'conflict';
  constructor(gameId: string) {
    super('This game is not being cloned', { gameId });
  }
}

export class InvalidDashboardNameError extends DomainError {
  readonly code = 'dashboard.invalid_name';
  readonly category = 'validation';
  constructor() {
    super(`Dashboard name must be 1 to ${DASHBOARD_NAME_MAX} characters with at least one letter or digit`);
  }
}

export class InvalidDashboardLayoutError extends DomainError {
  readonly code = 'dashboard.invalid_layout';
  readonly category = 'validation';
  constructor() {
    super(`Layout type must be one of: ${DASHBOARD_LAYOUT_TYPES.join(', ')}`);
  }
}

export class InvalidDashboardIconError extends DomainError {
  readonly code = 'dashboard.invalid_icon';
  readonly category = 'validation';
  constructor() {
    super(`Icon must be one of: ${DASHBOARD_ICONS.join(', ')}`);
  }
}

export class InvalidDashboardComponentsError extends DomainError {
  readonly code = 'dashboard.invalid_components';
  readonly category = 'validation';
  constructor() {
    super(`Pick 1 to ${DASHBOARD_COMPONENTS.length} different components from: ${DASHBOARD_COMPONENTS.join(', ')}`);
  }
}

export class DashboardCodeTakenError extends DomainError {
  readonly code = 'dashboard.code_taken';
  readonly category = 'conflict';
  constructor(code: string) {
    super('This game already has a dashboard with that name', { code });
  }
}

export class DashboardLimitError extends DomainError {
  readonly code = 'dashboard.limit';
  readonly category = 'conflict';
  constructor() {
    super(`A game has at most ${CUSTOM_DASHBOARDS_MAX} custom dashboards`);
  }
}

export class DashboardNotFoundError extends DomainError {
  readonly code = 'dashboard.not_found';
  readonly category = 'not_found';
  constructor(dashboardId: number) {
    super('Dashboard not found', { dashboardId });
  }
}
