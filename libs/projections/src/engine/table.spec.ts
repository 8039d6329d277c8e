import { describe, expect, it } from '@jest/globals';
import { columnsOf, createIndexSql, createTableSql, defineReadModel, recordTypeOf, type TableSpec } from './table.js';

type Row = { id: string; name: string; note: string | null; tags: string[]; count: number; flags: unknown };

const table: TableSpec<Row> = {
  name: 'things',
  key: 'id',
  columns: { id: 'uuid', name: 'text', note: 'text null', tags: 'text[]', count: 'integer default 0', flags: "jsonb default '[]'" },
  indexes: [
    { name: 'things_name', on: 'lower(name)' },
    { name: 'things_tags', on: 'tags', using: 'gin' },
    { name: 'things_count', on: 'name, count DESC', unique: true, where: 'count > 0', replay: true },
  ],
};
const t = (name: string) => `"s"."${name}"`;

describe('a read model table declared once (table.ts)', () => {
  it('makes the DDL: NOT NULL unless "null", a default, the key as PRIMARY KEY, columns in declared order', () => {
    expect(createTableSql(table, t)).toBe(
      `CREATE TABLE IF NOT EXISTS "s"."things" (id uuid PRIMARY KEY, name text NOT NULL, note text, tags text[] NOT NULL, count integer NOT NULL DEFAULT 0, flags jsonb NOT NULL DEFAULT '[]')`,
    );
    expect(columnsOf(table)).toEqual(['id', 'name', 'note', 'tags', 'count', 'flags']);
    expect(recordTypeOf(table)).toBe('id uuid, name text, note text, tags text[], count integer, flags jsonb');
  });

  it('a key of several columns is the table’s PRIMARY KEY constraint', () => {
    const revisions: TableSpec<{ asset_id: string; revision: number }> = { name: 'revisions', key: ['asset_id', 'revision'], columns: { asset_id: 'uuid', revision: 'integer' } };
    expect(createTableSql(revisions, t)).toBe('CREATE TABLE IF NOT EXISTS "s"."revisions" (asset_id uuid NOT NULL, revision integer NOT NULL, PRIMARY KEY (asset_id, revision))');
  });

  it('makes each index, unique, GIN or partial', () => {
    expect(table.indexes!.map((index) => createIndexSql(table, index, t))).toEqual([
      'CREATE INDEX IF NOT EXISTS things_name ON "s"."things" (lower(name))',
      'CREATE INDEX IF NOT EXISTS things_tags ON "s"."things" USING gin (tags)',
      'CREATE UNIQUE INDEX IF NOT EXISTS things_count ON "s"."things" (name, count DESC) WHERE count > 0',
    ]);
  });

  it('a definition creates its tables with the indexes its own writes read through, and the rest after a replay', async () => {
    const projector = defineReadModel({ name: 'things', version: 1, tables: [table], eventTypes: [], apply: async () => undefined });
    const run = async (step: 'createTables' | 'createIndexes') => {
      const statements: string[] = [];
      await projector[step]!({ query: async (sql: string) => (statements.push(sql), []) } as never, t);
      return statements.map((sql) => sql.split(' (')[0]);
    };
    expect(projector.tables).toEqual(['things']);
    expect(await run('createTables')).toEqual(['CREATE TABLE IF NOT EXISTS "s"."things"', 'CREATE UNIQUE INDEX IF NOT EXISTS things_count ON "s"."things"']);
    expect(await run('createIndexes')).toEqual(['CREATE INDEX IF NOT EXISTS things_name ON "s"."things"', 'CREATE INDEX IF NOT EXISTS things_tags ON "s"."things" USING gin']);
  });
});
