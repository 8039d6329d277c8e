import type { Projector, ProjectionTx, TableName } from './projector.js';

type SqlType = 'uuid' | 'text' | 'text[]' | 'integer' | 'bigint' | 'boolean' | 'jsonb' | 'timestamptz';

/**
 * A column as SQL says it, NOT NULL unless it ends in ` null`: `'uuid'`, `'text null'`, `"jsonb default '[]'"`
 * (NOT NULL with a default).
 */
export type ColumnSql = SqlType | `${SqlType} null` | `${SqlType} default ${string}`;

/**
 * A secondary index. Built after a rebuild's replay (cheaper than keeping it up to date row by row), unless
 * `replay` says the projection's own writes read through it (a per-batch lookup that would scan the table).
 */
export type IndexSpec = { name: string; on: string; unique?: boolean; using?: 'gin'; where?: string; replay?: boolean };

/**
 * A read model's table, declared once: the DDL, the columns a row projection writes and the record type of
 * a bulk insert are made from it. `columns` names every field of the row, in the table's order.
 */
export type TableSpec<R extends Record<string, unknown> = Record<string, unknown>> = {
  name: string;
  columns: { [K in keyof R & string]-?: ColumnSql };
  /** The primary key: one column, or several. */
  key: (keyof R & string) | readonly (keyof R & string)[];
  indexes?: readonly IndexSpec[];
};

/** The column's type alone (for casts such as `unnest($1::bigint[])`). */
export const typeOf = (sql: ColumnSql): SqlType => sql.split(' ')[0] as SqlType;

const columnDdl = (column: string, sql: ColumnSql, key: boolean): string => {
  if (key) return `${column} ${typeOf(sql)} PRIMARY KEY`;
  if (sql.endsWith(' null')) return `${column} ${typeOf(sql)}`;
  const preset = sql.split(' default ')[1];
  return preset === undefined ? `${column} ${sql} NOT NULL` : `${column} ${typeOf(sql)} NOT NULL DEFAULT ${preset}`;
};

/** The table's columns, in order. */
export const columnsOf = <R extends Record<string, unknown>>(table: TableSpec<R>): (keyof R & string)[] => Object.keys(table.columns) as (keyof R & string)[];

/** `column type, …` of the table, for `jsonb_to_recordset(…) AS r(…)`. */
export const recordTypeOf = (table: TableSpec): string =>
  Object.entries(table.columns)
    .map(([column, sql]) => `${column} ${typeOf(sql)}`)
    .join(', ');

export const createTableSql = (table: TableSpec, t: TableName): string => {
  const columns = Object.entries(table.columns).map(([column, sql]) => columnDdl(column, sql, column === table.key));
  const key = typeof table.key === 'string' ? [] : [`PRIMARY KEY (${table.key.join(', ')})`];
  return `CREATE TABLE IF NOT EXISTS ${t(table.name)} (${[...columns, ...key].join(', ')})`;
};

export const createIndexSql = (table: TableSpec, index: IndexSpec, t: TableName): string =>
  `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${index.name} ON ${t(table.name)}${index.using ? ` USING ${index.using}` : ''} (${index.on})${index.where ? ` WHERE ${index.where}` : ''}`;

const run = async (tx: ProjectionTx, statements: string[]): Promise<void> => {
  for (const sql of statements) await tx.query(sql);
};

/**
 * What a read model is (docs/architecture.md, "One way to define a read model"): its processor's name and
 * version, its tables, the events it reads, how it applies them and which live changes they announce.
 */
export type ReadModelDefinition = Omit<Projector, 'tables' | 'createTables' | 'createIndexes'> & {
  tables: readonly TableSpec[];
  moreIndexes?: Projector['createIndexes'];
};

/**
 * The projector of a definition: its tables and indexes created from their declarations, then `moreIndexes`
 * (indexes that depend on what the database offers, such as an extension).
 */
export const defineReadModel = ({ moreIndexes, ...definition }: ReadModelDefinition): Projector => {
  const { tables } = definition;
  const indexes = (replay: boolean) => tables.flatMap((table) => (table.indexes ?? []).filter((index) => (index.replay ?? false) === replay).map((index) => ({ table, index })));
  return {
    ...definition,
    tables: tables.map((table) => table.name),
    createTables: (tx, t) => run(tx, [...tables.map((table) => createTableSql(table, t)), ...indexes(true).map(({ table, index }) => createIndexSql(table, index, t))]),
    createIndexes: async (tx, t) => {
      await run(tx, indexes(false).map(({ table, index }) => createIndexSql(table, index, t)));
      await moreIndexes?.(tx, t);
    },
  };
};
