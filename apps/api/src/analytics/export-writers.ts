import { appendFile, open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ExportFormat } from '@tempest/contracts';
import { ByteWriter, ParquetWriter, schemaFromColumnData, type ColumnSource } from 'hyparquet-writer';
import { privateFile } from '../common/private-files.js';

/** One exported event: the index's envelope, then its data and metadata as JSON text. */
export type ExportRecord = {
  position: string;
  stream_id: string;
  revision: string;
  event_type: string;
  at: string;
  actor_id: string | null;
  actor_kind: string;
  model: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  event_id: string;
  data: string;
  metadata: string;
};

export const EXPORT_COLUMNS = [
  'position', 'stream_id', 'revision', 'event_type', 'at', 'actor_id', 'actor_kind', 'model', 'correlation_id', 'causation_id', 'event_id', 'data', 'metadata',
] as const satisfies readonly (keyof ExportRecord)[];

/** Where a file stands after whole batches: its size, and how many batches (Parquet: row groups) it holds. */
export type ExportFileEnd = { bytes: number; parts: number };

/**
 * Writes batches of records to a file, one batch being written while the next is encoded (two at most in
 * memory). Each batch lands whole: a text file ends with its last line, a gzip file with a complete member (a
 * batch is one member; gzip readers read members one after the other), a Parquet file with its row group, whose
 * metadata is kept beside the file (`<path>.parts`, a line a row group) until `finish` writes the footer. So a
 * file cut back to a resume point continues where it stopped (`openExportWriter(…, from)`).
 */
export type ExportWriter = {
  /** Encodes the batch and starts writing it; resolves once the batch before it is in the file. */
  write(records: ExportRecord[]): Promise<void>;
  /** Once every batch given is in the file: where a resumed run continues. */
  written(): Promise<ExportFileEnd>;
  /** Ends the file (Parquet: its footer); answers its size in bytes. */
  finish(): Promise<number>;
  /** Stops without ending the file (it stays as far as written, to be resumed or deleted). */
  close(): Promise<void>;
};

/** The file's extension: gzip only where the format has none of its own (Parquet compresses inside). */
export const extensionOf = (format: ExportFormat, gzip: boolean): string => (format === 'parquet' ? 'parquet' : `${format}${gzip ? '.gz' : ''}`);

/** The file beside an export that a resumed Parquet export reads its row groups' metadata from. */
export const partsPathOf = (path: string): string => `${path}.parts`;

/**
 * gzip's fastest level: event JSON is repetitive enough that it still saves most of the bytes, and the default
 * level (6) took half the export's time (bench/analytics: 1 GB of JSON Lines, 10,000 events/s with level 6).
 */
const GZIP_LEVEL = 1;
const gzipAsync = promisify(gzip);

/**
 * The file, positioned where the batches before `from` end: new (0600: it holds other people's events), or an
 * export's own file cut back to its resume point. A file shorter than the resume point cannot be continued: null.
 */
const openFile = async (path: string, from: ExportFileEnd | null): Promise<{ file: FileHandle; at: ExportFileEnd } | null> => {
  if (!from || from.parts === 0) {
    privateFile(path);
    return { file: await open(path, 'r+'), at: { bytes: 0, parts: 0 } };
  }
  const file = await open(path, 'r+').catch(() => null);
  if (!file) return null;
  if ((await file.stat()).size < from.bytes) {
    await file.close();
    return null;
  }
  await file.truncate(from.bytes);
  return { file, at: { ...from } };
};

/**
 * A file written a batch at a time at its own offsets: `put` takes a batch's bytes (or their promise: gzip runs
 * in libuv's pool while the next batch is encoded) and resolves once the batch before it is written.
 */
const batchFile = (file: FileHandle, at: ExportFileEnd) => {
  let pending: Promise<void> = Promise.resolve();
  let closed = false;
  const put = (chunk: Buffer | Promise<Buffer>): Promise<void> => {
    const previous = pending;
    pending = (async () => {
      const bytes = await chunk;
      await previous;
      for (let done = 0; done < bytes.length; ) done += (await file.write(bytes, done, bytes.length - done, at.bytes + done)).bytesWritten;
      at.bytes += bytes.length;
      at.parts += 1;
    })();
    pending.catch(() => undefined); // seen by the next put, written() or finish
    return previous;
  };
  return {
    put,
    async written(): Promise<ExportFileEnd> {
      await pending;
      return { ...at };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pending.catch(() => undefined);
      await file.close();
    },
  };
};

/**
 * A batch's text as UTF-8, each piece written into one buffer as it comes: no string of the whole batch is
 * joined (and flattened, and copied again to be encoded) first. Sized from the records' text, grown when short.
 */
class Utf8Batch {
  private bytes: Buffer;
  private at = 0;

  constructor(estimate: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(4096, estimate));
  }

  put(text: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8; only when that might not fit are the exact bytes counted.
    if (this.at + text.length * 3 > this.bytes.length) {
      const need = Buffer.byteLength(text, 'utf8');
      if (this.at + need > this.bytes.length) {
        const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + need));
        this.bytes.copy(grown, 0, 0, this.at);
        this.bytes = grown;
      }
    }
    this.at += this.bytes.write(text, this.at, 'utf8');
  }

  /** The bytes written (only those: the rest of the buffer was never filled). */
  done(): Buffer {
    return this.bytes.subarray(0, this.at);
  }
}

/** About the bytes of a batch's text: its documents' text and a few hundred for each envelope. */
const estimateOf = (records: ExportRecord[]): number => records.reduce((n, r) => n + r.data.length + r.metadata.length + 320, 0);

/** JSON Lines or CSV: each batch's text (gzip: one member of it). `head`: the first line of a new file. */
const textWriter = (
  file: FileHandle,
  at: ExportFileEnd,
  gzipped: boolean,
  head: string,
  encode: (records: ExportRecord[], out: Utf8Batch) => void,
): ExportWriter => {
  const out = batchFile(file, at);
  let started = at.parts > 0;
  const put = (records: ExportRecord[]) => {
    const text = new Utf8Batch(estimateOf(records) + head.length);
    if (!started) text.put(head);
    started = true;
    encode(records, text);
    const bytes = text.done();
    return out.put(gzipped ? gzipAsync(bytes, { level: GZIP_LEVEL }) : bytes);
  };
  return {
    write: (records) => (records.length === 0 ? Promise.resolve() : put(records)),
    written: () => out.written(),
    async finish() {
      // An empty export is still a file of its format: the CSV header, a gzip member of nothing.
      if (!started && (head !== '' || gzipped)) await put([]);
      const { bytes } = await out.written();
      await out.close();
      return bytes;
    },
    close: () => out.close(),
  };
};

const text = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));

/**
 * A JSON line up to its data, put together by hand: position, revision, at and event_id are the index's own
 * text (digits, an ISO time, a uuid: nothing to escape).
 */
const jsonHead = (r: ExportRecord): string =>
  `{"position":"${r.position}","stream_id":${text(r.stream_id)},"revision":"${r.revision}","event_type":${text(r.event_type)},"at":"${r.at}",` +
  `"actor_id":${text(r.actor_id)},"actor_kind":${text(r.actor_kind)},"model":${text(r.model)},"correlation_id":${text(r.correlation_id)},` +
  `"causation_id":${text(r.causation_id)},"event_id":"${r.event_id}","data":`;

/** One JSON line: data and metadata are JSON already and go in as they are. */
export const jsonLine = (r: ExportRecord): string => `${jsonHead(r)}${r.data},"metadata":${r.metadata}}\n`;

const jsonLines = (records: ExportRecord[], out: Utf8Batch): void => {
  for (const r of records) {
    out.put(jsonHead(r));
    out.put(r.data);
    out.put(',"metadata":');
    out.put(r.metadata);
    out.put('}\n');
  }
};

/** The first characters of a text cell a spreadsheet would run as a formula (OWASP's CSV-injection rule): = + - @ tab CR. */
const FORMULA_START: ReadonlySet<number> = new Set([...'=+-@\t\r'].map((c) => c.charCodeAt(0)));

/** Columns written as numbers: whole numbers from the store (never negative), which no spreadsheet reads as a formula. */
export const CSV_NUMBER_COLUMNS: ReadonlySet<string> = new Set(['position', 'revision']);

/** Whether a cell must be quoted: it holds a comma, a quote or a line break (JSON text: its first quote, early). */
const needsQuotes = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x22 || c === 0x2c || c === 0x0a || c === 0x0d) return true;
  }
  return false;
};

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; data and metadata are JSON text.
 * A text cell that would start a formula gets a leading single quote and is quoted (OWASP), whatever it holds:
 * `-1` in a text column is neutralised too, since only the number columns are known to hold numbers.
 */
export const csvField = (value: string | null, kind: 'text' | 'number' = 'text'): string => {
  if (value === null) return '';
  if (kind === 'text' && FORMULA_START.has(value.charCodeAt(0))) return `"'${value.replaceAll('"', '""')}"`;
  return needsQuotes(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

// The envelope's cells (every column before data and metadata, the last two) and whether each is a number.
const CSV_HEAD_COLUMNS = EXPORT_COLUMNS.slice(0, -2) as Exclude<(typeof EXPORT_COLUMNS)[number], 'data' | 'metadata'>[];
const CSV_HEAD_KINDS = CSV_HEAD_COLUMNS.map((c) => (CSV_NUMBER_COLUMNS.has(c) ? 'number' : 'text') as 'text' | 'number');

/** A CSV line's envelope cells, each followed by its comma. */
const csvHead = (r: ExportRecord): string => {
  let line = '';
  for (let i = 0; i < CSV_HEAD_COLUMNS.length; i++) line += `${csvField(r[CSV_HEAD_COLUMNS[i]], CSV_HEAD_KINDS[i])},`;
  return line;
};

/** One CSV line of a record, CRLF-terminated. */
export const csvLine = (r: ExportRecord): string => `${csvHead(r)}${csvField(r.data)},${csvField(r.metadata)}\r\n`;

const csvLines = (records: ExportRecord[], out: Utf8Batch): void => {
  for (const r of records) {
    out.put(csvHead(r));
    out.put(csvField(r.data));
    out.put(',');
    out.put(csvField(r.metadata));
    out.put('\r\n');
  }
};

const INT64 = new Set(['position', 'revision']);

const columnsOf = (records: ExportRecord[]): ColumnSource[] =>
  EXPORT_COLUMNS.map((name) => ({
    name,
    type: INT64.has(name) ? 'INT64' : 'STRING',
    nullable: !INT64.has(name),
    data: INT64.has(name) ? records.map((r) => BigInt(r[name] as string)) : records.map((r) => r[name]),
  }));

// A row group's metadata as JSON (bigints and byte arrays tagged), a line of the `.parts` file.
const partText = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { $n: v.toString() } : v instanceof Uint8Array ? { $b: Buffer.from(v).toString('base64') } : v));
const partOf = (line: string): unknown =>
  JSON.parse(line, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object') return v;
    const o = v as { $n?: string; $b?: string };
    if (typeof o.$n === 'string' && Object.keys(o).length === 1) return BigInt(o.$n);
    if (typeof o.$b === 'string' && Object.keys(o).length === 1) return new Uint8Array(Buffer.from(o.$b, 'base64'));
    return v;
  });

type PageIndexes = { chunk: unknown; columnIndex?: unknown; offsetIndex?: unknown; bloomFilter?: unknown };
/** The ParquetWriter's state that its footer is made of (hyparquet-writer keeps it in these fields). */
type ParquetState = { row_groups: { columns: unknown[]; num_rows: bigint }[]; num_rows: bigint; pendingIndexes: PageIndexes[] };

/**
 * Parquet (hyparquet-writer): one row group per batch, Snappy inside. Each batch's bytes are encoded in memory and
 * written at the file's offset; its row group's metadata (and page indexes) go to `<path>.parts`, from which a
 * resumed export gets the footer's content for the row groups already in the file.
 */
const parquetWriter = async (path: string, file: FileHandle, at: ExportFileEnd): Promise<ExportWriter> => {
  const bytes = new ByteWriter();
  const parquet = new ParquetWriter({ writer: bytes, schema: schemaFromColumnData({ columnData: columnsOf([]) }) });
  const state = parquet as unknown as ParquetState;
  const partsPath = partsPathOf(path);
  if (at.parts > 0) {
    // The header is in the file already; the row groups before the resume point come back from their lines.
    const lines = (await readFile(partsPath, 'utf8')).split('\n').slice(0, at.parts);
    if (lines.length < at.parts) throw new Error(`The Parquet export ${path} lost the metadata of its row groups`);
    for (const line of lines) {
      const part = partOf(line) as { group: ParquetState['row_groups'][number]; indexes: Omit<PageIndexes, 'chunk'>[] };
      state.row_groups.push(part.group);
      state.num_rows += part.group.num_rows;
      part.indexes.forEach((index, i) => state.pendingIndexes.push({ ...index, chunk: part.group.columns[i] }));
    }
    await writeFile(partsPath, lines.map((l) => `${l}\n`).join(''), { mode: 0o600 });
    bytes.index = 0;
    bytes.offset = at.bytes;
  } else {
    await writeFile(partsPath, '', { mode: 0o600 });
  }
  const out = batchFile(file, at);
  const drain = (): Buffer => {
    const chunk = Buffer.from(bytes.getBytes()); // a copy: the writer's buffer is reused
    bytes.index = 0;
    return chunk;
  };
  return {
    async write(records) {
      if (records.length === 0) return;
      const indexes = state.pendingIndexes.length;
      await parquet.write({ columnData: columnsOf(records), rowGroupSize: records.length });
      const group = state.row_groups[state.row_groups.length - 1];
      const added = state.pendingIndexes.slice(indexes).map(({ chunk: _chunk, ...index }) => index);
      await appendFile(partsPath, `${partText({ group, indexes: added })}\n`);
      return out.put(drain());
    },
    written: () => out.written(),
    async finish() {
      await parquet.finish();
      await out.put(drain());
      const { bytes: size } = await out.written();
      await out.close();
      await rm(partsPath, { force: true });
      return size;
    },
    close: () => out.close(),
  };
};

/**
 * Opens the file and a writer of the format: a new file, or (`from`) the export's own file cut back to that
 * resume point, continued. Null when the file cannot be continued (missing, or shorter than the resume point).
 */
export const openExportWriter = async (format: ExportFormat, gzipped: boolean, path: string, from: ExportFileEnd | null = null): Promise<ExportWriter | null> => {
  const opened = await openFile(path, from);
  if (!opened) return null;
  const { file, at } = opened;
  try {
    if (format === 'parquet') return await parquetWriter(path, file, at);
  } catch (error) {
    await file.close();
    throw error;
  }
  return format === 'csv' ? textWriter(file, at, gzipped, `${EXPORT_COLUMNS.join(',')}\r\n`, csvLines) : textWriter(file, at, gzipped, '', jsonLines);
};
