/**
 * Auto-delivery intervals and discount (spec: catalogue-gifting §9 "Auto-delivery: default interval 6 weeks (42 days);
 * choices in weeks 1, 2, 3, 4, 6, 8, 10, 12; default discount 5 percent ('autoDeliveryOff5')"; §4 "The interval is
 * in days, shown in weeks as days/7").
 */

/** The interval choices, in weeks, in the order a picker lists them. */
export const AUTO_DELIVERY_INTERVAL_WEEKS = [1, 2, 3, 4, 6, 8, 10, 12] as const;

/** The interval a new subscription gets when none is chosen: 6 weeks, in days. */
export const DEFAULT_INTERVAL_DAYS = 42;

/** Days in a week: an interval in days shows as days / 7 weeks. */
const DAYS_PER_WEEK = 7;

/**
 * The default auto-delivery discount: the selected option's key and percent (catalogue-gifting §3 Selected option
 * "autoDelivery key and discount percent"; §9 'autoDeliveryOff5'), priced from the price channel `channelKey`.
 */
export const DEFAULT_AUTO_DELIVERY_OPTION = {
  key: 'autoDeliveryOff5',
  discountPercent: 5,
  channelKey: 'auto-delivery',
} as const;

/** Whether `days` is one of the interval choices (a whole number of weeks among 1, 2, 3, 4, 6, 8, 10, 12). */
export function isIntervalChoice(days: number): boolean {
  return (AUTO_DELIVERY_INTERVAL_WEEKS as readonly number[]).includes(days / DAYS_PER_WEEK);
}

/** An interval in weeks → days (6 → 42). */
export function weeksToDays(weeks: number): number {
  return weeks * DAYS_PER_WEEK;
}

/** An interval in days → weeks as shown (42 → 6; days / 7, spec §4). */
export function daysToWeeks(days: number): number {
  return days / DAYS_PER_WEEK;
}

/**
 * How an interval shows (spec §4 Add-to-auto-delivery button): 'Every 1 Week', 'Every 4 Weeks'; 'Ships one time'
 * when there is no interval (a one-time subscription).
 */
export function intervalLabel(days: number | undefined): string {
  if (days === undefined) return 'Ships one time';
  const weeks = daysToWeeks(days);
  return `Every ${weeks} ${weeks === 1 ? 'Week' : 'Weeks'}`;
}

/** The discount label of the auto-delivery price (spec §9 Discount labels): '5% off Auto-Delivery'. */
export function autoDeliveryDiscountLabel(discountPercent: number): string {
  return `${discountPercent}% off Auto-Delivery`;
}
