import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../common/api-error.js';
import { MEDIA_HASH, MEDIA_STORE, type MediaStore } from './media-store.js';

/** A hash names its bytes forever: any cache may keep them for a year without asking again. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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

/**
 * The media store's blobs (docs/api-media.md). Public reads: media are shown on public pages (covers,
 * thumbnails) and a sha256 cannot be guessed; there is no listing.
 */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(@Inject(MEDIA_STORE) private readonly media: MediaStore) {}

  @Get(':hash')
  @ApiParam({ name: 'hash', description: 'The sha256 of the bytes, 64 lowercase hex digits' })
  @ApiOkResponse({ description: 'The bytes, with their stored type; cached for a year (immutable), ETag "<hash>" (304 on If-None-Match)' })
  @ApiNotFoundResponse({ description: 'No such media (or not a hash)' })
  async serve(@Param('hash') hash: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response): Promise<void> {
    const answer = await mediaAnswer(this.media, hash, ifNoneMatch);
    if (answer.status === 404) throw new ApiError(404, 'media.not_found', 'No such media');
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(answer.status).end(answer.body ?? undefined);
  }
}
