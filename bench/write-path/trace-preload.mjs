// Loaded into a studio with --import by trace.mjs: a SIGWINCH starts V8's precise coverage (call counts), the
// next SIGWINCH writes what ran since then to $TRACE_FILE. Bench tooling only.
//
// Why SIGWINCH and not SIGUSR2 (as before): the studio calls Nest's `app.enableShutdownHooks()` with no list,
// which listens to every signal of Nest's ShutdownSignal, SIGUSR2 included. The first SIGUSR2 closed the
// studio (HTTP server, modules) while this file started tracing, so the traced request found no server and
// the trace was of a shutdown: the shutdown-signal clash of issue 29. SIGWINCH is in no shutdown list (ours
// or Nest's), its default action is to do nothing, and a studio without a terminal never receives it
// otherwise. SIGUSR1 is Node's own (it opens the inspector).
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { isMainThread } from 'node:worker_threads';

export const TRACE_SIGNAL = 'SIGWINCH';

// The studio's worker threads (Python, type check) run this file too (NODE_OPTIONS): only the main thread
// traces, and so only it writes $TRACE_FILE.
if (isMainThread && process.env.TRACE_FILE) {
  const file = process.env.TRACE_FILE;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  let tracing = false;
  process.on(TRACE_SIGNAL, () => {
    void (async () => {
      if (!tracing) {
        await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
        await session.post('Profiler.takePreciseCoverage'); // counts from here on
        tracing = true;
        writeFileSync(`${file}.ready`, '1');
      } else {
        const { result } = await session.post('Profiler.takePreciseCoverage');
        await session.post('Profiler.stopPreciseCoverage');
        tracing = false;
        writeFileSync(`${file}.tmp`, JSON.stringify(result));
        renameSync(`${file}.tmp`, file); // whole or absent: the tracer never reads half of it
      }
    })();
  });
}
