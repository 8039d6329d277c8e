import { createHash } from 'node:crypto';

// Brand-adjacent hues only (no red: it reads as an error), as the web app's initials avatars.
const HUES = [262, 275, 235, 215, 195, 175, 295, 325];

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Up to two letters: the first of each of the first two words of the name, else its first two characters. */
export const initialsOf = (username: string): string => {
  const words = username.split(/[\s_.-]+/).filter((w) => w !== '');
  const letters = words.length >= 2 ? [...words[0]].slice(0, 1).concat([...words[1]].slice(0, 1)) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
};

/** The same user always gets the same colour. */
export const avatarColourOf = (userId: string): string => {
  const hash = createHash('sha256').update(userId).digest();
  return `hsl(${HUES[hash[0] % HUES.length]}, 55%, 45%)`;
};

/** A 128×128 SVG: the user's initials on their colour. Text is escaped; the SVG holds no script or link. */
export const avatarSvg = (userId: string, username: string): string => {
  const initials = escapeXml(initialsOf(username));
  const label = escapeXml(username);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${label}">` +
    `<rect width="128" height="128" rx="64" fill="${avatarColourOf(userId)}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" ` +
    `font-size="52" font-weight="600" fill="#ffffff">${initials}</text></svg>`
  );
};
