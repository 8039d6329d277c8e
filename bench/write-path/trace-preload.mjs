// Loaded into a studio with --import by trace.mjs: SIGUSR2 starts V8's precise coverage (call counts), the
// next SIGUSR2 writes what ran since then to $TRACE_FILE. Bench tooling only.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
let tracing = false;
process.on('SIGUSR2', () => {
  void (async () => {
    if (!tracing) {
      await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      await session.post('Profiler.takePreciseCoverage'); // counts from here on
      tracing = true;
      writeFileSync(`${process.env.TRACE_FILE}.ready`, '1');
    } else {
      const { result } = await session.post('Profiler.takePreciseCoverage');
      await session.post('Profiler.stopPreciseCoverage');
      tracing = false;
      writeFileSync(process.env.TRACE_FILE, JSON.stringify(result));
    }
  })();
});
