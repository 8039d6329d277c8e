// Shapes the charts route's rows (docs/api-audit.md, Charts) into series a stacked bar chart draws.

export type DayRow = { day: string; values: Record<string, number> };
export type Series = { key: string; label: string; color: string };

/** The `n` keys with the most in all, biggest first; the rest are folded into "other". */
export function topKeys(rows: { key: string; count: number }[], n: number): { keys: string[]; other: boolean } {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.key, (totals.get(r.key) ?? 0) + r.count);
  const sorted = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  return { keys: sorted.slice(0, n), other: sorted.length > n };
}

export const OTHER = 'other';

/** One row per day of `days` (a quiet day holds zeros), each key's count, keys outside `keys` summed as "other". */
export function byDay(days: string[], rows: { day: string; key: string; count: number }[], keys: string[]): DayRow[] {
  const known = new Set(keys);
  const table = new Map(days.map((day) => [day, Object.fromEntries(keys.map((k) => [k, 0])) as Record<string, number>]));
  for (const r of rows) {
    const values = table.get(r.day);
    if (!values) continue;
    const key = known.has(r.key) ? r.key : OTHER;
    values[key] = (values[key] ?? 0) + r.count;
  }
  return days.map((day) => ({ day, values: table.get(day) ?? {} }));
}

/** The highest stack of a day. */
export function maxStack(rows: DayRow[]): number {
  return Math.max(0, ...rows.map((r) => Object.values(r.values).reduce((a, b) => a + b, 0)));
}

/** "11-26" for an axis tick. */
export const shortDay = (day: string): string => day.slice(5);
