import { describe, expect, it } from '@jest/globals';
import { decideFrontend, evolveFrontend, frontendDecider, initialFrontendState, type FrontendCommand, type FrontendEvent, type FrontendState } from '../index.js';

const frontendId = 'f0000000-0000-4000-8000-000000000001';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const now = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T11:00:00.000Z';
const game = { exists: true, creatorId };
const creator = { actorId: creatorId, isStaff: false, kind: 'user' as const, model: null };
const stranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false, kind: 'user' as const, model: null };
const staff = { ...stranger, isStaff: true };

const given = (...events: FrontendEvent[]): FrontendState => events.reduce(evolveFrontend, initialFrontendState());
const common = (actor = creator, at = now) => ({ frontendId, gameId, now: at, actor, game });
const create = (fields: Record<string, unknown> = {}, actor = creator): FrontendCommand => ({ type: 'CreateFrontendProject', data: { ...common(actor), ...fields } });
const update = (fields: Record<string, unknown>, actor = creator): FrontendCommand => ({ type: 'UpdateFrontendProject', data: { ...common(actor, later), ...fields } });
const created: FrontendEvent = {
  type: 'FrontendProjectCreated',
  data: { frontendId, gameId, name: 'Game Frontend', description: 'Custom game UI', entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} }, at: now },
};

describe('frontend project decider', () => {
  it('given nothing, when created without fields, then it has the defaults and the fixed entry point', () => {
    expect(decideFrontend(create(), given())).toEqual([created]);
  });

  it('given nothing, when created with fields, then name and description are trimmed and websocket is forced off', () => {
    const events = decideFrontend(create({ name: '  Board UI ', description: ' HUD ', settings: { enable_websocket: true, tailwind_config: { theme: { extend: {} } } } }), given());
    expect(events[0].data).toMatchObject({ name: 'Board UI', description: 'HUD', settings: { enable_websocket: false, tailwind_config: { theme: { extend: {} } } } });
  });

  it('given a project, when updated, then only the fields given change and an update changing nothing records nothing', () => {
    const events = decideFrontend(update({ settings: { tailwind_config: { a: 1 } } }), given(created));
    expect(events).toEqual([
      { type: 'FrontendProjectUpdated', data: { frontendId, gameId, name: 'Game Frontend', description: 'Custom game UI', settings: { enable_websocket: false, tailwind_config: { a: 1 } }, at: later } },
    ]);
    const state = given(created, ...events);
    expect(state).toMatchObject({ status: 'active', createdAt: now, updatedAt: later });
    expect(decideFrontend(update({ name: 'Game Frontend', settings: { enable_websocket: true } }), state)).toEqual([]);
  });

  it('refuses an entry point other than index.tsx, a tailwind_config that is not an object, unknown settings', () => {
    expect(() => decideFrontend(create({ entryPoint: 'main.tsx' }), given())).toThrow(expect.objectContaining({ code: 'frontend.entry_point_fixed' }));
    expect(decideFrontend(update({ entryPoint: 'index.tsx' }), given(created))).toEqual([]);
    for (const tailwind_config of [[], 'x', null, 3]) {
      expect(() => decideFrontend(update({ settings: { tailwind_config } }), given(created))).toThrow(expect.objectContaining({ code: 'frontend.invalid_settings' }));
    }
    expect(() => decideFrontend(update({ settings: { theme: 'dark' } }), given(created))).toThrow(expect.objectContaining({ code: 'frontend.invalid_settings' }));
    expect(() => decideFrontend(update({ settings: [] }), given(created))).toThrow(expect.objectContaining({ code: 'frontend.invalid_settings' }));
    expect(() => decideFrontend(update({ name: 'x'.repeat(101) }), given(created))).toThrow(expect.objectContaining({ code: 'frontend.invalid_name' }));
  });

  it('lets the creator and staff change it, refuses strangers and missing games', () => {
    expect(() => decideFrontend(create({}, stranger), given())).toThrow(expect.objectContaining({ code: 'game.forbidden', message: 'Only the creator can change this game.' }));
    expect(() => decideFrontend(update({ name: 'x' }, stranger), given(created))).toThrow(expect.objectContaining({ code: 'game.forbidden' }));
    expect(decideFrontend(update({ name: 'Staff UI' }, staff), given(created))).toHaveLength(1);
    const gone: FrontendCommand = { type: 'CreateFrontendProject', data: { ...common(), game: { exists: false, creatorId: null } } };
    expect(() => decideFrontend(gone, given())).toThrow(expect.objectContaining({ code: 'game.not_found' }));
  });

  it('cannot create a project twice, nor update a missing one or one of another game', () => {
    expect(() => decideFrontend(create(), given(created))).toThrow(expect.objectContaining({ code: 'frontend.already_exists' }));
    expect(() => decideFrontend(update({ name: 'x' }), given())).toThrow(expect.objectContaining({ code: 'frontend.not_found' }));
    const otherGame: FrontendCommand = { type: 'UpdateFrontendProject', data: { ...common(), gameId: 'ffffffff-0000-4000-8000-000000000000', name: 'x' } };
    expect(() => decideFrontend(otherGame, given(created))).toThrow(expect.objectContaining({ code: 'frontend.not_found' }));
  });

  it('is a decider', () => {
    expect(frontendDecider.initialState()).toEqual({ status: 'absent' });
  });
});
