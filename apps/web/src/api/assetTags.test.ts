import { describe, expect, it } from '@jest/globals';
import { liveTags } from './liveTags';
import { assetTagTypes, assetWriteTags } from './assetTags';

const GAME = 'g1';

describe('the cached reads an asset write makes stale (assetWriteTags)', () => {
  it('a script write: the game’s script list, that script’s content and revisions, and the game’s versioning reads', () => {
    expect(assetWriteTags(GAME, 'script', 's1')).toEqual([
      { type: 'WorkingTree', id: GAME },
      { type: 'Revision', id: 's1' },
      { type: 'PendingChange', id: GAME },
      { type: 'UndoStack', id: GAME },
      { type: 'Script', id: GAME },
      { type: 'Script', id: 's1' },
    ]);
  });

  it('never another type’s list: a script write leaves entities, prompts, tools and frontends alone', () => {
    const types = assetWriteTags(GAME, 'script', 's1').map((tag) => (typeof tag === 'string' ? tag : tag.type));
    for (const other of ['Entity', 'Prompt', 'Tool', 'LogicFile', 'FrontendProject', 'Component']) expect(types).not.toContain(other);
  });

  it('each type refreshes its own reads, logic files their list too', () => {
    expect(assetTagTypes('entity')).toContain('Entity');
    expect(assetTagTypes('prompt')).toContain('Prompt');
    expect(assetTagTypes('tool')).toContain('Tool');
    expect(assetTagTypes('frontend_file')).toEqual(['WorkingTree', 'Revision', 'PendingChange', 'UndoStack', 'FrontendProject']);
    expect(assetTagTypes('logic_file')).toEqual(['WorkingTree', 'Revision', 'PendingChange', 'UndoStack', 'LogicFile']);
  });

  it('an unknown type or asset (an undo of whatever was last, an older server) refreshes every asset read of the game', () => {
    const tags = assetWriteTags(GAME, null);
    expect(tags).toEqual(expect.arrayContaining([
      { type: 'Entity', id: GAME }, { type: 'Script', id: GAME }, { type: 'Prompt', id: GAME }, { type: 'Tool', id: GAME },
      { type: 'FrontendProject', id: GAME }, { type: 'LogicFile', id: GAME }, 'Revision', 'Script',
    ]));
    expect(assetTagTypes('weapon')).toEqual(assetTagTypes(null));
  });
});

describe('the game room’s messages (liveTags)', () => {
  it('an asset message invalidates exactly what the saving tab’s mutation did', () => {
    expect(liveTags({ gameId: GAME }, { readModel: 'assets', id: 's1', assetType: 'script' })).toEqual(assetWriteTags(GAME, 'script', 's1'));
  });

  it('a message from a server that does not send assetType still refreshes every asset list', () => {
    expect(liveTags({ gameId: GAME }, { readModel: 'assets', id: 's1' })).toEqual(assetWriteTags(GAME, null, 's1'));
  });

  it('other read models keep their mapping; a project change refetches that game’s projects', () => {
    expect(liveTags({ gameId: GAME }, { readModel: 'components', id: 'c1', assetType: null })).toEqual(['Component']);
    expect(liveTags({ gameId: GAME }, { readModel: 'frontends', id: 'f1', assetType: null })).toEqual([{ type: 'FrontendProject', id: GAME }]);
    expect(liveTags({ gameId: GAME }, { readModel: 'games', id: GAME, assetType: null })).toEqual([]);
  });

  it('a checkpoint made in another tab or by the agent refetches the open timeline', () => {
    expect(liveTags({ gameId: GAME }, { readModel: 'checkpoints', id: GAME, assetType: null })).toEqual(['Checkpoint', 'Publication']);
  });
});
