import type { PlaytestCheck } from '@tempest/contracts';

/** What the page's checks need from the host (JSON: it is written into the page). */
export type PageConfig = {
  /** The start state, sent in ECS_INIT on READY. */
  entities: Record<string, unknown>;
  worldWords: string[];
  /** Real milliseconds the checks may take in all; past it they stop where they are and say so. */
  budgetMs: number;
  /** Virtual milliseconds the game is left alone before anyone acts (not_over_early). */
  idleMs: number;
  /** Virtual milliseconds the game is left alone after the first tap, which starts the SDK's clocks (not_over_early). */
  startedMs: number;
  /** Virtual milliseconds of play after the controls were tried (progress). */
  playMs: number;
  /** At most this many buttons or cells are clicked. */
  maxButtons: number;
};

/** What the checks saw: the report's checks, in PLAYTEST_CHECK_IDS order, and the frames. */
export type PageResult = { checks: PlaytestCheck[]; frames: string[] };

/** The host's side of a game action (the studio's Python): the state after it, or its error. */
export type PageRunAction = (action: string, args: Record<string, unknown>, state: unknown) => Promise<{ state?: unknown; error?: string }>;

/** The name the page's checks are reachable under, and the host's action runner's. */
export const PAGE_GLOBAL = '__tempestPlaytest';
export const HOST_RUN_ACTION = '__tempestRunAction';

/**
 * The playtest, as it runs inside the game's page in either runner (happy-dom or Chromium): installed by an inline
 * script before the game's own, it stands in for the studio page (window.parent: READY → ECS_INIT, GAME_ACTION →
 * the host's runAction → ECS_UPDATE and GAME_ACTION_RESULT), replaces the page's clocks with a virtual one (so
 * seconds of game time cost milliseconds and nothing depends on the machine's speed), and exposes `run()`, which
 * plays the game as a player would and returns the checks.
 *
 * Self-contained on purpose: it is serialized with toString() (its only outside name is `keysNamedIn`, passed in
 * the same way), so it must not use imports or module-level names. Do not run it under coverage instrumentation.
 */
export function installPlaytest(keysNamedIn: (help: string) => string[], config: PageConfig): void {
  type Json = Record<string, unknown>;
  type Timer = { id: number; at: number; fn: (...args: unknown[]) => void; args: unknown[]; every: number | null; frame: boolean };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const w = window as any;
  const realSetTimeout: (fn: () => void, ms: number) => unknown = w.setTimeout.bind(w);
  const realNow: () => number = performance.now.bind(performance);
  const epoch = Date.now();
  const startedAt = realNow();
  const overBudget = (): boolean => realNow() - startedAt > config.budgetMs;

  // ---- the virtual clock -------------------------------------------------------------------------------
  const FRAME_MS = 16;
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const addTimer = (fn: unknown, delay: number, args: unknown[], every: number | null, frame: boolean): number => {
    // A string "handler" would be eval'd code: games never need it and the playtest does not run it.
    if (typeof fn !== 'function') return 0;
    const id = nextId++;
    timers.set(id, { id, at: now + delay, fn: fn as Timer['fn'], args, every, frame });
    return id;
  };
  const clear = (id: unknown): void => void timers.delete(Number(id));
  w.setTimeout = (fn: unknown, ms?: unknown, ...args: unknown[]) => addTimer(fn, Math.max(0, Number(ms) || 0), args, null, false);
  // An interval of 0 would run forever at one instant: the browser clamps it, so does the playtest.
  w.setInterval = (fn: unknown, ms?: unknown, ...args: unknown[]) => {
    const every = Math.max(4, Number(ms) || 0);
    return addTimer(fn, every, args, every, false);
  };
  w.clearTimeout = clear;
  w.clearInterval = clear;
  w.requestAnimationFrame = (fn: unknown) => addTimer(fn, FRAME_MS - (now % FRAME_MS), [], null, true);
  w.cancelAnimationFrame = clear;
  // The window gets its own performance and Date: happy-dom's window shares Node's `performance` (and a page must
  // not change its host's clocks), so nothing shared is patched.
  const realPerformance = performance;
  const virtualPerformance = Object.create(realPerformance, { now: { value: () => now } });
  Object.defineProperty(w, 'performance', { value: virtualPerformance, configurable: true, writable: true });
  const RealDate = Date;
  class VirtualDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(epoch + now);
      else super(...(args as [string]));
    }
    static override now(): number {
      return epoch + now;
    }
  }
  Object.defineProperty(w, 'Date', { value: VirtualDate, configurable: true, writable: true });

  /** Runs every timer due by the virtual now, in time order; a timer that keeps re-arming itself at once is cut off. */
  const runDue = (): void => {
    for (let guard = 0; guard < 5000; guard++) {
      let due: Timer | null = null;
      for (const timer of timers.values()) if (timer.at <= now && (due === null || timer.at < due.at || (timer.at === due.at && timer.id < due.id))) due = timer;
      if (due === null) return;
      if (due.every === null) timers.delete(due.id);
      else due.at += due.every;
      try {
        if (due.frame) due.fn(now);
        else due.fn(...due.args);
      } catch (error) {
        noteError(`The game threw an error: ${errorText(error)}`);
      }
    }
  };
  const nextDue = (): number | null => {
    let at: number | null = null;
    for (const timer of timers.values()) if (at === null || timer.at < at) at = timer.at;
    return at;
  };

  // ---- no network, as on the game origin (its CSP has connect-src 'none'; happy-dom knows no CSP) --------------
  const refused = (name: string) =>
    function refusedApi(): never {
      throw new Error(`${name} is not available: a game page has no network.`);
    };
  for (const name of ['WebSocket', 'EventSource', 'RTCPeerConnection', 'webkitRTCPeerConnection']) {
    if (name in w) Object.defineProperty(w, name, { value: refused(name), configurable: true, writable: true });
  }

  // ---- canvas and sound --------------------------------------------------------------------------------------
  // What a canvas game draws is no DOM text: every 2D call is folded into a hash (so a control that changes the
  // picture counts) and the words it writes are kept (for the world check). happy-dom has no canvas and no Web
  // Audio: there the context is a silent stand-in, so such a game runs as in a browser instead of failing on null.
  let canvasHash = 0;
  const canvasWords: string[] = [];
  const fold = (text: string): void => {
    for (let i = 0; i < text.length; i++) canvasHash = (Math.imul(canvasHash, 31) + text.charCodeAt(i)) | 0;
  };
  const argText = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? String(value) : typeof value);
  const silentResult = (name: string, args: unknown[]): unknown => {
    if (name === 'measureText') return { width: String(args[0] ?? '').length * 8, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 };
    if (name === 'getImageData' || name === 'createImageData') {
      const width = Math.max(1, Number(args[name === 'getImageData' ? 2 : 0]) || 1);
      const height = Math.max(1, Number(args[name === 'getImageData' ? 3 : 1]) || 1);
      return { width, height, data: new Uint8ClampedArray(Math.min(width * height, 1 << 22) * 4) };
    }
    if (/^create(Linear|Radial|Conic)Gradient$|^createPattern$/.test(name)) return { addColorStop: () => undefined, setTransform: () => undefined };
    if (name === 'getTransform') return { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
    if (name === 'isPointInPath' || name === 'isPointInStroke') return false;
    if (name === 'getLineDash') return [];
    return undefined;
  };
  const canvas2d = (canvas: unknown, real: Record<string, unknown> | null): unknown => {
    const values: Record<string, unknown> = { canvas, fillStyle: '#000000', strokeStyle: '#000000', globalAlpha: 1, lineWidth: 1, font: '10px sans-serif' };
    return new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key !== 'string') return undefined;
          const value = real !== null ? real[key] : (values[key] ?? (key in values ? values[key] : undefined));
          if (real !== null && typeof value !== 'function') return value;
          if (real === null && key in values) return value;
          return (...args: unknown[]) => {
            fold(`${key}(${args.map(argText).join(',')})`);
            if ((key === 'fillText' || key === 'strokeText') && typeof args[0] === 'string' && canvasWords.length < 500 && !canvasWords.includes(args[0])) canvasWords.push(args[0]);
            return real !== null ? (value as (...a: unknown[]) => unknown).apply(real, args) : silentResult(key, args);
          };
        },
        set: (_target, key, value) => {
          if (typeof key !== 'string') return true;
          fold(`${key}=${argText(value)}`);
          if (real !== null) real[key] = value;
          else values[key] = value;
          return true;
        },
      },
    );
  };
  const CanvasElement = w.HTMLCanvasElement as { prototype: { getContext: (type: string, ...rest: unknown[]) => unknown } } | undefined;
  if (CanvasElement !== undefined) {
    const realGetContext = CanvasElement.prototype.getContext;
    const contexts = new WeakMap<object, unknown>();
    CanvasElement.prototype.getContext = function getContext(this: object, type: string, ...rest: unknown[]): unknown {
      if (type !== '2d') return typeof realGetContext === 'function' ? realGetContext.call(this, type, ...rest) : null;
      if (!contexts.has(this)) {
        let real: unknown = null;
        try {
          real = typeof realGetContext === 'function' ? realGetContext.call(this, type, ...rest) : null;
        } catch {
          real = null;
        }
        contexts.set(this, canvas2d(this, (real as Record<string, unknown> | null) ?? null));
      }
      return contexts.get(this);
    };
  }
  if (typeof w.AudioContext !== 'function') {
    // Any property, call or construction gives another silent node; a number is 0 (`ctx.currentTime + 0.1`).
    const silent = (): unknown =>
      new Proxy(function silentNode() {}, {
        get: (_t, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => 0 : key === 'currentTime' ? now / 1000 : silent()),
        apply: () => silent(),
        construct: () => silent() as object,
        set: () => true,
      });
    w.AudioContext = silent();
    w.webkitAudioContext = w.AudioContext;
  }

  // A dialog would stop Chromium's page until someone answers it: the playtest answers at once, as a player
  // who agrees ("Start over?" → yes).
  w.alert = () => undefined;
  w.confirm = () => true;
  w.prompt = () => '';

  // ---- the studio's side of the protocol -----------------------------------------------------------------
  const errors: string[] = [];
  const noteError = (text: string): void => {
    const line = text.length > 300 ? `${text.slice(0, 297)}…` : text;
    if (!errors.includes(line) && errors.length < 20) errors.push(line);
  };
  const errorText = (error: unknown): string => (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error) ? String((error as Error).message) : String(error));
  let state: unknown = JSON.parse(JSON.stringify(config.entities));
  let ready = false;
  let initSent = false;
  let declaredKeys: string[] | null = null;
  const sent: { action: string; args: Json }[] = [];
  let inFlight = 0;
  const HOST_RUN_ACTION_NAME = '__tempestRunAction';
  let actionQueue: Promise<void> = Promise.resolve();
  const host = {
    postMessage: (message: unknown): void => {
      // A copy, as postMessage's structured clone would make: the game may mutate what it sent.
      let data: Json;
      try {
        data = JSON.parse(JSON.stringify(message)) as Json;
      } catch {
        return;
      }
      receive(data);
    },
  };
  const deliver = (data: Json): void => {
    const event = new Event('message');
    Object.defineProperty(event, 'data', { value: data });
    Object.defineProperty(event, 'source', { value: host });
    w.dispatchEvent(event);
  };
  const runAction = async (action: string, args: Json): Promise<void> => {
    let outcome: { state?: unknown; error?: string };
    try {
      outcome = await (w[HOST_RUN_ACTION_NAME] as PageRunAction)(action, args, state);
    } catch (error) {
      outcome = { error: errorText(error) };
    }
    if (typeof outcome?.error === 'string' && outcome.error !== '') noteError(`The action "${action}" failed: ${outcome.error}`);
    else if (outcome?.state !== undefined) {
      state = outcome.state;
      deliver({ type: 'ECS_UPDATE', entities: state });
    }
    return outcome?.error ? Promise.reject(outcome.error) : undefined;
  };
  const receive = (m: Json): void => {
    switch (m.type) {
      case 'READY':
        ready = true;
        if (!initSent) {
          initSent = true;
          void Promise.resolve().then(() => deliver({ type: 'ECS_INIT', entities: state }));
        }
        return;
      case 'ERROR':
        noteError(`The game reported an error: ${String(m.message)}`);
        return;
      case 'CONSOLE':
        if (m.level === 'error') noteError(`The game logged an error: ${(m.args as string[]).join(' ')}`);
        return;
      case 'INPUT_INFO':
        if (Array.isArray(m.keys)) declaredKeys = m.keys as string[];
        return;
      case 'STATE_UPDATE':
        state = m.entities;
        return;
      case 'REQUEST_STATE':
        void Promise.resolve().then(() => deliver({ type: 'ECS_UPDATE', entities: state }));
        return;
      case 'GAME_ACTION': {
        const action = String(m.action);
        const args = (m.args ?? {}) as Json;
        const requestId = m.requestId;
        sent.push({ action, args });
        inFlight += 1;
        // One action at a time, in order, as the studio runs them.
        actionQueue = actionQueue.then(() =>
          runAction(action, args).then(
            () => deliver({ type: 'GAME_ACTION_RESULT', requestId, success: true, logs: [] }),
            (error: unknown) => deliver({ type: 'GAME_ACTION_RESULT', requestId, success: false, error: String(error), logs: [] }),
          ).finally(() => {
            inFlight -= 1;
          }),
        );
        return;
      }
      default:
        return;
    }
  };
  Object.defineProperty(w, 'parent', { value: host, configurable: true });
  w.addEventListener('error', (event: { error?: unknown; message?: string }) => noteError(`The game threw an error: ${event.error ? errorText(event.error) : String(event.message)}`));
  w.addEventListener('unhandledrejection', (event: { reason?: unknown }) => noteError(`The game threw an error: Unhandled promise rejection: ${errorText(event.reason)}`));

  // ---- waiting, in real time for the host and in virtual time for the game -----------------------------------
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  const tickWaiters: (() => void)[] = [];
  if (channel !== null) channel.port1.onmessage = () => tickWaiters.shift()?.();
  /** One real task later (a MessageChannel message: Chromium clamps nested timeouts to 4 ms). */
  const hostTick = w.__tempestTick as (() => Promise<void>) | undefined;
  const realTick = (): Promise<void> =>
    new Promise((resolve) => {
      // happy-dom has no MessageChannel and its setTimeout waits at least 1 ms: its host lends a setImmediate.
      if (hostTick !== undefined) return void hostTick().then(resolve);
      if (channel === null) return void realSetTimeout(resolve, 0);
      tickWaiters.push(resolve);
      channel.port2.postMessage(0);
    });
  /** Until nothing is left to do at this instant: no action in flight, no timer due, twice in a row. */
  const settle = async (): Promise<void> => {
    let quiet = 0;
    for (let round = 0; round < 400 && quiet < 2 && !overBudget(); round++) {
      // An action in flight is waited for as long as it takes (within the budget), not for a count of tasks:
      // Python may take longer than 400 tasks of a fast page.
      while (inFlight > 0 && !overBudget()) await Promise.race([actionQueue, new Promise<void>((resolve) => void realSetTimeout(resolve, 50))]);
      await realTick();
      const due = nextDue();
      const busy = inFlight > 0 || (due !== null && due <= now);
      runDue();
      quiet = busy ? 0 : quiet + 1;
    }
  };
  /** Lets `ms` of game time pass: every timer runs at its moment, and each action it sends is answered before time goes on. */
  const advance = async (ms: number): Promise<void> => {
    const target = now + ms;
    for (let guard = 0; guard < 20000 && !overBudget(); guard++) {
      const at = nextDue();
      if (at === null || at > target) break;
      now = Math.max(now, at);
      runDue();
      if (inFlight > 0) await settle();
    }
    now = target;
    await settle();
  };

  // ---- what a player sees ---------------------------------------------------------------------------------
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);
  const INLINE = new Set(['SPAN', 'B', 'I', 'EM', 'STRONG', 'A', 'SMALL', 'CODE', 'KBD', 'LABEL', 'SUP', 'SUB', 'MARK', 'ABBR', 'S', 'U']);
  // From the attributes alone: reading el.style makes happy-dom parse the declaration, the playtest's main cost.
  const isHidden = (el: Element): boolean => el.hasAttribute('hidden') || /(^|;)\s*display\s*:\s*none/i.test(el.getAttribute('style') ?? '');
  /** The text a player reads (block elements apart), and the words of images' alt, aria-label and title. */
  const read = (root: Element | null, withLabels = false): { text: string; labels: string[] } => {
    const parts: string[] = [];
    const labels: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === 3) {
        parts.push(node.nodeValue ?? '');
        return;
      }
      if (node.nodeType !== 1) return;
      const el = node as Element;
      if (SKIP.has(el.tagName) || isHidden(el)) return;
      if (withLabels) {
        for (const name of ['alt', 'aria-label', 'title']) {
          const value = el.getAttribute(name);
          if (value) labels.push(value);
        }
      }
      const block = !INLINE.has(el.tagName);
      if (block) parts.push(' ');
      for (const child of Array.from(el.childNodes)) walk(child);
      if (block) parts.push(' ');
    };
    if (root !== null) walk(root);
    return { text: parts.join('').replace(/\s+/g, ' ').trim(), labels };
  };
  const seenText: string[] = [];
  const frames: string[] = [];
  const shown = (): string => read(document.body).text;
  /** What is on screen now, kept as one of the report's frames and for the world check (with the labels). */
  const frame = (): string => {
    const { text, labels } = read(document.body, true);
    seenText.push(text, ...labels);
    if (frames.length < 4) frames.push(text.length > 400 ? `${text.slice(0, 399)}…` : text);
    return text;
  };
  /** The state's values by path (numbers, booleans, short strings; arrays also by length). */
  const leaves = (value: unknown): Map<string, unknown> => {
    const out = new Map<string, unknown>();
    const walk = (v: unknown, path: string): void => {
      if (out.size > 5000) return;
      if (Array.isArray(v)) {
        out.set(`${path}.length`, v.length);
        v.forEach((item, i) => walk(item, `${path}[${i}]`));
      } else if (typeof v === 'object' && v !== null) {
        for (const [key, item] of Object.entries(v)) walk(item, `${path}.${key}`);
      } else if (typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 80)) out.set(path, v);
    };
    walk(value, '');
    return out;
  };
  const numbersIn = (text: string): string => (text.match(/\d+(?:\.\d+)?/g) ?? []).join(' ');
  type Seen = { text: string; state: string; sent: number; canvas: number };
  // Progress is any number that moved at any moment of the play (a restart later may put it back).
  let baseline: { leaves: Map<string, unknown>; numbers: string; canvasNumbers: Set<string> } | null = null;
  let moved: string | null = null;
  const observe = (): Seen => {
    const seen = { text: shown(), state: JSON.stringify(state), sent: sent.length, canvas: canvasHash };
    if (baseline !== null && moved === null) {
      for (const [path, v] of leaves(state)) {
        if (typeof v === 'number' && baseline.leaves.has(path) && baseline.leaves.get(path) !== v) {
          moved = `${path.slice(1)} went from ${String(baseline.leaves.get(path))} to ${v}`;
          break;
        }
      }
      if (moved === null && numbersIn(seen.text) !== baseline.numbers) moved = 'a number on screen changed';
      if (moved === null && canvasWords.some((words) => (words.match(/\d+(?:\.\d+)?/g) ?? []).some((n) => !baseline?.canvasNumbers.has(n)))) moved = 'a number drawn on the canvas changed';
    }
    return seen;
  };
  const changed = (a: Seen, b: Seen): boolean => a.text !== b.text || a.state !== b.state || a.sent !== b.sent || a.canvas !== b.canvas;
  /**
   * A canvas shows a control's effect on its next frame. On a page with one, a control is judged by the draw calls
   * of one frame without it (before) against those it caused plus one frame (after); elsewhere no time passes.
   */
  const hasCanvas = (): boolean => document.querySelector('canvas') !== null;
  const beforeControl = async (): Promise<Seen> => {
    if (hasCanvas()) {
      canvasHash = 0;
      await advance(FRAME_MS);
    }
    const before = observe();
    canvasHash = 0;
    return before;
  };
  const afterControl = async (): Promise<Seen> => {
    if (hasCanvas()) await advance(FRAME_MS);
    return observe();
  };
  const quote = (text: string): string => `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
  const keyName = (key: string): string => (key === ' ' ? 'Space' : key);
  const list = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

  // ---- what a player does -------------------------------------------------------------------------------------
  const codeOf = (key: string): string => {
    if (key === ' ') return 'Space';
    if (key.length === 1 && /[a-z]/i.test(key)) return `Key${key.toUpperCase()}`;
    if (key.length === 1 && /[0-9]/.test(key)) return `Digit${key}`;
    return key;
  };
  const press = async (name: string): Promise<void> => {
    const shift = name.startsWith('Shift+');
    const key = shift ? name.slice(6) : name;
    const active = document.activeElement;
    const target = active !== null && active !== document.documentElement ? active : document.body;
    const init = { key, code: codeOf(key), shiftKey: shift, bubbles: true, cancelable: true };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    await settle();
    target.dispatchEvent(new KeyboardEvent('keyup', init));
    await settle();
  };
  const Pointer: typeof MouseEvent = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  const click = async (el: Element): Promise<void> => {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
    el.dispatchEvent(new Pointer('pointerdown', init));
    el.dispatchEvent(new MouseEvent('mousedown', init));
    el.dispatchEvent(new Pointer('pointerup', init));
    el.dispatchEvent(new MouseEvent('mouseup', init));
    (el as HTMLElement).click();
    await settle();
  };
  const labelOf = (el: Element): string => (el.getAttribute('aria-label') || read(el).text || el.getAttribute('title') || '').trim();
  const visible = (el: Element): boolean => {
    for (let at: Element | null = el; at !== null; at = at.parentElement) if (isHidden(at)) return false;
    return true;
  };
  const CONTROLS = 'button, [role="button"], input[type="button"], input[type="submit"], a[href]';
  const usable = (el: Element): boolean => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true' && visible(el);
  /** React keeps an element's props on it (`__reactProps$…`): a <div onClick> cell is a control a player taps too. */
  const tappable = (el: Element): boolean => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    const props = key === undefined ? null : ((el as unknown as Record<string, Record<string, unknown> | null>)[key] ?? null);
    return props !== null && ['onClick', 'onPointerDown', 'onMouseDown'].some((name) => typeof props[name] === 'function');
  };
  /** Every control on screen with the words that name it; a tappable element without words is named by its place. */
  const controlsOnScreen = (): { el: Element; label: string }[] => {
    const found: { el: Element; label: string }[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll(CONTROLS))) {
      seen.add(el);
      found.push({ el, label: labelOf(el) });
    }
    let unnamed = 0;
    for (const el of Array.from(document.body.querySelectorAll('#root *'))) {
      if (seen.has(el) || el.closest(CONTROLS) !== null || !tappable(el)) continue;
      const words = labelOf(el);
      unnamed += 1;
      found.push({ el, label: words !== '' && words.length <= 40 ? words : `${el.tagName.toLowerCase()} ${unnamed}` });
    }
    return found;
  };
  const buttons = (): { el: Element; label: string }[] => controlsOnScreen().filter(({ el }) => usable(el));
  const findButton = (label: string): Element | undefined => controlsOnScreen().find((c) => c.label === label && usable(c.el))?.el;
  const RESTART = /^(play again|start over|restart|new game|try again|reset|replay|retry)\b/i;
  const START = /^(start|play|begin|go|let's go|let’s play|start game|play now|start playing)[.!]*$/i;
  const restartActions = new Set(['reset', 'restart', 'new_game', 'play_again']);

  // ---- the checks ------------------------------------------------------------------------------------------
  const check = (id: PlaytestCheck['id'], label: string, passed: boolean, detail: string | null, applies = true): PlaytestCheck => ({
    id,
    label,
    passed: applies ? passed : true,
    applies,
    detail: applies && passed ? null : detail,
  });
  const OVER_ALWAYS = /\b(game over|you lose|you lost|you died|you are dead|time is up|time's up|the end)\b/i;
  const OVER_IF_NEW = /\b(play again|try again|start over|restart)\b/i;
  const overState = (value: unknown, start: Map<string, unknown>): string | null => {
    for (const [path, v] of leaves(value)) {
      const name = path.split('.').pop() ?? '';
      if (v === true && /^(game_?over|is_?over|over|lost|dead|ended|finished|is_?game_?over)$/i.test(name) && start.get(path) !== true) return `${path.slice(1)} became true`;
      if (typeof v === 'number' && v <= 0 && /^(lives|health|hp)$/i.test(name) && typeof start.get(path) === 'number' && (start.get(path) as number) > 0) return `${name} fell to ${v}`;
    }
    return null;
  };

  const run = async (): Promise<PageResult> => {
    // ---- loads
    for (let i = 0; i < 50 && !ready && !overBudget(); i++) await advance(20);
    await advance(200);
    const startText = frame();
    const startState = JSON.stringify(state);
    const startLeaves = leaves(state);
    baseline = { leaves: startLeaves, numbers: numbersIn(startText), canvasNumbers: new Set(canvasWords.flatMap((words) => words.match(/\d+(?:\.\d+)?/g) ?? [])) };
    const somethingShown = startText !== '' || document.body.querySelector('#root img, #root svg, #root canvas, #root button') !== null;
    const loads = check(
      'loads',
      'The game shows up',
      somethingShown,
      !ready
        ? `The page stayed ${somethingShown ? 'as it was' : 'empty'}: the game never said it was ready (no READY message), so it never got its start state.`
        : `The page stayed empty: nothing was shown within ${Math.round(config.budgetMs / 1000)} s after the start state was sent.`,
    );

    // ---- not_over_early: nobody touches anything for a while; then the first tap (the SDK's games start their
    // clocks on it, so it is not one of the controls) and a moment more untouched.
    const overSeen = (text: string): string | null => {
      const shownOver = OVER_ALWAYS.exec(text)?.[0] ?? (OVER_IF_NEW.test(text) && !OVER_IF_NEW.test(startText) ? OVER_IF_NEW.exec(text)?.[0] : undefined);
      if (shownOver !== undefined) return `it showed ${quote(shownOver)}`;
      return overState(state, startLeaves);
    };
    await advance(config.idleMs);
    const overIdle = overSeen(frame());
    document.body.dispatchEvent(new Pointer('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Pointer('pointerup', { bubbles: true }));
    await settle();
    let overStarted: string | null = null;
    if (overIdle === null) {
      await advance(config.startedMs);
      overStarted = overSeen(shown());
    }
    const notOverEarly = check(
      'not_over_early',
      'The game waits for the player',
      somethingShown && overIdle === null && overStarted === null,
      !somethingShown
        ? 'Nothing was shown, so there was no game to wait.'
        : overIdle !== null
          ? `Left alone for ${Math.round(config.idleMs / 1000)} s, before any key or tap, the game ended by itself: ${overIdle}.`
          : `${config.startedMs / 1000} s after the first tap, before any key, the game had ended by itself: ${overStarted}.`,
    );

    // ---- controls and help_keys
    // The help: the smallest blocks whose own words talk about keys (a story in <em> or <i> is not read).
    const helpKeys: string[] = [];
    // Words of an instruction about keys; "Space" alone is not one ("Space Quiz", "a trip through space").
    const KEY_WORDS = /\b(arrow keys?|arrows|wasd|press|keys?|keyboard|spacebar|shift\+)|[←↑→↓]|\b\d-\d\b|\b[A-Z]\/[A-Z]\b|\b(space|enter) (to|or)\b|\b(space|enter)\s*[:=–-]|\b(or|and|,) (space|enter)\b/i;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      // Headings are titles ("Space Snake"), buttons are controls: neither is the help.
      if (INLINE.has(el.tagName) || SKIP.has(el.tagName) || /^(H[1-6]|BUTTON)$/.test(el.tagName) || !visible(el)) continue;
      const own: string[] = [];
      const walk = (node: Node): void => {
        if (node.nodeType === 3) own.push(node.nodeValue ?? '');
        if (node.nodeType !== 1) return;
        const child = node as Element;
        if (child !== el && (!INLINE.has(child.tagName) || child.tagName === 'EM' || child.tagName === 'I' || child.tagName === 'BUTTON')) return;
        for (const c of Array.from(child.childNodes)) walk(c);
      };
      walk(el);
      const text = own.join('').replace(/\s+/g, ' ').trim();
      if (text !== '' && KEY_WORDS.test(text)) for (const key of keysNamedIn(text)) if (!helpKeys.includes(key)) helpKeys.push(key);
    }
    const keys = [...(declaredKeys ?? [])];
    for (const key of helpKeys) if (!keys.some((k) => k.toLowerCase() === key.toLowerCase())) keys.push(key);
    const keyWorks = new Map<string, boolean>();
    const buttonWorks = new Map<string, boolean>();
    // A title screen's Start button comes first, as a player would press it: the keys may work only after it.
    const startButton = buttons().find((c) => START.test(c.label));
    if (startButton !== undefined) {
      const before = await beforeControl();
      await click(startButton.el);
      buttonWorks.set(startButton.label, changed(before, await afterControl()));
    }
    let restartControl: { kind: 'key' | 'button'; name: string } | null = null;
    for (const key of keys) {
      if (overBudget()) break;
      const before = await beforeControl();
      const sentBefore = sent.length;
      await press(key);
      keyWorks.set(key, changed(before, await afterControl()));
      if (restartControl === null && sent.slice(sentBefore).some((s) => restartActions.has(s.action))) restartControl = { kind: 'key', name: key };
    }
    // Buttons and clickable cells: the named ones, then a spread of the rest (a board of 64 cells needs no 64 clicks).
    const labels = [...new Set(buttons().map((c) => c.label))].filter((label) => label !== '');
    const restartLabels = labels.filter((label) => RESTART.test(label));
    const others = labels.filter((label) => !RESTART.test(label));
    const named = others.filter((label) => !/\d/.test(label));
    const numbered = others.filter((label) => /\d/.test(label));
    const room = Math.max(0, config.maxButtons - named.length);
    const spread = numbered.length <= room ? numbered : Array.from({ length: room }, (_, i) => numbered[Math.floor((i * numbered.length) / room)]);
    const restartButtons = new Set(restartLabels);
    for (const label of [...named.slice(0, config.maxButtons), ...spread]) {
      if (overBudget() || buttonWorks.has(label)) continue;
      const el = findButton(label);
      if (el === undefined) continue;
      const before = await beforeControl();
      await click(el);
      const after = await afterControl();
      buttonWorks.set(label, changed(before, after));
      // "New duel" sends a reset: it is the game's restart control, whatever its words.
      if (sent.slice(before.sent).some((s) => restartActions.has(s.action))) restartButtons.add(label);
      // A toggle (Pause → Resume, How to play → Hide how to play) is put back, so the rest is played unpaused.
      if (after.sent === before.sent && after.state === before.state && el.isConnected && labelOf(el) !== label) await click(el);
    }
    const deadKeys = keys.filter((key) => keyWorks.get(key) === false);
    const deadButtons = [...buttonWorks].filter(([, works]) => !works).map(([label]) => label);
    const controlCount = keyWorks.size + buttonWorks.size + restartLabels.length;
    const controls = check(
      'controls',
      'Every control does something',
      controlCount > 0 && deadKeys.length === 0 && deadButtons.length === 0,
      controlCount === 0
        ? 'The game offers no control: it declares no key, its help names none and it shows no button.'
        : [
            deadKeys.length > 0 ? `Pressing ${list(deadKeys.map(keyName))} did nothing: the screen, the state and the actions stayed the same.` : '',
            deadButtons.length > 0 ? `Clicking ${list(deadButtons.map(quote))} did nothing: the screen, the state and the actions stayed the same.` : '',
          ]
            .filter(Boolean)
            .join(' '),
    );
    const deadHelp = helpKeys.filter((key) => keyWorks.get(key) === false);
    const declared = declaredKeys ?? [];
    const helpKeysCheck = check(
      'help_keys',
      'The keys the help names work',
      deadHelp.length === 0,
      helpKeys.length === 0
        ? 'The game names no key in its help.'
        : `The help names ${list(deadHelp.map(keyName))}, but pressing ${deadHelp.length === 1 ? 'it' : 'them'} did nothing${declared.length > 0 ? ` (the game declares ${list(declared.map(keyName))})` : ''}.`,
      helpKeys.length > 0,
    );

    // ---- progress: play on for a while with the keys and the named buttons
    const playKeys = keys.filter((key) => keyWorks.get(key));
    const playButtons = named.filter((label) => buttonWorks.get(label) && !restartButtons.has(label) && !/^(pause|resume|how to play|hide how to play)$/i.test(label));
    const steps = Math.max(1, Math.round(config.playMs / 250));
    // Once a number moved there is nothing more to prove: the play stops (each step may cost the game's Python).
    for (let i = 0; i < steps && moved === null && !overBudget(); i++) {
      if (playKeys.length > 0 && i % 2 === 0) await press(playKeys[i % playKeys.length]);
      else if (playButtons.length > 0) {
        const el = findButton(playButtons[i % playButtons.length]);
        if (el !== undefined) await click(el);
      }
      await advance(250);
      observe();
    }
    frame();
    observe();
    const progressed = (moved as string | null) !== null;
    const progress = check(
      'progress',
      'The score or goal can move',
      progressed,
      `After ${keyWorks.size} key${keyWorks.size === 1 ? '' : 's'}, ${buttonWorks.size} click${buttonWorks.size === 1 ? '' : 's'} and ${Math.round(config.playMs / 1000)} s of play, no number in the game's state or on the screen changed.`,
    );

    // ---- restart
    const restartLabel = [...restartButtons].find((label) => findButton(label) !== undefined) ?? null;
    if (restartLabel !== null) restartControl = { kind: 'button', name: restartLabel };
    let restart: PlaytestCheck;
    if (restartControl === null) {
      restart = check('restart', 'Restarting brings the start back', true, 'The game has no restart control (Play again, Start over, Restart or a reset action).', false);
    } else {
      const before = observe();
      const beforeLeaves = leaves(state);
      if (restartControl.kind === 'button') await click(findButton(restartControl.name) as Element);
      else await press(restartControl.name);
      const after = observe();
      frame();
      const afterLeaves = leaves(state);
      const movedLeaves = [...beforeLeaves].filter(([path, v]) => startLeaves.has(path) && startLeaves.get(path) !== v);
      const back = movedLeaves.filter(([path]) => afterLeaves.get(path) === startLeaves.get(path));
      const still = movedLeaves.filter(([path]) => afterLeaves.get(path) !== startLeaves.get(path));
      const name = restartControl.kind === 'button' ? `Clicking ${quote(restartControl.name)}` : `Pressing ${keyName(restartControl.name)}`;
      const passed = movedLeaves.length > 0 ? back.length * 2 >= movedLeaves.length : after.state === startState || changed(before, after) || before.state === startState;
      const example = still.slice(0, 3).map(([path, v]) => `${path.slice(1)} stayed ${JSON.stringify(afterLeaves.get(path) ?? v)} (it started at ${JSON.stringify(startLeaves.get(path))})`);
      restart = check(
        'restart',
        'Restarting brings the start back',
        passed,
        movedLeaves.length > 0
          ? `${name} did not bring the start back: ${list(example)}.`
          : `${name} changed nothing.`,
      );
    }

    // ---- no_errors (last: every error of the whole play counts)
    if (overBudget()) noteError(`The playtest stopped after ${Math.round(config.budgetMs / 1000)} s, before it had tried everything: the game is too slow to play.`);
    const noErrors = check('no_errors', 'No errors while playing', errors.length === 0, `${errors.slice(0, 3).join(' ')}${errors.length > 3 ? ` (and ${errors.length - 3} more)` : ''}`);

    // ---- world
    const seen = [...seenText, ...canvasWords].join(' \n ').toLowerCase();
    const formsOf = (word: string): string[] => {
      const w0 = word.toLowerCase().trim();
      const forms = new Set([w0, `${w0}s`, `${w0}es`]);
      if (w0.endsWith('y')) forms.add(`${w0.slice(0, -1)}ies`);
      if (w0.endsWith('ies')) forms.add(`${w0.slice(0, -3)}y`);
      if (w0.endsWith('es')) forms.add(w0.slice(0, -2));
      if (w0.endsWith('s')) forms.add(w0.slice(0, -1));
      return [...forms].filter((f) => f.length > 1);
    };
    const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const words = config.worldWords.map((word) => word.trim()).filter((word) => word !== '');
    const found = words.find((word) => new RegExp(`(^|[^\\p{L}])(${formsOf(word).map(escape).join('|')})(?![\\p{L}])`, 'u').test(seen));
    const world = check(
      'world',
      "The prompt's world is on screen",
      found !== undefined,
      words.length === 0 ? 'No world words were given.' : `None of ${list(words.slice(0, 6).map(quote))} appears on screen (text, image descriptions or labels).`,
      words.length > 0,
    );
    return { checks: [loads, noErrors, controls, helpKeysCheck, progress, notOverEarly, restart, world], frames };
  };
  w.__tempestPlaytest = { run };
}
