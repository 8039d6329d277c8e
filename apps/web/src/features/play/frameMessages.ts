import {
  filterEntityState,
  isFrameToParentMessage,
  type EntityState,
  type FrameToParentMessage,
  type ParentToFrameMessage,
} from '@tempest/game-sdk/protocol';
import { gameErrorText, gameLine } from './debugConsole';
import { entitiesSet, frameReady, inputInfoSet, pausedSet, type GameViewAction } from './gameViewSlice';
import type { LogEntry } from '../debug/debugLogs';

/** The answer to EXECUTE_FLOW. */
export const FLOW_UNSUPPORTED = 'Flow execution is no longer supported in the frontend runtime.';

/** What the view knows when a message arrives. */
export type FrameContext = {
  entities: EntityState;
  isPaused: boolean;
  startError: string | null;
  /** The frame that is mounted now (run + build). */
  frameKey: string;
};

/** What handling a message asks the view to do, in order. */
export type FrameEffect =
  | { kind: 'post'; message: ParentToFrameMessage }
  | { kind: 'dispatch'; action: GameViewAction }
  | { kind: 'console'; entries: LogEntry[] }
  | { kind: 'screenshot'; requestId: string; dataUrl: string | null }
  /** A state the game reported while playing: the browser-local timeline records it (at most every 100 ms). */
  | { kind: 'stateUpdate'; entities: EntityState }
  | { kind: 'gameAction'; requestId: string; action: string; args: Record<string, unknown> };

/** The ECS_INIT a ready (or restored) frame gets: filtered entities, and the start error if one was reported. */
export function ecsInit(ctx: Pick<FrameContext, 'entities' | 'startError'>, isRestore = false): ParentToFrameMessage {
  const message: ParentToFrameMessage = { type: 'ECS_INIT', entities: filterEntityState(ctx.entities) };
  if (isRestore) message.isRestore = true;
  if (ctx.startError) message.error = ctx.startError;
  return message;
}

export const ecsUpdate = (entities: EntityState): ParentToFrameMessage => ({
  type: 'ECS_UPDATE',
  entities: filterEntityState(entities),
});

/** One message from the frame (docs/api-frontends.md §4) → the effects, without touching anything. */
export function handleFrameMessage(message: FrameToParentMessage, ctx: FrameContext): FrameEffect[] {
  switch (message.type) {
    case 'READY': {
      const effects: FrameEffect[] = [
        { kind: 'dispatch', action: frameReady(ctx.frameKey) },
        { kind: 'post', message: ecsInit(ctx) },
      ];
      // A reloaded build keeps the pause the player chose.
      if (ctx.isPaused) effects.push({ kind: 'post', message: { type: 'PAUSE_STATE', isPaused: true } });
      return effects;
    }
    case 'ERROR':
      return [{ kind: 'console', entries: [gameLine('error', gameErrorText(message.message), Date.now(), message.stack)] }];
    case 'CONSOLE':
      return [
        { kind: 'console', entries: [gameLine(message.level, message.args.join(' '), message.timestamp, message.stack)] },
      ];
    case 'STATE_UPDATE': {
      if (ctx.isPaused) return [];
      const entities = filterEntityState(message.entities);
      return [
        { kind: 'dispatch', action: entitiesSet(entities) },
        { kind: 'stateUpdate', entities },
      ];
    }
    case 'REQUEST_STATE':
      return [{ kind: 'post', message: ecsUpdate(ctx.entities) }];
    case 'EXECUTE_FLOW':
      return [{ kind: 'post', message: { type: 'FLOW_RESULT', error: FLOW_UNSUPPORTED } }];
    case 'TEMPEST_PAUSE_STATE_CHANGED':
      return [{ kind: 'dispatch', action: pausedSet(message.isPaused) }];
    case 'SCREENSHOT_RESULT':
      return [{ kind: 'screenshot', requestId: message.requestId, dataUrl: message.error ? null : (message.dataUrl ?? null) }];
    case 'MOUSE_EVENT':
      return [];
    case 'GAME_ACTION':
      return [{ kind: 'gameAction', requestId: message.requestId, action: message.action, args: message.args }];
    case 'INPUT_INFO':
      return [{ kind: 'dispatch', action: inputInfoSet({ frameKey: ctx.frameKey, keyboard: message.keyboard, waiting: message.waiting, keys: message.keys ?? null }) }];
  }
}

/** Only our own frame, from the game origin, with a well-formed message (docs/api-frontends.md §4). */
export function acceptFrameMessage(
  event: { source: unknown; origin: string; data: unknown },
  frameWindow: unknown,
  gameOrigin: string | null,
): FrameToParentMessage | null {
  if (!frameWindow || !gameOrigin || event.source !== frameWindow || event.origin !== gameOrigin) return null;
  return isFrameToParentMessage(event.data) ? event.data : null;
}
