import { DomainError } from '../shared/errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;
export const PASSWORD_MIN = 8;

/** Registration rules (docs/api-accounts.md); returns the normalised values or throws with the message. */
export const validateRegistration = (input: { username: string; email: string; password: string; passwordConfirm: string }) => {
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new DomainError('account.invalid', 'Enter a valid email address.');
  if (!USERNAME.test(username)) throw new DomainError('account.invalid', 'Username must be 3–30 letters, digits, _ - or .');
  validatePassword(input.password, input.passwordConfirm);
  return { username, email };
};

export const validatePassword = (password: string, confirm: string | undefined): void => {
  if (password.length < PASSWORD_MIN) throw new DomainError('account.invalid', `Password must be at least ${PASSWORD_MIN} characters.`);
  if (password.length > 256) throw new DomainError('account.invalid', 'Password must be at most 256 characters.');
  if (confirm !== undefined && confirm !== password) throw new DomainError('account.invalid', 'Passwords do not match');
};

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
