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

describe('user decider: erasure', () => {
  const reached = { sessions: 2, names: 2, gamesDeleted: 1, gamesAnonymised: 1, keys: 3, exports: 0, saves: 4, media: 1 };
  const erase = (by: string, now = at(5)): UserCommand => ({ type: 'EraseUser', data: { by, reasonGiven: by !== 'self', reached, now } });
  const erased: UserEvent = { type: 'UserErased', data: { userId, by: 'self', reasonGiven: false, reached, at: at(5) } };

  it('erases the account with a record of who asked and what was reached, and nothing personal', () => {
    spec.given(registered).when(erase('self')).then([erased]);
    const event = userDecider.decide(erase('self'), given(registered))[0];
    expect(JSON.stringify(event)).not.toContain('ada');
    expect(given(registered, erased)).toEqual({ status: 'erased', userId, by: 'self', erasedAt: at(5) });
  });

  it('records the staff member who erased and that a reason was given (not the reason)', () => {
    spec.given(registered).when(erase('staff-1')).thenMatches([{ type: 'UserErased', data: { by: 'staff-1', reasonGiven: true } }]);
  });

  it('is idempotent: a second erasure records nothing', () => {
    spec.given(registered, erased).when(erase('staff-1', at(9))).thenNothing();
  });

  it('refuses every other command of an erased account as if it did not exist', () => {
    spec.given(registered, erased).when({ type: 'RecordLogin', data: { via: 'password', remember: false, now: at(6) } }).thenThrows({ code: 'user.not_found' });
    spec.given(registered, erased).when({ type: 'IssueCode', data: { purpose: 'password_reset', codeHash: 'x', now: at(6) } }).thenThrows({ code: 'user.not_found' });
  });

  it('refuses staff erasing a staff account, but a staff member may erase their own', () => {
    const staff: UserEvent = { type: 'StaffGranted', data: { by: null, at: t0 } };
    spec.given(registered, staff).when(erase('staff-2')).thenThrows({ code: 'user.erase_staff' });
    spec.given(registered, staff).when(erase('self')).thenMatches([{ type: 'UserErased', data: { by: 'self' } }]);
  });

  it('refuses to erase an account that does not exist', () => {
    spec.given().when(erase('staff-1')).thenThrows({ code: 'user.not_found' });
  });
});
