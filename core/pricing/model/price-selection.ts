import { multiplyMoney, type Money } from '../../shared';
import type { Price } from '../../cart/model';

/**
 * Choosing a price and a unit price (spec: catalogue-gifting §3 Price "The price without a channel
 * is the default"; core-cart-checkout §3 Line item "prices with optional channel and tiers").
 */

/** Which price to pick: `channelKey` of a price channel such as 'auto-delivery', absent for the default. */
export interface PriceSelection {
  readonly channelKey?: string;
}

/**
 * The price for `selection`: the price of channel `channelKey` when asked for and present, otherwise
 * the default price (the one without a channel); undefined when there is neither.
 * spec: catalogue-gifting §3 Price.
 */
export function selectPrice(prices: readonly Price[], selection: PriceSelection = {}): Price | undefined {
  const { channelKey } = selection;
  const channelPrice = channelKey === undefined ? undefined : prices.find((p) => p.channelKey === channelKey);
  return channelPrice ?? prices.find((p) => p.channelKey === undefined);
}

/**
 * Unit price (cents) of `price` for `quantity` units: the value of the highest tier whose
 * minimumQuantity ≤ quantity (tiers need not be sorted), else the price's value; then the product
 * discount's value when present and lower.
 * spec: core-cart-checkout §3 Line item (price tiers); catalogue-gifting §3 Price.
 */
export function unitPriceFor(price: Price, quantity: number): Money {
  let unit = price.value;
  let tierMinimum = Number.NEGATIVE_INFINITY;
  for (const tier of price.tiers) {
    if (tier.minimumQuantity <= quantity && tier.minimumQuantity > tierMinimum) {
      tierMinimum = tier.minimumQuantity;
      unit = tier.value;
    }
  }
  const discounted = price.discounted?.value;
  return discounted && discounted.cents < unit.cents ? discounted : unit;
}

/**
 * Line total in cents: `unit` × `quantity` (an integer number of units).
 * Throws RangeError when `quantity` is not an integer or the product is not a safe integer (bugs, not input).
 * spec: core-cart-checkout §3 Line item totalPriceBeforeCartLevelDiscount.
 */
export function lineTotal(unit: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return multiplyMoney(unit, quantity);
}
