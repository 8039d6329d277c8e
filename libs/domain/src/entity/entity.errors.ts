import { DomainError } from '../shared/domain-error.js';

export const ENTITY_TYPE_MAX = 100;
export const ENTITY_NAME_MAX = 100;
export const ENTITY_FOLDER_PATH_MAX = 255;
/** Longest component_state key (a component slug, or a script component's class name). */
export const ENTITY_COMPONENT_KEY_MAX = 100;
export const ENTITY_COMPONENT_NAME_MAX = 200;

export class InvalidEntityTypeError extends DomainError {
  readonly code = 'entity.invalid_type';
  readonly category = 'validation';
  constructor(message = `entity_type must be 1 to ${ENTITY_TYPE_MAX} characters`) {
    super(message, { field: 'entity_type' });
  }
}

export class InvalidEntityNameError extends DomainError {
  readonly code = 'entity.invalid_name';
  readonly category = 'validation';
  constructor(message = `name must be at most ${ENTITY_NAME_MAX} characters`) {
    super(message, { field: 'name' });
  }
}

export class InvalidTriggerStateError extends DomainError {
  readonly code = 'entity.invalid_trigger_state';
  readonly category = 'validation';
  constructor(message: string) {
    super(message, { field: 'trigger_state' });
  }
}

export class InvalidEntityComponentStateError extends DomainError {
  readonly code = 'entity.invalid_component_state';
  readonly category = 'validation';
  constructor(message: string, key?: string) {
    super(message, key === undefined ? { field: 'component_state' } : { field: 'component_state', key });
  }
}

export class InvalidFolderPathError extends DomainError {
  readonly code = 'entity.invalid_folder_path';
  readonly category = 'validation';
  constructor(message: string) {
    super(message, { field: 'folder_path' });
  }
}

export class EntityNotFoundError extends DomainError {
  readonly code = 'entity.not_found';
  readonly category = 'not_found';
  constructor(entityIds: string[]) {
    super('Entity not found', { entityIds });
  }
}
