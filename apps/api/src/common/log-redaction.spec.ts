import { describe, expect, it } from '@jest/globals';
import { redactCookieHeader, redactHeaders, redactQuery, redactSetCookie, redactUrl, scrubText } from './log-redaction.js';

describe('log redaction', () => {
  it("keeps a URL's path and harmless parameters, and hides its ticket", () => {
    expect(redactUrl('/create/vibecode/serve/f1/?ticket=eyJhYmMi.sig&x=1#top')).toBe('/create/vibecode/serve/f1/?ticket=[redacted]&x=1#top');
    expect(redactUrl('http://127.0.0.1:3001/serve/?a=1&csrfToken=zz&code=123456')).toBe('http://127.0.0.1:3001/serve/?a=1&csrfToken=[redacted]&code=[redacted]');
    expect(redactUrl('/api/games/?page=2')).toBe('/api/games/?page=2');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it("names a request's cookies without their values, and keeps a Set-Cookie's attributes", () => {
    expect(redactCookieHeader('sessionid=s3cr3t; csrftoken=t0k; tempest_player=0b9f')).toBe('sessionid=[redacted]; csrftoken=[redacted]; tempest_player=[redacted]');
    expect(redactSetCookie('sessionid=s3cr3t; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax')).toBe('sessionid=[redacted]; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
    expect(redactSetCookie('csrftoken=abc')).toBe('csrftoken=[redacted]');
  });

  it('cleans every header that can hold a credential and leaves the request its own headers', () => {
    const headers = {
      cookie: 'sessionid=s3cr3t',
      'x-csrftoken': 't0k',
      authorization: 'Bearer zzz',
      referer: 'http://games.example/serve/f/?ticket=abc',
      'user-agent': 'jest',
    };
    expect(redactHeaders(headers)).toEqual({
      cookie: 'sessionid=[redacted]',
      'x-csrftoken': '[redacted]',
      authorization: '[redacted]',
      referer: 'http://games.example/serve/f/?ticket=[redacted]',
      'user-agent': 'jest',
    });
    expect(headers.cookie).toBe('sessionid=s3cr3t');
    expect(redactHeaders({ 'set-cookie': ['sessionid=a; Path=/', 'tempest_player=b; Path=/'], location: '/x/?ticket=t' })).toEqual({
      'set-cookie': ['sessionid=[redacted]; Path=/', 'tempest_player=[redacted]; Path=/'],
      location: '/x/?ticket=[redacted]',
    });
  });

  it("hides a parsed query's secret parameters", () => {
    expect(redactQuery({ ticket: 'abc', page: '2', hidden_instructions: 'be secret' })).toEqual({ ticket: '[redacted]', page: '2', hidden_instructions: '[redacted]' });
  });

  it('scrubs credentials and quoted key values out of free text', () => {
    expect(scrubText('GET /x/?ticket=abc.def failed for sessionid=s3 (mode=fast)')).toBe('GET /x/?ticket=[redacted] failed for sessionid=[redacted] (mode=fast)');
    expect(scrubText('duplicate key value violates unique constraint: Key (email)=(ann@example.com) already exists.')).toBe(
      'duplicate key value violates unique constraint: Key (email)=([redacted]) already exists.',
    );
  });
});
