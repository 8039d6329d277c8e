import { GameNotFoundError } from '../game/game.errors.js';
import { assertNever, type Decider } from '../shared/decider.js';
import type { ComponentActor, ComponentChanges, ComponentCommand, ComponentScopeFacts } from './component.commands.js';
import {
  ComponentAlreadyExistsError,
  ComponentAliasTakenError,
  ComponentForbiddenError,
  ComponentGameImmutableError,
  ComponentInUseError,
  ComponentNotFoundError,
} from './component.errors.js';
import type { ComponentEvent, ComponentField, ComponentSnapshot } from './component.events.js';
import {
  normalizeComponentAliases,
  normalizeComponentCategory,
  normalizeComponentName,
  normalizeComponentSlug,
  normalizeFieldSchema,
} from './component.rules.js';
import { evolveComponent, initialComponentState, type ActiveComponent, type ComponentState } from './component.state.js';

/** Staff change anything; a game's creator changes that game's components; nobody else changes any. */
const assertMayChange = (gameId: string | null, actor: ComponentActor, facts: ComponentScopeFacts): void => {
  if (actor.isStaff) return;
  const isCreator = gameId !== null && facts.game?.exists === true && facts.game.creatorId === actor.actorId;
  if (!isCreator) throw new ComponentForbiddenError(gameId);
};

/** Best effort (the names come from the read model): the slug and aliases must not be another component's alias or slug. */
const assertNamesFree = (component: ComponentSnapshot, facts: ComponentScopeFacts): void => {
  const other = (names: Record<string, string>, name: string) =>
    Object.hasOwn(names, name) && names[name] !== component.componentId ? names[name] : null;
  const slugOwner = other(facts.aliasesInUse, component.slug);
  if (slugOwner) throw new ComponentAliasTakenError(component.slug, slugOwner);
  for (const alias of component.aliases) {
    const owner = other(facts.aliasesInUse, alias) ?? other(facts.slugsInUse, alias);
    if (owner) throw new ComponentAliasTakenError(alias, owner);
  }
};

const editable = (state: ComponentState, componentId: string, actor: ComponentActor, facts: ComponentScopeFacts): ActiveComponent => {
  if (state.status !== 'active') throw new ComponentNotFoundError(componentId);
  assertMayChange(state.gameId, actor, facts);
  return state;
};

const changedSnapshot = (current: ActiveComponent, changes: ComponentChanges): ComponentSnapshot => {
  if (changes.gameId !== undefined && changes.gameId !== current.gameId) throw new ComponentGameImmutableError();
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
      if (state.status !== 'absent') throw new ComponentAlreadyExistsError(componentId);
      if (gameId && command.data.game?.exists !== true) throw new GameNotFoundError(gameId);
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
      if (command.data.usedBy.length > 0) throw new ComponentInUseError(current.slug, command.data.usedBy);
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
