import { describe, expect, it } from '@jest/globals';
import { initialFrontendState, frontendActions as a, frontendSlice, type FrontendState } from './frontendSlice';

const reduce = (state: FrontendState, ...actions: Parameters<typeof frontendSlice.reducer>[1][]) => actions.reduce(frontendSlice.reducer, state);
const serverFile = (filename: string, content: string, id = `id-${filename}`) => ({ id, filename, content, folder_path: '' });
const loaded = () =>
  reduce(initialFrontendState, a.opened('g1'), a.snapshotApplied({
    frontendId: 'f1',
    files: [serverFile('index.tsx', 'A'), serverFile('Board.tsx', 'B')],
    entryPoint: 'index.tsx',
    settings: { enable_websocket: false, tailwind_config: {} },
  }));

describe('frontend slice', () => {
  it('opens on the entry file, clean', () => {
    const state = loaded();
    expect(state.activeFile).toBe('index.tsx');
    expect(state.isDirty).toBe(false);
    expect(state.isLoading).toBe(false);
    expect(state.isFrontendOpen).toBe(true);
    expect(reduce(state, a.closed()).isFrontendOpen).toBe(false);
  });

  it('remembers a project that failed to load until a snapshot arrives (an empty workbench then is not an empty project)', () => {
    const failed = reduce(initialFrontendState, a.opened('g1'), a.loadFailed());
    expect(failed).toMatchObject({ isLoading: false, loadFailed: true, files: [], activeFile: null });
    const recovered = reduce(failed, a.snapshotApplied({ frontendId: 'f1', files: [serverFile('index.tsx', 'A')], entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } }));
    expect(recovered).toMatchObject({ loadFailed: false, activeFile: 'index.tsx' });
    expect(reduce(initialFrontendState, a.opened('g1'), a.loadingChanged(false)).loadFailed).toBe(false);
  });

  it('edits and settings changes mark dirty; a save of that version marks clean and applies Prettier', () => {
    let state = reduce(loaded(), a.fileEdited({ filename: 'index.tsx', content: 'A2' }));
    expect(state.isDirty).toBe(true);
    const sentVersion = state.editVersion;
    state = reduce(state, a.saveSucceeded({
      frontendId: 'f1', sentVersion, sent: [{ filename: 'index.tsx', content: 'A2' }, { filename: 'Board.tsx', content: 'B' }],
      formattedFiles: [{ filename: 'index.tsx', content: 'A2;\n' }], files: [],
    }));
    expect(state.isDirty).toBe(false);
    expect(state.files[0].content).toBe('A2;\n');
    expect(reduce(state, a.settingsChanged({ enable_websocket: true, tailwind_config: { a: 1 } })).settings).toEqual({ enable_websocket: false, tailwind_config: { a: 1 } });
  });

  it('an edit undone back to the saved text is clean again (compared with the saved text, not counted)', () => {
    let state = reduce(loaded(), a.fileEdited({ filename: 'index.tsx', content: 'A2' }));
    expect(state.isDirty).toBe(true);
    state = reduce(state, a.fileEdited({ filename: 'index.tsx', content: 'A' }));
    expect(state.isDirty).toBe(false);
    // After a save, the saved text is the one sent (as stored).
    state = reduce(state, a.fileEdited({ filename: 'Board.tsx', content: 'B2' }));
    state = reduce(state, a.saveSucceeded({ frontendId: 'f1', sentVersion: state.editVersion, sent: [{ filename: 'index.tsx', content: 'A' }, { filename: 'Board.tsx', content: 'B2' }], formattedFiles: [], files: [] }));
    state = reduce(state, a.fileEdited({ filename: 'Board.tsx', content: 'B' }));
    expect(state.isDirty).toBe(true);
    expect(reduce(state, a.fileEdited({ filename: 'Board.tsx', content: 'B2' })).isDirty).toBe(false);
    // A settings change undone is clean too.
    const changed = reduce(state, a.fileEdited({ filename: 'Board.tsx', content: 'B2' }), a.settingsChanged({ enable_websocket: false, tailwind_config: { a: 1 } }));
    expect(changed.isDirty).toBe(true);
    expect(reduce(changed, a.settingsChanged({ enable_websocket: false, tailwind_config: {} })).isDirty).toBe(false);
  });

  it('stays dirty when the user typed while the save was under way, and keeps the newer text', () => {
    let state = reduce(loaded(), a.fileEdited({ filename: 'index.tsx', content: 'A2' }));
    const sentVersion = state.editVersion;
    state = reduce(state, a.fileEdited({ filename: 'index.tsx', content: 'A3' }), a.saveSucceeded({
      frontendId: 'f1', sentVersion, sent: [{ filename: 'index.tsx', content: 'A2' }], formattedFiles: [{ filename: 'index.tsx', content: 'A2;\n' }], files: [],
    }));
    expect(state.isDirty).toBe(true);
    expect(state.files[0].content).toBe('A3');
  });

  it('undoes a file action the server refused', () => {
    const before = loaded();
    const snapshot = { files: before.files, activeFile: before.activeFile, entryPoint: before.entryPoint, isDirty: before.isDirty };
    let state = reduce(before, a.fileAdded({ filename: 'New.tsx', content: 'x' }));
    expect(state.activeFile).toBe('New.tsx');
    expect(state.isDirty).toBe(true);
    state = reduce(state, a.filesRestored(snapshot));
    expect(state.files.map((f) => f.filename)).toEqual(['index.tsx', 'Board.tsx']);
    expect(state.activeFile).toBe('index.tsx');
    expect(state.isDirty).toBe(false);
  });

  it('ignores refused actions in the reducer (the hook reports them)', () => {
    const state = loaded();
    expect(reduce(state, a.fileRenamed({ from: 'Board.tsx', to: 'index.tsx' }))).toBe(state);
    const single = reduce(state, a.fileDeleted('Board.tsx'));
    expect(reduce(single, a.fileDeleted('index.tsx')).files).toHaveLength(1);
  });

  it('moves files to a folder without making the project dirty; the open file stays open', () => {
    const state = reduce(loaded(), a.activeFileSet('Board.tsx'), a.filesMoved({ filenames: ['Board.tsx', 'index.tsx'], folder_path: 'ui' }));
    expect(state.files.map((f) => f.folder_path)).toEqual(['ui', 'ui']);
    expect(state.activeFile).toBe('Board.tsx');
    expect(state.isDirty).toBe(false);
  });

  it('records the server id of a created file', () => {
    const state = reduce(loaded(), a.fileAdded({ filename: 'New.tsx', content: '' }), a.fileStored(serverFile('New.tsx', '', 'srv-1')));
    expect(state.files.find((f) => f.filename === 'New.tsx')?.id).toBe('srv-1');
  });

  it('counts successful builds and keeps the error of a failed one until dismissed', () => {
    let state = reduce(loaded(), a.buildSucceeded({ lintIssues: [] }));
    expect(state.buildCount).toBe(1);
    state = reduce(state, a.buildFailed({ error: 'Error: boom', detail: null }));
    expect(state.buildError).toBe('Error: boom');
    expect(state.buildCount).toBe(1);
    const dismissed = reduce(state, a.buildErrorDismissed());
    // Dismiss closes the overlay only: the failure stays until a build succeeds.
    expect(dismissed.buildError).toBe('Error: boom');
    expect(dismissed.buildErrorDismissed).toBe(true);
    expect(reduce(dismissed, a.buildErrorReopened()).buildErrorDismissed).toBe(false);
    const fixed = reduce(dismissed, a.buildSucceeded({ lintIssues: [] }));
    expect(fixed.buildError).toBeNull();
    expect(fixed.buildErrorDismissed).toBe(false);
  });

  it('previews a Compile of unsaved buffers by its build, and the saved files again after a save', () => {
    let state = reduce(loaded(), a.buildSucceeded({ lintIssues: [], reloadPreview: true, previewBuild: 'b1' }));
    expect(state.previewBuild).toBe('b1');
    expect(state.previewBuilds).toBe(1);
    state = reduce(state, a.buildSucceeded({ lintIssues: [] }));
    expect(state.previewBuild).toBe('b1');
    state = reduce(state, a.buildSucceeded({ lintIssues: [], reloadPreview: true }));
    expect(state.previewBuild).toBeNull();
    expect(state.previewBuilds).toBe(2);
  });

  it('opens the file of a clicked error location, and only a file the project has', () => {
    const state = reduce(loaded(), a.locationRevealed({ filename: 'Board.tsx', line: 3, column: 7 }));
    expect(state.activeFile).toBe('Board.tsx');
    expect(state.reveal).toEqual({ filename: 'Board.tsx', line: 3, column: 7, seq: 1 });
    expect(reduce(state, a.locationRevealed({ filename: 'nope.tsx', line: 1, column: 1 }))).toBe(state);
  });

  it('starts over for another game', () => {
    const state = reduce(loaded(), a.opened('g2'));
    expect(state.files).toEqual([]);
    expect(state.gameId).toBe('g2');
  });
});
