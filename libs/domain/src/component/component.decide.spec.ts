import { describe, expect, it } from '@jest/globals';
import {
  componentDecider,
  evolveComponent,
  initialComponentState,
  type ComponentCommand,
  type ComponentEvent,
  type ComponentScopeFacts,
  type ComponentState,
  type RegisterComponent,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const componentId = '5e1c0a00-0000-4000-8000-00000000c0de';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const given = (...events: ComponentEvent[]): ComponentState => events.reduce(evolveComponent, initialComponentState());
const spec = deciderSpecification(componentDecider);

const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };
const inGame: ComponentScopeFacts = { game: { exists: true, creatorId }, slugsInUse: {}, aliasesInUse: {} };
const global: ComponentScopeFacts = { game: null, slugsInUse: {}, aliasesInUse: {} };

type Registered = Extract<ComponentEvent, { type: 'ComponentRegistered' }>;
type Updated = Extract<ComponentEvent, { type: 'ComponentUpdated' }>;

const healthSchema = { hp: { type: 'number', default: 100 }, shield: { type: 'number' } };
const registered: Registered = {
  type: 'ComponentRegistered',
  data: {
    componentId,
    slug: 'health',
    name: 'Health',
    aliases: ['hp', 'life'],
    category: 'stats',
    gameId,
    fieldSchema: healthSchema,
    createdAt: now,
    createdBy: creatorId,
  },
};

/** A RegisterComponent of `health` in the game by its creator, with `data` over it (raw, as a request gives it). */
const register = (data: Partial<RegisterComponent['data']>, facts = inGame, actor = asCreator): ComponentCommand => ({
  type: 'RegisterComponent',
  data: { componentId, gameId, slug: 'health', fieldSchema: healthSchema, now, ...actor, ...facts, ...data },
});
const update = (changes: object, facts = inGame, actor = asCreator): ComponentCommand => ({
  type: 'UpdateComponent',
  data: { componentId, changes, now: later, ...actor, ...facts },
});
/** What register() decides with no name, aliases or category given, with `data` over it. */
const registeredBare = (data: Partial<Registered['data']> = {}): ComponentEvent => ({
  type: 'ComponentRegistered',
  data: { componentId, slug: 'health', name: 'health', aliases: [], category: null, gameId, fieldSchema: healthSchema, createdAt: now, createdBy: creatorId, ...data },
});
/** An update of `registered` by its creator, with `data` over it. */
const updated = (data: Partial<Updated['data']>): ComponentEvent => {
  const { createdAt: _createdAt, createdBy: _createdBy, ...component } = registered.data;
  return { type: 'ComponentUpdated', data: { ...component, previousSlug: 'health', changed: [], updatedAt: later, updatedBy: creatorId, ...data } };
};

describe('component decider', () => {
  it("registers a game's component with a normalised slug, aliases, name and category", () => {
    spec.given().when(register({ slug: '  Health ', name: ' Health ', aliases: ['HP', ' life', 'hp', 'HEALTH'], category: ' stats ' })).then([registered]);
    expect(given(registered)).toMatchObject({ status: 'active', slug: 'health', updatedAt: now });
  });

  it('names a component after its slug and leaves the category empty when none is given', () => {
    spec
      .given()
      .when(register({ slug: 'mana', aliases: undefined, name: undefined, category: undefined }))
      .then([registeredBare({ slug: 'mana', name: 'mana', aliases: [], category: null })]);
  });

  it.each([[''], ['-health'], ['health points'], ['h'.repeat(65)], ['héalth'], ['0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e']])(
    'refuses the slug %j',
    (slug) => {
      spec.given().when(register({ slug })).thenThrows({ code: 'component.invalid_slug', category: 'validation' });
    },
  );

  it.each([
    ['more than 20 aliases', Array.from({ length: 21 }, (_, i) => `a${i}`)],
    ['a blank alias', ['ok', '  ']],
    ['an alias with a slash', ['a/b']],
    ['an alias over 64 characters', ['a'.repeat(65)]],
    ['a UUID-shaped alias', ['0B1E7A52-6B4F-4F0E-9B7E-1F2A3B4C5D6E']],
  ])('refuses %s', (_case, aliases) => {
    spec.given().when(register({ aliases })).thenThrows({ code: 'component.invalid_aliases' });
  });

  it.each([
    ['an array', [], 'fieldSchema must be an object of field name to { type?, default?, description? }'],
    ['a field that is not an object', { hp: 5 }, 'fieldSchema.hp must be an object like { "type": "number", "default": 0 }'],
    ['an unknown key', { hp: { min: 0 } }, 'fieldSchema.hp has an unknown key "min" (allowed: type, default, description)'],
    ['a type that is not a string', { hp: { type: 5 } }, 'fieldSchema.hp.type must be a string of at most 50 characters'],
    ['a description over 500', { hp: { description: 'd'.repeat(501) } }, 'fieldSchema.hp.description must be a string of at most 500 characters'],
    ['a blank field name', { ' ': {} }, 'Field names must be 1 to 64 characters and not blank'],
    ['101 fields', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, {}])), 'fieldSchema can have at most 100 fields'],
    ['a default that is not JSON', { hp: { default: Number.NaN } }, 'fieldSchema.hp.default must be a JSON value'],
  ])('refuses a fieldSchema with %s, saying what is wrong', (_case, fieldSchema, message) => {
    spec.given().when(register({ fieldSchema })).thenThrows({ code: 'component.invalid_field_schema', message });
  });

  it('keeps any JSON as a default, and an explicit null default', () => {
    const fieldSchema = { tags: { default: ['a', { b: [1, true, null] }] }, target: { default: null, description: 'who' } };
    spec.given().when(register({ fieldSchema })).then([registeredBare({ fieldSchema })]);
  });

  it('refuses a category over 50 characters and a name over 100', () => {
    spec.given().when(register({ category: 'c'.repeat(51) })).thenThrows({ code: 'component.invalid_category' });
    spec.given().when(register({ name: 'n'.repeat(101) })).thenThrows({ code: 'component.invalid_name' });
  });

  it('lets only staff register a global component', () => {
    spec
      .given()
      .when(register({ gameId: null }, global, asCreator))
      .thenThrows({ code: 'component.forbidden', category: 'forbidden', message: 'Only staff can change global components.' });
    spec.given().when(register({ gameId: null }, global, asStaff)).then([registeredBare({ gameId: null, createdBy: asStaff.actorId })]);
  });

  it("lets only the game's creator (or staff) register a component in a game", () => {
    spec.given().when(register({}, inGame, asStranger)).thenThrows({ code: 'component.forbidden', message: "Only the game's creator can change its components." });
    spec.given().when(register({}, inGame, asStaff)).then([registeredBare({ createdBy: asStaff.actorId })]);
  });

  it('refuses a component in a game that does not exist', () => {
    const noGame = { ...inGame, game: { exists: false, creatorId: null } };
    spec.given().when(register({}, noGame, asStaff)).thenThrows({ code: 'game.not_found', category: 'not_found' });
  });

  it("refuses a slug or alias that another component of the scope already uses as an alias (or slug)", () => {
    const other = 'a1a1a1a1-0000-4000-8000-000000000009';
    const facts = { ...inGame, slugsInUse: { mana: other }, aliasesInUse: { hearts: other } };
    spec.given().when(register({ slug: 'hearts' }, facts)).thenThrows({ code: 'component.alias_taken', category: 'conflict' });
    spec.given().when(register({ aliases: ['mana'] }, facts)).thenThrows({ code: 'component.alias_taken' });
    spec.given().when(register({ aliases: ['hearts'] }, facts)).thenThrows({ details: { name: 'hearts', componentId: other } });
    spec.given().when(register({ slug: 'health', aliases: ['hp'] }, facts)).then([registeredBare({ aliases: ['hp'] })]);
  });

  it('refuses to register the same id twice', () => {
    spec.given(registered).when(register({ slug: 'x', fieldSchema: {} })).thenThrows({ code: 'component.already_exists' });
  });

  it('updates only the fields given, carries the whole component, and says what changed', () => {
    const vitality: ComponentEvent = {
      type: 'ComponentUpdated',
      data: {
        componentId,
        slug: 'vitality',
        name: 'Health',
        aliases: [],
        category: 'stats',
        gameId,
        fieldSchema: { hp: { default: 50 } },
        previousSlug: 'health',
        changed: ['slug', 'aliases', 'fieldSchema'],
        updatedAt: later,
        updatedBy: creatorId,
      },
    };
    spec.given(registered).when(update({ slug: 'Vitality', aliases: null, fieldSchema: { hp: { default: 50 } } })).then([vitality]);
    expect(given(registered, vitality)).toMatchObject({ status: 'active', slug: 'vitality', createdAt: now, updatedAt: later });
  });

  it('records nothing when nothing changes', () => {
    spec.given(registered).when(update({ slug: ' HEALTH ', aliases: ['HP', ' life'], category: 'stats', gameId })).thenNothing();
    spec.given(registered).when(update({})).thenNothing();
  });

  it('clears the category with null and refuses to move a component to another scope', () => {
    spec.given(registered).when(update({ category: null })).then([updated({ category: null, changed: ['category'] })]);
    spec.given(registered).when(update({ gameId: null })).thenThrows({ code: 'component.game_immutable', category: 'validation' });
  });

  it('refuses to change a component for a stranger, one that does not exist, or one that was deleted', () => {
    spec.given(registered).when(update({ name: 'Mine' }, inGame, asStranger)).thenThrows({ code: 'component.forbidden' });
    spec.given().when(update({ name: 'x' })).thenThrows({ code: 'component.not_found', category: 'not_found' });
    const deleted: ComponentEvent = { type: 'ComponentDeleted', data: { componentId, slug: 'health', gameId, deletedAt: later, by: creatorId } };
    spec.given(registered).when({ type: 'DeleteComponent', data: { componentId, usedBy: [], now: later, ...asCreator, ...inGame } }).then([deleted]);
    spec.given(registered, deleted).when(update({ name: 'x' })).thenThrows({ code: 'component.not_found' });
  });

  it('refuses to delete a component entities use, naming them, but tells a stranger only that it is forbidden', () => {
    const remove = (usedBy: string[], actor = asCreator) => ({ type: 'DeleteComponent' as const, data: { componentId, usedBy, now: later, ...actor, ...inGame } });
    spec.given(registered).when(remove(['hero'])).thenThrows({ code: 'component.in_use', category: 'conflict', message: '"health" is used by 1 entity (hero): remove it from them first' });
    spec.given(registered).when(remove(['a', 'b', 'c', 'd', 'e'])).thenThrows({ message: '"health" is used by 5 entities (a, b, c and 2 more): remove it from them first' });
    spec.given(registered).when(remove(['hero'], asStranger)).thenThrows({ code: 'component.forbidden' });
  });

  it("leaves a component of a deleted game to staff", () => {
    const gone = { ...inGame, game: { exists: false, creatorId: null } };
    spec.given(registered).when(update({ name: 'x' }, gone, asCreator)).thenThrows({ code: 'component.forbidden' });
    spec.given(registered).when(update({ name: 'x' }, gone, asStaff)).then([updated({ name: 'x', changed: ['name'], updatedBy: asStaff.actorId })]);
  });
});

describe('component names that are also Object.prototype keys', () => {
  it('are only names: "constructor" and "__proto__" are free unless another component uses them', () => {
    spec
      .given()
      .when(register({ slug: 'constructor', aliases: ['__proto__', 'tostring'] }))
      .then([registeredBare({ slug: 'constructor', name: 'constructor', aliases: ['__proto__', 'tostring'] })]);
    const names = Object.create(null) as Record<string, string>;
    names.__proto__ = 'a1a1a1a1-0000-4000-8000-000000000009';
    spec.given().when(register({ aliases: ['__proto__'] }, { ...inGame, aliasesInUse: names })).thenThrows({ code: 'component.alias_taken' });
  });
});
