/**
 * The frame message protocol between a game's frame and the studio page (docs/api-frontends.md §4).
 * Pure and self-contained (no imports, no DOM access at import time): the web app imports it too.
 */

/** Game state: entity UUID → { componentName → { ...fields } }. */
export type EntityState = Record<string, Record<string, Record<string, unknown>>>;

/** The console levels the frame forwards. */
export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export const CONSOLE_LEVELS: readonly ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];

/** Every message `type` string of the protocol. */
export const MESSAGE_TYPES = {
  READY: 'READY',
  ERROR: 'ERROR',
  CONSOLE: 'CONSOLE',
  STATE_UPDATE: 'STATE_UPDATE',
  REQUEST_STATE: 'REQUEST_STATE',
  EXECUTE_FLOW: 'EXECUTE_FLOW',
  TEMPEST_PAUSE_STATE_CHANGED: 'TEMPEST_PAUSE_STATE_CHANGED',
  SCREENSHOT_RESULT: 'SCREENSHOT_RESULT',
  MOUSE_EVENT: 'MOUSE_EVENT',
  GAME_ACTION: 'GAME_ACTION',
  ECS_INIT: 'ECS_INIT',
  ECS_UPDATE: 'ECS_UPDATE',
  PAUSE_STATE: 'PAUSE_STATE',
  CAPTURE_SCREENSHOT: 'CAPTURE_SCREENSHOT',
  FLOW_RESULT: 'FLOW_RESULT',
  GAME_ACTION_RESULT: 'GAME_ACTION_RESULT',
  INPUT_INFO: 'INPUT_INFO',
  KEY_INPUT: 'KEY_INPUT',
} as const;

// ---- Frame → parent ----------------------------------------------------------------------------

export type ReadyMessage = { type: 'READY' };
export type ErrorMessage = { type: 'ERROR'; message: string; stack?: string };
/** `args` are display strings (see serializeConsoleArgs); `timestamp` is milliseconds since the epoch. */
export type ConsoleMessage = { type: 'CONSOLE'; level: ConsoleLevel; args: string[]; timestamp: number; stack?: string };
export type StateUpdateMessage = { type: 'STATE_UPDATE'; entities: EntityState };
export type RequestStateMessage = { type: 'REQUEST_STATE' };
/** Legacy: the parent always answers FLOW_RESULT with an error (flows are no longer supported). */
export type ExecuteFlowMessage = { type: 'EXECUTE_FLOW'; flow?: string; args?: Record<string, unknown> };
export type PauseStateChangedMessage = { type: 'TEMPEST_PAUSE_STATE_CHANGED'; isPaused: boolean };
export type ScreenshotResultMessage = { type: 'SCREENSHOT_RESULT'; requestId: string; dataUrl?: string; error?: string };
/** Legacy: the parent ignores it. */
export type MouseEventMessage = { type: 'MOUSE_EVENT'; eventType?: string; x?: number; y?: number };
export type GameActionMessage = { type: 'GAME_ACTION'; requestId: string; action: string; args: Record<string, unknown> };
/**
 * What the game listens to, so the studio can offer on-screen controls: `keyboard` once the game added a
 * key listener to its window or document; `waiting` while a game with a clock waits for the first input;
 * `keys` the on-screen keys the game declared (useOnScreenKeys; [] when it is played by tapping), absent
 * while it declared none.
 */
export type InputInfoMessage = { type: 'INPUT_INFO'; keyboard: boolean; waiting: boolean; keys?: string[] };

/** At most this many declared on-screen keys, each a KeyboardEvent.key of at most 32 characters. */
export const MAX_ON_SCREEN_KEYS = 40;

export type FrameToParentMessage =
  | ReadyMessage
  | ErrorMessage
  | ConsoleMessage
  | StateUpdateMessage
  | RequestStateMessage
  | ExecuteFlowMessage
  | PauseStateChangedMessage
  | ScreenshotResultMessage
  | MouseEventMessage
  | GameActionMessage
  | InputInfoMessage;

// ---- Parent → frame ----------------------------------------------------------------------------

export type EcsInitMessage = { type: 'ECS_INIT'; entities: EntityState; isRestore?: boolean; error?: string | null };
export type EcsUpdateMessage = { type: 'ECS_UPDATE'; entities: EntityState };
export type PauseStateMessage = { type: 'PAUSE_STATE'; isPaused: boolean };
export type CaptureScreenshotMessage = { type: 'CAPTURE_SCREENSHOT'; requestId: string; quality: number };
export type FlowResultMessage = { type: 'FLOW_RESULT'; error?: string | null };
export type GameActionResultMessage = {
  type: 'GAME_ACTION_RESULT';
  requestId: string;
  success: boolean;
  error?: string | null;
  logs?: string[];
};

/** A key of the studio's on-screen controls: the frame replays it as a keydown or keyup event. */
export type KeyInputMessage = { type: 'KEY_INPUT'; key: string; code: string; phase: 'down' | 'up' };

/** The KeyboardEvent.code of a key the studio's on-screen controls send. */
export const keyCodeOf = (key: string): string => {
  if (key === ' ') return 'Space';
  if (key.length === 1 && /[a-z]/i.test(key)) return `Key${key.toUpperCase()}`;
  if (key.length === 1 && /[0-9]/.test(key)) return `Digit${key}`;
  return key;
};

export type ParentToFrameMessage =
  | KeyInputMessage
  | EcsInitMessage
  | EcsUpdateMessage
  | PauseStateMessage
  | CaptureScreenshotMessage
  | FlowResultMessage
  | GameActionResultMessage;

// ---- Guards ------------------------------------------------------------------------------------

type Fields = Record<string, unknown>;

/** A non-null, non-array object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optional = (value: unknown, check: (v: unknown) => boolean): boolean => value === undefined || check(value);
const isString = (v: unknown): boolean => typeof v === 'string';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const isStringOrNull = (v: unknown): boolean => v === null || typeof v === 'string';
const isStringArray = (v: unknown): boolean => Array.isArray(v) && v.every(isString);

const FRAME_TO_PARENT_CHECKS: Record<FrameToParentMessage['type'], (m: Fields) => boolean> = {
  READY: () => true,
  ERROR: (m) => isString(m.message) && optional(m.stack, isString),
  CONSOLE: (m) =>
    CONSOLE_LEVELS.includes(m.level as ConsoleLevel) &&
    isStringArray(m.args) &&
    typeof m.timestamp === 'number' &&
    optional(m.stack, isString),
  STATE_UPDATE: (m) => isRecord(m.entities),
  REQUEST_STATE: () => true,
  EXECUTE_FLOW: () => true,
  TEMPEST_PAUSE_STATE_CHANGED: (m) => isBoolean(m.isPaused),
  SCREENSHOT_RESULT: (m) => isString(m.requestId) && optional(m.dataUrl, isString) && optional(m.error, isString),
  MOUSE_EVENT: () => true,
  GAME_ACTION: (m) => isString(m.requestId) && isString(m.action) && m.action !== '' && isRecord(m.args),
  INPUT_INFO: (m) =>
    isBoolean(m.keyboard) &&
    isBoolean(m.waiting) &&
    optional(m.keys, (v) => isStringArray(v) && (v as string[]).length <= MAX_ON_SCREEN_KEYS && (v as string[]).every((k) => k !== '' && k.length <= 32)),
};

const PARENT_TO_FRAME_CHECKS: Record<ParentToFrameMessage['type'], (m: Fields) => boolean> = {
  ECS_INIT: (m) => isRecord(m.entities) && optional(m.isRestore, isBoolean) && optional(m.error, isStringOrNull),
  ECS_UPDATE: (m) => isRecord(m.entities),
  PAUSE_STATE: (m) => isBoolean(m.isPaused),
  CAPTURE_SCREENSHOT: (m) => isString(m.requestId) && typeof m.quality === 'number',
  FLOW_RESULT: (m) => optional(m.error, isStringOrNull),
  GAME_ACTION_RESULT: (m) =>
    isString(m.requestId) && isBoolean(m.success) && optional(m.error, isStringOrNull) && optional(m.logs, isStringArray),
  KEY_INPUT: (m) => isString(m.key) && m.key !== '' && (m.key as string).length <= 32 && isString(m.code) && (m.phase === 'down' || m.phase === 'up'),
};

const matches = (checks: Record<string, (m: Fields) => boolean>, value: unknown): boolean => {
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  const check = Object.hasOwn(checks, value.type) ? checks[value.type] : undefined;
  return check !== undefined && check(value);
};

/** True for a well-formed message the studio page sends to a game frame. */
export const isParentToFrameMessage = (value: unknown): value is ParentToFrameMessage =>
  matches(PARENT_TO_FRAME_CHECKS, value);

/** True for a well-formed message a game frame sends to the studio page. */
export const isFrameToParentMessage = (value: unknown): value is FrameToParentMessage =>
  matches(FRAME_TO_PARENT_CHECKS, value);

// ---- Entity state ------------------------------------------------------------------------------

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an 8-4-4-4-12 hexadecimal identifier (case-insensitive). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * Keeps only UUID keys whose value is an object and, inside each entity, only object-valued
 * components (arrays and primitives are dropped). Anything that is not an object gives `{}`.
 */
export const filterEntityState = (value: unknown): EntityState => {
  const result: EntityState = {};
  if (!isRecord(value)) return result;
  for (const [id, entity] of Object.entries(value)) {
    if (!isUuid(id) || !isRecord(entity)) continue;
    const components: Record<string, Record<string, unknown>> = {};
    for (const [name, component] of Object.entries(entity)) {
      if (isRecord(component)) components[name] = component;
    }
    result[id] = components;
  }
  return result;
};

// ---- Console arguments -------------------------------------------------------------------------

/** Longest string one console argument becomes. */
export const CONSOLE_ARG_MAX_LENGTH = 10_000;
/** Most arguments one console call forwards. */
export const CONSOLE_MAX_ARGS = 50;

const cap = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;

const describeFunction = (fn: { name: string }): string => `[Function ${fn.name || '(anonymous)'}]`;

const describeNode = (value: object): string | null => {
  const node = value as { nodeType?: unknown; nodeName?: unknown };
  return typeof node.nodeType === 'number' && typeof node.nodeName === 'string' ? `[${node.nodeName}]` : null;
};

const jsonWithoutCycles = (value: object): string => {
  const ancestors: unknown[] = [];
  return JSON.stringify(value, function replacer(this: unknown, _key: string, v: unknown): unknown {
    if (typeof v === 'bigint') return `${v}n`;
    if (typeof v === 'function') return describeFunction(v);
    if (typeof v === 'symbol') return v.toString();
    if (v === undefined) return v;
    if (typeof v !== 'object' || v === null) return v;
    if (v instanceof Error) return { name: v.name, message: v.message };
    if (v instanceof Map) return { Map: Array.from(v.entries()) };
    if (v instanceof Set) return { Set: Array.from(v.values()) };
    const node = describeNode(v);
    if (node !== null) return node;
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
    if (ancestors.includes(v)) return '[Circular]';
    ancestors.push(v);
    return v;
  }) ?? String(value);
};

const serializeOne = (value: unknown, max: number): string => {
  if (typeof value === 'string') return cap(value, max);
  if (value instanceof Error) return cap(`${value.name}: ${value.message}`, max);
  if (typeof value === 'function') return describeFunction(value);
  if (typeof value === 'symbol') return value.toString();
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return cap(describeNode(value) ?? jsonWithoutCycles(value), max);
  } catch {
    return cap(Object.prototype.toString.call(value), max);
  }
};

/**
 * Safe display strings for console arguments: strings as they are, Errors as `Name: message`,
 * objects as JSON (cycles shown as "[Circular]"), each capped at `maxLength` characters.
 */
export const serializeConsoleArgs = (args: readonly unknown[], maxLength: number = CONSOLE_ARG_MAX_LENGTH): string[] => {
  const shown = args.slice(0, CONSOLE_MAX_ARGS).map((arg) => serializeOne(arg, maxLength));
  if (args.length > CONSOLE_MAX_ARGS) shown.push(`… ${args.length - CONSOLE_MAX_ARGS} more arguments`);
  return shown;
};
