/**
 * Business-day calendar of the embedded warehouse (New Jersey, US Eastern time). Orders placed before the
 * daily cutoff on a weekday ship that day; otherwise the next weekday. Dates are YYYY-MM-DD.
 */
export const CUTOFF_HOUR_EASTERN = 15;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Day of the month of the `n`th Sunday of `month` (0-based) in `year`. */
function nthSunday(year: number, month: number, n: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstDay) % 7) + 7 * (n - 1);
}

/**
 * US Eastern offset from UTC in hours at `nowMs`: -4 (EDT) from 02:00 EST on the second Sunday of March to
 * 02:00 EDT on the first Sunday of November, -5 (EST) otherwise. Computed from the rule, so it is the same
 * on every machine whatever its time zone.
 */
export function easternOffsetHours(nowMs: number): -4 | -5 {
  const year = new Date(nowMs).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return nowMs >= start && nowMs < end ? -4 : -5;
}

/** The Eastern-time calendar date (YYYY-MM-DD) and hour of `nowMs`, and the instant (ms) that date began. */
export function easternParts(nowMs: number): { date: string; hour: number; dayStartMs: number } {
  const offsetMs = easternOffsetHours(nowMs) * HOUR_MS;
  const d = new Date(nowMs + offsetMs);
  const dayStartShifted = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { date: d.toISOString().slice(0, 10), hour: d.getUTCHours(), dayStartMs: dayStartShifted - offsetMs };
}

/** The instant (ms) of `hour`:00 Eastern time on `date`. */
function easternInstant(date: string, hour: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS;
  return wall - easternOffsetHours(wall + 5 * HOUR_MS) * HOUR_MS;
}

/** true on Saturday or Sunday of a YYYY-MM-DD date. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` business days (weekends skipped). */
export function addBusinessDays(date: string, days: number): string {
  let d = date;
  for (let left = days; left > 0; ) {
    d = addDays(d, 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/** The ship date and its cutoff instant (ms, 15:00 Eastern on the ship date) for an order placed at `nowMs`. */
export function nextShipment(nowMs: number): { shipOn: string; cutoffMs: number } {
  const { date, hour } = easternParts(nowMs);
  let shipOn = isWeekend(date) || hour >= CUTOFF_HOUR_EASTERN ? addDays(date, 1) : date;
  while (isWeekend(shipOn)) shipOn = addDays(shipOn, 1);
  return { shipOn, cutoffMs: easternInstant(shipOn, CUTOFF_HOUR_EASTERN) };
}
