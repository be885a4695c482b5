import { calendarInZone, instantInZone } from '../../../core/shared';
import { WAREHOUSE_TIME_ZONE } from '../../../core/shipping';

/*
 * Business-day calendar of the embedded warehouse (New Jersey, WAREHOUSE_TIME_ZONE America/New_York, whose
 * daylight-saving rule comes from Intl through core/shared/time-zone.ts). Orders placed before the daily
 * cutoff on a weekday ship that day; otherwise the next weekday. Dates are YYYY-MM-DD.
 */

/** The daily cutoff: 15:00 on the warehouse's wall clock (EST or EDT as the date has it). */
export const CUTOFF_HOUR_EASTERN = 15;

const DAY_MS = 86_400_000;

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
  for (let left = days; left > 0;) {
    d = addDays(d, 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/** The ship date and its cutoff instant (ms, 15:00 Eastern on the ship date) for an order placed at `nowMs`. */
export function nextShipment(nowMs: number): { shipOn: string; cutoffMs: number } {
  const { date, hour } = calendarInZone(nowMs, WAREHOUSE_TIME_ZONE);
  let shipOn = isWeekend(date) || hour >= CUTOFF_HOUR_EASTERN ? addDays(date, 1) : date;
  while (isWeekend(shipOn)) shipOn = addDays(shipOn, 1);
  return { shipOn, cutoffMs: instantInZone(shipOn, CUTOFF_HOUR_EASTERN, WAREHOUSE_TIME_ZONE) };
}
