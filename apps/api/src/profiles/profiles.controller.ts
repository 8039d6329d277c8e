import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { UserGamesAnswer, UserProfile } from '@tempest/contracts';
import { DomainError } from '@tempest/domain';
import { gameCardsOfCreator, toUserProfile, userProfile, type ReadDb } from '@tempest/projections';
import type { Response } from 'express';
import { CurrentUser } from '../accounts/security/current-user.js';
import { UserDirectory, type ActiveUser } from '../accounts/user-directory.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { avatarSvg } from './avatar-svg.js';
import { profileUserIdPipe } from './user-id.pipe.js';

const AVATAR_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an SVG is a document: allow it no script and no requests.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Public facts about a user: profile, generated avatar, the games they made. */
@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly users: UserDirectory,
  ) {}

  /**
   * From the `user_profiles` read model; a user registered a moment ago may not be there yet, so then from
   * the stream. An unknown user is UserNotFoundError (404) on every route.
   */
  private async profileOf(userId: string): Promise<UserProfile> {
    const projected = await userProfile(this.db, userId);
    if (projected) return projected;
    const user = await this.users.load(userId);
    if (!user) throw new DomainError('user.not_found');
    return toUserProfile({ id: user.userId, username: user.username, created_at: user.registeredAt });
  }

  @Get('api/users/:userId/profile')
  @ApiOkResponse({ description: '{ id, username, profileImage, joinedAt }' })
  @ApiNotFoundResponse({ description: 'No such user' })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  profile(@Param('userId', profileUserIdPipe) userId: string): Promise<UserProfile> {
    return this.profileOf(userId);
  }

  @Get('api/users/:userId/avatar.svg')
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The initials of the username on a colour derived from the user id (cached for a day)' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async avatar(@Param('userId', profileUserIdPipe) userId: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const profile = await this.profileOf(userId);
    response.set(AVATAR_HEADERS); // only for a found user: a 404 must not be cached for a day
    return avatarSvg(profile.id, profile.username);
  }

  /** The user's games the viewer may see (drafts only to their creator and staff), most recently changed first. */
  @Get('get-user-games/:userId')
  @ApiOkResponse({ description: '{ games: GameCard[] }: the games this user created; drafts only to the user and staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async userGames(@Param('userId', profileUserIdPipe) userId: string, @CurrentUser() user: ActiveUser | null): Promise<UserGamesAnswer> {
    const viewer = { userId: user?.userId ?? null, isStaff: user?.isStaff ?? false };
    const profile = await this.profileOf(userId);
    return { games: await gameCardsOfCreator(this.db, userId, profile.username, viewer) };
  }
}
