import { calendarInZone } from '../../shared';
/**
 * The ship dates of a bundle's shipments (spec: catalogue-gifting §1 "shipments go out immediately, one month after
 * the first box, and one month after the second box"; §9 Gift shipments labels).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Days in `month` (1..12) of `year`, by the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar date `months` months after `date` ('YYYY-MM-DD'), on the same day of the month, clamped to the month's
 * last day: '2026-01-31' + 1 → '2026-02-28'. Throws RangeError for a date that is not 'YYYY-MM-DD'.
 */
export function addMonthsClamped(date: string, months: number): string {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`A date is 'YYYY-MM-DD', not '${date}'.`);
  const index = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(Number(m[3]), daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The ship dates of a bundle's 3 shipments ('YYYY-MM-DD'), from the order's ship date: that date ('ship
 * immediately'), then 1 and 2 months after it, each clamped to its month's end (counted from the first date, so
 * '2026-01-31' gives '2026-01-31', '2026-02-28', '2026-03-31'). Throws RangeError as addMonthsClamped.
 */
export function bundleShipDates(firstShipDate: string): readonly [string, string, string] {
  return [firstShipDate, addMonthsClamped(firstShipDate, 1), addMonthsClamped(firstShipDate, 2)];
}

/**
 * The ship dates of a bundle line of an order placed at `createdAt` (ISO 8601): 'ship immediately' is the order's date
 * in `timeZone` (the warehouse's), then 1 and 2 months later (bundleShipDates). Undefined for a date that does not
 * parse.
 */
export function orderBundleShipDates(
  createdAt: string,
  timeZone: string,
): readonly [string, string, string] | undefined {
  const ms = Date.parse(createdAt);
  return Number.isFinite(ms) ? bundleShipDates(calendarInZone(ms, timeZone).date) : undefined;
}
