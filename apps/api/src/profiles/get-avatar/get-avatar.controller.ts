import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GetProfileQuery } from '../get-profile/get-profile.query.js';
import { profileUserIdPipe } from '../user-id.pipe.js';
import { avatarSvg } from './avatar-svg.js';

const AVATAR_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an SVG is a document: allow it no script and no requests.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

@ApiTags('profiles')
@Controller('api/users')
export class GetAvatarController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId/avatar.svg')
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The initials of the username on a colour derived from the user id (cached for a day)' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async avatar(@Param('userId', profileUserIdPipe) userId: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const profile = await this.queries.execute(new GetProfileQuery(userId));
    response.set(AVATAR_HEADERS); // only for a found user: a 404 must not be cached for a day
    return avatarSvg(profile.id, profile.username);
  }
}
