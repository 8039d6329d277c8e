import { describe, expect, it } from '@jest/globals';
import {
  decideComponent,
  evolveComponent,
  initialComponentState,
  type ComponentEvent,
  type ComponentScopeFacts,
  type ComponentState,
} from '../index.js';

const componentId = '5e1c0a00-0000-4000-8000-00000000c0de';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const given = (...events: ComponentEvent[]): ComponentState => events.reduce(evolveComponent, initialComponentState());

const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };
const inGame: ComponentScopeFacts = { game: { exists: true, creatorId }, slugsInUse: {}, aliasesInUse: {} };
const global: ComponentScopeFacts = { game: null, slugsInUse: {}, aliasesInUse: {} };

const healthSchema = { hp: { type: 'number', default: 100 }, shield: { type: 'number' } };
const registered: ComponentEvent = {
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

const register = (data: Partial<Parameters<typeof decideComponent>[0]['data']> & object, facts = inGame, actor = asCreator) =>
  decideComponent(
    {
      type: 'RegisterComponent',
      data: { componentId, gameId, slug: 'health', fieldSchema: healthSchema, now, ...actor, ...facts, ...data } as never,
    },
    given(),
  );
const update = (changes: object, state = given(registered), facts = inGame, actor = asCreator) =>
  decideComponent({ type: 'UpdateComponent', data: { componentId, changes, now: later, ...actor, ...facts } }, state);

describe('component decider', () => {
  it("registers a game's component with a normalised slug, aliases, name and category", () => {
    const events = register({ slug: '  Health ', name: ' Health ', aliases: ['HP', ' life', 'hp', 'HEALTH'], category: ' stats ' });
    expect(events).toEqual([registered]);
    expect(given(...events)).toMatchObject({ status: 'active', slug: 'health', updatedAt: now });
  });

  it('names a component after its slug and leaves the category empty when none is given', () => {
    const [event] = register({ slug: 'mana', aliases: undefined, name: undefined, category: undefined });
    expect(event.data).toMatchObject({ slug: 'mana', name: 'mana', aliases: [], category: null });
  });

  it.each([[''], ['-health'], ['health points'], ['h'.repeat(65)], ['héalth'], ['0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e']])(
    'refuses the slug %j',
    (slug) => {
      expect(() => register({ slug })).toThrow(expect.objectContaining({ code: 'component.invalid_slug', category: 'validation' }));
    },
  );

  it.each([
    ['more than 20 aliases', Array.from({ length: 21 }, (_, i) => `a${i}`)],
    ['a blank alias', ['ok', '  ']],
    ['an alias with a slash', ['a/b']],
    ['an alias over 64 characters', ['a'.repeat(65)]],
    ['a UUID-shaped alias', ['0B1E7A52-6B4F-4F0E-9B7E-1F2A3B4C5D6E']],
  ])('refuses %s', (_case, aliases) => {
    expect(() => register({ aliases })).toThrow(expect.objectContaining({ code: 'component.invalid_aliases' }));
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
    expect(() => register({ fieldSchema })).toThrow(expect.objectContaining({ code: 'component.invalid_field_schema', message }));
  });

  it('keeps any JSON as a default, and an explicit null default', () => {
    const fieldSchema = { tags: { default: ['a', { b: [1, true, null] }] }, target: { default: null, description: 'who' } };
    expect(register({ fieldSchema })[0].data).toMatchObject({ fieldSchema });
  });

  it('refuses a category over 50 characters and a name over 100', () => {
    expect(() => register({ category: 'c'.repeat(51) })).toThrow(expect.objectContaining({ code: 'component.invalid_category' }));
    expect(() => register({ name: 'n'.repeat(101) })).toThrow(expect.objectContaining({ code: 'component.invalid_name' }));
  });

  it('lets only staff register a global component', () => {
    expect(() => register({ gameId: null }, global, asCreator)).toThrow(
      expect.objectContaining({ code: 'component.forbidden', category: 'forbidden', message: 'Only staff can change global components.' }),
    );
    expect(register({ gameId: null }, global, asStaff)[0].data).toMatchObject({ gameId: null, createdBy: asStaff.actorId });
  });

  it("lets only the game's creator (or staff) register a component in a game", () => {
    expect(() => register({}, inGame, asStranger)).toThrow(
      expect.objectContaining({ code: 'component.forbidden', message: "Only the game's creator can change its components." }),
    );
    expect(register({}, inGame, asStaff)).toHaveLength(1);
  });

  it('refuses a component in a game that does not exist', () => {
    const noGame = { ...inGame, game: { exists: false, creatorId: null } };
    expect(() => register({}, noGame, asStaff)).toThrow(expect.objectContaining({ code: 'game.not_found', category: 'not_found' }));
  });

  it("refuses a slug or alias that another component of the scope already uses as an alias (or slug)", () => {
    const other = 'a1a1a1a1-0000-4000-8000-000000000009';
    const facts = { ...inGame, slugsInUse: { mana: other }, aliasesInUse: { hearts: other } };
    expect(() => register({ slug: 'hearts' }, facts)).toThrow(expect.objectContaining({ code: 'component.alias_taken', category: 'conflict' }));
    expect(() => register({ aliases: ['mana'] }, facts)).toThrow(expect.objectContaining({ code: 'component.alias_taken' }));
    expect(() => register({ aliases: ['hearts'] }, facts)).toThrow(expect.objectContaining({ details: { name: 'hearts', componentId: other } }));
    expect(register({ slug: 'health', aliases: ['hp'] }, facts)).toHaveLength(1);
  });

  it('refuses to register the same id twice', () => {
    expect(() =>
      decideComponent({ type: 'RegisterComponent', data: { componentId, gameId, slug: 'x', fieldSchema: {}, now, ...asCreator, ...inGame } }, given(registered)),
    ).toThrow(expect.objectContaining({ code: 'component.already_exists' }));
  });

  it('updates only the fields given, carries the whole component, and says what changed', () => {
    const events = update({ slug: 'Vitality', aliases: null, fieldSchema: { hp: { default: 50 } } });
    expect(events).toEqual([
      {
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
      },
    ]);
    expect(given(registered, ...events)).toMatchObject({ status: 'active', slug: 'vitality', createdAt: now, updatedAt: later });
  });

  it('records nothing when nothing changes', () => {
    expect(update({ slug: ' HEALTH ', aliases: ['HP', ' life'], category: 'stats', gameId })).toEqual([]);
    expect(update({})).toEqual([]);
  });

  it('clears the category with null and refuses to move a component to another scope', () => {
    expect(update({ category: null })[0].data).toMatchObject({ category: null, changed: ['category'] });
    expect(() => update({ gameId: null })).toThrow(expect.objectContaining({ code: 'component.game_immutable', category: 'validation' }));
  });

  it('refuses to change a component for a stranger, one that does not exist, or one that was deleted', () => {
    expect(() => update({ name: 'Mine' }, given(registered), inGame, asStranger)).toThrow(expect.objectContaining({ code: 'component.forbidden' }));
    expect(() => update({ name: 'x' }, given())).toThrow(expect.objectContaining({ code: 'component.not_found', category: 'not_found' }));
    const deleted = decideComponent({ type: 'DeleteComponent', data: { componentId, now: later, ...asCreator, ...inGame } }, given(registered));
    expect(deleted).toEqual([{ type: 'ComponentDeleted', data: { componentId, slug: 'health', gameId, deletedAt: later, by: creatorId } }]);
    expect(() => update({ name: 'x' }, given(registered, ...deleted))).toThrow(expect.objectContaining({ code: 'component.not_found' }));
  });

  it("leaves a component of a deleted game to staff", () => {
    const gone = { ...inGame, game: { exists: false, creatorId: null } };
    expect(() => update({ name: 'x' }, given(registered), gone, asCreator)).toThrow(expect.objectContaining({ code: 'component.forbidden' }));
    expect(update({ name: 'x' }, given(registered), gone, asStaff)).toHaveLength(1);
  });
});

describe('component names that are also Object.prototype keys', () => {
  it('are only names: "constructor" and "__proto__" are free unless another component uses them', () => {
    expect(register({ slug: 'constructor', aliases: ['__proto__', 'tostring'] })).toHaveLength(1);
    const names = Object.create(null) as Record<string, string>;
    names.__proto__ = 'a1a1a1a1-0000-4000-8000-000000000009';
    expect(() => register({ aliases: ['__proto__'] }, { ...inGame, aliasesInUse: names })).toThrow(
      expect.objectContaining({ code: 'component.alias_taken' }),
    );
  });
});
