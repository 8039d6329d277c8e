import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs a built entry point (apps/api/dist/…) as its own process, as a user or a deployment would. */
export const spawnNode = (script: string, env: Record<string, string>): Spawned => {
  const child = spawn(process.execPath, [resolve(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => output, exited };
};

/** Waits for `npm start`'s banner and returns the URL it printed. */
export const studioUrl = async (spawned: Spawned, timeoutMs = 60_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /running at (http:\/\/localhost:\d+)\//.exec(spawned.output());
    if (match) return match[1];
    if (spawned.child.exitCode !== null) throw new Error(`The studio exited:\n${spawned.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The studio did not start:\n${spawned.output()}`);
};
