import { filterEntityState, type EntityState, type ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { pythonLogLines, studioLine } from './debugConsole';
import type { GameActionAnswer } from '@tempest/contracts';
import type { LogEntry } from '../debug/debugLogs';
import type { GameActionOutcome } from './playTypes';

export const NO_SESSION_ERROR = 'No game session';

export type GameActionRequest = { requestId: string; action: string; args: Record<string, unknown> };

export type GameActionDeps = {
  sessionId: string | null;
  /** `actionId`: the same for every try of one action, so the server records it once. */
  call: (sessionId: string, action: string, args: Record<string, unknown>, actionId: string) => Promise<GameActionOutcome>;
  /** The game is waiting for a busy server (shown over the game: "Busy, retrying…"). */
  busy?: (waiting: boolean) => void;
  /** Waits between tries (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
  setEntities: (entities: EntityState) => void;
  post: (message: ParentToFrameMessage) => void;
  log: (entries: LogEntry[]) => void;
};

/** Python's output: the server sends it as one string (print output); a list of lines is read too. */
const logLines = (value: unknown): string[] => {
  const text = Array.isArray(value)
    ? value.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')
    : typeof value === 'string'
      ? value
      : '';
  return text.split('\n').filter((line) => line.trim() !== '');
};

/** How long a busy server is retried before the action is given up as failed. */
// Under the frame's own limit (game-sdk GAME_ACTION_TIMEOUT_MS, 10 s), so the frame hears the outcome.
export const BUSY_RETRY_FOR_MS = 8_000;
export const BUSY_ERROR = 'The game is busy. Try again in a moment.';

/** A game-action answer (any HTTP status) as an outcome. */
export function toGameActionOutcome(body: unknown, fallbackError: string): GameActionOutcome {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Partial<GameActionAnswer>;
  const logs = logLines(data.logs);
  if (data.success === true) return { success: true, entities: filterEntityState(data.entity_state), logs, error: null };
  const error = typeof data.error === 'string' && data.error ? data.error : fallbackError;
  return { success: false, logs, error };
}

/**
 * A game action's answer as an outcome, whichever way it came (the POST, or the socket's ack in the POST's shape):
 * a busy server (503 play.busy) says when to try again (Retry-After, 1 s when missing); any other refusal is a
 * failed outcome with the server's message, else `fallbackError`.
 */
export function outcomeOfAnswer(status: number, body: unknown, retryAfterSeconds: number | undefined, fallbackError: string): GameActionOutcome {
  if (status === 503 && (body as { code?: unknown } | null | undefined)?.code === 'play.busy') {
    const seconds = retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds : 1;
    return { success: false, logs: [], error: BUSY_ERROR, retryAfterMs: seconds * 1000 };
  }
  return toGameActionOutcome(body, fallbackError);
}

/**
 * GAME_ACTION: run the Python function on the server; on success set the entity state and send
 * ECS_UPDATE, then GAME_ACTION_RESULT. Python logs and errors go to the debug console.
 */
export async function runGameAction({ requestId, action, args }: GameActionRequest, deps: GameActionDeps): Promise<void> {
  const outcome: GameActionOutcome = deps.sessionId ? await callUntilServed(deps.sessionId, action, args, deps) : { success: false, logs: [], error: NO_SESSION_ERROR };

  const lines = pythonLogLines(outcome.logs, action);
  if (!outcome.success) lines.push(studioLine('error', `Game action '${action}' failed: ${outcome.error}`));
  deps.log(lines);

  if (outcome.success && outcome.entities) {
    deps.setEntities(outcome.entities);
    deps.post({ type: 'ECS_UPDATE', entities: outcome.entities });
  }
  const result: ParentToFrameMessage = { type: 'GAME_ACTION_RESULT', requestId, success: outcome.success };
  if (!outcome.success) result.error = outcome.error;
  if (outcome.logs.length > 0) result.logs = outcome.logs;
  deps.post(result);
}

/**
 * Calls the action until the server runs it: a busy server (503 play.busy) is tried again after its Retry-After
 * (with a little jitter, so a crowd does not come back at once), with the same action id — the server records
 * the action once however many tries reach it — for BUSY_RETRY_FOR_MS at most.
 */
async function callUntilServed(sessionId: string, action: string, args: Record<string, unknown>, deps: GameActionDeps): Promise<GameActionOutcome> {
  const actionId = crypto.randomUUID();
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let waited = 0;
  try {
    for (;;) {
      const outcome = await deps.call(sessionId, action, args, actionId).catch((error: unknown): GameActionOutcome => ({
        success: false,
        logs: [],
        error: error instanceof Error ? error.message : 'Game action failed',
      }));
      if (outcome.retryAfterMs === undefined) return outcome;
      if (waited >= BUSY_RETRY_FOR_MS) return { success: false, logs: [], error: BUSY_ERROR };
      if (waited === 0) deps.busy?.(true);
      const pause = Math.round(outcome.retryAfterMs * (1 + Math.random() / 2));
      await wait(pause);
      waited += pause;
    }
  } finally {
    if (waited > 0) deps.busy?.(false);
  }
}
