import { describe, expect, it } from '@jest/globals';
import {
  dashboardCode,
  defaultDashboards,
  defaultPlayState,
  evolveGame,
  gameDecider,
  initialGameState,
  type GameCommand,
  type GameEvent,
  type GameState,
  type UpdateGameDetails,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const now = '2026-11-22T10:00:00.000Z';
const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const spec = deciderSpecification(gameDecider);
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const creator = { creatorId, creatorName: 'ada' };
const created: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Star Miner', description: 'Mine stars', createdAt: now, ...creator } };
const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };
const create = (name: string, description: string): GameCommand => ({ type: 'CreateGame', data: { gameId, name, description, now, ...creator } });
const rename = (name: string, actor = asCreator): GameCommand => ({ type: 'RenameGame', data: { gameId, name, now, ...actor } });
const renamed = (name: string, previousName: string): GameEvent => ({ type: 'GameRenamed', data: { gameId, name, previousName, renamedAt: now } });

describe('game decider', () => {
  it('creates a game with a trimmed name and description', () => {
    spec.given().when(create('  Star Miner ', ' Mine stars ')).then([created]);
  });

  it('refuses to create a game twice', () => {
    spec.given(created).when(create('Again', '')).thenThrows({ code: 'game.already_exists', category: 'conflict' });
  });

  it.each([[''], ['   '], ['x'.repeat(101)]])('refuses the name %j', (name) => {
    spec.given().when(create(name, '')).thenThrows({ code: 'game.invalid_name', category: 'validation' });
  });

  it('refuses a description over 2000 characters', () => {
    spec.given().when(create('ok', 'd'.repeat(2001))).thenThrows({ code: 'game.invalid_description' });
  });

  it('renames a game and remembers the previous name', () => {
    spec.given(created).when(rename('Star Miner II')).then([renamed('Star Miner II', 'Star Miner')]);
    expect(given(created, renamed('Star Miner II', 'Star Miner'))).toMatchObject({ status: 'active', name: 'Star Miner II' });
  });

  it('records nothing when the name does not change', () => {
    spec.given(created).when(rename(' Star Miner ')).thenNothing();
  });

  it('cannot rename a game that does not exist', () => {
    spec.given().when(rename('x')).thenThrows({ code: 'game.not_found', category: 'not_found' });
  });

  it('lets only the creator or staff rename a game', () => {
    spec.given(created).when(rename('Mine now', asStranger)).thenThrows({ code: 'game.forbidden', category: 'forbidden', message: 'Only the creator can change this game.' });
    spec.given(created).when(rename('Staff fix', asStaff)).then([renamed('Staff fix', 'Star Miner')]);
  });

  it('deletes a game for its creator; the deleted game can no longer be changed', () => {
    const deleted: GameEvent = { type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } };
    spec.given(created).when({ type: 'DeleteGame', data: { gameId, now, ...asCreator } }).then([deleted]);
    spec.given(created).when({ type: 'DeleteGame', data: { gameId, now, ...asStranger } }).thenThrows({ code: 'game.forbidden' });
    spec.given(created, deleted).when(rename('x')).thenThrows({ code: 'game.not_found' });
  });

  it('treats a game created before accounts as ownerless: staff only', () => {
    const legacy: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Old', description: '', createdAt: now } };
    spec.given(legacy).when(rename('New')).thenThrows({ code: 'game.forbidden' });
  });

  describe('game details', () => {
    const update = (data: Partial<UpdateGameDetails['data']>, actor = asCreator): UpdateGameDetails => ({
      type: 'UpdateGameDetails',
      data: { gameId, now, ...actor, ...data },
    });
    const detailsUpdated = (changes: Record<string, unknown>): GameEvent =>
      ({ type: 'GameDetailsUpdated', data: { gameId, ...changes, updatedAt: now } }) as GameEvent;

    it('starts without a title card, tags or flags', () => {
      expect(given(created)).toMatchObject({ titleCard: null, nsfw: false, isCloneable: false, categoryTags: '' });
    });

    it('records only what changed, trimmed', () => {
      const updated = detailsUpdated({ description: 'Mine faster', titleCard: 'https://cdn.example.com/c.webp', isCloneable: true });
      spec
        .given(created)
        .when(update({ name: ' Star Miner ', description: ' Mine faster ', titleCard: ' https://cdn.example.com/c.webp ', nsfw: false, isCloneable: true }))
        .then([updated]);
      expect(given(created, updated)).toMatchObject({
        name: 'Star Miner',
        description: 'Mine faster',
        titleCard: 'https://cdn.example.com/c.webp',
        nsfw: false,
        isCloneable: true,
      });
    });

    it('ignores empty name, description and titleCard, and flags left undefined', () => {
      const withCard = detailsUpdated({ titleCard: '/static/c.png', nsfw: true });
      spec.given(created, withCard).when(update({ name: '', description: '   ', titleCard: '' })).thenNothing();
      spec.given(created, withCard).when(update({})).thenNothing();
    });

    it('applies false to a flag that was true', () => {
      spec
        .given(created, detailsUpdated({ nsfw: true, isCloneable: true }))
        .when(update({ nsfw: false }))
        .then([detailsUpdated({ nsfw: false })]);
    });

    it('renames through the details too', () => {
      spec.given(created).when(update({ name: 'Star Miner III' })).then([detailsUpdated({ name: 'Star Miner III' })]);
      expect(given(created, detailsUpdated({ name: 'Star Miner III' }))).toMatchObject({ name: 'Star Miner III' });
    });

    it('normalises category tags: split, trim, lowercase, no blanks or duplicates', () => {
      const tagged = detailsUpdated({ categoryTags: 'puzzle,space,co-op' });
      spec.given(created).when(update({ categoryTags: ' Puzzle, SPACE ,,puzzle, Co-op ' })).then([tagged]);
      spec.given(created, tagged).when(update({ categoryTags: 'space, puzzle ,co-op' })).then([detailsUpdated({ categoryTags: 'space,puzzle,co-op' })]);
      spec.given(created, tagged).when(update({ categoryTags: 'PUZZLE,space,Co-op' })).thenNothing();
      spec.given(created, tagged).when(update({ categoryTags: ' , ' })).then([detailsUpdated({ categoryTags: '' })]);
    });

    it.each([
      ['eleven tags', Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')],
      ['a tag over 30 characters', `ok,${'x'.repeat(31)}`],
    ])('refuses %s', (_case, categoryTags) => {
      spec.given(created).when(update({ categoryTags })).thenThrows({ code: 'game.invalid_category_tags', category: 'validation' });
    });

    it('accepts ten tags of 30 characters, counting duplicates once', () => {
      const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'x'));
      spec
        .given(created)
        .when(update({ categoryTags: [...ten, ten[0].toUpperCase()].join(',') }))
        .then([detailsUpdated({ categoryTags: ten.join(',') })]);
    });

    it.each([
      ['https://cdn.example.com/cover.webp?v=2'],
      ['http://localhost:3000/static/images/a.png'],
      ['/static/images/cover.webp'],
      ['data:image/png;base64,iVBORw0KGgo='],
      ['data:image/svg+xml;charset=utf-8,%3Csvg%3E'],
    ])('accepts the title card %s', (titleCard) => {
      spec.given(created).when(update({ titleCard })).then([detailsUpdated({ titleCard })]);
    });

    it.each([
      ['javascript:alert(1)'],
      ['ftp://example.com/a.png'],
      ['//evil.example.com/a.png'],
      ['static/a.png'],
      ['data:text/html;base64,PHNjcmlwdD4='],
      ['https://'],
      ['https://example.com/a b.png'],
      ['/a\\b.png'],
    ])('refuses the title card %s', (titleCard) => {
      spec.given(created).when(update({ titleCard })).thenThrows({ code: 'game.invalid_title_card', category: 'validation' });
    });

    it('takes a title card of 2048 characters, not one more', () => {
      const at = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
      spec.given(created).when(update({ titleCard: at(2048) })).then([detailsUpdated({ titleCard: at(2048) })]);
      spec.given(created).when(update({ titleCard: at(2049) })).thenThrows({ code: 'game.invalid_title_card' });
    });

    it('keeps the length limits of name and description', () => {
      spec.given(created).when(update({ name: 'n'.repeat(101) })).thenThrows({ code: 'game.invalid_name' });
      spec.given(created).when(update({ description: 'd'.repeat(2001) })).thenThrows({ code: 'game.invalid_description' });
    });

    it('lets only the creator or staff change the details, of a game that exists', () => {
      spec.given(created).when(update({ nsfw: true }, asStranger)).thenThrows({ code: 'game.forbidden', message: 'Only the creator can change this game.' });
      spec.given(created).when(update({ nsfw: true }, asStaff)).then([detailsUpdated({ nsfw: true })]);
      spec.given().when(update({ nsfw: true })).thenThrows({ code: 'game.not_found' });
      const deleted: GameEvent = { type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } };
      spec.given(created, deleted).when(update({ nsfw: true })).thenThrows({ code: 'game.not_found' });
    });
  });

  describe('dashboards and play state', () => {
    it('gives every game the three default dashboards, ids from their position', () => {
      const common = { individual_selection: true, layoutType: 'grid', category: 'game-logic', typeSelectable: false };
      expect(defaultDashboards()).toEqual([
        { id: 1, name: 'Script Editor', icon: 'code', code: 'script-editor', entityType: 'scripts', initialComponents: ['module-creation'], ...common },
        { id: 2, name: 'Prompt Editor', icon: 'message-2', code: 'prompt-editor', entityType: 'prompts', initialComponents: ['prompt-editor'], ...common },
        { id: 3, name: 'Tool Editor', icon: 'tool', code: 'tool-editor', entityType: 'tools', initialComponents: ['tool-editor'], ...common },
      ]);
    });

    it.each([
      ['Script Editor', 'script-editor'],
      ['  Level   Designer 2 ', 'level-designer-2'],
      ['NPC Dialogue/Trees!', 'npc-dialogue-trees'],
      ['ScriptEditor', 'script-editor'],
    ])('makes the code of %j kebab-case', (name, code) => {
      expect(dashboardCode(name)).toBe(code);
    });

    it('starts play at GAME START with nothing pending', () => {
      expect(defaultPlayState()).toEqual({
        current_mode: 'GAME START',
        available_modes: [],
        pending_actions: [],
        current_action: null,
        completed_actions: [],
        llm_game_context: '',
      });
    });
  });
});
