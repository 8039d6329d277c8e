import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserProfile } from '@tempest/contracts';
import { profileUserIdPipe } from '../user-id.pipe.js';
import { GetProfileQuery } from './get-profile.query.js';

@ApiTags('profiles')
@Controller('api/users')
export class GetProfileController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId/profile')
  @ApiOkResponse({ description: '{ id, username, profileImage, joinedAt }' })
  @ApiNotFoundResponse({ description: 'No such user' })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  profile(@Param('userId', profileUserIdPipe) userId: string): Promise<UserProfile> {
    return this.queries.execute(new GetProfileQuery(userId));
  }
}
