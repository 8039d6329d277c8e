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
    const found = MEDIA_HASH.test(hash) ? await this.media.get(hash) : null;
    if (!found) throw new ApiError(404, 'media.not_found', 'No such media');
    const etag = `"${hash}"`;
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (found.contentType === 'image/svg+xml') res.setHeader('Content-Security-Policy', SVG_POLICY);
    if (matches(ifNoneMatch, etag)) return void res.status(304).end();
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('Content-Length', found.bytes.length);
    res.status(200).end(found.bytes);
  }
}
