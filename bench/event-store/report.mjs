// Formatting: one markdown table per database (printed, and written to results.md).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** Where group-commit.mjs and large-appends.mjs keep their sections of results.md; run.mjs rewrites the file around them. */
export const GROUP_COMMIT_MARKS = ['<!-- group-commit:start -->', '<!-- group-commit:end -->'];
export const LARGE_APPENDS_MARKS = ['<!-- large-appends:start -->', '<!-- large-appends:end -->'];

const sectionAt = (text, [open, close]) => {
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  return start >= 0 && end > start ? { start, end: end + close.length } : null;
};

/** The sections measured by their own scripts, markers included, as they are in results.md ('' when none is). */
export const keptSections = (text) =>
  [GROUP_COMMIT_MARKS, LARGE_APPENDS_MARKS]
    .map((marks) => sectionAt(text, marks))
    .filter(Boolean)
    .map(({ start, end }) => text.slice(start, end))
    .join('\n\n');

/** Puts a section between its markers in results.md (appended the first time), leaving the rest as it is. */
export const writeSection = (path, marks, section) => {
  const text = readFileSync(path, 'utf8');
  const block = `${marks[0]}\n${section}\n${marks[1]}`;
  const at = sectionAt(text, marks);
  writeFileSync(path, at ? text.slice(0, at.start) + block + text.slice(at.end) : `${text.trimEnd()}\n\n${block}\n`);
};

const int = (n) => Math.round(n).toLocaleString('en-US');

export const formatRate = (figure) => {
  if (!figure) return '—';
  if (figure.error) return `failed: ${figure.error.split('\n')[0].slice(0, 60)}`;
  return int(figure.eventsPerSecond);
};

const ratio = (ours, theirs) =>
  ours?.eventsPerSecond && theirs?.eventsPerSecond ? `${(ours.eventsPerSecond / theirs.eventsPerSecond).toFixed(2)}×` : 'n/a';

/** rows: { label, ours?, theirs?, theirsNote? } where ours/theirs are { eventsPerSecond } or { error }. */
export const tableFor = (title, rows) => {
  const lines = [
    `### ${title}`,
    '',
    '| figure | Tempest | Emmett 0.42 | ours / theirs |',
    '|---|--:|--:|--:|',
    ...rows.map((row) => {
      const theirs = row.theirsNote ?? formatRate(row.theirs);
      const ours = row.oursNote ?? formatRate(row.ours);
      return `| ${row.label} | ${ours} | ${theirs} | ${ratio(row.ours, row.theirs)} |`;
    }),
  ];
  return lines.join('\n');
};

export const machineSummary = (serverInfo) => {
  const cpu = os.cpus();
  const lines = [
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ` +
      `${os.type()} ${os.release()}`,
    `- Node ${process.version}`,
  ];
  if (serverInfo) lines.push(`- PostgreSQL: ${serverInfo}`);
  return lines.join('\n');
};

export const emmettNotes = (settings) =>
  [
    'What each figure runs (same events, same pool size, same page/batch size for both stores):',
    '',
    '1. **single appends/s** — one writer, one event per append, sequential, all to **one stream**, with the ' +
      'exact expected revision. Tempest: `store.append(stream, [e], revision)`. Emmett: ' +
      '`eventStore.appendToStream(stream, [e], { expectedStreamVersion })`.',
    '2. **batch-100 events/s** — the same, 100 events per append (one stream).',
    `3. **${settings.writers} writers events/s** — ${settings.writers} concurrent writers, each on its own stream, ` +
      'one event per append with the exact expected revision; total events/s.',
    `4. **$all read events/s** — ${int(settings.events)} events from the start in pages of ${settings.pageSize}, ` +
      'best of two runs. Tempest: `store.readAll(position, pageSize)`. Emmett: the exported ' +
      '`readMessagesBatch(executor, { after, batchSize })` (executor = `dumbo({ connectionString, pool }).execute`).',
    `5. **catch-up subscription events/s** — from the start until ${int(settings.events)} events were delivered, ` +
      `batches of ${settings.pageSize}. Tempest: \`store.subscribeToAll(handler, { from: START, batchSize })\`. ` +
      'Emmett: the exported `postgreSQLEventStoreMessageBatchPuller` (the poller under its consumers, no ' +
      'checkpoints, like ours) with `pullingFrequencyInMs: 0` — its default of 50 ms sleeps after every batch.',
    `5b. **Emmett consumer + reactor** — \`eventStore.consumer({ pulling: { batchSize: ${settings.pageSize}, ` +
      'pullingFrequencyInMs: 0 } }).reactor({ eachMessage })`, Emmett\'s documented processing API. It ' +
      'stores a checkpoint after every message, so it has no Tempest counterpart in the port (our ' +
      `checkpointed processors live in libs/projections); stopped after ${settings.seconds} s or ` +
      `${int(settings.events)} events.`,
    '',
    'Why the ratios look like this (read from Emmett 0.42\'s dist): its `appendToStream` is three round trips ' +
      '(BEGIN, `SELECT emt_append_to_stream(...)` with the events inlined as SQL literals, COMMIT) where ours is ' +
      'one; and `readMessagesBatch` orders by `(transaction_id, global_position)` with no index for that order ' +
      '(`emt_messages` has only its primary key), so every page is a sequential scan of the table plus a sort of ' +
      'what lies after the position: its read rate falls as the store grows. Tempest reads a page with one ' +
      'index range scan.',
    '',
    'Each store runs in its own Node process (Emmett\'s driver replaces `pg`\'s global type parsers), in a fresh ' +
      'database (PostgreSQL) or a fresh PGlite data directory served in that process over pglite-socket. ' +
      'Write figures exclude a 0.5 s warm-up. Figures run alternately (ours, then Emmett) on an otherwise idle ' +
      'machine; expect ±10–20 % between runs on real PostgreSQL (fsync on).',
  ].join('\n');
