import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshDatabase } from '../support/databases.js';
import { startTestApp } from '../support/test-app.js';
import { newClient, signUp, uniqueUser } from '../support/users.js';

// Services: the staff command line against DATABASE_URL.

const ROOT = resolve(import.meta.dirname, '../..');
const STAFF_CLI = resolve(ROOT, 'apps/api/dist/cli/staff.js');
const realPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** Runs the built `npm run staff` script, as an operator would, with only the database settings given. */
const staffCli = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    if (!existsSync(STAFF_CLI)) throw new Error(`${STAFF_CLI} is missing: build first (npx tsc -b apps/api)`);
    const base = { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', DATA_DIR: '', EVENTSTORE_CONNECTION_STRING: '', DB_SCHEMA: 'public' };
    const child = spawn(process.execPath, [STAFF_CLI, ...args], { cwd: ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ code, output }));
  });

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

realPostgres('npm run staff on PostgreSQL', () => {
  it('grants staff by email (the running API sees it on the next request), says so, and revokes it', async () => {
    const db = await freshDatabase('postgres');
    cleanups.push(() => db.drop());
    const app = await startTestApp(db.connectionString);
    cleanups.push(() => app.close());
    const ada = await signUp(app.url);
    const bob = await signUp(app.url);
    const legend = () => ada.client.post(`/api/staff/users/${bob.id}/legend`, { is_premium: true });
    expect((await legend()).status).toBe(403);

    const granted = await staffCli(['grant', ada.user.email.toUpperCase()], { DATABASE_URL: db.connectionString });
    expect(granted).toEqual({ code: 0, output: `${ada.user.username} <${ada.user.email}> (user ${ada.id}) is now staff.\n` });
    expect((await ada.client.get('/api/me')).body.isStaff).toBe(true);
    expect((await legend()).status).toBe(200);

    const twice = await staffCli(['grant', ada.user.email], { DATABASE_URL: db.connectionString });
    expect(twice.output).toContain('is already staff: nothing changed.');

    const revoked = await staffCli(['revoke', ada.user.email], { DATABASE_URL: db.connectionString });
    expect(revoked).toEqual({ code: 0, output: `${ada.user.username} <${ada.user.email}> (user ${ada.id}) is no longer staff.\n` });
    expect((await legend()).status).toBe(403);
    const events = await app.infra.store.readStream(`user-${ada.id}`);
    expect(events.filter((e) => e.type.startsWith('Staff')).map((e) => [e.type, e.metadata.actorKind])).toEqual([
      ['StaffGranted', 'system'],
      ['StaffRevoked', 'system'],
    ]);
  });

  it('grants and revokes the analyst role by email: the analyst reads the change log, then no longer', async () => {
    const db = await freshDatabase('postgres');
    cleanups.push(() => db.drop());
    const app = await startTestApp(db.connectionString);
    cleanups.push(() => app.close());
    const ana = await signUp(app.url);
    const changes = () => ana.client.get('/api/staff/changes/');
    expect((await changes()).status).toBe(403);
    const granted = await staffCli(['grant-analyst', ana.user.email], { DATABASE_URL: db.connectionString });
    expect(granted).toEqual({ code: 0, output: `${ana.user.username} <${ana.user.email}> (user ${ana.id}) is now an analyst.\n` });
    expect((await ana.client.get('/api/me')).body).toMatchObject({ isAnalyst: true, isStaff: false });
    expect((await changes()).status).toBe(200);
    expect((await staffCli(['grant-analyst', ana.user.email], { DATABASE_URL: db.connectionString })).output).toContain('is already an analyst: nothing changed.');
    const revoked = await staffCli(['revoke-analyst', ana.user.email], { DATABASE_URL: db.connectionString });
    expect(revoked).toEqual({ code: 0, output: `${ana.user.username} <${ana.user.email}> (user ${ana.id}) is no longer an analyst.\n` });
    expect((await changes()).status).toBe(403);
  });

  it('fails clearly for an unknown email or a wrong command', async () => {
    const db = await freshDatabase('postgres');
    cleanups.push(() => db.drop());
    const unknown = await staffCli(['grant', 'nobody@example.com'], { DATABASE_URL: db.connectionString });
    expect(unknown).toEqual({ code: 1, output: 'No account has the email address nobody@example.com.\n' });
    const wrong = await staffCli(['promote', 'nobody@example.com'], { DATABASE_URL: db.connectionString });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('Usage: npm run staff -- grant <email>');
    expect(wrong.output).toContain('npm run staff -- grant-analyst <email>');
  });
});

describe('npm run staff on the embedded database', () => {
  it('refuses while the studio runs, and grants staff once it is stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tempest-staff-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const user = uniqueUser();
    const running = await startTestApp(null, { dataDir });
    const { id } = await signUp(running.url, user);

    const refused = await staffCli(['grant', user.email], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The data directory ${dataDir} is in use by another Tempest process`);
    expect(refused.output).toContain('can only be changed while the studio is stopped');
    await running.close();

    const granted = await staffCli(['grant', user.email], { DATA_DIR: dataDir });
    expect(granted).toEqual({ code: 0, output: `${user.username} <${user.email}> (user ${id}) is now staff.\n` });
    const again = await startTestApp(null, { dataDir });
    cleanups.push(() => again.close());
    const login = await (await newClient(again.url)).post('/login-auth/', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id, is_staff: true });
  });
});
