import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { codeFor, fromAddress, logIn, newClient, signUp, uniqueUser, type Client } from '../support/users.js';

// Services: rate limits and one-time codes under parallel requests on many connections.

describe.each(databaseTargets())('accounts on %s', (target) => {
  let app: TestApp;
  let client: Client;
  const register = (c: Client, user: ReturnType<typeof uniqueUser>, confirm = user.password) =>
    c.form('/create-and-verify/', { ...user, password_confirm: confirm });

  beforeAll(async () => {
    app = await startTestAppOn(target);
    client = await newClient(app.url);
  });
  afterAll(async () => app?.close());

  it('registers from a form, mails a code, and refuses to log in until the email is verified', async () => {
    const user = uniqueUser();
    const registered = await register(client, user);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      success: true,
      verification_required: true,
      user: { username: user.username, email: user.email, is_staff: false, id: expect.any(String), profileLink: expect.stringMatching(/^\/profile\//) },
    });
    const early = await client.post('/login-auth/', { email: user.email, password: user.password });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ success: false, error: 'Please verify your email before logging in.', verification_required: true });

    const verified = await client.post('/verify-email-otp', { email: user.email, otp: await codeFor(client, user.email) });
    expect(verified.body).toMatchObject({ success: true, purpose: 'email_verification' });
    const login = await client.post('/login-auth/', { email: user.email.toUpperCase(), password: user.password, remember_me: true });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username: user.username, email: user.email });
    expect(login.get('Set-Cookie')?.join(';')).toMatch(/sessionid=[^;]+;.*HttpOnly/i);
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({ isAuthenticated: true, userName: user.username, userEmail: user.email, isStaff: false, emailVerified: true });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['a short username', { username: 'ab' }, 'Username must be 3–30 letters, digits, _ - or .'],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters.'],
  ])('refuses %s with the message and creates nothing', async (_case, override, message) => {
    const user = { ...uniqueUser(), ...override };
    const response = await register(client, user);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: message });
  });

  it('refuses mismatched passwords, a taken email and a taken username', async () => {
    const user = uniqueUser();
    expect((await register(client, user, 'something else')).body).toMatchObject({ success: false, error: 'Passwords do not match' });
    expect((await register(client, user)).status).toBe(201);
    const sameEmail = await register(client, { ...uniqueUser(), email: user.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ success: false, error: 'An account with this email already exists.' });
    const sameName = await register(client, { ...uniqueUser(), username: user.username.toUpperCase() });
    expect(sameName.body).toMatchObject({ success: false, error: 'This username is taken.' });
    // The email claimed before the username was refused is free again.
    const retried = await register(client, { ...uniqueUser(), email: `x.${user.email}` });
    expect(retried.status).toBe(201);
  });

  it('answers a wrong password and an unknown email the same way, then rate-limits that address', async () => {
    const { user } = await signUp(app.url);
    const fresh = await newClient(app.url);
    const wrong = await fresh.post('/login-auth/', { email: user.email, password: 'wrong password!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: 'Wrong username or password.', code: 'auth.wrong_credentials' });
    const unknown = await fresh.post('/login-auth/', { email: 'nobody@example.com', password: 'whatever123' });
    expect(unknown.body).toEqual(wrong.body);
    for (let i = 0; i < 9; i++) await fresh.post('/login-auth/', { email: user.email, password: 'wrong password!' });
    const limited = await fresh.post('/login-auth/', { email: user.email, password: user.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, error: 'Too many failed attempts. Try again in 15 minutes.' });
    // The guesser's address is limited, not the account: its owner still signs in from another address.
    const owner = await fromAddress(app.url, '127.0.0.2').post('/login-auth/', { email: user.email, password: user.password });
    expect(owner.status).toBe(200);
  });

  it('counts parallel wrong passwords atomically: of 25 at once, exactly 10 are checked', async () => {
    const { user } = await signUp(app.url);
    const guesser = fromAddress(app.url, '127.0.0.3');
    const answers = await Promise.all(Array.from({ length: 25 }, () => guesser.post('/login-auth/', { email: user.email, password: 'wrong password!' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('locks a verification code after 5 wrong tries (429, whatever the 6th holds), writes no event per wrong try; a new code works', async () => {
    const user = uniqueUser();
    const registered = await register(client, user);
    const userId = registered.body.user.id as string;
    const good = await codeFor(client, user.email);
    const bad = good === '000000' ? '111111' : '000000';
    const before = (await app.infra.store.readStream(`user-${userId}`)).length;
    // Sent at once: the attempts are counted before the check, so parallel guesses cannot pass the limit.
    const guesses = await Promise.all(Array.from({ length: 12 }, () => client.post('/verify-email-otp', { email: user.email, otp: bad })));
    expect(guesses.filter((g) => g.status === 400).map((g) => g.body)).toEqual(Array(5).fill({ success: false, error: 'Invalid OTP', code: 'account.invalid_otp' }));
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(7);
    const locked = await client.post('/verify-email-otp', { email: user.email, otp: good });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, error: 'Too many wrong codes. Request a new code.', code: 'account.code_locked' });
    expect((await app.infra.store.readStream(`user-${userId}`)).length).toBe(before);
    expect((await client.post('/send-verification-otp/', { email: user.email })).body).toEqual({ success: true, message: 'Verification code sent.' });
    const fresh = await codeFor(client, user.email);
    expect((await client.post('/verify-email-otp', { email: user.email, otp: fresh })).body.success).toBe(true);
    // Single use.
    expect((await client.post('/verify-email-otp', { email: user.email, otp: fresh })).body.error).toBe('Invalid OTP');
  });

  it('resets a password in steps from the browser that owns the account, ends old sessions, and does not reveal who has an account', async () => {
    const { user, client: ownBrowser } = await signUp(app.url);
    const elsewhere = await logIn(app.url, user);
    await ownBrowser.get('/logout').expect(200);
    const other = await newClient(app.url);
    const unknown = await other.post('/reset-password-request', { email: 'nobody@example.com' });
    const known = await ownBrowser.post('/reset-password-request', { email: user.email });
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 'success', message: 'If an account exists for this email, a code has been sent.' });
    const otp = await codeFor(ownBrowser, user.email);
    expect((await ownBrowser.post('/verify-email-otp', { email: user.email, otp })).body).toMatchObject({ success: true, purpose: 'password_reset' });
    const wrong = await ownBrowser.post('/reset-password-confirm', { email: user.email, otp: otp === '123456' ? '654321' : '123456', new_password: 'a brand new secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ status: 'error', message: 'Invalid OTP', error: 'Invalid OTP' });
    const done = await ownBrowser.post('/reset-password-confirm', { email: user.email, otp, new_password: 'a brand new secret' });
    expect(done.body).toMatchObject({ status: 'success' });

    expect((await elsewhere.get('/api/me')).body.isAuthenticated).toBe(false);
    expect((await other.post('/login-auth/', { email: user.email, password: user.password })).status).toBe(401);
    expect((await other.post('/login-auth/', { email: user.email, password: 'a brand new secret' })).status).toBe(200);
  });

  it('closes the takeover: a reset asked for someone else never shows its code, signed out or signed in as another user', async () => {
    const { user: victim } = await signUp(app.url);
    const attacker = await newClient(app.url);
    expect((await attacker.post('/reset-password-request', { email: victim.email })).status).toBe(200);
    const anonymous = await attacker.get('/api/dev/mailbox').expect(200);
    expect(anonymous.body.messages).toEqual([]);
    const { client: signedIn, user: attackerUser } = await signUp(app.url);
    expect((await signedIn.post('/reset-password-request', { email: victim.email })).status).toBe(200);
    const own = (await signedIn.get('/api/dev/mailbox').expect(200)).body.messages as { to: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m) => m.to === attackerUser.email)).toBe(true);
    // Guessing instead: 5 tries, then the code is locked.
    const guesses = await Promise.all(['000001', '000002', '000003', '000004', '000005', '000006'].map((otp) => attacker.post('/reset-password-confirm', { email: victim.email, otp, new_password: 'i own you now' })));
    expect(guesses.map((g) => g.status).sort()).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await attacker.post('/login-auth/', { email: victim.email, password: 'i own you now' })).status).toBe(401);
  });

  it('logs out: JSON clients get a status, browsers are sent to /login', async () => {
    const { client: signedIn } = await signUp(app.url);
    const out = await signedIn.get('/logout');
    expect(out.body).toEqual({ status: 'success' });
    expect((await signedIn.get('/api/me')).body).toMatchObject({ isAuthenticated: false, userPk: null });
    const browser = await signedIn.agent.get('/logout').set('Accept', 'text/html').redirects(0);
    expect(browser.status).toBe(302);
    expect(browser.headers.location).toBe('/login');
  });

  it('refuses sign-in calls without the CSRF header, and Google sign-in when it is not configured', async () => {
    const forged = await client.agent.post('/login-auth/').send({ email: 'a@b.co', password: 'x' });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: 'CSRF token missing or incorrect.', code: 'csrf.failed' });
    const google = await client.post('/google-auth/', { id_token: 'x' });
    expect(google.status).toBe(404);
    expect(google.body).toMatchObject({ success: false, error: 'Google sign-in is not configured' });
    expect((await client.get('/api/config')).body).toEqual({ GOOGLE_CLIENT_ID: null, MAX_TRAIL_ACTIONS: 5, devMailbox: true });
  });

  it('keeps events of every account change on the user stream, never the password or the code', async () => {
    const { id } = await signUp(app.url);
    const events = await app.infra.store.readStream(`user-${id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'VerificationCodeIssued', 'EmailVerified', 'UserLoggedIn']);
    const text = JSON.stringify(events.map((e) => e.data));
    expect(text).toMatch(/scrypt\$/);
    expect(text).not.toMatch(/correct horse/);
  });

  it('limits code requests per email: the sixth within 15 minutes is refused, and sends nothing', async () => {
    const user = uniqueUser();
    await register(client, user); // registration mails the first code but is not a request
    for (let i = 0; i < 5; i++) expect((await client.post('/send-verification-otp/', { email: user.email })).status).toBe(200);
    const sixth = await client.post('/send-verification-otp/', { email: user.email });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, error: 'Too many codes requested. Try again in 15 minutes.' });
    const reset = await client.post('/reset-password-request', { email: user.email });
    expect(reset.status).toBe(429);
    const { body } = await client.get('/api/dev/mailbox');
    expect(body.messages.filter((m: { to: string }) => m.to === user.email)).toHaveLength(6);
  });

  describe('in production (NODE_ENV=production) without SMTP', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await startTestAppOn(target, { production: true });
    });
    afterAll(async () => production?.close());

    it('has no development mailbox at all, and keeps no mail to read', async () => {
      const { client: owner, user } = await signUpWithoutMailbox(production);
      expect((await owner.get('/api/config')).body.devMailbox).toBe(false);
      expect((await owner.get('/api/dev/mailbox')).status).toBe(404);
      expect((await owner.post('/reset-password-request', { email: user.email })).status).toBe(200);
      expect((await (await newClient(production.url)).get('/api/dev/mailbox')).body).toEqual({ error: 'No route GET /api/dev/mailbox', code: 'route.not_found' });
      const kept = await production.infra.pool.query(`SELECT count(*)::int AS n FROM "${production.config.schema}".dev_mailbox`);
      expect(kept.rows[0].n).toBe(0);
    });
  });
});

/** Registers in a studio with no mailbox: the code cannot be read, as in production without SMTP. */
const signUpWithoutMailbox = async (app: TestApp) => {
  const client = await newClient(app.url);
  const user = uniqueUser();
  expect((await client.form('/create-and-verify/', { ...user, password_confirm: user.password })).status).toBe(201);
  return { client, user };
};
