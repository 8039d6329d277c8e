import { describe, expect, it } from '@jest/globals';
import { afterSignInPath, loginPath, safeNextPath, verifyEmailPath } from './authPaths';
import { isCompleteOtp, validateConfirmation, validateUsername } from './authValidation';

describe('sign-in paths', () => {
  it('follows only same-site next paths', () => {
    expect(safeNextPath('/tokens/')).toBe('/tokens/');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it('builds the verification and login links with their query', () => {
    expect(verifyEmailPath('ada@example.com', 'A game about cats & dogs')).toBe(
      '/verify-email?email=ada%40example.com&game_prompt=A+game+about+cats+%26+dogs',
    );
    expect(loginPath({ verified: true, email: 'ada@example.com' })).toBe('/login?verified=1&email=ada%40example.com');
    expect(loginPath({ next: 'https://evil.example' })).toBe('/login');
  });

  it('goes to next, else home with the carried prompt', () => {
    expect(afterSignInPath('/tokens/', 'cats')).toBe('/tokens/');
    expect(afterSignInPath(null, 'cats')).toBe('/?game_prompt=cats');
    expect(afterSignInPath(null, null)).toBe('/');
  });
});

describe('registration rules', () => {
  it('checks usernames, confirmation and codes like the server does', () => {
    expect(validateUsername('ada.l-2_')).toBeNull();
    expect(validateUsername('ad')).toBe('Username must be 3–30 letters, digits, _ - or .');
    expect(validateUsername('ada lovelace')).not.toBeNull();
    expect(validateConfirmation('secret123', 'secret124')).toBe('Passwords do not match');
    expect(isCompleteOtp('012345')).toBe(true);
    expect(isCompleteOtp('01234')).toBe(false);
  });
});
