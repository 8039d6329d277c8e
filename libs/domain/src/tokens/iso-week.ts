const DAY_MS = 86_400_000;

/** The ISO-8601 week of an instant, in UTC: "2026-W47" (weeks start on Monday; week 1 holds 4 January). */
export const isoWeekOf = (instant: string): string => {
  const at = new Date(instant);
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / DAY_MS + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
};

/** Whole days (rounded up, at least 1) until the next weekly allocation: Monday 00:00 UTC. */
export const daysUntilNextAllocation = (instant: string): number => {
  const at = new Date(instant);
  const weekday = at.getUTCDay() || 7;
  const nextMonday = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 8 - weekday);
  return Math.max(1, Math.ceil((nextMonday - at.getTime()) / DAY_MS));
};
