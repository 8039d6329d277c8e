import { describe, expect, it } from '@jest/globals';
import { assetDecider, decideAsset, evolveAsset, initialAssetState, type AssetCommand, type AssetEvent, type AssetState } from '../index.js';

const assetId = 'a55e7000-0000-4000-8000-000000000001';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const now = '2026-11-23T10:00:00.000Z';
const game = { exists: true, creatorId };
const user = { actorId: creatorId, isStaff: false, kind: 'user' as const, model: null };
const agent = { ...user, kind: 'agent' as const, model: 'tempest-offline' };
const stranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false, kind: 'user' as const, model: null };
const staff = { ...stranger, isStaff: true };

const given = (...events: AssetEvent[]): AssetState => events.reduce(evolveAsset, initialAssetState());
/** Run commands in order, each against the state the previous ones left; all the events. */
const run = (...commands: AssetCommand[]): AssetEvent[] =>
  commands.reduce<AssetEvent[]>((events, c) => [...events, ...decideAsset(c, given(...events))], []);
const common = (changeId = 'chg-1', actor = user) => ({ assetId, gameId, now, actor, game, changeId });
const create = (content = { name: 'main', content: 'x = 1' }, actor = user): AssetCommand => ({
  type: 'CreateAsset',
  data: { ...common('chg-create', actor), assetType: 'script', content },
});
const edit = (patch: Record<string, unknown>, actor = user, changeId = 'chg-1'): AssetCommand => ({ type: 'EditAsset', data: { ...common(changeId, actor), patch } });
const contentOf = (events: AssetEvent[]) => {
  const state = given(...events);
  return state.status === 'absent' ? null : state.current;
};

describe('asset decider', () => {
  it('creates an asset with its content, not pending when the creator makes it', () => {
    expect(run(create())).toEqual([
      {
        type: 'AssetCreated',
        data: { assetId, gameId, assetType: 'script', at: now, cause: { kind: 'edit' }, pendingChangeId: null, sessionId: null, data: { name: 'main', content: 'x = 1' } },
      },
    ]);
  });

  it('refuses strangers and missing games, lets staff in', () => {
    expect(() => run(create(undefined, stranger))).toThrow(expect.objectContaining({ code: 'game.forbidden', message: 'Only the creator can change this game.' }));
    expect(() => decideAsset({ type: 'CreateAsset', data: { ...common(), game: { exists: false, creatorId: null }, assetType: 'tool', content: {} } }, given())).toThrow(
      expect.objectContaining({ code: 'game.not_found' }),
    );
    expect(run(create(undefined, staff))).toHaveLength(1);
  });

  it('edits by patch, names the changed keys, and records nothing when nothing changes', () => {
    const events = run(create(), edit({ content: 'x = 2' }), edit({ content: 'x = 2' }));
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ type: 'AssetEdited', data: { data: { name: 'main', content: 'x = 2' }, changedKeys: ['content'] } });
  });

  it('stamps the new revision into a named key, and a stamp alone changes nothing', () => {
    const stamped: AssetCommand = { type: 'EditAsset', data: { ...common(), patch: { content: 'x = 2' }, stampRevision: 'parsed_revision' } };
    const events = run(create(), stamped, stamped);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ type: 'AssetEdited', data: { data: { content: 'x = 2', parsed_revision: 1 }, changedKeys: ['content', 'parsed_revision'] } });
  });

  it('refuses content that is not an object or too large', () => {
    const created = run(create());
    expect(() => decideAsset({ type: 'EditAsset', data: { ...common(), content: 'nope' as unknown as Record<string, unknown> } }, given(...created))).toThrow(
      expect.objectContaining({ code: 'asset.invalid_content' }),
    );
    expect(() => decideAsset(edit({ content: 'y'.repeat(1_000_001) }), given(...created))).toThrow(expect.objectContaining({ code: 'asset.invalid_content' }));
  });

  it('rolls back to a revision with a new event, keeping the history', () => {
    const events = run(create(), edit({ content: 'x = 2' }), edit({ content: 'x = 3' }), { type: 'RollbackAsset', data: { ...common(), toRevision: 0 } });
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({ type: 'AssetEdited', data: { cause: { kind: 'rollback', toRevision: 0 }, data: { content: 'x = 1' } } });
    expect(() => run(create(), { type: 'RollbackAsset', data: { ...common(), toRevision: 7 } })).toThrow(expect.objectContaining({ code: 'asset.revision_not_found' }));
  });

  it('undoes and redoes a change; the same op twice changes nothing', () => {
    const undo: AssetCommand = { type: 'UndoAssetChange', data: { ...common(), ofRevision: 1, opId: 'op-1' } };
    const redo: AssetCommand = { type: 'RedoAssetChange', data: { ...common(), ofRevision: 1, opId: 'op-2' } };
    const undone = run(create(), edit({ content: 'x = 2' }), undo, undo);
    expect(undone).toHaveLength(3);
    expect(contentOf(undone)).toEqual({ exists: true, data: { name: 'main', content: 'x = 1' } });
    const redone = [...undone, ...decideAsset(redo, given(...undone))];
    expect(redone[3]).toMatchObject({ type: 'AssetEdited', data: { cause: { kind: 'redo', ofRevision: 1, opId: 'op-2' } } });
    expect(contentOf(redone)).toEqual({ exists: true, data: { name: 'main', content: 'x = 2' } });
  });

  it('undoing a creation deletes the asset (softly), redoing restores it', () => {
    const events = run(
      create(),
      { type: 'UndoAssetChange', data: { ...common(), ofRevision: 0, opId: 'u' } },
      { type: 'RedoAssetChange', data: { ...common(), ofRevision: 0, opId: 'r' } },
    );
    expect(events.map((e) => e.type)).toEqual(['AssetCreated', 'AssetDeleted', 'AssetRestored']);
    expect(given(...events)).toMatchObject({ status: 'present' });
  });

  it("makes an agent's changes pending, with the handler's change id", () => {
    const events = run(create(), edit({ content: 'agent' }, agent, 'chg-a'));
    expect(events[1]).toMatchObject({ type: 'AssetEdited', data: { pendingChangeId: 'chg-a' } });
    expect(given(...events)).toMatchObject({ pending: [{ changeId: 'chg-a', revision: 1 }] });
  });

  it('rejecting a change restores the asset as before it and rejects the later changes built on it', () => {
    const events = run(
      create(),
      edit({ content: 'a1' }, agent, 'chg-a'),
      edit({ content: 'a2' }, agent, 'chg-b'),
      { type: 'RejectPendingChanges', data: { ...common(), changeIds: ['chg-a'] } },
    );
    expect(events.slice(3)).toEqual([
      expect.objectContaining({ type: 'PendingChangesRejected', data: expect.objectContaining({ changeIds: ['chg-a', 'chg-b'], by: creatorId }) }),
      expect.objectContaining({ type: 'AssetEdited', data: expect.objectContaining({ cause: { kind: 'reject', changeIds: ['chg-a', 'chg-b'] }, data: { name: 'main', content: 'x = 1' } }) }),
    ]);
    expect(given(...events)).toMatchObject({ pending: [] });
  });

  it('accepting a change accepts the earlier ones it builds on, and leaves the content', () => {
    const events = run(
      create(),
      edit({ content: 'a1' }, agent, 'chg-a'),
      edit({ content: 'a2' }, agent, 'chg-b'),
      edit({ content: 'a3' }, agent, 'chg-c'),
      { type: 'AcceptPendingChanges', data: { ...common(), changeIds: ['chg-b'] } },
    );
    expect(events[4]).toMatchObject({ type: 'PendingChangesAccepted', data: { changeIds: ['chg-a', 'chg-b'] } });
    expect(given(...events)).toMatchObject({ pending: [{ changeId: 'chg-c' }], current: { data: { content: 'a3' } } });
    expect(() => run(create(), { type: 'AcceptPendingChanges', data: { ...common(), changeIds: ['nope'] } })).toThrow(
      expect.objectContaining({ code: 'pending_change.not_found' }),
    );
  });

  it('rejecting an agent-created asset deletes it; a permanent delete cannot be undone', () => {
    const events = run(create(undefined, agent), { type: 'RejectPendingChanges', data: { ...common(), changeIds: 'all' } });
    expect(events.map((e) => e.type)).toEqual(['AssetCreated', 'PendingChangesRejected', 'AssetDeleted']);
    const purged = run(create(), { type: 'DeleteAsset', data: { ...common(), permanent: true } });
    expect(() => decideAsset({ type: 'UndoAssetChange', data: { ...common(), ofRevision: 1, opId: 'u' } }, given(...purged))).toThrow(
      expect.objectContaining({ code: 'asset.purged' }),
    );
  });

  it('cannot edit a deleted asset, nor an asset of another game', () => {
    const deleted = run(create(), { type: 'DeleteAsset', data: { ...common(), permanent: false } });
    expect(() => decideAsset(edit({ content: 'y' }), given(...deleted))).toThrow(expect.objectContaining({ code: 'asset.not_found' }));
    const otherGame = { ...edit({ content: 'y' }) } as AssetCommand;
    otherGame.data.gameId = 'ffffffff-0000-4000-8000-000000000000';
    expect(() => decideAsset(otherGame, given(...run(create())))).toThrow(expect.objectContaining({ code: 'asset.not_found' }));
  });

  it('is a decider', () => {
    expect(assetDecider.initialState()).toEqual({ status: 'absent' });
  });
});
