// Pure helpers of bench/play-load: what an answer counts as, latency percentiles, and the figures' formats.

/** The value at fraction `p` (0..1) of an ascending array (nearest rank); null when empty. */
export const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]);

/**
 * What one answer to POST /play/game-action/ counts as: `acknowledged` (200, success: true — its event is
 * in the log), `refused` (429 or 503: the studio said "later", with Retry-After), `failed` (anything else: a
 * script error answered 200 with success: false, another status, or no answer at all).
 */
export const classify = ({ status, body }) => {
  if (status === 200 && body?.success === true) return 'acknowledged';
  if (status === 429 || status === 503) return 'refused';
  return 'failed';
};

/** A label for a failed or refused answer, so the report says which: `503 python.busy`, `200 ZeroDivisionError…`. */
export const reasonOf = ({ status, body, error }) => {
  if (status === 0) return `no answer (${error?.code ?? error?.message ?? 'error'})`;
  if (status === 200)
    return `200 success: false (${String(body?.error ?? '')
      .split('\n')[0]
      .slice(0, 60)})`;
  return `${status} ${body?.code ?? ''}`.trim();
};

/** Counts of equal values, most frequent first, as `3× a, 1× b`. */
export const tally = (values) => {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${n}× ${v}`)
    .join(', ');
};

/** A run's figures from its answers ({ kind, ms, reason, retryAfter }) over `seconds` of load. */
export const summarize = (answers, seconds) => {
  const acknowledged = answers.filter((a) => a.kind === 'acknowledged');
  // Latency of what a player waited for and got: every answered action (200), refusals apart (they are fast).
  const latencies = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((x, y) => x - y);
  const refused = answers.filter((a) => a.kind === 'refused');
  const failed = answers.filter((a) => a.kind === 'failed');
  return {
    sent: answers.length,
    acknowledged: acknowledged.length,
    perSecond: acknowledged.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    refused: refused.length,
    refusedWhy: tally(refused.map((a) => `${a.reason}${a.retryAfter === undefined ? ', no Retry-After' : `, Retry-After ${a.retryAfter}`}`)),
    failed: failed.length,
    failedWhy: tally(failed.map((a) => a.reason)),
  };
};

export const fmtMs = (v) => (v === null || v === undefined ? '—' : v < 10 ? `${v.toFixed(1)} ms` : `${Math.round(v).toLocaleString('en-US')} ms`);
export const fmtRate = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '—' : Math.abs(v) < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US'));
export const fmtRatio = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(2));
export const fmtMb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1_048_576).toFixed(1)} MB` : '—');
/** CPU seconds used over wall seconds, as a percentage of one core. */
export const fmtCpu = (cpuSeconds, seconds) => (Number.isFinite(cpuSeconds) && seconds > 0 ? `${Math.round((100 * cpuSeconds) / seconds)}%` : '—');
export const fmtLoad = (l) => l.map((x) => x.toFixed(2)).join(' ');

/** The binding limit of a run (the lower of the Python call rate and the store's append rate) and the run's ratio to it. */
export const ratioToLimit = (perSecond, limits) => {
  const known = limits.filter((l) => Number.isFinite(l) && l > 0);
  if (known.length === 0) return { limit: null, ratio: null };
  const limit = Math.min(...known);
  return { limit, ratio: perSecond / limit };
};

/**
 * Whether a series grows: the least-squares slope of `y` over `x`, and the change it makes over the whole
 * range relative to the first value (soak: memory and bytes per action over time).
 */
export const trend = (points) => {
  if (points.length < 2) return { slope: 0, relative: 0 };
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const slope = sxx === 0 ? 0 : points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
  const span = points.at(-1).x - points[0].x;
  return { slope, relative: points[0].y === 0 ? 0 : (slope * span) / points[0].y };
};
