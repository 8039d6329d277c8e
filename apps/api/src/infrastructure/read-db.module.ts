import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { tableNameIn, type ProjectionEngine, type ReadDb, type ReadFrom } from '@tempest/projections';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, PROJECTION_ENGINE } from './tokens.js';

/** Injection token of the `ReadDb` the read models' queries (`libs/projections/src/<read-model>/*.queries.ts`) run on. */
export const READ_DB = Symbol('READ_DB');

/** Read-model queries go through TypeORM's connection pool, on the live tables of the app's schema. */
export const readDbOf = (source: DataSource, schema: string): ReadDb => ({
  query: <Row>(sql: string, params?: unknown[]) => source.query<Row[]>(sql, params),
  table: tableNameIn(schema),
});

/** A read model's db once it stands where the read asked; `caughtUp: false` when the wait gave up. */
export type ReadAt = { db: ReadDb; caughtUp: boolean };

/**
 * The one way the API reads a read model at a position (docs/architecture.md, "Reads and live updates"):
 * wait with `engine.readFrom`, then run the read model's query functions
 * (`libs/projections/src/<read-model>/*.queries.ts`) on the db this hands out. A read that must not wait
 * says so with `null`; one whose caller carries no position reads `'committed'`.
 */
@Injectable()
export class ReadModels {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: Pick<ProjectionEngine, 'readFrom'>,
  ) {}

  /**
   * Waits until each of `processors` has applied `from` (a write's position; `'committed'`: every write
   * committed before this call; null: no wait), up to the engine's 5 s unless `timeoutMs` bounds it lower.
   */
  async at(processors: string | readonly string[], from: ReadFrom, timeoutMs?: number): Promise<ReadAt> {
    const caughtUp = await this.engine.readFrom(processors, from, timeoutMs);
    return { db: this.db, caughtUp };
  }
}

@Global()
@Module({
  providers: [{ provide: READ_DB, inject: [DataSource, APP_CONFIG], useFactory: (source: DataSource, config: AppConfig) => readDbOf(source, config.schema) }, ReadModels],
  exports: [READ_DB, ReadModels],
})
export class ReadDbModule {}
