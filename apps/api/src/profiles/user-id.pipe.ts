import { ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from '@tempest/domain';

export const profileUserIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new DomainError('user.invalid_id'),
});
