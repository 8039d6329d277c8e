import { Global, Module } from '@nestjs/common';
import { tableNameIn, type ReadDb } from '@tempest/projections';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from './tokens.js';

/** Injection token of the `ReadDb` the read models' queries (`libs/projections/src/<read-model>/*.queries.ts`) run on. */
export const READ_DB = Symbol('READ_DB');

/** Read-model queries go through TypeORM's connection pool, on the live tables of the app's schema. */
export const readDbOf = (source: DataSource, schema: string): ReadDb => ({
  query: <Row>(sql: string, params?: unknown[]) => source.query<Row[]>(sql, params),
  table: tableNameIn(schema),
});

@Global()
@Module({
  providers: [{ provide: READ_DB, inject: [DataSource, APP_CONFIG], useFactory: (source: DataSource, config: AppConfig) => readDbOf(source, config.schema) }],
  exports: [READ_DB],
})
export class ReadDbModule {}
