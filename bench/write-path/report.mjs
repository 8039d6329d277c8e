// Percentiles and the markdown table of bench/write-path.

/** Nearest-rank percentile (q in 0–1) of a list of numbers. */
export const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
};

const DATABASE_NAMES = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' };

/** One row per database × route × measure, with p50/p95 of each build. */
export const summarize = (measured, routeNames) => {
  const rows = [];
  for (const database of [...new Set(measured.map((m) => m.database))]) {
    for (const route of routeNames) {
      for (const [measure, label] of [
        ['edit', `${route} edit`],
        ['read', `${route} edit → read`],
      ]) {
        const of = (build) => {
          const times = measured.find((m) => m.build === build && m.database === database)?.results[route][measure].times;
          return times ? { p50: percentile(times, 0.5), p95: percentile(times, 0.95) } : null;
        };
        rows.push({ database: DATABASE_NAMES[database], measure: label, before: of('before'), after: of('after') });
      }
    }
  }
  return rows;
};

const ms = (v) => (v === undefined ? '—' : v.toFixed(1));
const ratio = (after, before) => (after === undefined || before === undefined ? '—' : `${(after / before).toFixed(2)}`);

export const formatTable = (rows) =>
  [
    '| database | measure | before p50 | before p95 | after p50 | after p95 | after/before p50 | after/before p95 |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.measure} | ${ms(r.before?.p50)} | ${ms(r.before?.p95)} | ${ms(r.after?.p50)} | ${ms(r.after?.p95)} | ${ratio(r.after?.p50, r.before?.p50)} | ${ratio(r.after?.p95, r.before?.p95)} |`,
    ),
  ].join('\n');
