import type { PredictedShipping } from './offers';

/**
 * Time zone of the default warehouse (New Jersey; spec: core-cart-checkout §4 Special lines "a default
 * warehouse address (New Jersey)"): its wall clock decides the daily cutoff, ship days and the date digital
 * gifts arrive on. Read it through core/shared/time-zone.ts.
 */
export const WAREHOUSE_TIME_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * How the countdown names the ship day (spec: core-cart-checkout §3 Predicted shipping cutoff: friendly
 * 'today' or 'tomorrow'): 'today', 'tomorrow', or 'on {Weekday}' when the next ship day is further away
 * (after Friday's cutoff the order ships on Monday, which is not 'tomorrow'). Dates are YYYY-MM-DD.
 */
export function shipDayLabel(predicted: Pick<PredictedShipping, 'date'>, todayIso: string): string {
  const days = Math.round((Date.parse(`${predicted.date}T00:00:00Z`) - Date.parse(`${todayIso}T00:00:00Z`)) / DAY_MS);
  if (Number.isNaN(days))
    throw new RangeError(
      `Invalid date string: ${Number.isNaN(Date.parse(predicted.date)) ? predicted.date : todayIso}`,
    );
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `on ${WEEKDAYS[new Date(`${predicted.date}T00:00:00Z`).getUTCDay()]}`;
}
