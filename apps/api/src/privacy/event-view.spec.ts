import { describe, expect, it } from '@jest/globals';
import { claimStreamsOf } from '@tempest/domain';
import { ServerSecret } from '../infrastructure/server-secret.js';
import { eventViewFor, LEGACY_SECRET_KEYS, PRIVATE, pseudonymOf, REDACTED, searchesPersonalStream, streamIdFor, type ViewContext } from './event-view.js';
import { ERASED_STRING } from './field-crypto.js';

const secret = new ServerSecret(Buffer.alloc(32, 3));
const hash = (text: string) => secret.hash('pseudonym', text);
const hidden: ViewContext = { pseudonym: hash, privateShown: false };
const shown: ViewContext = { pseudonym: hash, privateShown: true };
const registered = {
  type: 'UserRegistered',
  streamId: 'user-u1',
  data: { userId: 'u1', username: 'Ada', email: 'ada@example.com', passwordHash: 'h', googleSub: null, via: 'password', registeredAt: 't' },
};
const message = { type: 'UserMessageReceived', streamId: 'agent-session-s1', data: { sessionId: 's1', messageId: 'm', streamId: 'x', content: 'my plan', hiddenInstructions: 'psst', contextItems: [{ id: 'a', type: 'image', name: 'me.png' }], at: 't' } };

describe('eventViewFor', () => {
  it('gives analysts a stable pseudonym for personal fields, never the secret, and staff the values', () => {
    const analyst = eventViewFor('analyst', registered, hidden).data as Record<string, unknown>;
    expect(analyst).toEqual({ ...registered.data, username: `pseudonym:${hash('ada')}`, email: `pseudonym:${hash('ada@example.com')}`, passwordHash: REDACTED, googleSub: null });
    expect(JSON.stringify(analyst)).not.toMatch(/ada@example|"Ada"/);
    expect(eventViewFor('staff', registered, hidden).data).toEqual({ ...registered.data, passwordHash: REDACTED });
    expect(eventViewFor('owner', registered, hidden).data).toEqual({ ...registered.data, passwordHash: REDACTED });
  });

  it('names the same person by the same pseudonym in a stream name and in data, and hashes a visitor’s part of a play index', () => {
    const email = eventViewFor('analyst', registered, hidden).data as { email: string };
    expect(streamIdFor('analyst', 'useremail-ada@example.com', hash)).toBe(`useremail-${email.email}`);
    expect(streamIdFor('analyst', 'username-ada', hash)).toBe(`username-pseudonym:${hash('ada')}`);
    const started = { type: 'PlaySessionStarted', streamId: 'play-session-p', data: { sessionId: 'p', gameId: 'g', playerKey: 'visitor-k1', entityState: {}, at: 't' } };
    const key = (eventViewFor('analyst', started, shown).data as { playerKey: string }).playerKey;
    expect(streamIdFor('analyst', 'play-index-g-published-visitor-k1', hash)).toBe(`play-index-g-published-${key}`);
    expect(streamIdFor('analyst', 'play-index-g-published-user-u1', hash)).toBe('play-index-g-published-user-u1');
    expect(streamIdFor('staff', 'useremail-ada@example.com', hash)).toBe('useremail-ada@example.com');
    expect(streamIdFor('analyst', 'useremail-', hash)).toBe('useremail-');
  });

  it('shows a claim named by its keyed hash as it is (no personal data in it), and pseudonymises a plain-name claim', () => {
    const claims = claimStreamsOf('email', 'Ada@Example.com', (purpose, text) => secret.hash(purpose, text));
    expect(streamIdFor('analyst', claims.hashed, hash)).toBe(claims.hashed);
    expect(streamIdFor('analyst', claims.legacy, hash)).toBe(`useremail-pseudonym:${hash('ada@example.com')}`);
    const named = claimStreamsOf('username', 'Ada', (purpose, text) => secret.hash(purpose, text)).hashed;
    expect(streamIdFor('analyst', named, hash)).toBe(named);
    // A plain email that merely starts like a hashed name is still pseudonymised.
    expect(streamIdFor('analyst', 'useremail-hmac:ab@example.com', hash)).toBe(`useremail-pseudonym:${hash('hmac:ab@example.com')}`);
  });

  it('hides private content from analysts unless shown (a published game), keeping each field, and records what staff read', () => {
    const analyst = eventViewFor('analyst', message, hidden);
    expect(analyst.data).toEqual({ ...message.data, content: PRIVATE, hiddenInstructions: PRIVATE, contextItems: [{ id: 'a', type: 'image', name: PRIVATE }] });
    expect(analyst.privateRead).toBe(false);
    expect(eventViewFor('analyst', message, shown)).toEqual({ streamId: message.streamId, data: message.data, privateRead: true });
    expect(eventViewFor('staff', message, hidden)).toEqual({ streamId: message.streamId, data: message.data, privateRead: true });
    const publicOnly = { type: 'GameRenamed', streamId: 'game-g', data: { gameId: 'g', name: 'n', previousName: 'p', renamedAt: 't' } };
    expect(eventViewFor('staff', publicOnly, hidden)).toEqual({ streamId: 'game-g', data: publicOnly.data, privateRead: false });
  });

  it('treats an unclassified type as all private, and keeps the six legacy secret keys redacted for everyone', () => {
    const legacy = { type: 'ProbeStarted', streamId: 'probe-1', data: { i: 1, password: 'p', nested: { token: 't', code: null, list: [{ codeHash: 'c' }] }, passwordHash: 'x', googleSub: 'g' } };
    expect(eventViewFor('analyst', legacy, hidden).data).toBe(PRIVATE);
    const staff = eventViewFor('staff', legacy, hidden).data;
    expect(staff).toEqual({ i: 1, password: REDACTED, nested: { token: REDACTED, code: null, list: [{ codeHash: REDACTED }] }, passwordHash: REDACTED, googleSub: REDACTED });
    expect(eventViewFor('analyst', legacy, shown).data).toEqual(staff);
    expect([...LEGACY_SECRET_KEYS].sort()).toEqual(['code', 'codeHash', 'googleSub', 'password', 'passwordHash', 'token']);
  });

  it('shows analysts a private read’s stream names as they see streams, and does not change its input', () => {
    const read = { type: 'PrivateContentRead', streamId: 'ops-private-reads', data: { readerId: 'r', route: 'GET /x', streamIds: ['asset-1', 'username-ada'], streamCount: 2, count: 1, at: 't' } };
    const copy = structuredClone(read);
    expect((eventViewFor('analyst', read, hidden).data as { streamIds: string[] }).streamIds).toEqual(['asset-1', `username-pseudonym:${hash('ada')}`]);
    expect(read).toEqual(copy);
  });
});

describe('pseudonymOf', () => {
  it('leaves an erased person’s placeholder as it is, so erased people do not share one pseudonym', () => {
    expect(pseudonymOf(hash, ERASED_STRING)).toBe(ERASED_STRING);
    expect(pseudonymOf(hash, 'Ada@example.com ')).toBe(pseudonymOf(hash, 'ada@example.com'));
  });
});

describe('searchesPersonalStream', () => {
  it('refuses searches that reach into an email, a username or a visitor key, and allows the rest', () => {
    for (const text of ['useremail-ada', 'useremail-a', 'username-x', 'play-index-g-published-visitor-k']) expect([text, searchesPersonalStream(text)]).toEqual([text, true]);
    for (const text of ['useremail-', 'user', 'user-u1', 'game-g', 'play-index-g-published-visitor-', 'play-index-g-published-user-u1']) expect([text, searchesPersonalStream(text)]).toEqual([text, false]);
  });

  it('allows a whole hashed claim name, as the explorer lists it, but not a part of one (which would match plain names too)', () => {
    const hashed = claimStreamsOf('email', 'ada@example.com', (purpose, text) => secret.hash(purpose, text)).hashed;
    expect(searchesPersonalStream(hashed)).toBe(false);
    for (const text of ['useremail-hmac:', hashed.slice(0, -1), `${hashed}@example.com`]) expect([text, searchesPersonalStream(text)]).toEqual([text, true]);
  });
});
