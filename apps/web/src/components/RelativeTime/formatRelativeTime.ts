const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday"; falls back to a date after four weeks. */
export function formatRelativeTime(date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const distance = Math.abs(seconds);
  if (distance < 45) return 'just now';
  if (distance < 45 * MINUTE) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (distance < 22 * HOUR) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (distance < 28 * DAY) return relative.format(Math.round(seconds / DAY), 'day');
  return `on ${absolute.format(date)}`;
}

export function formatFullDate(date: Date): string {
  return full.format(date);
}
