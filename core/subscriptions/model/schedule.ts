import { addDays, type CalendarDate } from './calendar-date';
import { DEFAULT_INTERVAL_DAYS } from './intervals';
import type { SubscriptionRecord } from './subscription';

/**
 * When deliveries ship (spec: catalogue-gifting §4 Subscription: skip, send now, reactivate "resumes using the next
 * ship date"). Dates are calendar dates; "today" is the warehouse's day from the Clock port (or the CLI's --date).
 * Ship days are Monday to Friday.
 */

/** Whether `date` is a Saturday or a Sunday. */
function isWeekend(date: CalendarDate): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The first ship day (Monday to Friday) after `today`: Friday 2026-11-27 → Monday 2026-11-30. */
export function nextShipDay(today: CalendarDate): CalendarDate {
  let date = addDays(today, 1);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/**
 * A new subscription's first ship date: the soonest delivery already planned to that address after today, which
 * it joins (one order, one shipment); otherwise the next ship day.
 */
export function firstShipOn(
  today: CalendarDate,
  planned: readonly Pick<SubscriptionRecord, 'active' | 'nextShipOn' | 'shippingAddressId'>[],
  shippingAddressId: string,
): CalendarDate {
  const joinable = planned
    .filter((s) => s.active && s.shippingAddressId === shippingAddressId && s.nextShipOn && s.nextShipOn > today)
    .map((s) => s.nextShipOn!)
    .sort();
  return joinable[0] ?? nextShipDay(today);
}

/** The step a subscription's schedule moves by: its interval, or the default 42 days for a one-time one. */
function stepOf(s: Pick<SubscriptionRecord, 'intervalDays'>): number {
  return s.intervalDays ?? DEFAULT_INTERVAL_DAYS;
}

/** The ship date after skipping the next delivery: one interval later (spec §4 skip). */
export function skippedShipOn(s: Pick<SubscriptionRecord, 'intervalDays' | 'nextShipOn'>, today: CalendarDate) {
  return addDays(s.nextShipOn ?? today, stepOf(s));
}

/**
 * After a delivery shipped on `shipOn`: a recurring subscription's next ship date one interval later, or, for a
 * delivery placed late (the scheduler was down), the first date of its schedule after `placedOn` (so a late run
 * places one order, not one per missed interval); a one-time one ends (undefined: it becomes inactive).
 */
export function shipOnAfterDelivery(
  s: Pick<SubscriptionRecord, 'intervalDays'>,
  shipOn: CalendarDate,
  placedOn: CalendarDate = shipOn,
): CalendarDate | undefined {
  if (s.intervalDays === undefined) return undefined;
  let date = addDays(shipOn, s.intervalDays);
  while (date <= placedOn) date = addDays(date, s.intervalDays);
  return date;
}

/**
 * The ship date a reactivated subscription resumes from (spec §4 "reactivate (resumes using the next ship date)"):
 * its own next ship date while that is still ahead; otherwise its schedule's first date after today (the old date
 * plus whole intervals); without any date, the next ship day.
 */
export function resumedShipOn(
  s: Pick<SubscriptionRecord, 'intervalDays' | 'nextShipOn'>,
  today: CalendarDate,
): CalendarDate {
  if (!s.nextShipOn) return nextShipDay(today);
  let date = s.nextShipOn;
  while (date <= today) date = addDays(date, stepOf(s));
  return date;
}
