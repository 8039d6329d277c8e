import { describe, expect, it } from '@jest/globals';
import { evolveFrontend, frontendDecider, initialFrontendState, type FrontendCommand, type FrontendEvent, type FrontendState } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

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
const spec = deciderSpecification(frontendDecider);
const common = (actor = creator, at = now) => ({ frontendId, gameId, now: at, actor, game });
const create = (fields: Record<string, unknown> = {}, actor = creator): FrontendCommand => ({ type: 'CreateFrontendProject', data: { ...common(actor), ...fields } });
const update = (fields: Record<string, unknown>, actor = creator): FrontendCommand => ({ type: 'UpdateFrontendProject', data: { ...common(actor, later), ...fields } });
const created: FrontendEvent = {
  type: 'FrontendProjectCreated',
  data: { frontendId, gameId, name: 'Game Frontend', description: 'Custom game UI', entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} }, at: now },
};

describe('frontend project decider', () => {
  it('given nothing, when created without fields, then it has the defaults and the fixed entry point', () => {
    spec.given().when(create()).then([created]);
  });

  it('given nothing, when created with fields, then name and description are trimmed and websocket is forced off', () => {
    spec
      .given()
      .when(create({ name: '  Board UI ', description: ' HUD ', settings: { enable_websocket: true, tailwind_config: { theme: { extend: {} } } } }))
      .then([
        {
          type: 'FrontendProjectCreated',
          data: { frontendId, gameId, name: 'Board UI', description: 'HUD', entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: { theme: { extend: {} } } }, at: now },
        },
      ]);
  });

  it('given a project, when updated, then only the fields given change and an update changing nothing records nothing', () => {
    const updated: FrontendEvent = {
      type: 'FrontendProjectUpdated',
      data: { frontendId, gameId, name: 'Game Frontend', description: 'Custom game UI', settings: { enable_websocket: false, tailwind_config: { a: 1 } }, at: later },
    };
    spec.given(created).when(update({ settings: { tailwind_config: { a: 1 } } })).then([updated]);
    expect(given(created, updated)).toMatchObject({ status: 'active', createdAt: now, updatedAt: later });
    spec.given(created, updated).when(update({ name: 'Game Frontend', settings: { enable_websocket: true } })).thenNothing();
  });

  it('refuses an entry point other than index.tsx, a tailwind_config that is not an object, unknown settings', () => {
    spec.given().when(create({ entryPoint: 'main.tsx' })).thenThrows({ code: 'frontend.entry_point_fixed' });
    spec.given(created).when(update({ entryPoint: 'index.tsx' })).thenNothing();
    for (const tailwind_config of [[], 'x', null, 3]) {
      spec.given(created).when(update({ settings: { tailwind_config } })).thenThrows({ code: 'frontend.invalid_settings' });
    }
    spec.given(created).when(update({ settings: { theme: 'dark' } })).thenThrows({ code: 'frontend.invalid_settings' });
    spec.given(created).when(update({ settings: [] })).thenThrows({ code: 'frontend.invalid_settings' });
    spec.given(created).when(update({ name: 'x'.repeat(101) })).thenThrows({ code: 'frontend.invalid_name' });
  });

  it('lets the creator and staff change it, refuses strangers and missing games', () => {
    spec.given().when(create({}, stranger)).thenThrows({ code: 'game.forbidden', message: 'Only the creator can change this game.' });
    spec.given(created).when(update({ name: 'x' }, stranger)).thenThrows({ code: 'game.forbidden' });
    spec
      .given(created)
      .when(update({ name: 'Staff UI' }, staff))
      .then([
        {
          type: 'FrontendProjectUpdated',
          data: { frontendId, gameId, name: 'Staff UI', description: 'Custom game UI', settings: { enable_websocket: false, tailwind_config: {} }, at: later },
        },
      ]);
    const gone: FrontendCommand = { type: 'CreateFrontendProject', data: { ...common(), game: { exists: false, creatorId: null } } };
    spec.given().when(gone).thenThrows({ code: 'game.not_found' });
  });

  it('cannot create a project twice, nor update a missing one or one of another game', () => {
    spec.given(created).when(create()).thenThrows({ code: 'frontend.already_exists' });
    spec.given().when(update({ name: 'x' })).thenThrows({ code: 'frontend.not_found' });
    const otherGame: FrontendCommand = { type: 'UpdateFrontendProject', data: { ...common(), gameId: 'ffffffff-0000-4000-8000-000000000000', name: 'x' } };
    spec.given(created).when(otherGame).thenThrows({ code: 'frontend.not_found' });
  });

  it('is a decider', () => {
    expect(frontendDecider.initialState()).toEqual({ status: 'absent' });
  });
});
