import type { CountryCode } from '../../../cart/model';
import type { ShipmentRequest, ShippingOption } from '../../../shipping/model';
import { usd, type Money } from '../../../shared';
import { isCanadianPostalCode, isValidPostalCode, normalizePostalCode } from '../../../validation/model';
import { ADDRESS_MESSAGES } from '../../../validation/model';

/**
 * The delivery estimate of the product page (spec: catalogue-gifting §4 Delivery estimate, §5 ZIP form,
 * §7 shipping offers call, §8 delivery errors, §9 "Delivery estimate timeout 2000 ms; countdown tick
 * 1 second; seconds shown when under 60 s; 'Arrives by' shown only if the latest arrival is fewer days
 * away than a configured daysThreshold ... Cache key is sku, quantity, sorted add-ons, ZIP").
 * Times are epoch milliseconds; dates are YYYY-MM-DD; weights grams; money cents.
 *
 * Decisions where the spec leaves room: the estimate uses the first visible offer (the calculator's
 * default, by position); a Canadian ZIP shows the predicted ship day with 'Canada' and does not call
 * the calculator; past the days threshold no arrival date is shown, only the ZIP; the product page's
 * threshold is 7 days (the spec says "configured" and gives only the pre-checkout value, 2).
 */

/** Timeout of the shipping offers call, milliseconds (§7, §9). */
export const DELIVERY_ESTIMATE_TIMEOUT_MS = 2000;
/** Countdown tick, milliseconds (§9). */
export const COUNTDOWN_TICK_MS = 1000;
/** 'Arrives by' only when the latest arrival is fewer than this many days away (product page; see above). */
export const PRODUCT_PAGE_DAYS_THRESHOLD = 7;
/** The pre-checkout delivery estimate threshold, days (§9). */
export const PRE_CHECKOUT_DAYS_THRESHOLD = 2;

/** Texts of the delivery estimate (§4, §8). */
export const DELIVERY_ESTIMATE_TEXT = {
  prompt: 'Enter zip code for arrival date',
  invalidPostalCode: "Hmm. This product can't be sent to your postal code. Please update your postal code.",
  canada: 'Canada',
} as const;

/** An add-on shipped with the product (§3 Add-to-cart selection and add-on): weight in grams. */
export interface DeliveryAddOn {
  readonly sku: string;
  readonly weightGrams: number;
  readonly quantity: number;
}

/** What an estimate is for: the selected variant, its quantity, its add-ons and the ZIP. */
export interface EstimateSubject {
  readonly sku: string;
  readonly quantity: number;
  readonly weightGrams: number;
  readonly unitPrice: Money;
  readonly meltable: boolean;
  readonly addOns: readonly DeliveryAddOn[];
}

/** Country of a valid ZIP: CA when it has the Canadian shape (§5), else US. */
export function zipCountry(zip: string): CountryCode {
  return isCanadianPostalCode(zip) ? 'CA' : 'US';
}

/**
 * The ZIP form's error for `text`, or undefined when valid: required, and the US pattern (5 digits,
 * optional dash and 4 digits) or the Canadian letter-digit pattern (§5 ZIP form).
 */
export function zipFormError(text: string): string | undefined {
  if (text.trim() === '') return ADDRESS_MESSAGES.required;
  return isValidPostalCode(zipCountry(text), text) ? undefined : ADDRESS_MESSAGES.postalCodeInvalid.US;
}

/** The ZIP form error as shown: 'Error: {message}' (§8). */
export const zipFormErrorText = (message: string): string => `Error: ${message}`;

/** The canonical ZIP ('12345', '12345-6789', 'K1A 0B1'), or undefined when invalid. */
export function canonicalZip(text: string): string | undefined {
  return normalizePostalCode(zipCountry(text), text);
}

/**
 * The shipping offers request of the estimate (§7): one shipment to the ZIP with the product's line and
 * its add-ons (sku, quantity, weight) and the total price of the lines.
 */
export function estimateRequest(subject: EstimateSubject, zip: string): ShipmentRequest {
  const lines = [
    {
      id: 'product',
      sku: subject.sku,
      quantity: subject.quantity,
      weightGrams: subject.weightGrams,
      meltable: subject.meltable,
    },
    ...subject.addOns.map((a, i) => ({
      id: `add-on-${i + 1}`,
      sku: a.sku,
      quantity: a.quantity,
      weightGrams: a.weightGrams,
      meltable: false,
    })),
  ];
  return {
    key: 'estimate',
    address: { country: zipCountry(zip), postalCode: zip },
    lines,
    shipmentValue: usd(subject.unitPrice.cents * subject.quantity),
  };
}

/** What the estimate call came back with. `cutoffMs` is the order cutoff (epoch ms) of the offers' ship day. */
export type EstimateOutcome =
  | {
      readonly kind: 'offers';
      readonly offers: readonly Pick<ShippingOption, 'name' | 'hidden' | 'latestArrivalOn'>[];
      readonly cutoffMs: number;
      readonly city?: string;
    }
  | { readonly kind: 'canada'; readonly cutoffMs: number; readonly shipDay: string }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'timeout' };

/** What the estimate shows (§4). 'none' has a ZIP but no arrival within the threshold. */
export type EstimateResult =
  | { readonly state: 'prompt' }
  | { readonly state: 'arrives'; readonly latestArrivalOn: string; readonly cutoffMs: number; readonly city?: string }
  | { readonly state: 'canada'; readonly shipDay: string; readonly cutoffMs: number }
  | { readonly state: 'none' }
  | { readonly state: 'error'; readonly message: string; readonly clearZip: boolean };

const DAY_MS = 86_400_000;

/** Whole days from `todayIso` to `dateIso` (both YYYY-MM-DD). */
export function daysBetween(todayIso: string, dateIso: string): number {
  return Math.round((Date.parse(`${dateIso}T00:00:00Z`) - Date.parse(`${todayIso}T00:00:00Z`)) / DAY_MS);
}

/**
 * The result of an estimate (§4, §8): a timeout or an error containing 'timeout' shows the ZIP prompt;
 * an error containing 'Invalid postal code' shows the spec's message and clears the saved ZIP; other
 * errors show their message; offers show 'Arrives by' the first visible offer's latest arrival when it is
 * fewer than `daysThreshold` days from `todayIso`; a Canadian ZIP shows the predicted ship day.
 */
export function estimateResult(
  outcome: EstimateOutcome,
  todayIso: string,
  daysThreshold = PRODUCT_PAGE_DAYS_THRESHOLD,
): EstimateResult {
  switch (outcome.kind) {
    case 'timeout':
      return { state: 'prompt' };
    case 'error':
      if (/invalid postal code/i.test(outcome.message))
        return { state: 'error', message: DELIVERY_ESTIMATE_TEXT.invalidPostalCode, clearZip: true };
      if (/timeout/i.test(outcome.message)) return { state: 'prompt' };
      return { state: 'error', message: outcome.message, clearZip: false };
    case 'canada':
      return { state: 'canada', shipDay: outcome.shipDay, cutoffMs: outcome.cutoffMs };
    case 'offers': {
      const offer = outcome.offers.find((o) => !o.hidden);
      if (!offer || !(daysBetween(todayIso, offer.latestArrivalOn) < daysThreshold)) return { state: 'none' };
      return {
        state: 'arrives',
        latestArrivalOn: offer.latestArrivalOn,
        cutoffMs: outcome.cutoffMs,
        ...(outcome.city ? { city: outcome.city } : {}),
      };
    }
  }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Arrives by Friday, March 6' for '2026-03-06'. */
export function arrivesByText(dateIso: string): string {
  const d = new Date(`${dateIso}T00:00:00Z`);
  return `Arrives by ${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/**
 * The countdown to `cutoffMs` at `nowMs`: '2d 3h' from a day (a cutoff across a weekend), '2h 5m', '5m'
 * under an hour, '45s' under 60 seconds (§9); undefined once the cutoff has passed.
 */
export function countdownText(cutoffMs: number, nowMs: number): string | undefined {
  const left = Math.floor((cutoffMs - nowMs) / 1000);
  if (left <= 0) return undefined;
  if (left < 60) return `${left}s`;
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** 'Order within 2h 5m' (§4), undefined past the cutoff. */
export function orderWithinText(cutoffMs: number, nowMs: number): string | undefined {
  const c = countdownText(cutoffMs, nowMs);
  return c && `Order within ${c}`;
}

/** A cached estimate: reused only while its cutoff is in the future (§4). */
export interface EstimateCacheEntry {
  readonly result: EstimateResult;
  readonly cutoffMs: number;
}

/** The cache key: sku, quantity, the add-ons sorted by sku (then quantity), and the ZIP (§9). */
export function estimateCacheKey(subject: Pick<EstimateSubject, 'sku' | 'quantity' | 'addOns'>, zip: string): string {
  const addOns = [...subject.addOns]
    .sort((a, b) => (a.sku === b.sku ? a.quantity - b.quantity : a.sku < b.sku ? -1 : 1))
    .map((a) => `${a.sku}x${a.quantity}`);
  return JSON.stringify([subject.sku, subject.quantity, addOns, zip]);
}

/** The cached result when its cutoff is still in the future at `nowMs`, else undefined (§4). */
export function reusableEstimate(entry: EstimateCacheEntry | undefined, nowMs: number): EstimateResult | undefined {
  return entry && entry.cutoffMs > nowMs ? entry.result : undefined;
}

/** Whether a result is worth caching: arrivals and Canadian ship days (they carry a cutoff), not errors or prompts. */
export function cacheEntryOf(result: EstimateResult): EstimateCacheEntry | undefined {
  return result.state === 'arrives' || result.state === 'canada' ? { result, cutoffMs: result.cutoffMs } : undefined;
}
