import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addFile, deleteFile, renameFile, setActiveFile, type ProjectFiles } from './fileActions';
import { moveFiles } from './fileMoves';
import { matchesSaved, type SavedProject } from './projectSnapshot';
import { DEFAULT_SETTINGS, ENTRY_POINT, type BuildErrorDetail, type FrontendSettings, type LintIssue, type NamedContent, type ServerFile } from './frontendTypes';

/**
 * UI state of the Frontend workbench: buffers, active file, what the last build showed, panels. Server data
 * stays in RTK Query: whether a compile or a save is in flight is the mutations' own state
 * (`useWorkbenchRequests`), and the compiled bundle is only in the compile's answer.
 */
export type FrontendState = ProjectFiles & {
  gameId: string | null;
  frontendId: string | null;
  settings: FrontendSettings;
  isDirty: boolean;
  isLoading: boolean;
  /**
   * The project could not be read (the server or a proxy failed): the workbench is empty but the game may have
   * files, so it is not seeded (a seeded save would replace them) until a snapshot arrives.
   */
  loadFailed: boolean;
  /** The last build's failure: it stays (a failed badge, the file marked) until a build succeeds. */
  buildError: string | null;
  buildErrorDetail: BuildErrorDetail | null;
  /** The user closed the error overlay; the failure itself is still shown (header badge, file mark). */
  buildErrorDismissed: boolean;
  /** A Compile of unsaved buffers the preview shows (its buildId); null: the preview serves the saved files. */
  previewBuild: string | null;
  /** Where the editor should put its cursor next (an error location clicked); `seq` tells two clicks apart. */
  reveal: EditorReveal | null;
  /** The preview takes the whole workbench body (maximise in place). */
  previewMaximized: boolean;
  /** Successful builds so far. */
  buildCount: number;
  /** Successful builds of the saved files: the preview (which serves the saved working tree) reloads when it moves. */
  previewBuilds: number;
  lintIssues: LintIssue[];
  showPreview: boolean;
  /** The code assistant beside the editor (on a narrow screen it is a pane of its own instead). */
  showAssistant: boolean;
  showFileExplorer: boolean;
  showDetails: boolean;
  autoCompile: boolean;
  isFrontendOpen: boolean;
  /** The files and settings as the server holds them (last snapshot or save): an edit back to them is clean again. */
  saved: SavedProject;
  /** Moves on every edit: auto-compile waits for it to settle; a save is clean only if it did not move meanwhile. */
  editVersion: number;
};

export type EditorReveal = { filename: string; line: number; column: number; seq: number };

export const initialFrontendState: FrontendState = {
  gameId: null,
  frontendId: null,
  files: [],
  activeFile: null,
  entryPoint: ENTRY_POINT,
  settings: DEFAULT_SETTINGS,
  isDirty: false,
  isLoading: true,
  loadFailed: false,
  buildError: null,
  buildErrorDetail: null,
  buildErrorDismissed: false,
  previewBuild: null,
  reveal: null,
  previewMaximized: false,
  buildCount: 0,
  previewBuilds: 0,
  lintIssues: [],
  showPreview: true,
  showAssistant: false,
  showFileExplorer: true,
  showDetails: false,
  autoCompile: false,
  isFrontendOpen: false,
  saved: { files: [], settings: DEFAULT_SETTINGS },
  editVersion: 0,
};

type Snapshot = { frontendId: string | null; files: ServerFile[]; entryPoint: string; settings: FrontendSettings };
export type SavedPayload = { frontendId: string; sentVersion: number; sent: NamedContent[]; formattedFiles: NamedContent[]; files: ServerFile[] };
export type RestorePayload = ProjectFiles & { isDirty: boolean };

const edited = (state: FrontendState) => {
  state.isDirty = true;
  state.editVersion += 1;
};

/** A buffer or settings edit: unsaved unless it brought the project back to what the server holds. */
const editedTo = (state: FrontendState) => {
  edited(state);
  state.isDirty = !matchesSaved(state, state.saved);
};

const applyFiles = (state: FrontendState, next: ProjectFiles) => {
  state.files = next.files;
  state.activeFile = next.activeFile;
  state.entryPoint = next.entryPoint;
};

/** Runs a pure file rule; a refusal leaves the state as it is (the hook reports it). */
const attempt = (state: FrontendState, rule: (files: ProjectFiles) => ProjectFiles, marksDirty = true) => {
  try {
    const current = { files: state.files, activeFile: state.activeFile, entryPoint: state.entryPoint };
    const next = rule(current);
    if (next === current) return;
    applyFiles(state, next);
    if (marksDirty) edited(state);
  } catch {
    // Refused: the caller checked the rule first and showed why.
  }
};

export const frontendSlice = createSlice({
  name: 'frontend',
  initialState: initialFrontendState,
  reducers: {
    opened(state, action: PayloadAction<string>) {
      if (state.gameId !== action.payload) {
        Object.assign(state, initialFrontendState, {
          gameId: action.payload,
          autoCompile: state.autoCompile,
          showPreview: state.showPreview,
          showAssistant: state.showAssistant,
          showFileExplorer: state.showFileExplorer,
        });
      }
      state.isFrontendOpen = true;
    },
    closed(state) {
      state.isFrontendOpen = false;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
    /** Reading the project failed: nothing to show, and nothing to seed either (the game may have files). */
    loadFailed(state) {
      state.isLoading = false;
      state.loadFailed = true;
    },
    snapshotApplied(state, action: PayloadAction<Snapshot>) {
      const { frontendId, files, entryPoint, settings } = action.payload;
      state.frontendId = frontendId;
      state.files = files.map(({ id, filename, content, folder_path }) => ({ id, filename, content, folder_path: folder_path ?? '' }));
      state.entryPoint = entryPoint || ENTRY_POINT;
      state.settings = { ...DEFAULT_SETTINGS, ...settings, enable_websocket: false };
      if (!state.files.some((f) => f.filename === state.activeFile)) {
        state.activeFile = state.files.find((f) => f.filename === state.entryPoint)?.filename ?? state.files[0]?.filename ?? null;
      }
      state.saved = { files: state.files.map(({ filename, content }) => ({ filename, content })), settings: state.settings };
      state.isDirty = false;
      state.isLoading = false;
      state.loadFailed = false;
      // The saved files are what the preview serves now (the agent's, another tab's).
      state.previewBuild = null;
    },
    fileAdded(state, action: PayloadAction<{ filename: string; content: string }>) {
      attempt(state, (files) => addFile(files, action.payload.filename, action.payload.content));
    },
    fileRenamed(state, action: PayloadAction<{ from: string; to: string }>) {
      attempt(state, (files) => renameFile(files, action.payload.from, action.payload.to));
    },
    fileDeleted(state, action: PayloadAction<string>) {
      attempt(state, (files) => deleteFile(files, action.payload));
    },
    /** Files put in an explorer folder: a write to the server of its own (move, bulk-move), so not an unsaved edit. */
    filesMoved(state, action: PayloadAction<{ filenames: string[]; folder_path: string }>) {
      attempt(state, (files) => moveFiles(files, action.payload.filenames, action.payload.folder_path), false);
    },
    activeFileSet(state, action: PayloadAction<string | null>) {
      attempt(state, (files) => setActiveFile(files, action.payload), false);
    },
    fileEdited(state, action: PayloadAction<{ filename: string; content: string }>) {
      const file = state.files.find((f) => f.filename === action.payload.filename);
      if (!file || file.content === action.payload.content) return;
      file.content = action.payload.content;
      editedTo(state);
    },
    /** The server's copy of a file the workbench just created or renamed. */
    fileStored(state, action: PayloadAction<ServerFile>) {
      const file = state.files.find((f) => f.filename === action.payload.filename || (f.id && f.id === action.payload.id));
      if (file) {
        file.id = action.payload.id;
        file.folder_path = action.payload.folder_path ?? '';
      }
    },
    frontendIdSet(state, action: PayloadAction<string>) {
      state.frontendId = action.payload;
    },
    /** Undo of an add, rename or delete the server refused. */
    filesRestored(state, action: PayloadAction<RestorePayload>) {
      applyFiles(state, action.payload);
      state.isDirty = action.payload.isDirty;
      state.editVersion += 1;
    },
    settingsChanged(state, action: PayloadAction<FrontendSettings>) {
      state.settings = { ...action.payload, enable_websocket: false };
      editedTo(state);
    },
    saveSucceeded(state, action: PayloadAction<SavedPayload>) {
      const { frontendId, sentVersion, sent, formattedFiles, files } = action.payload;
      state.frontendId = frontendId;
      for (const file of state.files) {
        const stored = files.find((f) => f.filename === file.filename);
        if (stored) file.id = stored.id;
        // Prettier's version replaces the buffer only if nobody typed into it since it was sent.
        const formatted = formattedFiles.find((f) => f.filename === file.filename);
        const wasSent = sent.find((f) => f.filename === file.filename);
        if (formatted && wasSent && wasSent.content === file.content) file.content = formatted.content;
      }
      const storedContent = (f: NamedContent) => formattedFiles.find((x) => x.filename === f.filename)?.content ?? f.content;
      state.saved = { files: sent.map((f) => ({ filename: f.filename, content: storedContent(f) })), settings: state.settings };
      if (state.editVersion === sentVersion) state.isDirty = false;
    },
    /**
     * `reloadPreview` reloads the preview: with `previewBuild` (a Compile of unsaved buffers) it shows that
     * build, without it the saved files.
     */
    buildSucceeded(state, action: PayloadAction<{ lintIssues: LintIssue[]; reloadPreview?: boolean; previewBuild?: string | null }>) {
      if (action.payload.reloadPreview) {
        state.previewBuilds += 1;
        state.previewBuild = action.payload.previewBuild ?? null;
      }
      state.lintIssues = action.payload.lintIssues;
      state.buildError = null;
      state.buildErrorDetail = null;
      state.buildErrorDismissed = false;
      state.buildCount += 1;
    },
    buildFailed(state, action: PayloadAction<{ error: string; detail: BuildErrorDetail | null; lintIssues?: LintIssue[] }>) {
      state.buildError = action.payload.error;
      state.buildErrorDetail = action.payload.detail;
      state.buildErrorDismissed = false;
      if (action.payload.lintIssues) state.lintIssues = action.payload.lintIssues;
    },
    /** Closes the overlay; the failure stays visible until a build succeeds. */
    buildErrorDismissed(state) {
      state.buildErrorDismissed = true;
    },
    buildErrorReopened(state) {
      state.buildErrorDismissed = false;
    },
    /** Opens `filename` and asks the editor to put the cursor at line:column. */
    locationRevealed(state, action: PayloadAction<{ filename: string; line: number; column: number }>) {
      if (!state.files.some((f) => f.filename === action.payload.filename)) return;
      state.activeFile = action.payload.filename;
      state.reveal = { ...action.payload, seq: (state.reveal?.seq ?? 0) + 1 };
    },
    previewMaximizedSet(state, action: PayloadAction<boolean>) {
      state.previewMaximized = action.payload;
    },
    lintReported(state, action: PayloadAction<LintIssue[]>) {
      state.lintIssues = action.payload;
    },
    previewToggled(state) {
      state.showPreview = !state.showPreview;
    },
    assistantToggled(state) {
      state.showAssistant = !state.showAssistant;
    },
    explorerToggled(state) {
      state.showFileExplorer = !state.showFileExplorer;
    },
    detailsToggled(state) {
      state.showDetails = !state.showDetails;
    },
    autoCompileSet(state, action: PayloadAction<boolean>) {
      state.autoCompile = action.payload;
    },
  },
  selectors: {
    selectFrontend: (state) => state,
    selectActiveFile: (state) => state.files.find((f) => f.filename === state.activeFile) ?? null,
  },
});

export const frontendActions = frontendSlice.actions;
export const { selectFrontend, selectActiveFile } = frontendSlice.selectors;
