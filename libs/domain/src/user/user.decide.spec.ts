import { describe, expect, it } from '@jest/globals';
import { codeWasRejected, decideUser, evolveUser, initialUserState, type UserEvent, type UserState } from '../index.js';

const userId = 'c0ffee00-0000-4000-8000-000000000001';
const t0 = '2026-11-22T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();
const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, username: 'ada', email: 'ada@example.com', passwordHash: 'scrypt$x', via: 'password', googleSub: null, emailVerified: false, registeredAt: t0 },
};
const issued: UserEvent = { type: 'VerificationCodeIssued', data: { purpose: 'email_verification', codeHash: 'good', expiresAt: at(15), issuedAt: t0 } };

describe('user decider: codes', () => {
  it('verifies the email with the right code before it expires', () => {
    const events = decideUser({ type: 'ConfirmCode', data: { codeHash: 'good', now: at(14) } }, given(registered, issued));
    expect(events).toEqual([{ type: 'EmailVerified', data: { at: at(14) } }]);
    expect(given(registered, issued, ...events)).toMatchObject({ emailVerified: true, codes: {} });
  });

  it('refuses a wrong code without writing an event (the API counts attempts), and refuses an expired one', () => {
    const wrong = decideUser({ type: 'ConfirmCode', data: { codeHash: 'bad', now: at(1) } }, given(registered, issued));
    expect(wrong).toEqual([]);
    expect(codeWasRejected(wrong)).toBe(true);
    const late = decideUser({ type: 'ConfirmCode', data: { codeHash: 'good', now: at(16) } }, given(registered, issued));
    expect(codeWasRejected(late)).toBe(true);
  });

  it('still honours a lock written by older versions as 5 VerificationCodeRejected events', () => {
    const rejected = (attempts: number): UserEvent => ({ type: 'VerificationCodeRejected', data: { purpose: 'email_verification', attempts, at: at(1) } });
    const state = given(registered, issued, rejected(1), rejected(2), rejected(3), rejected(4), rejected(5));
    expect(codeWasRejected(decideUser({ type: 'ConfirmCode', data: { codeHash: 'good', now: at(2) } }, state))).toBe(true);
  });

  it('changes the password only with the reset code, which then stops working', () => {
    const reset: UserEvent = { type: 'VerificationCodeIssued', data: { purpose: 'password_reset', codeHash: 'r', expiresAt: at(15), issuedAt: t0 } };
    const state = given(registered, reset);
    expect(codeWasRejected(decideUser({ type: 'ChangePassword', data: { codeHash: 'good', passwordHash: 'new', now: at(1) } }, state))).toBe(true);
    const changed = decideUser({ type: 'ChangePassword', data: { codeHash: 'r', passwordHash: 'new', now: at(1) } }, state);
    expect(changed).toEqual([{ type: 'PasswordChanged', data: { passwordHash: 'new', at: at(1) } }]);
    const after = given(registered, reset, ...changed);
    expect(codeWasRejected(decideUser({ type: 'ChangePassword', data: { codeHash: 'r', passwordHash: 'again', now: at(2) } }, after))).toBe(true);
  });

  it('records staff and Legend changes only when they change', () => {
    expect(decideUser({ type: 'SetStaff', data: { isStaff: true, by: null, now: t0 } }, given(registered))).toHaveLength(1);
    expect(decideUser({ type: 'SetStaff', data: { isStaff: false, by: null, now: t0 } }, given(registered))).toEqual([]);
  });
});
