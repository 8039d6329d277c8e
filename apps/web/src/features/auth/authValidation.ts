import { AUTH_MESSAGES } from './authMessages';

// The server's rules (docs/api-accounts.md), checked early so the form can say so before a round trip.
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;

export function validateUsername(username: string): string | null {
  return USERNAME_PATTERN.test(username.trim()) ? null : 'Username must be 3–30 letters, digits, _ - or .';
}

export function validateEmail(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : 'Enter a valid email address.';
}

export function validatePassword(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : 'Password must be at least 8 characters.';
}

export function validateConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : AUTH_MESSAGES.passwordsMismatch;
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}
