import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProcessorStatus } from '@tempest/projections';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { INFRASTRUCTURE } from '../infrastructure/tokens.js';

export type HealthReport = {
  status: 'ok';
  database: 'embedded' | 'postgres';
  eventStore: string;
  head: string;
  projections: ProcessorStatus[];
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get()
  @ApiOkResponse({ description: 'Stores in use, the head of $all, and every projection with its lag' })
  async health(): Promise<HealthReport> {
    const head = await this.infra.store.headPosition();
    return {
      status: 'ok',
      database: this.infra.database,
      eventStore: this.infra.store.kind,
      head: `${head.position.txId}.${head.position.position}`,
      projections: await this.infra.engine.status(),
    };
  }
}
