import { describe, expect, it } from '@jest/globals';
import { CUSTOM_DASHBOARDS_MAX } from '@tempest/contracts';
import {
  evolveGame,
  gameDecider,
  initialGameState,
  toGameDashboard,
  type CustomDashboard,
  type GameCommand,
  type GameEvent,
  type GameState,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const now = '2026-11-28T07:00:00.000Z';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const spec = deciderSpecification(gameDecider);
const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const created: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Star Miner', description: '', createdAt: now, creatorId, creatorName: 'ada' } };

const balancing: CustomDashboard = { id: 4, name: 'Balancing', code: 'balancing', icon: 'layout-dashboard', layoutType: 'grid', initialComponents: ['module-creation', 'prompt-editor'] };
const made = (dashboard: CustomDashboard): GameEvent => ({ type: 'DashboardCreated', data: { gameId, dashboard, createdAt: now } });
const create = (data: { name: string; icon?: string; layoutType?: string; initialComponents: string[] }, actor = asCreator): GameCommand => ({
  type: 'CreateDashboard',
  data: { gameId, ...data, now, ...actor },
});
const update = (dashboardId: number, data: { name?: string; icon?: string; layoutType?: string; initialComponents?: string[] }, actor = asCreator): GameCommand => ({
  type: 'UpdateDashboard',
  data: { gameId, dashboardId, ...data, now, ...actor },
});
const remove = (dashboardId: number, actor = asCreator): GameCommand => ({ type: 'DeleteDashboard', data: { gameId, dashboardId, now, ...actor } });

describe('custom dashboards', () => {
  it('creates a dashboard after the defaults (id 4), trimmed, its code the kebab-case of its name, grid by default', () => {
    spec.given(created).when(create({ name: '  Balancing ', initialComponents: ['module-creation', 'prompt-editor'] })).then([made(balancing)]);
  });

  it('keeps the chosen icon, layout type and the order of the components', () => {
    const command = create({ name: 'Level Design', icon: 'map', layoutType: 'static', initialComponents: ['entity-list', 'frontend'] });
    spec.given(created).when(command).thenMatches([
      { type: 'DashboardCreated', data: { dashboard: { id: 4, code: 'level-design', icon: 'map', layoutType: 'static', initialComponents: ['entity-list', 'frontend'] } } },
    ]);
  });

  it('never reuses an id: after deleting dashboard 4 the next one is 5', () => {
    const deleted: GameEvent = { type: 'DashboardDeleted', data: { gameId, dashboardId: 4, name: 'Balancing', deletedAt: now } };
    spec.given(created, made(balancing), deleted).when(create({ name: 'Again', initialComponents: ['tool-editor'] }))
      .thenMatches([{ data: { dashboard: { id: 5, code: 'again' } } }]);
  });

  it.each([
    ['an empty name', { name: '   ', initialComponents: ['tool-editor'] }, 'dashboard.invalid_name'],
    ['a name with no letter or digit', { name: '!!!', initialComponents: ['tool-editor'] }, 'dashboard.invalid_name'],
    ['a name over 40 characters', { name: 'x'.repeat(41), initialComponents: ['tool-editor'] }, 'dashboard.invalid_name'],
    ['an unknown layout type', { name: 'A', layoutType: 'masonry', initialComponents: ['tool-editor'] }, 'dashboard.invalid_layout'],
    ['an unknown icon', { name: 'A', icon: 'rocket-ship', initialComponents: ['tool-editor'] }, 'dashboard.invalid_icon'],
    ['no component', { name: 'A', initialComponents: [] }, 'dashboard.invalid_components'],
    ['an unknown component', { name: 'A', initialComponents: ['tool-editor', 'spreadsheet'] }, 'dashboard.invalid_components'],
    ['a component twice', { name: 'A', initialComponents: ['tool-editor', 'tool-editor'] }, 'dashboard.invalid_components'],
  ])('refuses %s', (_what, data, code) => {
    spec.given(created).when(create(data)).thenThrows({ code, category: 'validation' });
  });

  it('refuses a name whose code another dashboard has: a custom one, a default one or the Frontend dashboard', () => {
    spec.given(created, made(balancing)).when(create({ name: 'BALANCING', initialComponents: ['tool-editor'] })).thenThrows({ code: 'dashboard.code_taken', category: 'conflict' });
    spec.given(created).when(create({ name: 'Script Editor', initialComponents: ['tool-editor'] })).thenThrows({ code: 'dashboard.code_taken' });
    spec.given(created).when(create({ name: 'Frontend', initialComponents: ['tool-editor'] })).thenThrows({ code: 'dashboard.code_taken' });
    spec.given(created).when(create({ name: 'Logic Files', initialComponents: ['logic-files'] })).thenThrows({ code: 'dashboard.code_taken' });
  });

  it(`refuses a ${CUSTOM_DASHBOARDS_MAX + 1}th dashboard`, () => {
    const full = Array.from({ length: CUSTOM_DASHBOARDS_MAX }, (_, i) => made({ ...balancing, id: 4 + i, name: `Board ${i}`, code: `board-${i}` }));
    spec.given(created, ...full).when(create({ name: 'One more', initialComponents: ['tool-editor'] })).thenThrows({ code: 'dashboard.limit', category: 'conflict' });
  });

  it('lets only the creator (or staff) change dashboards; a missing game is not found', () => {
    spec.given(created).when(create({ name: 'Mine', initialComponents: ['tool-editor'] }, asStranger)).thenThrows({ code: 'game.forbidden', category: 'forbidden' });
    spec.given(created, made(balancing)).when(update(4, { name: 'Mine' }, asStranger)).thenThrows({ code: 'game.forbidden' });
    spec.given(created, made(balancing)).when(remove(4, asStranger)).thenThrows({ code: 'game.forbidden' });
    spec.given().when(create({ name: 'A', initialComponents: ['tool-editor'] })).thenThrows({ code: 'game.not_found' });
  });

  it('renames (the code follows the name), switches the layout and the components: only what changed is recorded', () => {
    spec.given(created, made(balancing)).when(update(4, { name: 'Economy Tuning', layoutType: 'grid', initialComponents: ['module-creation', 'prompt-editor'] })).then([
      { type: 'DashboardUpdated', data: { gameId, dashboardId: 4, name: 'Economy Tuning', code: 'economy-tuning', updatedAt: now } },
    ]);
    spec.given(created, made(balancing)).when(update(4, { layoutType: 'flow', initialComponents: ['prompt-editor'], icon: 'bolt' })).then([
      { type: 'DashboardUpdated', data: { gameId, dashboardId: 4, icon: 'bolt', layoutType: 'flow', initialComponents: ['prompt-editor'], updatedAt: now } },
    ]);
  });

  it('records nothing when nothing changes, and refuses bad changes', () => {
    spec.given(created, made(balancing)).when(update(4, { name: ' Balancing ', layoutType: 'grid' })).thenNothing();
    spec.given(created, made(balancing)).when(update(4, { layoutType: 'GRID' })).thenThrows({ code: 'dashboard.invalid_layout' });
    spec.given(created, made(balancing)).when(update(4, { initialComponents: [] })).thenThrows({ code: 'dashboard.invalid_components' });
    spec.given(created, made(balancing)).when(update(4, { name: 'Tool editor' })).thenThrows({ code: 'dashboard.code_taken' });
  });

  it('deletes a custom dashboard; the defaults and unknown ids are not found', () => {
    spec.given(created, made(balancing)).when(remove(4)).then([{ type: 'DashboardDeleted', data: { gameId, dashboardId: 4, name: 'Balancing', deletedAt: now } }]);
    spec.given(created, made(balancing)).when(remove(1)).thenThrows({ code: 'dashboard.not_found', category: 'not_found' });
    spec.given(created).when(update(9, { name: 'x' })).thenThrows({ code: 'dashboard.not_found' });
  });

  it('folds the events into the game state, and the game data shows the dashboard beside the defaults', () => {
    const renamed: GameEvent = { type: 'DashboardUpdated', data: { gameId, dashboardId: 4, name: 'Economy', code: 'economy', layoutType: 'flow', updatedAt: now } };
    const state = given(created, made(balancing), renamed);
    expect(state).toMatchObject({ customDashboards: [{ id: 4, name: 'Economy', code: 'economy', layoutType: 'flow' }], lastDashboardId: 4 });
    expect(toGameDashboard(balancing)).toEqual({
      id: 4,
      name: 'Balancing',
      icon: 'layout-dashboard',
      individual_selection: true,
      initialComponents: ['module-creation', 'prompt-editor'],
      layoutType: 'grid',
      code: 'balancing',
      category: 'custom',
      entityType: '',
      typeSelectable: true,
    });
  });
});
