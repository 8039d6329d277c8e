import { describe, expect, it } from '@jest/globals';
import {
  dashboardCode,
  decideGame,
  defaultDashboards,
  defaultPlayState,
  evolveGame,
  initialGameState,
  type GameEvent,
  type GameState,
  type UpdateGameDetails,
} from '../index.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const now = '2026-11-22T10:00:00.000Z';
const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const creator = { creatorId, creatorName: 'ada' };
const created: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Star Miner', description: 'Mine stars', createdAt: now, ...creator } };
const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };

describe('game decider', () => {
  it('creates a game with a trimmed name and description', () => {
    const events = decideGame({ type: 'CreateGame', data: { gameId, name: '  Star Miner ', description: ' Mine stars ', now, ...creator } }, given());
    expect(events).toEqual([created]);
  });

  it('refuses to create a game twice', () => {
    expect(() => decideGame({ type: 'CreateGame', data: { gameId, name: 'Again', description: '', now, ...creator } }, given(created))).toThrow(
      expect.objectContaining({ code: 'game.already_exists', category: 'conflict' }),
    );
  });

  it.each([[''], ['   '], ['x'.repeat(101)]])('refuses the name %j', (name) => {
    expect(() => decideGame({ type: 'CreateGame', data: { gameId, name, description: '', now, ...creator } }, given())).toThrow(
      expect.objectContaining({ code: 'game.invalid_name', category: 'validation' }),
    );
  });

  it('refuses a description over 2000 characters', () => {
    const description = 'd'.repeat(2001);
    expect(() => decideGame({ type: 'CreateGame', data: { gameId, name: 'ok', description, now, ...creator } }, given())).toThrow(
      expect.objectContaining({ code: 'game.invalid_description' }),
    );
  });

  it('renames a game and remembers the previous name', () => {
    const events = decideGame({ type: 'RenameGame', data: { gameId, name: 'Star Miner II', now, ...asCreator } }, given(created));
    expect(events).toEqual([
      { type: 'GameRenamed', data: { gameId, name: 'Star Miner II', previousName: 'Star Miner', renamedAt: now } },
    ]);
    expect(given(created, ...events)).toMatchObject({ status: 'active', name: 'Star Miner II' });
  });

  it('records nothing when the name does not change', () => {
    expect(decideGame({ type: 'RenameGame', data: { gameId, name: ' Star Miner ', now, ...asCreator } }, given(created))).toEqual([]);
  });

  it('cannot rename a game that does not exist', () => {
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'x', now, ...asCreator } }, given())).toThrow(
      expect.objectContaining({ code: 'game.not_found', category: 'not_found' }),
    );
  });

  it('lets only the creator or staff rename a game', () => {
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'Mine now', now, ...asStranger } }, given(created))).toThrow(
      expect.objectContaining({ code: 'game.forbidden', category: 'forbidden', message: 'Only the creator can change this game.' }),
    );
    expect(decideGame({ type: 'RenameGame', data: { gameId, name: 'Staff fix', now, ...asStaff } }, given(created))).toHaveLength(1);
  });

  it('deletes a game for its creator; the deleted game can no longer be changed', () => {
    const events = decideGame({ type: 'DeleteGame', data: { gameId, now, ...asCreator } }, given(created));
    expect(events).toEqual([{ type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } }]);
    expect(() => decideGame({ type: 'DeleteGame', data: { gameId, now, ...asStranger } }, given(created))).toThrow(
      expect.objectContaining({ code: 'game.forbidden' }),
    );
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'x', now, ...asCreator } }, given(created, ...events))).toThrow(
      expect.objectContaining({ code: 'game.not_found' }),
    );
  });

  it('treats a game created before accounts as ownerless: staff only', () => {
    const legacy: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Old', description: '', createdAt: now } };
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'New', now, ...asCreator } }, given(legacy))).toThrow(
      expect.objectContaining({ code: 'game.forbidden' }),
    );
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
      const events = decideGame(
        update({ name: ' Star Miner ', description: ' Mine faster ', titleCard: ' https://cdn.example.com/c.webp ', nsfw: false, isCloneable: true }),
        given(created),
      );
      expect(events).toEqual([detailsUpdated({ description: 'Mine faster', titleCard: 'https://cdn.example.com/c.webp', isCloneable: true })]);
      expect(given(created, ...events)).toMatchObject({
        name: 'Star Miner',
        description: 'Mine faster',
        titleCard: 'https://cdn.example.com/c.webp',
        nsfw: false,
        isCloneable: true,
      });
    });

    it('ignores empty name, description and titleCard, and flags left undefined', () => {
      const withCard = given(created, detailsUpdated({ titleCard: '/static/c.png', nsfw: true }));
      expect(decideGame(update({ name: '', description: '   ', titleCard: '' }), withCard)).toEqual([]);
      expect(decideGame(update({}), withCard)).toEqual([]);
    });

    it('applies false to a flag that was true', () => {
      const flagged = given(created, detailsUpdated({ nsfw: true, isCloneable: true }));
      expect(decideGame(update({ nsfw: false }), flagged)).toEqual([detailsUpdated({ nsfw: false })]);
    });

    it('renames through the details too', () => {
      const events = decideGame(update({ name: 'Star Miner III' }), given(created));
      expect(events).toEqual([detailsUpdated({ name: 'Star Miner III' })]);
      expect(given(created, ...events)).toMatchObject({ name: 'Star Miner III' });
    });

    it('normalises category tags: split, trim, lowercase, no blanks or duplicates', () => {
      const events = decideGame(update({ categoryTags: ' Puzzle, SPACE ,,puzzle, Co-op ' }), given(created));
      expect(events).toEqual([detailsUpdated({ categoryTags: 'puzzle,space,co-op' })]);
      const tagged = given(created, ...events);
      expect(decideGame(update({ categoryTags: 'space, puzzle ,co-op' }), tagged)).toEqual([detailsUpdated({ categoryTags: 'space,puzzle,co-op' })]);
      expect(decideGame(update({ categoryTags: 'PUZZLE,space,Co-op' }), tagged)).toEqual([]);
      expect(decideGame(update({ categoryTags: ' , ' }), tagged)).toEqual([detailsUpdated({ categoryTags: '' })]);
    });

    it.each([
      ['eleven tags', Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')],
      ['a tag over 30 characters', `ok,${'x'.repeat(31)}`],
    ])('refuses %s', (_case, categoryTags) => {
      expect(() => decideGame(update({ categoryTags }), given(created))).toThrow(
        expect.objectContaining({ code: 'game.invalid_category_tags', category: 'validation' }),
      );
    });

    it('accepts ten tags of 30 characters, counting duplicates once', () => {
      const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'x'));
      expect(decideGame(update({ categoryTags: [...ten, ten[0].toUpperCase()].join(',') }), given(created))).toHaveLength(1);
    });

    it.each([
      ['https://cdn.example.com/cover.webp?v=2'],
      ['http://localhost:3000/static/images/a.png'],
      ['/static/images/cover.webp'],
      ['data:image/png;base64,iVBORw0KGgo='],
      ['data:image/svg+xml;charset=utf-8,%3Csvg%3E'],
    ])('accepts the title card %s', (titleCard) => {
      expect(decideGame(update({ titleCard }), given(created))).toEqual([detailsUpdated({ titleCard })]);
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
      expect(() => decideGame(update({ titleCard }), given(created))).toThrow(
        expect.objectContaining({ code: 'game.invalid_title_card', category: 'validation' }),
      );
    });

    it('takes a title card of 2048 characters, not one more', () => {
      const at = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
      expect(decideGame(update({ titleCard: at(2048) }), given(created))).toHaveLength(1);
      expect(() => decideGame(update({ titleCard: at(2049) }), given(created))).toThrow(expect.objectContaining({ code: 'game.invalid_title_card' }));
    });

    it('keeps the length limits of name and description', () => {
      expect(() => decideGame(update({ name: 'n'.repeat(101) }), given(created))).toThrow(expect.objectContaining({ code: 'game.invalid_name' }));
      expect(() => decideGame(update({ description: 'd'.repeat(2001) }), given(created))).toThrow(
        expect.objectContaining({ code: 'game.invalid_description' }),
      );
    });

    it('lets only the creator or staff change the details, of a game that exists', () => {
      expect(() => decideGame(update({ nsfw: true }, asStranger), given(created))).toThrow(
        expect.objectContaining({ code: 'game.forbidden', message: 'Only the creator can change this game.' }),
      );
      expect(decideGame(update({ nsfw: true }, asStaff), given(created))).toEqual([detailsUpdated({ nsfw: true })]);
      expect(() => decideGame(update({ nsfw: true }), given())).toThrow(expect.objectContaining({ code: 'game.not_found' }));
      const deleted: GameEvent = { type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } };
      expect(() => decideGame(update({ nsfw: true }), given(created, deleted))).toThrow(expect.objectContaining({ code: 'game.not_found' }));
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
