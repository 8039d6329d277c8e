import { Module } from '@nestjs/common';
import { VersioningModule } from '../versioning/versioning.module.js';
import { ChangesController } from './changes.controller.js';

/** The change log's routes (docs/api-audit.md); the read model is libs/projections/src/audit-log. */
@Module({
  imports: [VersioningModule],
  controllers: [ChangesController],
})
export class AuditModule {}
