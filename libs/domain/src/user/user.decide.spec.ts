import { describe, expect, it } from '@jest/globals';
import { codeWasRejected, evolveUser, initialUserState, userDecider, type UserCommand, type UserEvent, type UserState } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const userId = 'c0ffee00-0000-4000-8000-000000000001';
const t0 = '2026-11-22T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();
const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const spec = deciderSpecification(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, username: 'ada', email: 'ada@example.com', passwordHash: 'scrypt$x', via: 'password', googleSub: null, emailVerified: false, registeredAt: t0 },
};
const issued: UserEvent = { type: 'VerificationCodeIssued', data: { purpose: 'email_verification', codeHash: 'good', expiresAt: at(15), issuedAt: t0 } };
const confirm = (codeHash: string, now: string): UserCommand => ({ type: 'ConfirmCode', data: { codeHash, now } });
const changePassword = (codeHash: string, passwordHash: string, now: string): UserCommand => ({ type: 'ChangePassword', data: { codeHash, passwordHash, now } });

describe('user decider: codes', () => {
  it('verifies the email with the right code before it expires', () => {
    const verified: UserEvent = { type: 'EmailVerified', data: { at: at(14) } };
    spec.given(registered, issued).when(confirm('good', at(14))).then([verified]);
    expect(given(registered, issued, verified)).toMatchObject({ emailVerified: true, codes: {} });
  });

  it('refuses a wrong code without writing an event (the API counts attempts), and refuses an expired one', () => {
    spec.given(registered, issued).when(confirm('bad', at(1))).thenNothing();
    spec.given(registered, issued).when(confirm('good', at(16))).thenNothing();
    // The API reads "no event" as a rejected code.
    expect(codeWasRejected([])).toBe(true);
  });

  it('still honours a lock written by older versions as 5 VerificationCodeRejected events', () => {
    const rejected = (attempts: number): UserEvent => ({ type: 'VerificationCodeRejected', data: { purpose: 'email_verification', attempts, at: at(1) } });
    spec.given(registered, issued, rejected(1), rejected(2), rejected(3), rejected(4), rejected(5)).when(confirm('good', at(2))).thenNothing();
  });

  it('changes the password only with the reset code, which then stops working', () => {
    const reset: UserEvent = { type: 'VerificationCodeIssued', data: { purpose: 'password_reset', codeHash: 'r', expiresAt: at(15), issuedAt: t0 } };
    const changed: UserEvent = { type: 'PasswordChanged', data: { passwordHash: 'new', at: at(1) } };
    spec.given(registered, reset).when(changePassword('good', 'new', at(1))).thenNothing();
    spec.given(registered, reset).when(changePassword('r', 'new', at(1))).then([changed]);
    spec.given(registered, reset, changed).when(changePassword('r', 'again', at(2))).thenNothing();
  });

  it('records staff and Legend changes only when they change', () => {
    spec.given(registered).when({ type: 'SetStaff', data: { isStaff: true, by: null, now: t0 } }).then([{ type: 'StaffGranted', data: { by: null, at: t0 } }]);
    spec.given(registered).when({ type: 'SetStaff', data: { isStaff: false, by: null, now: t0 } }).thenNothing();
    spec.given(registered).when({ type: 'SetLegend', data: { isPremium: true, by: 'staff-1', now: t0 } }).then([{ type: 'LegendGranted', data: { by: 'staff-1', at: t0 } }]);
    spec.given(registered).when({ type: 'SetLegend', data: { isPremium: false, by: null, now: t0 } }).thenNothing();
  });

  it('grants and ends the analyst role once: a second grant or a revoke of no role records nothing', () => {
    const granted: UserEvent = { type: 'AnalystGranted', data: { by: 'staff-1', at: t0 } };
    spec.given(registered).when({ type: 'SetAnalyst', data: { isAnalyst: true, by: 'staff-1', now: t0 } }).then([granted]);
    spec.given(registered, granted).when({ type: 'SetAnalyst', data: { isAnalyst: true, by: null, now: at(1) } }).thenNothing();
    spec.given(registered, granted).when({ type: 'SetAnalyst', data: { isAnalyst: false, by: null, now: at(1) } }).then([{ type: 'AnalystRevoked', data: { by: null, at: at(1) } }]);
    spec.given(registered).when({ type: 'SetAnalyst', data: { isAnalyst: false, by: null, now: t0 } }).thenNothing();
  });
});
