import type { ExplorerEvent } from '@tempest/contracts';

/** A time as the explorer shows it: local "2026-11-27 20:09:12" (sorts as it reads, fits one line). */
export const formatTime = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Bytes as a person reads them. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

export const FORMAT_LABELS = { jsonl: 'JSON Lines', csv: 'CSV', parquet: 'Parquet' } as const;

/**
 * Who acted, as a person reads it: the account's username (staff), its pseudonym shortened (analysts), else the
 * start of the id ("agent-7", "3f2a9c1b…"), or "—" for the system.
 */
export const actorLabel = (actor: ExplorerEvent['actor']): string => {
  if (actor.name) return actor.name.startsWith('pseudonym:') ? `${actor.name.slice(0, 18)}…` : actor.name;
  if (!actor.id) return '—';
  return /^[0-9a-f]{8}-/i.test(actor.id) ? `${actor.id.slice(0, 8)}…` : actor.id;
};

/**
 * An event type in words, as a person reads it: "PlaytestRecorded" → "Playtest recorded", "GameCloneCompleted" →
 * "Game clone completed". Runs of capitals stay a word ("AIReplyAdded" → "AI reply added").
 */
export const eventTypeWords = (type: string): string => {
  const words = type.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g);
  if (!words) return type;
  return words.map((w, i) => (i === 0 ? w : /^[A-Z]+$/.test(w) && w.length > 1 ? w : w.toLowerCase())).join(' ');
};

/** The estimate shown before an export starts: "12,345 events, about 4.2 MB". */
export const estimateText = (estimate: { events: number; bytes: number }): string =>
  `${estimate.events.toLocaleString('en-US')} ${estimate.events === 1 ? 'event' : 'events'}, about ${formatBytes(estimate.bytes)}`;
