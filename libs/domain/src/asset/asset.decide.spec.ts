import { describe, expect, it } from '@jest/globals';
import { assetDecider, decideAsset, evolveAsset, initialAssetState, type AssetActor, type AssetCommand, type AssetEvent, type AssetState } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const assetId = 'a55e7000-0000-4000-8000-000000000001';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const now = '2026-11-23T10:00:00.000Z';
const game = { exists: true, creatorId };
const user: AssetActor = { actorId: creatorId, isStaff: false, kind: 'user', model: null };
const agent: AssetActor = { ...user, kind: 'agent', model: 'tempest-offline' };
const stranger: AssetActor = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false, kind: 'user', model: null };
const staff: AssetActor = { ...stranger, isStaff: true };

const given = (...events: AssetEvent[]): AssetState => events.reduce(evolveAsset, initialAssetState());
const spec = deciderSpecification(assetDecider);
/** Run commands in order, each against the state the previous ones left; all the events (to reach a given state). */
const run = (...commands: AssetCommand[]): AssetEvent[] =>
  commands.reduce<AssetEvent[]>((events, c) => [...events, ...decideAsset(c, given(...events))], []);
const common = (changeId = 'chg-1', actor = user) => ({ assetId, gameId, now, actor, game, changeId });
const create = (content = { name: 'main', content: 'x = 1' }, actor = user): AssetCommand => ({
  type: 'CreateAsset',
  data: { ...common('chg-create', actor), assetType: 'script', content },
});
const edit = (patch: Record<string, unknown>, actor = user, changeId = 'chg-1'): AssetCommand => ({ type: 'EditAsset', data: { ...common(changeId, actor), patch } });
const undo = (ofRevision: number, opId: string): AssetCommand => ({ type: 'UndoAssetChange', data: { ...common(), ofRevision, opId } });
const redo = (ofRevision: number, opId: string): AssetCommand => ({ type: 'RedoAssetChange', data: { ...common(), ofRevision, opId } });
const contentOf = (events: AssetEvent[]) => {
  const state = given(...events);
  return state.status === 'absent' ? null : state.current;
};

type Edited = Extract<AssetEvent, { type: 'AssetEdited' }>['data'];
/** What every event of this script says about it, made now by the creator. */
const about = { assetId, gameId, assetType: 'script' as const, at: now, pendingChangeId: null, sessionId: null };
const created: AssetEvent = { type: 'AssetCreated', data: { ...about, cause: { kind: 'edit' }, data: { name: 'main', content: 'x = 1' } } };
/** The script edited to `content` (only its content changed), with `over` over the event's data. */
const edited = (content: string, over: Partial<Edited> = {}): AssetEvent => ({
  type: 'AssetEdited',
  data: { ...about, cause: { kind: 'edit' }, data: { name: 'main', content }, changedKeys: ['content'], ...over },
});

describe('asset decider', () => {
  it('creates an asset with its content, not pending when the creator makes it', () => {
    spec.given().when(create()).then([
      {
        type: 'AssetCreated',
        data: { assetId, gameId, assetType: 'script', at: now, cause: { kind: 'edit' }, pendingChangeId: null, sessionId: null, data: { name: 'main', content: 'x = 1' } },
      },
    ]);
  });

  it("records a clone's copy with cause clone, the remix's starting point", () => {
    const copy: AssetCommand = { type: 'CreateAsset', data: { ...common('chg-create'), assetType: 'script', content: { name: 'main', content: 'x = 1' }, fromClone: true } };
    spec.given().when(copy).then([
      {
        type: 'AssetCreated',
        data: { assetId, gameId, assetType: 'script', at: now, cause: { kind: 'clone' }, pendingChangeId: null, sessionId: null, data: { name: 'main', content: 'x = 1' } },
      },
    ]);
  });

  it('refuses strangers and missing games, lets staff in', () => {
    spec.given().when(create(undefined, stranger)).thenThrows({ code: 'game.forbidden', message: 'Only the creator can change this game.' });
    spec
      .given()
      .when({ type: 'CreateAsset', data: { ...common(), game: { exists: false, creatorId: null }, assetType: 'tool', content: {} } })
      .thenThrows({ code: 'game.not_found' });
    spec.given().when(create(undefined, staff)).then([created]);
  });

  it('edits by patch, names the changed keys, and records nothing when nothing changes', () => {
    spec.given(created).when(edit({ content: 'x = 2' })).then([edited('x = 2')]);
    spec.given(created, edited('x = 2')).when(edit({ content: 'x = 2' })).thenNothing();
  });

  it('stamps the new revision into a named key, and a stamp alone changes nothing', () => {
    const stamped: AssetCommand = { type: 'EditAsset', data: { ...common(), patch: { content: 'x = 2' }, stampRevision: 'parsed_revision' } };
    const stampedEdit = edited('x = 2', { data: { name: 'main', content: 'x = 2', parsed_revision: 1 }, changedKeys: ['content', 'parsed_revision'] });
    spec.given(created).when(stamped).then([stampedEdit]);
    spec.given(created, stampedEdit).when(stamped).thenNothing();
  });

  it('refuses content that is not an object or too large', () => {
    spec
      .given(created)
      .when({ type: 'EditAsset', data: { ...common(), content: 'nope' as unknown as Record<string, unknown> } })
      .thenThrows({ code: 'asset.invalid_content' });
    spec.given(created).when(edit({ content: 'y'.repeat(1_000_001) })).thenThrows({ code: 'asset.invalid_content' });
  });

  it('rolls back to a revision with a new event, keeping the history', () => {
    spec
      .given(...run(create(), edit({ content: 'x = 2' }), edit({ content: 'x = 3' })))
      .when({ type: 'RollbackAsset', data: { ...common(), toRevision: 0 } })
      .then([edited('x = 1', { cause: { kind: 'rollback', toRevision: 0 } })]);
    spec.given(created).when({ type: 'RollbackAsset', data: { ...common(), toRevision: 7 } }).thenThrows({ code: 'asset.revision_not_found' });
  });

  it('rolls back as of a stream revision for a checkpoint: the content then, whatever event is there; -1 soft-deletes', () => {
    const accepted: AssetEvent = { type: 'PendingChangesAccepted', data: { assetId, gameId, assetType: 'script', changeIds: ['x'], at: now, by: creatorId } };
    const history = [created, accepted, edited('x = 2')];
    const asOf = (toRevision: number): AssetCommand => ({ type: 'RollbackAsset', data: { ...common(), toRevision, asOf: true } });
    spec.given(...history).when(asOf(1)).then([edited('x = 1', { cause: { kind: 'rollback', toRevision: 1 } })]);
    spec.given(...history).when(asOf(-1)).then([{ type: 'AssetDeleted', data: { ...about, cause: { kind: 'rollback', toRevision: -1 }, permanent: false } }]);
    spec.given(...history).when(asOf(2)).thenNothing();
    spec.given(...history).when(asOf(3)).thenThrows({ code: 'asset.revision_not_found' });
    const deleted: AssetEvent = { type: 'AssetDeleted', data: { ...about, cause: { kind: 'edit' }, permanent: false } };
    spec.given(...history, deleted).when(asOf(2)).then([{ type: 'AssetRestored', data: { ...about, cause: { kind: 'rollback', toRevision: 2 }, data: { name: 'main', content: 'x = 2' } } }]);
  });

  it('undoes and redoes a change; the same op twice changes nothing', () => {
    const edits = run(create(), edit({ content: 'x = 2' }));
    const undone = edited('x = 1', { cause: { kind: 'undo', ofRevision: 1, opId: 'op-1' } });
    spec.given(...edits).when(undo(1, 'op-1')).then([undone]);
    spec.given(...edits, undone).when(undo(1, 'op-1')).thenNothing();
    expect(contentOf([...edits, undone])).toEqual({ exists: true, data: { name: 'main', content: 'x = 1' } });
    const redone = edited('x = 2', { cause: { kind: 'redo', ofRevision: 1, opId: 'op-2' } });
    spec.given(...edits, undone).when(redo(1, 'op-2')).then([redone]);
    expect(contentOf([...edits, undone, redone])).toEqual({ exists: true, data: { name: 'main', content: 'x = 2' } });
  });

  it('undoing a creation deletes the asset (softly), redoing restores it', () => {
    const deleted: AssetEvent = { type: 'AssetDeleted', data: { ...about, cause: { kind: 'undo', ofRevision: 0, opId: 'u' }, permanent: false } };
    const restored: AssetEvent = { type: 'AssetRestored', data: { ...about, cause: { kind: 'redo', ofRevision: 0, opId: 'r' }, data: { name: 'main', content: 'x = 1' } } };
    spec.given(created).when(undo(0, 'u')).then([deleted]);
    spec.given(created, deleted).when(redo(0, 'r')).then([restored]);
    expect(given(created, deleted, restored)).toMatchObject({ status: 'present' });
  });

  it("makes an agent's changes pending, with the handler's change id", () => {
    const agentEdit = edited('agent', { pendingChangeId: 'chg-a' });
    spec.given(created).when(edit({ content: 'agent' }, agent, 'chg-a')).then([agentEdit]);
    expect(given(created, agentEdit)).toMatchObject({ pending: [{ changeId: 'chg-a', revision: 1 }] });
  });

  it('rejecting a change restores the asset as before it and rejects the later changes built on it', () => {
    const before = run(create(), edit({ content: 'a1' }, agent, 'chg-a'), edit({ content: 'a2' }, agent, 'chg-b'));
    const rejected: AssetEvent[] = [
      { type: 'PendingChangesRejected', data: { assetId, gameId, assetType: 'script', changeIds: ['chg-a', 'chg-b'], at: now, by: creatorId } },
      edited('x = 1', { cause: { kind: 'reject', changeIds: ['chg-a', 'chg-b'] } }),
    ];
    spec.given(...before).when({ type: 'RejectPendingChanges', data: { ...common(), changeIds: ['chg-a'] } }).then(rejected);
    expect(given(...before, ...rejected)).toMatchObject({ pending: [] });
  });

  it('accepting a change accepts the earlier ones it builds on, and leaves the content', () => {
    const before = run(create(), edit({ content: 'a1' }, agent, 'chg-a'), edit({ content: 'a2' }, agent, 'chg-b'), edit({ content: 'a3' }, agent, 'chg-c'));
    const accepted: AssetEvent = { type: 'PendingChangesAccepted', data: { assetId, gameId, assetType: 'script', changeIds: ['chg-a', 'chg-b'], at: now, by: creatorId } };
    spec.given(...before).when({ type: 'AcceptPendingChanges', data: { ...common(), changeIds: ['chg-b'] } }).then([accepted]);
    expect(given(...before, accepted)).toMatchObject({ pending: [{ changeId: 'chg-c' }], current: { data: { content: 'a3' } } });
    spec.given(created).when({ type: 'AcceptPendingChanges', data: { ...common(), changeIds: ['nope'] } }).thenThrows({ code: 'pending_change.not_found' });
  });

  it('rejecting an agent-created asset deletes it; a permanent delete cannot be undone', () => {
    const agentCreated: AssetEvent = { type: 'AssetCreated', data: { ...about, pendingChangeId: 'chg-create', cause: { kind: 'edit' }, data: { name: 'main', content: 'x = 1' } } };
    spec.given().when(create(undefined, agent)).then([agentCreated]);
    spec
      .given(agentCreated)
      .when({ type: 'RejectPendingChanges', data: { ...common(), changeIds: 'all' } })
      .then([
        { type: 'PendingChangesRejected', data: { assetId, gameId, assetType: 'script', changeIds: ['chg-create'], at: now, by: creatorId } },
        { type: 'AssetDeleted', data: { ...about, cause: { kind: 'reject', changeIds: ['chg-create'] }, permanent: false } },
      ]);
    const purged = run(create(), { type: 'DeleteAsset', data: { ...common(), permanent: true } });
    spec.given(...purged).when(undo(1, 'u')).thenThrows({ code: 'asset.purged' });
  });

  describe('a reject can be taken back (issue 13 item 9)', () => {
    const agentCreate = create(undefined, agent);
    const reject = (changeIds: string[] | 'all'): AssetCommand => ({ type: 'RejectPendingChanges', data: { ...common(), changeIds } });
    const reopen = (changeIds: string[]): AssetCommand => ({ type: 'ReopenPendingChanges', data: { ...common(), changeIds } });
    const review = (type: 'PendingChangesRejected' | 'PendingChangesReopened', changeIds: string[]): AssetEvent => ({
      type,
      data: { assetId, gameId, assetType: 'script', changeIds, at: now, by: creatorId },
    });

    it("undoing the reject of an agent's creation brings the asset back, pending review again; redo rejects it again", () => {
      const rejected = run(agentCreate, reject('all'));
      expect(given(...rejected)).toMatchObject({ status: 'deleted', pending: [], rejected: [{ changeId: 'chg-create', revision: 0, rejection: 1 }] });
      // The reject's content event is revision 2: that is what the undo stack names.
      const undone = [
        review('PendingChangesReopened', ['chg-create']),
        { type: 'AssetRestored', data: { ...about, cause: { kind: 'undo', ofRevision: 2, opId: 'u' }, data: { name: 'main', content: 'x = 1' } } },
      ] as AssetEvent[];
      spec.given(...rejected).when(undo(2, 'u')).then(undone);
      expect(given(...rejected, ...undone)).toMatchObject({ status: 'present', pending: [{ changeId: 'chg-create', revision: 0 }], rejected: [] });
      const redone = decideAsset(redo(2, 'r'), given(...rejected, ...undone));
      expect(redone.map((e) => e.type)).toEqual(['PendingChangesRejected', 'AssetDeleted']);
      expect(given(...rejected, ...undone, ...redone)).toMatchObject({ status: 'deleted', pending: [] });
    });

    it('records a reject even when the content would not change, so it can always be undone', () => {
      const events = run(create(), edit({ content: 'a1' }, agent, 'chg-a'), edit({ content: 'x = 1' }, user, 'chg-u'));
      const rejected = decideAsset(reject(['chg-a']), given(...events));
      expect(rejected).toEqual([review('PendingChangesRejected', ['chg-a']), edited('x = 1', { cause: { kind: 'reject', changeIds: ['chg-a'] }, changedKeys: [] })]);
    });

    it('reopening a rejected change restores its content and the earlier changes of the same reject it builds on', () => {
      const events = run(create(), edit({ content: 'a1' }, agent, 'chg-a'), edit({ content: 'a2' }, agent, 'chg-b'), edit({ content: 'a3' }, agent, 'chg-c'), reject(['chg-a']));
      expect(contentOf(events)).toEqual({ exists: true, data: { name: 'main', content: 'x = 1' } });
      const back = decideAsset(reopen(['chg-b']), given(...events));
      expect(back[0]).toEqual(review('PendingChangesReopened', ['chg-a', 'chg-b']));
      expect(back[1]).toMatchObject({ type: 'AssetEdited', data: { cause: { kind: 'reopen', changeIds: ['chg-a', 'chg-b'] }, data: { content: 'a2' } } });
      expect(given(...events, ...back)).toMatchObject({ pending: [{ changeId: 'chg-a' }, { changeId: 'chg-b' }], rejected: [{ changeId: 'chg-c' }] });
    });

    it('reopens only rejected changes: a pending or unknown id is not found', () => {
      const events = run(create(), edit({ content: 'a1' }, agent, 'chg-a'));
      spec.given(...events).when(reopen(['chg-a'])).thenThrows({ code: 'pending_change.not_found' });
      spec.given(...events).when(reopen(['nope'])).thenThrows({ code: 'pending_change.not_found' });
    });

    it('undoing a reopen rejects the changes again', () => {
      const events = run(create(), edit({ content: 'a1' }, agent, 'chg-a'), reject(['chg-a']), reopen(['chg-a']));
      const reopenRevision = events.length - 1;
      const undone = decideAsset(undo(reopenRevision, 'u2'), given(...events));
      expect(undone[0]).toEqual(review('PendingChangesRejected', ['chg-a']));
      expect(contentOf([...events, ...undone])).toEqual({ exists: true, data: { name: 'main', content: 'x = 1' } });
    });
  });

  it('cannot edit a deleted asset, nor an asset of another game', () => {
    const deleted = run(create(), { type: 'DeleteAsset', data: { ...common(), permanent: false } });
    spec.given(...deleted).when(edit({ content: 'y' })).thenThrows({ code: 'asset.not_found' });
    const otherGame = { ...edit({ content: 'y' }) } as AssetCommand;
    otherGame.data.gameId = 'ffffffff-0000-4000-8000-000000000000';
    spec.given(created).when(otherGame).thenThrows({ code: 'asset.not_found' });
  });

  it('is a decider', () => {
    expect(assetDecider.initialState()).toEqual({ status: 'absent' });
  });
});
