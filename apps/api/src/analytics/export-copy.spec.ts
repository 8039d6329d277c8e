import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ExportStopped, jsonLinesCopySql, lineCounter } from './export-copy.js';

const through = async (chunks: string[], crlf: boolean, keepGoing?: () => boolean) => {
  const seen: number[] = [];
  const { counter, lines } = lineCounter({ crlf, every: 2, onLines: (n) => seen.push(n), keepGoing });
  const out = await text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(counter));
  return { out, lines: lines(), seen };
};

describe('the COPY export', () => {
  it('counts lines across chunks and reports every few', async () => {
    const { out, lines, seen } = await through(['{"a":1}\n{"a', '":2}\n', '{"a":3}\n{"a":4}\n'], false);
    expect(out).toBe('{"a":1}\n{"a":2}\n{"a":3}\n{"a":4}\n');
    expect(lines).toBe(4);
    expect(seen).toEqual([2, 4]);
  });

  it('ends CSV lines with CRLF, as RFC 4180 does', async () => {
    const { out, lines } = await through(['position,data\n1,"{""a"": 1}"\n2,', '"{}"\n'], true);
    expect(out).toBe('position,data\r\n1,"{""a"": 1}"\r\n2,"{}"\r\n');
    expect(lines).toBe(3);
  });

  it('stops when told to', async () => {
    await expect(through(['a\n', 'b\n'], false, () => false)).rejects.toBeInstanceOf(ExportStopped);
  });

  it('builds each JSON line in the export column order, data redacted where it names a secret', () => {
    const sql = jsonLinesCopySql('SELECT 1', '"s"."export_redacted"', (v) => `'${v.replace(/'/g, "''")}'`);
    const keys = [...sql.matchAll(/"([a-z_]+)":' \|\|/g)].map((m) => m[1]);
    expect(keys).toEqual(['position', 'stream_id', 'revision', 'event_type', 'at', 'actor_id', 'actor_kind', 'model', 'correlation_id', 'causation_id', 'event_id', 'data', 'metadata']);
    expect(sql).toContain('"s"."export_redacted"(c.data::jsonb)::text');
    expect(sql).toMatch(/^COPY \(SELECT .* FROM \(SELECT 1\) c\) TO STDOUT WITH \(FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02'\)$/s);
  });
});
