import type { Money } from '../../shared';
import type { CalendarDate } from './calendar-date';

/**
 * A subscription as stored (spec: catalogue-gifting §3 Subscription (auto-delivery line); §4 Subscription): a SKU
 * and quantity the customer receives every `intervalDays` days (absent: one time) from `nextShipOn` on, to the saved
 * address `shippingAddressId`, paid with the saved card `paymentMethodId`. `id` is a numeric string ('1042'), the
 * subscription-group id of the delivery pages (catalogue-gifting §2). `version` counts changes (optimistic
 * concurrency: an update names the version it read). `addedAt` is an ISO instant.
 */
export interface SubscriptionRecord {
  readonly id: string;
  readonly customerId: string;
  readonly sku: string;
  /** Units per delivery, 1 to 4999. */
  readonly quantity: number;
  /** Days between deliveries (a multiple of 7 from the §9 choices); absent: one time. */
  readonly intervalDays?: number;
  /** The next delivery's ship date; absent when none is planned (an inactive subscription). */
  readonly nextShipOn?: CalendarDate;
  readonly addedAt: string;
  readonly shippingAddressId: string;
  /** The saved card each delivery is charged to; absent: the customer's default card at the time. */
  readonly paymentMethodId?: string;
  readonly active: boolean;
  /** Why the customer (or an agent) cancelled it, e.g. 'Removed with remove button'. */
  readonly cancelReason?: string;
  /** The order whose auto-delivery line made this subscription (checkout), so a retried call makes it once. */
  readonly sourceOrderNumber?: string;
  /** The price channel key the deliveries are priced from (spec §4: 'auto-delivery' for 'autoDeliveryOff5'). */
  readonly channelKey: string;
  readonly version: number;
}

/**
 * A subscription as the customer sees it (spec: catalogue-gifting §3 Subscription (auto-delivery line)): the record
 * with its product's name, variant, path and image, and its prices at today's catalogue: `piecePrice` the default
 * unit price, `discountedPiecePrice` the auto-delivery channel's (equal when the item is wholesale or not eligible),
 * `currentPiecePrice` what a delivery placed now charges per unit, `extendedPrice` and `discountedExtendedPrice`
 * the same times the quantity. Money in integer cents.
 */
export interface Subscription extends SubscriptionRecord {
  readonly name: string;
  readonly variantName: string;
  readonly weightGrams: number;
  readonly productPath: string;
  readonly imageUrl?: string;
  readonly currentPiecePrice: Money;
  readonly piecePrice: Money;
  readonly discountedPiecePrice: Money;
  readonly extendedPrice: Money;
  readonly discountedExtendedPrice: Money;
}

/** What cancelling with the control's Remove link records (spec §4 Add-to-auto-delivery button). */
export const REMOVE_BUTTON_REASON = 'Removed with remove button';

/**
 * Subscriptions in the order the spec lists them (§4 "Active subscriptions are sorted by next ship date (no date
 * last), then by added date"): active ones first by next ship date, those without one after, ties by added date;
 * inactive ones last, by added date. A new array; the input is unchanged.
 */
export function sortSubscriptions<T extends Pick<SubscriptionRecord, 'active' | 'nextShipOn' | 'addedAt' | 'id'>>(
  subscriptions: readonly T[],
): T[] {
  const rank = (s: T): string => `${s.active ? 0 : 1}${s.active && s.nextShipOn ? s.nextShipOn : '9999-99-99'}`;
  return [...subscriptions].sort(
    (a, b) =>
      rank(a).localeCompare(rank(b)) ||
      a.addedAt.localeCompare(b.addedAt) ||
      Number(a.id) - Number(b.id) ||
      a.id.localeCompare(b.id),
  );
}
