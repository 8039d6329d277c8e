import { ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from '../common/api-error.js';

export const profileUserIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new ApiError(400, 'user.invalid_id', 'User id must be a UUID'),
});
