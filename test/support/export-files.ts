import { gunzipSync } from 'node:zlib';
import { parquetReadObjects } from 'hyparquet';
import type { Client } from './users.js';

/** A download's bytes and headers (supertest buffers binary answers only when asked). */
export const downloadOf = async (client: Client, path: string) => {
  const answer = await client
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: answer.status, headers: answer.headers as Record<string, string>, bytes: answer.body as Buffer };
};

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n') row.push(field), rows.push(row), (row = []), (field = '');
    else if (c !== '\r') field += c;
  }
  return rows;
};

/** An export file's rows as objects of text, whatever its format (data and metadata parsed back from JSON). */
export const exportRows = async (format: 'jsonl' | 'csv' | 'parquet', gzip: boolean, bytes: Buffer): Promise<Record<string, unknown>[]> => {
  const raw = gzip ? gunzipSync(bytes) : bytes;
  if (format === 'jsonl') return raw.toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  const json = (v: unknown) => (typeof v === 'string' && v !== '' ? (JSON.parse(v) as unknown) : null);
  if (format === 'csv') {
    const [header, ...rows] = parseCsv(raw.toString('utf8'));
    return rows.map((r) => {
      const o = Object.fromEntries(header.map((h, i) => [h, r[i] === '' ? null : r[i]]));
      return { ...o, data: json(o.data), metadata: json(o.metadata) };
    });
  }
  const file = raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer;
  const rows = (await parquetReadObjects({ file })) as Record<string, unknown>[];
  return rows.map((r) => ({ ...r, position: String(r.position), revision: String(r.revision), data: json(r.data), metadata: json(r.metadata) }));
};
