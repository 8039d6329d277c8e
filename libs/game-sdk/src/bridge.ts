import {
  CONSOLE_LEVELS,
  filterEntityState,
  isParentToFrameMessage,
  isRecord,
  isUuid,
  serializeConsoleArgs,
  type ConsoleLevel,
  type EntityState,
  type FrameToParentMessage,
  type KeyInputMessage,
  type ParentToFrameMessage,
} from './protocol';
import { createGameStore, type GameStore } from './store';

/** What a game action answers. `logs` are the lines the Python function printed. */
export type GameActionResult = { success: boolean; error?: string; logs?: string[] };

/** Components to merge into an entity: componentName → fields. */
export type ComponentPatch = Record<string, Record<string, unknown>>;

/** How long dispatchAction waits for the studio's answer. */
export const GAME_ACTION_TIMEOUT_MS = 10_000;

export const NO_STUDIO_ERROR = 'Game actions need the Tempest studio: this page is not running inside a game frame.';

/** The parts of `window` the bridge uses (a fake in tests). */
export type BridgeWindow = {
  console: Record<ConsoleLevel, (...args: unknown[]) => void>;
  addEventListener(type: string, listener: (event: unknown) => void): void;
  removeEventListener(type: string, listener: (event: unknown) => void): void;
};

/** The studio page: `window.parent`, or null when the game runs in a plain page. */
export type BridgeParent = { postMessage(message: FrameToParentMessage, targetOrigin: string): void };

export type FrameBridgeOptions = {
  win: BridgeWindow;
  parent: BridgeParent | null;
  store?: GameStore;
  /** Renders the page as a JPEG data URL (html-to-image in the browser). */
  captureScreenshot?: (quality: number) => Promise<string>;
  forwardConsole?: boolean;
  /** Plays a key of the studio's on-screen controls into the page (a KeyboardEvent in the browser). */
  replayKey?: (message: KeyInputMessage) => void;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type FrameBridge = {
  readonly store: GameStore;
  /** True when a studio page (parent frame) is listening. */
  readonly connected: boolean;
  post: (message: FrameToParentMessage) => void;
  /** Posts READY (once). */
  ready: () => void;
  dispatchAction: (action: string, args?: Record<string, unknown>) => Promise<GameActionResult>;
  setPaused: (isPaused: boolean) => void;
  setEntities: (entities: EntityState) => void;
  updateEntity: (entityId: string, components: ComponentPatch) => void;
  requestState: () => void;
  reportError: (error: unknown) => void;
  /** Removes the listeners, restores the console and settles pending actions. */
  dispose: () => void;
};

type Pending = { resolve: (result: GameActionResult) => void; timer: unknown };

const errorParts = (error: unknown): { message: string; stack?: string } => {
  if (error instanceof Error) return error.stack ? { message: error.message, stack: error.stack } : { message: error.message };
  return { message: serializeConsoleArgs([error])[0] ?? 'Unknown error' };
};

let requestCounter = 0;
const nextRequestId = (): string =>
  `req-${Date.now().toString(36)}-${(requestCounter += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** Connects a game frame to the studio page (docs/api-frontends.md §4). */
export const createFrameBridge = (options: FrameBridgeOptions): FrameBridge => {
  const { win, parent } = options;
  const store = options.store ?? createGameStore();
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const originalConsole = { ...win.console };
  const pending = new Map<string, Pending>();
  let posting = false;
  let readySent = false;

  const post = (message: FrameToParentMessage): void => {
    if (parent === null || posting) return;
    posting = true;
    try {
      // The parent's origin is unknown to the frame (the studio may be served from any host), so the
      // target origin is '*'. Only game data and diagnostics are ever sent, never secrets.
      parent.postMessage(message, '*');
    } catch (error) {
      originalConsole.error('[game-sdk] could not post a message to the studio:', error);
    } finally {
      posting = false;
    }
  };

  const settle = (requestId: string, result: GameActionResult): void => {
    const entry = pending.get(requestId);
    if (entry === undefined) return;
    pending.delete(requestId);
    clearTimer(entry.timer);
    entry.resolve(result);
  };

  const dispatchAction = (action: string, args: Record<string, unknown> = {}): Promise<GameActionResult> => {
    if (parent === null) return Promise.resolve({ success: false, error: NO_STUDIO_ERROR });
    const requestId = nextRequestId();
    return new Promise<GameActionResult>((resolve) => {
      const timer = setTimer(() => {
        const seconds = GAME_ACTION_TIMEOUT_MS / 1000;
        settle(requestId, { success: false, error: `Game action "${action}" got no answer from the studio within ${seconds} s.` });
      }, GAME_ACTION_TIMEOUT_MS);
      pending.set(requestId, { resolve, timer });
      post({ type: 'GAME_ACTION', requestId, action, args });
    });
  };

  const capture = async (requestId: string, quality: number): Promise<void> => {
    try {
      if (options.captureScreenshot === undefined) throw new Error('Screenshots are not available here.');
      const dataUrl = await options.captureScreenshot(quality);
      post({ type: 'SCREENSHOT_RESULT', requestId, dataUrl });
    } catch (error) {
      post({ type: 'SCREENSHOT_RESULT', requestId, error: errorParts(error).message });
    }
  };

  const handle = (message: ParentToFrameMessage): void => {
    switch (message.type) {
      case 'ECS_INIT':
        store.setEntities(filterEntityState(message.entities));
        store.setInit({ initError: message.error ?? null });
        return;
      case 'ECS_UPDATE':
        store.setEntities(filterEntityState(message.entities));
        return;
      case 'PAUSE_STATE':
        store.setPaused(message.isPaused);
        return;
      case 'CAPTURE_SCREENSHOT':
        void capture(message.requestId, message.quality);
        return;
      case 'KEY_INPUT':
        options.replayKey?.(message);
        return;
      case 'FLOW_RESULT':
        // Flows are no longer supported; the SDK never sends EXECUTE_FLOW, so there is nothing to settle.
        return;
      case 'GAME_ACTION_RESULT':
        settle(message.requestId, {
          success: message.success,
          ...(message.error ? { error: message.error } : {}),
          ...(message.logs ? { logs: message.logs } : {}),
        });
        return;
      default: {
        const unknownMessage: never = message;
        return unknownMessage;
      }
    }
  };

  const expectedSource: unknown = parent ?? win;
  const onMessage = (event: unknown): void => {
    if (!isRecord(event) || event.source !== expectedSource) return;
    if (isParentToFrameMessage(event.data)) handle(event.data);
  };

  const reportError = (error: unknown): void => post({ type: 'ERROR', ...errorParts(error) });
  const onError = (event: unknown): void => {
    const record = isRecord(event) ? event : {};
    if (record.error !== undefined && record.error !== null) return reportError(record.error);
    reportError(typeof record.message === 'string' && record.message !== '' ? record.message : 'Unknown error');
  };
  const onRejection = (event: unknown): void => {
    const reason = isRecord(event) ? event.reason : undefined;
    const parts = errorParts(reason);
    post({ type: 'ERROR', ...parts, message: `Unhandled promise rejection: ${parts.message}` });
  };

  const forwardConsole = (level: ConsoleLevel) => {
    const original = originalConsole[level];
    return (...args: unknown[]): void => {
      original.apply(win.console, args);
      if (posting) return;
      const message: FrameToParentMessage = { type: 'CONSOLE', level, args: serializeConsoleArgs(args), timestamp: now() };
      if (level === 'error') {
        const stack = args.find((arg): arg is Error => arg instanceof Error)?.stack ?? new Error().stack;
        if (stack) message.stack = stack;
      }
      post(message);
    };
  };

  win.addEventListener('message', onMessage);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  if (options.forwardConsole !== false && parent !== null) {
    for (const level of CONSOLE_LEVELS) win.console[level] = forwardConsole(level);
  }

  const setEntities = (entities: EntityState): void => {
    store.setEntities(filterEntityState(entities));
    post({ type: 'STATE_UPDATE', entities: store.getSnapshot().entities });
  };

  return {
    store,
    connected: parent !== null,
    post,
    ready: () => {
      if (readySent) return;
      readySent = true;
      post({ type: 'READY' });
    },
    dispatchAction,
    setPaused: (isPaused) => {
      store.setPaused(isPaused);
      post({ type: 'TEMPEST_PAUSE_STATE_CHANGED', isPaused });
    },
    setEntities,
    updateEntity: (entityId, components) => {
      if (!isUuid(entityId)) originalConsole.warn(`[game-sdk] updateEntity: "${entityId}" is not a UUID; entity ids must be UUIDs.`);
      const entities = store.getSnapshot().entities;
      const entity = { ...entities[entityId] };
      for (const [name, fields] of Object.entries(components)) entity[name] = { ...entity[name], ...fields };
      setEntities({ ...entities, [entityId]: entity });
    },
    requestState: () => post({ type: 'REQUEST_STATE' }),
    reportError,
    dispose: () => {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      for (const level of CONSOLE_LEVELS) win.console[level] = originalConsole[level];
      for (const requestId of [...pending.keys()]) settle(requestId, { success: false, error: 'The game was stopped.' });
    },
  };
};
