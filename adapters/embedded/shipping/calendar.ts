/**
 * Business-day calendar of the embedded warehouse (New Jersey, US Eastern time). Orders placed before the
 * daily cutoff on a weekday ship that day; otherwise the next weekday. Dates are YYYY-MM-DD.
 */
export const CUTOFF_HOUR_EASTERN = 15;
const EASTERN_OFFSET_HOURS = -5; // fixed EST offset keeps the calendar deterministic in tests

const DAY_MS = 86_400_000;

/** The Eastern-time calendar date (YYYY-MM-DD) and hour of `nowMs`. */
export function easternParts(nowMs: number): { date: string; hour: number; dayStartMs: number } {
  const shifted = nowMs + EASTERN_OFFSET_HOURS * 3_600_000;
  const d = new Date(shifted);
  const dayStartShifted = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { date: d.toISOString().slice(0, 10), hour: d.getUTCHours(), dayStartMs: dayStartShifted - EASTERN_OFFSET_HOURS * 3_600_000 };
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

/** The ship date and the cutoff instant (ms) for an order placed at `nowMs`. */
export function nextShipment(nowMs: number): { shipOn: string; cutoffMs: number } {
  const { date, hour, dayStartMs } = easternParts(nowMs);
  let shipOn = date;
  let cutoffMs = dayStartMs + CUTOFF_HOUR_EASTERN * 3_600_000;
  if (isWeekend(date) || hour >= CUTOFF_HOUR_EASTERN) {
    shipOn = addDays(date, 1);
    cutoffMs += DAY_MS;
  }
  while (isWeekend(shipOn)) {
    shipOn = addDays(shipOn, 1);
    cutoffMs += DAY_MS;
  }
  return { shipOn, cutoffMs };
}
