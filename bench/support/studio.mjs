// Shared by the benches: a built studio as its own process (as `npm start` runs it) and a signed-in user
// over plain HTTP. Used by bench/agent, bench/edge and bench/write-path.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `<root>/apps/api/dist/main.js` (this checkout's unless `root` names another built checkout) on a
 * free port, with an embedded database in a temporary directory unless `env` says otherwise (`DATA_DIR`,
 * or `DATABASE_URL` for PostgreSQL). `script: 'worker.js'` starts the projection worker instead (`npm run
 * worker`: no HTTP, so no `url`).
 */
export const startStudio = async (env = {}, { root = ROOT, script = 'main.js' } = {}) => {
  const ready = script === 'main.js' ? /running at (http:\/\/localhost:\d+)\// : /Projection worker \S+ (running)/;
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-bench-'));
  // BENCH_STUDIO_NODE_ARGS: Node options for the studio only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_STUDIO_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist', script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.on('exit', r));
  const deadline = Date.now() + 120_000;
  let url = null;
  while (url === null) {
    url = ready.exec(output)?.[1] ?? null;
    if (url !== null) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The studio did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: script === 'main.js' ? url : null,
    pid: child.pid,
    output: () => output,
    async stop() {
      // BENCH_STUDIO_LOG: a file each studio's output is appended to when it stops (what it logged, for a profile).
      if (process.env.BENCH_STUDIO_LOG) appendFileSync(process.env.BENCH_STUDIO_LOG, output);
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Runs `measure(studio)` on a studio with its read side on `database`: 'pglite' (embedded, a temporary
 * directory) or 'postgres' (a fresh schema of `databaseUrl`, dropped afterwards). Stops the studio either way.
 * `root` names another built checkout (a bench's `--before`); `env` adds to the studio's environment.
 */
export const withStudioOn = async (database, databaseUrl, measure, { root = ROOT, env: extra = {} } = {}) => {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env = database === 'postgres' ? { DATABASE_URL: databaseUrl, DB_SCHEMA: schema } : {};
  const studio = await startStudio({ WEB_DIST: '', ...env, ...extra }, { root });
  try {
    return await measure(studio);
  } finally {
    await studio.stop();
    if (database === 'postgres') {
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await c.end();
    }
  }
};

/** A client that keeps its cookies and sends X-CSRFToken on every POST, as the web app does. */
export class Client {
  cookies = new Map();
  csrf = '';

  constructor(url) {
    this.url = url;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method, path, { json, form, headers = {} } = {}) {
    const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form).toString() : undefined;
    const type = json !== undefined ? { 'content-type': 'application/json' } : form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
    const response = await fetch(`${this.url}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: { accept: 'application/json', cookie: this.cookieHeader(), ...(method === 'GET' ? {} : { 'x-csrftoken': this.csrf }), ...type, ...headers },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const cut = pair.indexOf('=');
      this.cookies.set(pair.slice(0, cut).trim(), pair.slice(cut + 1).trim());
    }
    return response;
  }

  async json(method, path, options) {
    const response = await this.request(method, path, options);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text === '' ? null : JSON.parse(text);
  }
}

/** Registers, verifies with the code from the development mailbox and logs in; `client.user` holds the credentials. */
export const signUp = async (url) => {
  const client = new Client(url);
  client.csrf = (await client.json('GET', '/api/csrf')).csrftoken;
  const id = randomBytes(4).toString('hex');
  const user = { username: `bench_${id}`, email: `bench.${id}@example.com`, password: `correct horse ${id}` };
  await client.json('POST', '/create-and-verify/', { form: { ...user, password_confirm: user.password } });
  const { messages } = await client.json('GET', '/api/dev/mailbox');
  const otp = /\b(\d{6})\b/.exec(messages.find((m) => m.to === user.email)?.text ?? '')?.[1];
  if (!otp) throw new Error(`No code mailed to ${user.email}`);
  await client.json('POST', '/verify-email-otp', { json: { email: user.email, otp } });
  await client.json('POST', '/login-auth/', { json: { email: user.email, password: user.password, remember_me: false } });
  client.user = user;
  return client;
};

/**
 * The builds a bench measures: another built checkout first when `before` names one (its label is its
 * commit), then this one.
 */
export const buildsToMeasure = (before) => {
  const label = (root) => {
    try {
      return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      return root;
    }
  };
  return [...(before ? [{ name: `before ${label(before)}`, root: before }] : []), { name: before ? `after ${label(ROOT)}` : 'this build', root: ROOT }];
};
