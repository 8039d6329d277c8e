import type { TokenEntryKind, TokenUsageDay } from '@tempest/contracts';

const integer = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export const formatTokens = (value: number): string => integer.format(value);
export const formatCompact = (value: number): string => compact.format(value);

/** "+1,000" or "−23" (a real minus sign, so the column lines up). */
export function formatSigned(value: number): string {
  if (value > 0) return `+${integer.format(value)}`;
  if (value < 0) return `−${integer.format(-value)}`;
  return '0';
}

/** Usage days are calendar dates, not instants: read and print them in UTC so they never shift. */
export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export const formatDay = (day: string): string => dayFormat.format(parseDay(day));
export const formatLongDay = (day: string): string => longDayFormat.format(parseDay(day));

/** 'N day(s)', plural when N > 1, as the out-of-tokens message says it (docs/api-agent.md, The prompt screen). */
export function refillText(days: number | null): string | null {
  if (days === null || days < 0) return null;
  if (days === 0) return 'Next refill today';
  return `Next refill in ${days} ${days > 1 ? 'days' : 'day'}`;
}

const KIND_LABELS: Record<TokenEntryKind, string> = {
  weekly_allowance: 'Weekly allowance',
  consumption: 'AI usage',
  purchase: 'Purchase',
  refund: 'Refund',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind as TokenEntryKind] ?? kind.replace(/_/g, ' ');
}

/**
 * Exactly `count` consecutive days ending today (or at the newest day the server sent, if later),
 * with zeroes where the server sent nothing, so gaps show as gaps rather than vanishing.
 */
export function lastDays(usage: TokenUsageDay[], count: number, today: Date = new Date()): TokenUsageDay[] {
  const byDay = new Map(usage.map((entry) => [entry.day, entry]));
  const todayKey = today.toISOString().slice(0, 10);
  const newest = usage.reduce((latest, entry) => (entry.day > latest ? entry.day : latest), todayKey);
  const end = parseDay(newest).getTime();
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, consumed: 0, granted: 0 };
  });
}
