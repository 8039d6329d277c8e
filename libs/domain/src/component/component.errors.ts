import { DomainError } from '../shared/domain-error.js';

export const COMPONENT_SLUG_MAX = 64;
export const COMPONENT_ALIAS_MAX = 64;
export const COMPONENT_ALIASES_MAX = 20;
export const COMPONENT_NAME_MAX = 100;
export const COMPONENT_CATEGORY_MAX = 50;
export const FIELD_SCHEMA_FIELDS_MAX = 100;
export const FIELD_NAME_MAX = 64;
export const FIELD_TYPE_MAX = 50;
export const FIELD_DESCRIPTION_MAX = 500;
/** Longest fieldSchema as JSON (characters). */
export const FIELD_SCHEMA_JSON_MAX = 64 * 1024;

export class ComponentNotFoundError extends DomainError {
  readonly code = 'component.not_found';
  readonly category = 'not_found';
  constructor(identifier: string) {
    super('Component not found', { identifier });
  }
}

export class ComponentAlreadyExistsError extends DomainError {
  readonly code = 'component.already_exists';
  readonly category = 'conflict';
  constructor(componentId: string) {
    super('A component with this id already exists', { componentId });
  }
}

export class InvalidComponentSlugError extends DomainError {
  readonly code = 'component.invalid_slug';
  readonly category = 'validation';
  constructor(message: string) {
    super(message);
  }
}

export class InvalidComponentAliasesError extends DomainError {
  readonly code = 'component.invalid_aliases';
  readonly category = 'validation';
  constructor(message: string, alias?: string) {
    super(message, alias === undefined ? undefined : { alias });
  }
}

export class InvalidComponentNameError extends DomainError {
  readonly code = 'component.invalid_name';
  readonly category = 'validation';
  constructor() {
    super(`Component name must be at most ${COMPONENT_NAME_MAX} characters`);
  }
}

export class InvalidComponentCategoryError extends DomainError {
  readonly code = 'component.invalid_category';
  readonly category = 'validation';
  constructor() {
    super(`Component category must be at most ${COMPONENT_CATEGORY_MAX} characters`);
  }
}

export class InvalidFieldSchemaError extends DomainError {
  readonly code = 'component.invalid_field_schema';
  readonly category = 'validation';
  constructor(message: string, field?: string) {
    super(message, field === undefined ? undefined : { field });
  }
}

export class ComponentGameImmutableError extends DomainError {
  readonly code = 'component.game_immutable';
  readonly category = 'validation';
  constructor() {
    super('A component cannot move to another game (or between a game and global): create a new one instead');
  }
}

export class ComponentSlugTakenError extends DomainError {
  readonly code = 'component.slug_taken';
  readonly category = 'conflict';
  constructor(slug: string, gameId: string | null) {
    super(gameId ? `This game already has a component with the slug "${slug}"` : `A global component with the slug "${slug}" already exists`, {
      slug,
      gameId,
    });
  }
}

export class ComponentAliasTakenError extends DomainError {
  readonly code = 'component.alias_taken';
  readonly category = 'conflict';
  constructor(name: string, componentId: string) {
    super(`"${name}" is already the slug or an alias of another component here`, { name, componentId });
  }
}

export class ComponentForbiddenError extends DomainError {
  readonly code = 'component.forbidden';
  readonly category = 'forbidden';
  constructor(gameId: string | null) {
    super(gameId ? "Only the game's creator can change its components." : 'Only staff can change global components.', { gameId });
  }
}

/** Names at most three entities, then how many more (`hero, orc, bat and 2 more`). */
const namesOf = (names: readonly string[]): string =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

export class ComponentInUseError extends DomainError {
  readonly code = 'component.in_use';
  readonly category = 'conflict';
  constructor(slug: string, entityNames: readonly string[]) {
    const count = entityNames.length === 1 ? '1 entity' : `${entityNames.length} entities`;
    super(`"${slug}" is used by ${count} (${namesOf(entityNames)}): remove it from them first`, { slug, entities: entityNames.length });
  }
}
