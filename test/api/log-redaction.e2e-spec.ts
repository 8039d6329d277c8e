// Issue 28 §1: no credential of a run — session, CSRF and visitor cookies, a verification code, a frame
// ticket — appears in any line the studio logs (apps/api/src/common/logger.ts, log-redaction.ts). Every
// line of a running app at the most verbose level is captured and searched for every secret it handed out.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GAME_ACTION } from '@tempest/contracts';
import { connectSocket } from '../support/sockets.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { codeFor, newClient, uniqueUser, type Client } from '../support/users.js';

const app1 = `import { Button } from '@tempest/game-sdk';\nexport default function App() {\n  return <Button text="Logged" />;\n}\n`;

describe('credentials in logs', () => {
  let app: TestApp;
  const lines: string[] = [];
  const secrets = new Map<string, string>();
  const keep = (what: string, value: string | undefined | null) => {
    if (!value) throw new Error(`No ${what} was handed out`);
    secrets.set(value, what);
  };
  const cookiesOf = (client: Client, what: string) => {
    for (const cookie of client.cookies()) keep(`${what}'s ${cookie.name} cookie`, cookie.value);
  };

  beforeAll(async () => {
    app = await startTestAppOn('pglite', { logLevel: 'trace', logStream: { write: (line: string) => void lines.push(line) } });

    // Sign up, verify with the mailed code, sign in with the password.
    const creator = await newClient(app.url);
    const user = uniqueUser();
    await creator.form('/create-and-verify/', { ...user, password_confirm: user.password }).expect(201);
    const otp = await codeFor(creator, user.email);
    keep('verification code', otp);
    keep('password', user.password);
    await creator.post('/verify-email-otp', { email: user.email, otp }).expect(200);
    const login = await creator.post('/login-auth/', { email: user.email, password: user.password, remember_me: true }).expect(200);
    expect(String(login.headers['set-cookie'])).toContain('sessionid=');
    cookiesOf(creator, 'creator');

    // A published game with a frontend; a frame of it opened with its ticket, as the studio page does.
    const gameId = (await creator.post('/api/games', { name: 'Logged game' }).expect(201)).body.id as string;
    const frontendId = (await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: app1 }] }).expect(200)).body.frontendId as string;
    const checkpointId = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'v1' }).expect(200)).body.checkpoint_id as string;
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpointId, publish_message: 'v1' }).expect(200);
    const redirect = await creator.get(`/create/vibecode/serve/${frontendId}/`).redirects(0).expect(302);
    const frame = new URL(redirect.headers.location);
    keep('frame ticket', frame.searchParams.get('ticket'));
    await request(frame.origin).get(`${frame.pathname}${frame.search}`).expect(200);
    // What the frame's page sends back to the studio names it in its Referer.
    await creator.get('/api/games').set('Referer', frame.href).expect(200);

    // An anonymous visitor plays it (start-game sets the visitor cookie) and opens its frame.
    const visitor = await newClient(app.url);
    const started = await visitor.post(`/play/start-game/${gameId}/`).send({}).expect(200);
    expect(String(started.headers['set-cookie'])).toContain('tempest_player=');
    cookiesOf(visitor, 'visitor');
    const visitorFrame = new URL((await visitor.get(`/create/vibecode/serve/${frontendId}/`).redirects(0).expect(302)).headers.location);
    keep("visitor's frame ticket", visitorFrame.searchParams.get('ticket'));
    await request(visitorFrame.origin).get(`${visitorFrame.pathname}${visitorFrame.search}`).expect(200);
    await visitor.post(`/play/game-action/${started.body.session_id}/`, { action: 'nothing' });
    // The same over the visitor's socket (its handshake carries the cookies), a refused one too.
    const live = await connectSocket(app.url, visitor);
    for (const message of [{ sessionId: started.body.session_id, action: 'nothing' }, { sessionId: 'not-a-session', action: 'nothing' }]) {
      expect(((await live.socket.timeout(5_000).emitWithAck(GAME_ACTION, message)) as { status: number }).status).toBeGreaterThanOrEqual(400);
    }
    live.close();

    // A ticket and a token in a studio URL's query, and a refused request whose CSRF token is wrong.
    await creator.get(`/api/games?ticket=${encodeURIComponent(frame.searchParams.get('ticket')!)}`);
    await creator.agent.post('/api/games').set('X-CSRFToken', 'wrong-token-value-0123456789').send({ name: 'nope' }).expect(403);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last answers' lines are written after they are sent
  });
  afterAll(async () => app?.close());

  it('logs the run, one line per request, with cookie names and redacted tickets kept readable', () => {
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(text).toContain('sessionid=[redacted]');
    expect(text).toContain('tempest_player=[redacted]');
    expect(text).toContain('csrftoken=[redacted]');
    expect(text).toContain('ticket=[redacted]');
    expect(text).toContain('/create/vibecode/serve/');
  });

  it('holds no value of any cookie, code, password or ticket handed out in the run', () => {
    expect(secrets.size).toBeGreaterThanOrEqual(7);
    const leaks = [...secrets].flatMap(([value, what]) => {
      const pattern = /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`) : null;
      const line = lines.find((l) => (pattern ? pattern.test(l) : l.includes(value) || l.includes(encodeURIComponent(value))));
      return line ? [`${what} in: ${line.slice(0, 400)}`] : [];
    });
    expect(leaks).toEqual([]);
  });
});
