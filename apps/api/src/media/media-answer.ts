import { MEDIA_HASH, type MediaStore } from './media-store.js';

/**
 * A hash names its bytes forever, so the browser may keep them for a year without asking again; but only
 * the browser (`private`): one blob may belong to a private game, a save's thumbnail or a person who is
 * later erased, and a shared cache (a CDN, a proxy) would go on serving it to anyone, beyond any deletion
 * (docs/api-media.md, Serving).
 */
export const MEDIA_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** An SVG opened on its own runs no script and loads nothing (only its inline styles apply). */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Whether If-None-Match names this ETag (a list, weak validators and `*` included). */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

/** What a GET of `/media/<hash>` answers (the studio's route and the game origin's): status, headers and bytes. */
export const mediaAnswer = async (
  media: MediaStore,
  hash: string,
  ifNoneMatch: string | undefined,
): Promise<{ status: 200 | 304 | 404; headers: Record<string, string>; body: Buffer | null }> => {
  const found = MEDIA_HASH.test(hash) ? await media.get(hash) : null;
  if (!found) return { status: 404, headers: {}, body: null };
  const etag = `"${hash}"`;
  const headers: Record<string, string> = { 'Cache-Control': MEDIA_CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (found.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_POLICY;
  if (matches(ifNoneMatch, etag)) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, 'Content-Type': found.contentType, 'Content-Length': String(found.bytes.length) }, body: found.bytes };
};
