import { assertNever, type Decider } from '../shared/decider.js';
import type { ComponentActor, ComponentChanges, ComponentCommand, ComponentScopeFacts } from './component.commands.js';
import type { ComponentEvent, ComponentField, ComponentSnapshot } from './component.events.js';
import {
  normalizeComponentAliases,
  normalizeComponentCategory,
  normalizeComponentName,
  normalizeComponentSlug,
  normalizeFieldSchema,
} from './component.rules.js';
import { evolveComponent, initialComponentState, type ActiveComponent, type ComponentState } from './component.state.js';
import { DomainError } from '../shared/errors.js';

/** Staff change anything; a game's creator changes that game's components; nobody else changes any. */
/** Names at most three entities, then how many more (`hero, orc, bat and 2 more`). */
const namesOf = (names: readonly string[]): string =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

/** The message names the entities; the details only count them. */
const componentInUse = (slug: string, entityNames: readonly string[]): DomainError => {
  const count = entityNames.length === 1 ? '1 entity' : `${entityNames.length} entities`;
  return new DomainError('component.in_use', `"${slug}" is used by ${count} (${namesOf(entityNames)}): remove it from them first`, {
    slug,
    entities: entityNames.length,
  });
};

const assertMayChange = (gameId: string | null, actor: ComponentActor, facts: ComponentScopeFacts): void => {
  if (actor.isStaff) return;
  const isCreator = gameId !== null && facts.game?.exists === true && facts.game.creatorId === actor.actorId;
  if (!isCreator) throw new DomainError('component.forbidden', { gameId });
};

/** Best effort (the names come from the read model): the slug and aliases must not be another component's alias or slug. */
const assertNamesFree = (component: ComponentSnapshot, facts: ComponentScopeFacts): void => {
  const other = (names: Record<string, string>, name: string) =>
    Object.hasOwn(names, name) && names[name] !== component.componentId ? names[name] : null;
  const slugOwner = other(facts.aliasesInUse, component.slug);
  if (slugOwner) throw new DomainError('component.alias_taken', { name: component.slug, componentId: slugOwner });
  for (const alias of component.aliases) {
    const owner = other(facts.aliasesInUse, alias) ?? other(facts.slugsInUse, alias);
    if (owner) throw new DomainError('component.alias_taken', { name: alias, componentId: owner });
  }
};

const editable = (state: ComponentState, componentId: string, actor: ComponentActor, facts: ComponentScopeFacts): ActiveComponent => {
  if (state.status !== 'active') throw new DomainError('component.not_found', { identifier: componentId });
  assertMayChange(state.gameId, actor, facts);
  return state;
};

const changedSnapshot = (current: ActiveComponent, changes: ComponentChanges): ComponentSnapshot => {
  if (changes.gameId !== undefined && changes.gameId !== current.gameId) throw new DomainError('component.game_immutable');
  const slug = changes.slug === undefined ? current.slug : normalizeComponentSlug(changes.slug);
  return {
    componentId: current.componentId,
    slug,
    name: changes.name === undefined ? current.name : normalizeComponentName(changes.name, slug),
    aliases: normalizeComponentAliases(changes.aliases === undefined ? current.aliases : (changes.aliases ?? []), slug),
    category: changes.category === undefined ? current.category : normalizeComponentCategory(changes.category),
    gameId: current.gameId,
    fieldSchema: changes.fieldSchema === undefined ? current.fieldSchema : normalizeFieldSchema(changes.fieldSchema),
  };
};

const FIELDS: ComponentField[] = ['slug', 'name', 'aliases', 'category', 'fieldSchema'];
const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

export const decideComponent = (command: ComponentCommand, state: ComponentState): ComponentEvent[] => {
  switch (command.type) {
    case 'RegisterComponent': {
      const { componentId, gameId, now, actorId } = command.data;
      if (state.status !== 'absent') throw new DomainError('component.already_exists', { componentId });
      if (gameId && command.data.game?.exists !== true) throw new DomainError('game.not_found', { gameId });
      assertMayChange(gameId, command.data, command.data);
      const slug = normalizeComponentSlug(command.data.slug);
      const component: ComponentSnapshot = {
        componentId,
        slug,
        name: normalizeComponentName(command.data.name, slug),
        aliases: normalizeComponentAliases(command.data.aliases ?? [], slug),
        category: normalizeComponentCategory(command.data.category),
        gameId,
        fieldSchema: normalizeFieldSchema(command.data.fieldSchema),
      };
      assertNamesFree(component, command.data);
      return [{ type: 'ComponentRegistered', data: { ...component, createdAt: now, createdBy: actorId } }];
    }
    case 'UpdateComponent': {
      const current = editable(state, command.data.componentId, command.data, command.data);
      const next = changedSnapshot(current, command.data.changes);
      const changed = FIELDS.filter((field) => differs(current[field], next[field]));
      if (changed.length === 0) return [];
      assertNamesFree(next, command.data);
      const { now, actorId } = command.data;
      return [{ type: 'ComponentUpdated', data: { ...next, previousSlug: current.slug, changed, updatedAt: now, updatedBy: actorId } }];
    }
    case 'DeleteComponent': {
      const current = editable(state, command.data.componentId, command.data, command.data);
      // Only once the actor may change it: a stranger learns nothing of the game's entities.
      if (command.data.usedBy.length > 0) throw componentInUse(current.slug, command.data.usedBy);
      const { now, actorId } = command.data;
      return [{ type: 'ComponentDeleted', data: { componentId: current.componentId, slug: current.slug, gameId: current.gameId, deletedAt: now, by: actorId } }];
    }
    default:
      return assertNever(command);
  }
};

export const componentDecider: Decider<ComponentState, ComponentCommand, ComponentEvent> = {
  initialState: initialComponentState,
  evolve: evolveComponent,
  decide: decideComponent,
};
