import { multiplyMoney, ZERO_USD, type Money } from '../../shared';
import type { Price } from '../../cart/model';
import { selectPrice, unitPriceFor } from '../../pricing/model';
import { DEFAULT_AUTO_DELIVERY_OPTION } from './intervals';

/** What decides whether an item is priced as a subscription item (a catalogue variant, spec: catalogue-gifting §3). */
export interface SubscribableItem {
  readonly prices: readonly Price[];
  readonly autoDeliveryEligible: boolean;
  readonly wholesale: boolean;
  readonly active?: boolean;
}

/**
 * The price channel a subscription item is priced from (spec: catalogue-gifting §4 "Auto-delivery pricing uses the
 * price channel matching the chosen channel key, unless the item is wholesale or not eligible"): `channelKey` for an
 * eligible, non-wholesale item; undefined (the default price) otherwise.
 */
export function subscriptionChannelKey(
  item: Pick<SubscribableItem, 'autoDeliveryEligible' | 'wholesale'>,
  channelKey: string = DEFAULT_AUTO_DELIVERY_OPTION.channelKey,
): string | undefined {
  return item.autoDeliveryEligible && !item.wholesale ? channelKey : undefined;
}

/** Whether a variant can be subscribed at all: active (when known), eligible and not wholesale. */
export function isSubscribable(item: Pick<SubscribableItem, 'autoDeliveryEligible' | 'wholesale' | 'active'>) {
  return item.active !== false && subscriptionChannelKey(item) !== undefined;
}

/**
 * A subscription's prices for `quantity` units at today's catalogue (spec §3 Subscription: piecePrice,
 * discountedPiecePrice, currentPiecePrice, extendedPrice, discountedExtendedPrice), in cents: the default price
 * (with its tiers) and the channel price, which falls back to the default when the item is wholesale, not eligible
 * or has no channel price. `currentPiecePrice` is what a delivery placed now charges: the discounted one.
 */
export function subscriptionPrices(
  item: SubscribableItem,
  quantity: number,
  channelKey: string = DEFAULT_AUTO_DELIVERY_OPTION.channelKey,
): {
  readonly piecePrice: Money;
  readonly discountedPiecePrice: Money;
  readonly currentPiecePrice: Money;
  readonly extendedPrice: Money;
  readonly discountedExtendedPrice: Money;
} {
  const base = selectPrice(item.prices);
  const piece = base ? unitPriceFor(base, quantity) : ZERO_USD;
  const key = subscriptionChannelKey(item, channelKey);
  const channel = key === undefined ? undefined : item.prices.find((p) => p.channelKey === key);
  const discounted = channel ? unitPriceFor(channel, quantity) : piece;
  return {
    piecePrice: piece,
    discountedPiecePrice: discounted,
    currentPiecePrice: discounted,
    extendedPrice: multiplyMoney(piece, quantity),
    discountedExtendedPrice: multiplyMoney(discounted, quantity),
  };
}
