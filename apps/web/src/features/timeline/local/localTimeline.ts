import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { EntityState } from '@tempest/game-sdk/protocol';
import { applyDiff, applyDiffs, diffStates, isEmptyDiff, type StateDiff } from './stateDiff';

/**
 * The browser-local timeline (spec 3 "Client (browser-local) checkpoints", §4 "Client (browser-local) timeline";
 * docs/web-timeline.md): big checkpoints (whole states, kept in IndexedDB) and micro checkpoints (diffs, in
 * memory) of the game view's current session. A pure reducer: ids, wall-clock times and labels come in with
 * the actions.
 */

/** Spec 3 §9 "Client timeline". */
export const LOCAL_TIMELINE_LIMITS = {
  microCheckpointIntervalMs: 100,
  maxMicroCheckpoints: 600,
  maxBigCheckpoints: 50,
} as const;

/** Spec 3 §8 "Client timeline", word for word. */
export const LOCAL_TIMELINE_ERRORS = {
  checkpointNotFound: 'Checkpoint not found',
  noBaseState: 'No base state for micro checkpoints',
  microNotFound: 'Micro checkpoint not found',
  noCheckpointBefore: 'No checkpoint found before target timecode',
  load: 'Failed to load checkpoints',
  save: 'Failed to save checkpoint',
  delete: 'Failed to delete checkpoint',
  prune: 'Failed to prune old checkpoints',
} as const;

export type BigSave = {
  id: string;
  gameId: string;
  /** Wall-clock creation time, ms since the epoch. */
  timestamp: number;
  /** Game time of the checkpoint in its session, ms. */
  timecode_ms: number;
  state: EntityState;
  label: string;
  type: 'manual';
  created_at: string;
  /** A data URL (just captured) or an object URL of the stored blob (loaded); null without a thumbnail. */
  thumbnail_url: string | null;
};

export type MicroSave = {
  id: string;
  timestamp: number;
  timecode_ms: number;
  diff: StateDiff;
  bigCheckpointId: string;
};

export type LocalTimelineSettings = {
  microCheckpointIntervalMs: number;
  maxMicroCheckpoints: number;
  maxBigCheckpoints: number;
  gameId: string | null;
  sessionId: string | null;
};

export type RestoreTarget = { kind: 'big'; id: string } | { kind: 'micro'; id: string } | { kind: 'timecode'; timecodeMs: number };

/** What the last successful restore produced (the 'checkpoint:restored' event carries it). */
export type RestoredLocalSave = {
  kind: RestoreTarget['kind'];
  id?: string;
  timecode?: number;
  state: EntityState;
};

export type LocalTimelineState = {
  settings: LocalTimelineSettings;
  /** Sorted by timecode. */
  bigCheckpoints: BigSave[];
  /** In recording order (timecodes increase along each branch). */
  microCheckpoints: MicroSave[];
  /** Per big checkpoint: the state its micro checkpoints' diffs start from. */
  bases: Record<string, EntityState>;
  activeBigCheckpointId: string | null;
  /** The last recorded state (null: the next one only sets the baseline). */
  lastState: EntityState | null;
  currentTimecodeMs: number;
  /** Wall time the timecode was last advanced; null while paused. */
  clockAt: number | null;
  lastRecordedAt: number | null;
  /** Set by a restore: the next recording first drops micro checkpoints later than this (branch after rewind). */
  rewoundTo: number | null;
  isPaused: boolean;
  isCreating: boolean;
  /** Big checkpoints of the game were read from storage. */
  loaded: boolean;
  error: string | null;
  restored: RestoredLocalSave | null;
};

export const initialLocalTimelineState: LocalTimelineState = {
  settings: { ...LOCAL_TIMELINE_LIMITS, gameId: null, sessionId: null },
  bigCheckpoints: [],
  microCheckpoints: [],
  bases: {},
  activeBigCheckpointId: null,
  lastState: null,
  currentTimecodeMs: 0,
  clockAt: null,
  lastRecordedAt: null,
  rewoundTo: null,
  isPaused: false,
  isCreating: false,
  loaded: false,
  error: null,
  restored: null,
};

/** The window event a restore fires (the game view sends the state to its frame: ECS_INIT with isRestore). */
export const CHECKPOINT_RESTORED_EVENT = 'checkpoint:restored';

/** A quick checkpoint's label: 'Checkpoint' followed by the local time. */
export const quickCheckpointLabel = (date: Date): string => `Checkpoint ${date.toLocaleTimeString()}`;

// ---- Actions --------------------------------------------------------------------------------------

export const timelineContextSet = createAction<{
  gameId: string;
  sessionId: string | null;
  now: number;
}>('localTimeline/contextSet');
/** The game view's timeline lives in the store under this key. */
export const selectLocalTimeline = (state: { localTimeline: LocalTimelineState }): LocalTimelineState => state.localTimeline;

export const bigCheckpointsLoaded = createAction<BigSave[]>('localTimeline/bigCheckpointsLoaded');
export const stateRecorded = createAction<{
  entities: EntityState;
  now: number;
  id: string;
}>('localTimeline/stateRecorded');
export const checkpointCreationStarted = createAction('localTimeline/checkpointCreationStarted');
export const bigCheckpointCreated = createAction<Omit<BigSave, 'timecode_ms' | 'type' | 'gameId'> & { now: number }>(
  'localTimeline/bigCheckpointCreated',
);
export const checkpointRestored = createAction<{
  target: RestoreTarget;
  now: number;
}>('localTimeline/checkpointRestored');
export const bigCheckpointDeleted = createAction<string>('localTimeline/bigCheckpointDeleted');
export const timelineCleared = createAction('localTimeline/cleared');
export const timelinePaused = createAction<{ now: number }>('localTimeline/paused');
export const timelinePlayed = createAction<{ now: number }>('localTimeline/played');
export const timelineFailed = createAction<string>('localTimeline/failed');

// ---- Transitions ----------------------------------------------------------------------------------

/** The game time at `now`: it runs only while playing. */
export const timecodeAt = (state: LocalTimelineState, now: number): number =>
  state.clockAt === null || state.isPaused ? state.currentTimecodeMs : state.currentTimecodeMs + Math.max(0, now - state.clockAt);

const advanced = (state: LocalTimelineState, now: number): LocalTimelineState =>
  state.clockAt === null ? state : { ...state, currentTimecodeMs: timecodeAt(state, now), clockAt: now };

const byTimecode = (a: BigSave, b: BigSave) => a.timecode_ms - b.timecode_ms || a.timestamp - b.timestamp;

/** A new game (or session): time starts at 0 and the micro checkpoints go; another game also drops the big ones. */
function setContext(
  state: LocalTimelineState,
  { gameId, sessionId, now }: { gameId: string; sessionId: string | null; now: number },
): LocalTimelineState {
  const sameGame = state.settings.gameId === gameId;
  // The same session again (the view remounted): keep everything, the clock runs from now.
  if (sameGame && state.settings.sessionId === sessionId) return { ...state, clockAt: state.isPaused ? null : now };
  return {
    ...initialLocalTimelineState,
    settings: { ...state.settings, gameId, sessionId },
    bigCheckpoints: sameGame ? state.bigCheckpoints : [],
    loaded: sameGame && state.loaded,
    clockAt: now,
  };
}

function loadBigCheckpoints(state: LocalTimelineState, loaded: BigSave[]): LocalTimelineState {
  const gameId = state.settings.gameId;
  const known = new Set(state.bigCheckpoints.map((c) => c.id));
  const added = loaded.filter((c) => c.gameId === gameId && !known.has(c.id));
  return {
    ...state,
    bigCheckpoints: [...state.bigCheckpoints, ...added].sort(byTimecode),
    loaded: true,
    error: null,
  };
}

/** Removes big checkpoints with their micro checkpoints and bases (and the active mark when it was one of them). */
function withoutBig(state: LocalTimelineState, ids: ReadonlySet<string>): LocalTimelineState {
  if (ids.size === 0) return state;
  const bases = { ...state.bases };
  for (const id of ids) delete bases[id];
  const activeGone = state.activeBigCheckpointId !== null && ids.has(state.activeBigCheckpointId);
  return {
    ...state,
    bigCheckpoints: state.bigCheckpoints.filter((c) => !ids.has(c.id)),
    microCheckpoints: state.microCheckpoints.filter((m) => !ids.has(m.bigCheckpointId)),
    bases,
    activeBigCheckpointId: activeGone ? null : state.activeBigCheckpointId,
    lastState: activeGone ? null : state.lastState,
  };
}

function createBig(state: LocalTimelineState, payload: ReturnType<typeof bigCheckpointCreated>['payload']): LocalTimelineState {
  const gameId = state.settings.gameId;
  if (gameId === null) return { ...state, isCreating: false };
  const { now, ...fields } = payload;
  const timed = advanced(state, now);
  const checkpoint: BigSave = {
    ...fields,
    gameId,
    timecode_ms: timed.currentTimecodeMs,
    type: 'manual',
  };
  let next: LocalTimelineState = {
    ...timed,
    bigCheckpoints: [...timed.bigCheckpoints, checkpoint].sort(byTimecode),
    microCheckpoints: [],
    bases: { [checkpoint.id]: checkpoint.state },
    activeBigCheckpointId: checkpoint.id,
    lastState: null,
    rewoundTo: null,
    isCreating: false,
    error: null,
  };
  const excess = next.bigCheckpoints.length - next.settings.maxBigCheckpoints;
  if (excess > 0) {
    const oldest = [...next.bigCheckpoints].filter((c) => c.id !== checkpoint.id).sort((a, b) => a.timestamp - b.timestamp);
    next = withoutBig(next, new Set(oldest.slice(0, excess).map((c) => c.id)));
  }
  return next;
}

/** Drops the oldest micro checkpoints beyond the limit, folding their diffs into their big checkpoint's base. */
function capped(state: LocalTimelineState): LocalTimelineState {
  const excess = state.microCheckpoints.length - state.settings.maxMicroCheckpoints;
  if (excess <= 0) return state;
  const bases = { ...state.bases };
  for (const dropped of state.microCheckpoints.slice(0, excess)) {
    const base = bases[dropped.bigCheckpointId];
    if (base) bases[dropped.bigCheckpointId] = applyDiff(base, dropped.diff) as EntityState;
  }
  return {
    ...state,
    microCheckpoints: state.microCheckpoints.slice(excess),
    bases,
  };
}

/** A STATE_UPDATE: at most one per interval, only with an active big checkpoint; the first state only sets the baseline. */
function record(state: LocalTimelineState, { entities, now, id }: { entities: EntityState; now: number; id: string }): LocalTimelineState {
  if (state.isPaused) return state;
  const timed = advanced(state, now);
  const active = timed.activeBigCheckpointId;
  if (active === null) return timed;
  if (timed.lastRecordedAt !== null && now - timed.lastRecordedAt < timed.settings.microCheckpointIntervalMs) return timed;
  // Branch after rewind: what was recorded after the restored point (or after now) is another future.
  const cut = Math.min(timed.currentTimecodeMs, timed.rewoundTo ?? Infinity);
  const kept = timed.microCheckpoints.filter((m) => m.timecode_ms <= cut);
  const base = timed.lastState;
  const activeHasMicros = kept.some((m) => m.bigCheckpointId === active);
  if (base === null) {
    const bases = activeHasMicros ? timed.bases : { ...timed.bases, [active]: entities };
    return {
      ...timed,
      microCheckpoints: kept,
      bases,
      lastState: entities,
      lastRecordedAt: now,
      rewoundTo: null,
    };
  }
  const diff = diffStates(base, entities);
  if (isEmptyDiff(diff)) return timed;
  const micro: MicroSave = {
    id,
    timestamp: now,
    timecode_ms: timed.currentTimecodeMs,
    diff,
    bigCheckpointId: active,
  };
  return capped({
    ...timed,
    microCheckpoints: [...kept, micro],
    bases: activeHasMicros ? timed.bases : { ...timed.bases, [active]: base },
    lastState: entities,
    lastRecordedAt: now,
    rewoundTo: null,
  });
}

/** The state of `big` after its micro checkpoints up to and including `upTo`, in recording order. */
function replayed(state: LocalTimelineState, big: BigSave, micros: MicroSave[]): EntityState | string {
  if (micros.length === 0) return big.state;
  const base = state.bases[big.id];
  if (!base) return LOCAL_TIMELINE_ERRORS.noBaseState;
  return applyDiffs(
    base,
    micros.map((m) => m.diff),
  ) as EntityState;
}

type Resolved = {
  big: BigSave;
  state: EntityState;
  timecode: number;
  restored: RestoredLocalSave;
};

/** Where a restore lands, or the spec's error. */
export function resolveRestore(state: LocalTimelineState, target: RestoreTarget): Resolved | string {
  const microsOf = (bigId: string) => state.microCheckpoints.filter((m) => m.bigCheckpointId === bigId);
  switch (target.kind) {
    case 'big': {
      const big = state.bigCheckpoints.find((c) => c.id === target.id);
      if (!big) return LOCAL_TIMELINE_ERRORS.checkpointNotFound;
      return {
        big,
        state: big.state,
        timecode: big.timecode_ms,
        restored: { kind: 'big', id: big.id, state: big.state },
      };
    }
    case 'micro': {
      const micro = state.microCheckpoints.find((m) => m.id === target.id);
      if (!micro) return LOCAL_TIMELINE_ERRORS.microNotFound;
      const big = state.bigCheckpoints.find((c) => c.id === micro.bigCheckpointId);
      if (!big) return LOCAL_TIMELINE_ERRORS.noBaseState;
      const chain = microsOf(big.id);
      const result = replayed(state, big, chain.slice(0, chain.indexOf(micro) + 1));
      if (typeof result === 'string') return result;
      return {
        big,
        state: result,
        timecode: micro.timecode_ms,
        restored: { kind: 'micro', id: micro.id, state: result },
      };
    }
    case 'timecode': {
      const earlier = state.bigCheckpoints.filter((c) => c.timecode_ms <= target.timecodeMs);
      const big = earlier[earlier.length - 1];
      if (!big) return LOCAL_TIMELINE_ERRORS.noCheckpointBefore;
      const result = replayed(
        state,
        big,
        microsOf(big.id).filter((m) => m.timecode_ms <= target.timecodeMs),
      );
      if (typeof result === 'string') return result;
      return {
        big,
        state: result,
        timecode: target.timecodeMs,
        restored: {
          kind: 'timecode',
          timecode: target.timecodeMs,
          state: result,
        },
      };
    }
  }
}

/** Restores (pausing) or sets the error. */
function restore(state: LocalTimelineState, { target }: { target: RestoreTarget; now: number }): LocalTimelineState {
  const resolved = resolveRestore(state, target);
  if (typeof resolved === 'string') return { ...state, error: resolved, restored: null };
  return {
    ...state,
    activeBigCheckpointId: resolved.big.id,
    lastState: resolved.state,
    currentTimecodeMs: resolved.timecode,
    rewoundTo: resolved.timecode,
    lastRecordedAt: null,
    isPaused: true,
    clockAt: null,
    error: null,
    restored: resolved.restored,
  };
}

export function localTimelineReducer(state: LocalTimelineState = initialLocalTimelineState, action: UnknownAction): LocalTimelineState {
  if (timelineContextSet.match(action)) return setContext(state, action.payload);
  if (bigCheckpointsLoaded.match(action)) return loadBigCheckpoints(state, action.payload);
  if (stateRecorded.match(action)) return record(state, action.payload);
  if (checkpointCreationStarted.match(action)) return { ...state, isCreating: true };
  if (bigCheckpointCreated.match(action)) return createBig(state, action.payload);
  if (checkpointRestored.match(action)) return restore(state, action.payload);
  if (bigCheckpointDeleted.match(action)) return withoutBig(state, new Set([action.payload]));
  if (timelineCleared.match(action))
    return {
      ...state,
      bigCheckpoints: [],
      microCheckpoints: [],
      bases: {},
      activeBigCheckpointId: null,
      lastState: null,
      rewoundTo: null,
    };
  if (timelinePaused.match(action))
    return {
      ...advanced(state, action.payload.now),
      isPaused: true,
      clockAt: null,
    };
  if (timelinePlayed.match(action))
    return state.isPaused || state.clockAt === null ? { ...state, isPaused: false, clockAt: action.payload.now } : state;
  if (timelineFailed.match(action)) return { ...state, error: action.payload, isCreating: false };
  return state;
}
