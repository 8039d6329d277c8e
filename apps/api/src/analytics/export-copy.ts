import { createWriteStream, statSync } from 'node:fs';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { SECRET_KEYS, SECRET_KEY_PATTERN } from '../audit/redact.js';
import { EXPORT_COLUMNS, GZIP_LEVEL } from './export-writers.js';

/**
 * COPY … TO STDOUT on PostgreSQL, for exports whose events table is in the read models' database: the server
 * joins, redacts and formats every line, and Node only counts the lines and writes the bytes (no row is decoded).
 */
export type CopyOut = {
  /** The driver's escapeLiteral. */
  literal(value: string): string;
  run(sql: string): Promise<void>;
  /** The bytes of `sql` (a COPY … TO STDOUT) as they come, on a connection of its own until the stream ends. */
  copy(sql: string): Promise<Readable>;
};

/** COPY through a pool of the machine's PostgreSQL; a copy stopped half way closes its connection. */
export const copyOutOf = (pool: pg.Pool): CopyOut => ({
  literal: (value) => pg.escapeLiteral(value),
  run: async (sql) => void (await pool.query(sql)),
  async copy(sql) {
    const client = await pool.connect();
    const stream = client.query(copyStreams.to(sql));
    let ended = false;
    stream.on('end', () => (ended = true));
    stream.once('close', () => client.release(ended ? undefined : new Error('COPY stopped')));
    return stream;
  },
});

/**
 * The redaction of apps/api/src/audit/redact.ts in SQL, for the rare document whose text names a secret key:
 * every secret at any depth that is not null becomes "[redacted]".
 */
export const redactionFunctionSql = (name: string, literal: (value: string) => string): string => `
CREATE OR REPLACE FUNCTION ${name}(v jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE result jsonb;
BEGIN
  IF jsonb_typeof(v) = 'object' THEN
    SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY(ARRAY[${[...SECRET_KEYS].map(literal).join(', ')}]) AND jsonb_typeof(x) <> 'null'
      THEN to_jsonb('[redacted]'::text) ELSE ${name}(x) END), '{}'::jsonb) INTO result FROM jsonb_each(v) AS t(k, x);
    RETURN result;
  ELSIF jsonb_typeof(v) = 'array' THEN
    SELECT coalesce(jsonb_agg(${name}(x) ORDER BY i), '[]'::jsonb) INTO result FROM jsonb_array_elements(v) WITH ORDINALITY AS t(x, i);
    RETURN result;
  END IF;
  RETURN v;
END $fn$`;

/** Each exported column over the export statement's row `c`, as text; data redacted where its text names a secret. */
const columnSql = (column: (typeof EXPORT_COLUMNS)[number], redact: string, literal: (value: string) => string): string =>
  column === 'data' ? `CASE WHEN c.data ~ ${literal(SECRET_KEY_PATTERN)} THEN ${redact}(c.data::jsonb)::text ELSE c.data END` : `c.${column}`;

/** COPY of JSON Lines: one object a line, keys in the export's order, data and metadata as the stored JSON. */
export const jsonLinesCopySql = (statement: string, redact: string, literal: (value: string) => string): string => {
  const value = (column: (typeof EXPORT_COLUMNS)[number]) =>
    column === 'data' || column === 'metadata' ? `coalesce(${columnSql(column, redact, literal)}, 'null')` : `coalesce(to_json(c.${column})::text, 'null')`;
  const object = EXPORT_COLUMNS.map((column, i) => `'${i === 0 ? '{' : ','}"${column}":' || ${value(column)}`).join(' || ');
  // CSV with a quote and a delimiter JSON never holds raw: each line comes out exactly as built.
  return `COPY (SELECT ${object} || '}' FROM (${statement}) c) TO STDOUT WITH (FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02')`;
};

/** COPY of CSV with a header; PostgreSQL quotes as RFC 4180 does, and ends lines with LF (made CRLF on the way out). */
export const csvCopySql = (statement: string, redact: string, literal: (value: string) => string): string =>
  `COPY (SELECT ${EXPORT_COLUMNS.map((column) => `${columnSql(column, redact, literal)} AS ${column}`).join(', ')} FROM (${statement}) c) TO STDOUT WITH (FORMAT csv, HEADER true)`;

const LF = 0x0a;

/**
 * Counts the lines going by (a JSON or CSV value never holds a raw line break, so every LF ends a row) and, for
 * CSV, writes CRLF for LF; reports the count every `every` lines and stops the copy when `keepGoing` says so.
 */
export const lineCounter = (options: { crlf: boolean; every: number; onLines(lines: number): void; keepGoing?: () => boolean }) => {
  let lines = 0;
  let reported = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (options.keepGoing && !options.keepGoing()) return done(new ExportStopped());
      let at = chunk.indexOf(LF);
      if (at < 0) return done(null, chunk);
      const parts: Buffer[] = [];
      let from = 0;
      while (at >= 0) {
        lines++;
        if (options.crlf) {
          parts.push(chunk.subarray(from, at), CRLF);
          from = at + 1;
        }
        at = chunk.indexOf(LF, at + 1);
      }
      if (lines - reported >= options.every) {
        reported = lines;
        options.onLines(lines);
      }
      if (!options.crlf) return done(null, chunk);
      parts.push(chunk.subarray(from));
      done(null, Buffer.concat(parts));
    },
  });
  return { counter, lines: () => lines };
};

const CRLF = Buffer.from('\r\n');

/** The run was stopped (its job cancelled): the file is left to its owner to remove. */
export class ExportStopped extends Error {
  constructor() {
    super('export stopped');
  }
}

export type CopyExport = {
  out: CopyOut;
  format: 'jsonl' | 'csv';
  gzip: boolean;
  path: string;
  /** The export statement (explorerExportStatement) and the redaction function's qualified name. */
  statement: string;
  redact: string;
  every: number;
  onLines(lines: number): void;
  keepGoing?: () => boolean;
};

/** Writes the export through COPY; answers the rows and bytes written, or null when stopped. */
export const copyExport = async (run: CopyExport): Promise<{ rows: number; bytes: number } | null> => {
  await run.out.run(redactionFunctionSql(run.redact, run.out.literal));
  const sql = run.format === 'csv' ? csvCopySql(run.statement, run.redact, run.out.literal) : jsonLinesCopySql(run.statement, run.redact, run.out.literal);
  const source = await run.out.copy(sql);
  const { counter, lines } = lineCounter({ crlf: run.format === 'csv', every: run.every, onLines: run.onLines, keepGoing: run.keepGoing });
  try {
    await pipeline([source, counter, ...(run.gzip ? [createGzip({ level: GZIP_LEVEL })] : []), createWriteStream(run.path)]);
  } catch (error) {
    if (error instanceof ExportStopped) return null;
    throw error;
  }
  return { rows: run.format === 'csv' ? lines() - 1 : lines(), bytes: statSync(run.path).size };
};
