import { createHash } from 'node:crypto';

/** The offline image model: a deterministic SVG cover drawn from the prompt's words (stored in the media store). */
export type CoverImage = { bytes: Buffer; contentType: 'image/svg+xml'; tags: string[]; title: string };

const COLOURS: Record<string, string> = {
  red: '#e11d48', crimson: '#be123c', orange: '#f97316', amber: '#f59e0b', gold: '#eab308', golden: '#eab308', yellow: '#facc15',
  lime: '#84cc16', green: '#22c55e', emerald: '#10b981', teal: '#14b8a6', cyan: '#06b6d4', blue: '#3b82f6', azure: '#0ea5e9',
  indigo: '#6366f1', violet: '#8b5cf6', purple: '#a855f7', pink: '#ec4899', magenta: '#d946ef', brown: '#92400e', black: '#111827',
  white: '#f8fafc', grey: '#6b7280', gray: '#6b7280', silver: '#cbd5e1', neon: '#39ff14',
};

const STOP = new Set(
  'a an the of and or with in on at to for from by my our your their its is are be make create generate draw image picture cover art game about that this some into over under as it'.split(' '),
);

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The prompt's content words, lowercased, each once, in order. */
export const promptWords = (prompt: string): string[] => [
  ...new Set((prompt.toLowerCase().match(/[a-z][a-z0-9'-]*/g) ?? []).filter((w) => w.length > 1 && !STOP.has(w))),
];

const titleOf = (prompt: string, words: string[]): string => {
  const quoted = /["“]([^"”]{1,40})["”]/.exec(prompt)?.[1];
  const raw = quoted ?? words.filter((w) => !(w in COLOURS)).slice(0, 4).join(' ');
  return (raw || 'Untitled').replace(/\b\w/g, (c) => c.toUpperCase()).slice(0, 40);
};

/** Same prompt, same picture: colours named in the prompt (else from its hash), a title, and a few shapes. */
export const coverImage = (prompt: string): CoverImage => {
  const words = promptWords(prompt);
  const hash = createHash('sha256').update(prompt.trim().toLowerCase()).digest();
  const named = words.filter((w) => w in COLOURS).map((w) => COLOURS[w]);
  const hue = (hash[0] * 360) / 256;
  const background = named[0] ?? `hsl(${hue.toFixed(0)}, 55%, 22%)`;
  const accent = named[1] ?? `hsl(${((hue + 150) % 360).toFixed(0)}, 80%, 60%)`;
  const highlight = named[2] ?? `hsl(${((hue + 60) % 360).toFixed(0)}, 85%, 70%)`;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const [x, y, size, kind] = [hash[1 + i * 4] * 2.5, hash[2 + i * 4] * 1.4, 20 + (hash[3 + i * 4] % 60), hash[4 + i * 4] % 3];
    const fill = i % 2 === 0 ? accent : highlight;
    const opacity = (0.35 + (hash[5 + i] % 50) / 100).toFixed(2);
    if (kind === 0) shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${size}" fill="${fill}" opacity="${opacity}"/>`);
    else if (kind === 1) shapes.push(`<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size * 1.5}" height="${size}" rx="8" fill="${fill}" opacity="${opacity}"/>`);
    else shapes.push(`<polygon points="${x.toFixed(0)},${(y - size).toFixed(0)} ${(x + size).toFixed(0)},${(y + size).toFixed(0)} ${(x - size).toFixed(0)},${(y + size).toFixed(0)}" fill="${fill}" opacity="${opacity}"/>`);
  }
  const title = titleOf(prompt, words);
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#0b1020"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#bg)"/>',
    ...shapes,
    '<rect x="0" y="262" width="640" height="98" fill="#000" opacity="0.45"/>',
    `<text x="320" y="322" font-family="Verdana, sans-serif" font-size="36" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
  return { bytes: Buffer.from(svg), contentType: 'image/svg+xml', tags: words.slice(0, 8), title };
};
