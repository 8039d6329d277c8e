import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { mediaAnswer } from './media-answer.js';
import { MEDIA_STORE, type MediaStore } from './media-store.js';
import { DomainError } from '@tempest/domain';

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
    if (answer.status === 404) throw new DomainError('media.not_found');
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(answer.status).end(answer.body ?? undefined);
  }
}
