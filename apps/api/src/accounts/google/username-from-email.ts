import type { UserDirectory } from '../user-directory.js';

/** "Ada.Lovelace+x@example.com" → "Ada.Lovelace", or with a number when that name is taken. */
export const usernameFromEmail = async (email: string, users: UserDirectory): Promise<string> => {
  const base = (email.split('@')[0].replace(/\+.*$/, '').replace(/[^A-Za-z0-9_.-]/g, '') || 'player').slice(0, 24).padEnd(3, '0');
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await users.findByUsername(candidate))) return candidate;
  }
  return `${base}${Date.now() % 100000}`;
};
