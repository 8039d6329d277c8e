import { Controller, HttpCode, Inject, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FrontendImageAnswer } from '@tempest/contracts';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import { RateLimiter } from '../../accounts/security/rate-limiter.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { checkedImage, imageUpload } from '../../media/image-upload.js';
import { MEDIA_STORE, type MediaStore } from '../../media/media-store.js';
import { FrontendWorkspace } from './frontend-workspace.js';

/** Image uploads a creator may make per hour (each reads up to 5 MB into memory and may store it). */
export const IMAGE_UPLOADS_PER_HOUR = 60;

/**
 * The picture of an Image building block (docs/api-frontends.md, UI building blocks): one JPEG, PNG, WebP or
 * GIF of at most 5242880 bytes in the multipart field `image`, typed by its bytes and kept in the media
 * store; the answer's `url` (`/media/<sha256>`) is what the block's `src` names. Only the game's creator (or
 * staff) may upload; every refusal comes before anything is stored.
 */
@ApiTags('vibecode')
@Controller('create/vibecode/api')
@UseGuards(AuthGuard)
export class FrontendImagesController {
  constructor(
    private readonly workspace: FrontendWorkspace,
    private readonly limiter: RateLimiter,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
  ) {}

  @Post('games/:gameId/frontends/images')
  @HttpCode(200)
  @UseInterceptors(imageUpload('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: "{ status: 'success', url: '/media/<sha256>', content_type, size_bytes }" })
  @ApiBadRequestResponse({ description: 'No image, an empty one, or not JPEG, PNG, WebP or GIF (by its bytes)' })
  @ApiPayloadTooLargeResponse({ description: 'An image over 5242880 bytes' })
  @ApiNotFoundResponse({ description: 'No such game' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiTooManyRequestsResponse({ description: 'Too many image uploads. Try again later.' })
  async upload(
    @Param('gameId', gameIdPipe) gameId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() user: ActiveUser,
  ): Promise<FrontendImageAnswer> {
    await this.workspace.assertAccess(gameId, user);
    const image = checkedImage(file, 'image');
    await this.limiter.take({ key: `frontend-image:${user.userId}`, max: IMAGE_UPLOADS_PER_HOUR, windowSeconds: 3600 }, 'Too many image uploads. Try again later.');
    const stored = await this.media.put(image.bytes, image.contentType);
    return { status: 'success', url: stored.url, content_type: stored.contentType, size_bytes: stored.sizeBytes };
  }
}
