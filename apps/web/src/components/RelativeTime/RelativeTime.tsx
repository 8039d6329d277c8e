import { Text, Tooltip, type TextProps } from '@mantine/core';
import { formatFullDate, formatRelativeTime } from './formatRelativeTime';
import { useNow } from './useNow';

type RelativeTimeProps = TextProps & {
  /** ISO 8601 timestamp. */
  value: string;
  /** Word put before the time, e.g. "Updated". */
  prefix?: string;
};

export function RelativeTime({ value, prefix, ...textProps }: RelativeTimeProps) {
  const now = useNow();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A clock slightly ahead of ours should still read "just now", not "in 3 seconds".
  const shown = formatRelativeTime(date, new Date(Math.max(now, date.getTime())));
  return (
    <Tooltip label={formatFullDate(date)}>
      <Text component="time" dateTime={value} size="xs" c="dimmed" {...textProps}>
        {prefix ? `${prefix} ${shown}` : shown}
      </Text>
    </Tooltip>
  );
}
