/** The longest step one frame reports, so a background tab does not make the game jump. */
export const MAX_FRAME_SECONDS = 0.1;

export type FrameScheduler = {
  request: (callback: (time: number) => void) => number;
  cancel: (handle: number) => void;
};

/**
 * Calls `onFrame(dtSeconds)` once per animation frame while `isPaused()` is false.
 * Time passed while paused is skipped. Returns a function that stops the loop.
 */
export const runFrameLoop = (
  scheduler: FrameScheduler,
  isPaused: () => boolean,
  onFrame: (dtSeconds: number) => void,
): (() => void) => {
  let last: number | null = null;
  let handle = 0;
  let stopped = false;
  const tick = (time: number): void => {
    if (stopped) return;
    const dt = last === null ? 0 : Math.min(Math.max((time - last) / 1000, 0), MAX_FRAME_SECONDS);
    last = time;
    if (dt > 0 && !isPaused()) onFrame(dt);
    if (!stopped) handle = scheduler.request(tick);
  };
  handle = scheduler.request(tick);
  return () => {
    stopped = true;
    scheduler.cancel(handle);
  };
};
