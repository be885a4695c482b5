/**
 * Calendar dates as ISO strings 'YYYY-MM-DD' (a ship date, a run day), with day arithmetic in UTC so no time zone or
 * daylight-saving shift can move a date. Which day is "today" is the caller's (the Clock port in the warehouse's
 * zone, or the CLI's `--date`).
 */

/** A calendar date 'YYYY-MM-DD'. */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** `date` moved by `days` (negative moves back): addDays('2026-12-29', 4) → '2027-01-02'. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** 'Tuesday, December 1' for '2026-12-01' (spec: core-cart-checkout §2 panel 'Will ship {weekday, month day}'). */
export function weekdayMonthDay(date: CalendarDate): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
