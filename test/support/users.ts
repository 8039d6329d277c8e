import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';

/**
 * A browser-like client: keeps cookies (session, csrftoken) and sends X-CSRFToken on every mutating
 * call, as the web app does.
 */
export class Client {
  readonly agent: TestAgent;
  csrf = '';

  constructor(readonly url: string) {
    this.agent = request.agent(url);
  }

  async init(): Promise<this> {
    const { body } = await this.agent.get('/api/csrf');
    this.csrf = body.csrftoken;
    return this;
  }

  /** The cookies this client holds (session, csrftoken), e.g. to hand to a browser or another server. */
  cookies(): { name: string; value: string }[] {
    const jar = (this.agent as unknown as { jar: { getCookies(access: object): { name: string; value: string }[] } }).jar;
    return jar.getCookies({ domain: new URL(this.url).hostname, path: '/', secure: false, script: false });
  }

  get(path: string) {
    return this.agent.get(path).set('Accept', 'application/json');
  }

  post(path: string, body?: object | string) {
    const req = this.agent.post(path).set('X-CSRFToken', this.csrf).set('Accept', 'application/json');
    return body === undefined ? req : req.send(body);
  }

  put(path: string, body?: object | string) {
    const req = this.agent.put(path).set('X-CSRFToken', this.csrf).set('Accept', 'application/json');
    return body === undefined ? req : req.send(body);
  }

  patch(path: string, body?: object | string) {
    const req = this.agent.patch(path).set('X-CSRFToken', this.csrf).set('Accept', 'application/json');
    return body === undefined ? req : req.send(body);
  }

  delete(path: string) {
    return this.agent.delete(path).set('X-CSRFToken', this.csrf).set('Accept', 'application/json');
  }

  form(path: string, fields: Record<string, string>) {
    return this.agent.post(path).set('X-CSRFToken', this.csrf).type('form').send(fields);
  }
}

export const newClient = (url: string) => new Client(url).init();

export const uniqueUser = () => {
  const id = randomBytes(4).toString('hex');
  return { username: `player_${id}`, email: `player.${id}@example.com`, password: `correct horse ${id}` };
};

/** The newest code mailed to `email`, read from the development mailbox. */
export const codeFor = async (client: Client, email: string): Promise<string> => {
  const { body } = await client.get('/api/dev/mailbox');
  const message = (body.messages as { to: string; text: string }[]).find((m) => m.to === email);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
};

/** Logs an existing user in: a signed-in client. */
export const logIn = async (url: string, user: { email: string; password: string }) => {
  const client = await newClient(url);
  const login = await client.post('/login-auth/', { email: user.email, password: user.password, remember_me: false });
  if (login.status !== 200) throw new Error(`Login failed: ${JSON.stringify(login.body)}`);
  return client;
};

/** Registers, verifies with the mailed code and logs in: a signed-in client. */
export const signUp = async (url: string, user = uniqueUser()) => {
  const client = await newClient(url);
  const registered = await client.form('/create-and-verify/', { ...user, password_confirm: user.password });
  if (registered.status !== 201) throw new Error(`Registration failed: ${JSON.stringify(registered.body)}`);
  const otp = await codeFor(client, user.email);
  await client.post('/verify-email-otp', { email: user.email, otp }).expect(200);
  const login = await client.post('/login-auth/', { email: user.email, password: user.password, remember_me: false });
  if (login.status !== 200) throw new Error(`Login failed: ${JSON.stringify(login.body)}`);
  return { client, user, id: login.body.user.id as string };
};

/**
 * A client whose requests come from another loopback address (127.0.0.2, …: Linux routes all of 127/8 to
 * the loopback interface), so limits per address can be tested. It brings its own CSRF token, as the
 * double-submit check allows.
 */
export const fromAddress = (url: string, localAddress: string) => {
  const csrf = randomBytes(24).toString('hex');
  const post = (path: string, body: object) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = httpRequest(
        new URL(path, url),
        {
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { post };
};
