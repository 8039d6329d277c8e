import type { TableName } from './engine/projector.js';

/**
 * Where a read model's queries run (the `*.queries.ts` files): a client whose `query` answers the rows —
 * the API passes TypeORM's DataSource — and the schema-qualified names of the live tables.
 */
export type ReadDb = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  table: TableName;
};
