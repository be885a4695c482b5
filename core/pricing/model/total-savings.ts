import { formatMoney, multiplyMoney, sumMoney, usd, type Money } from '../../shared';
import type { LineItem, Price } from '../../cart/model';
import { percentOff } from './percent-off';
import { selectPrice, unitPriceFor } from './price-selection';

/**
 * A line's savings against its comparison price, and where they come from (spec: core-cart-checkout §3
 * Line item "Derived totalSavings", §8 'balance != totalPriceBeforeCartLevelDiscount'; catalogue-gifting
 * §3 Price, §9 discount labels).
 */

/** Key of the auto-delivery price channel (catalogue-gifting §3 Price: the auto-delivery channel). */
export const AUTO_DELIVERY_CHANNEL_KEY = 'auto-delivery';

/** The report text when a line's savings breakdown does not add up (spec: core-cart-checkout §8). */
export const SAVINGS_BALANCE_MESSAGE = 'balance != totalPriceBeforeCartLevelDiscount';

/** What `totalSavings` needs of a line: a `LineItem` fits. `price` is the price selected for the line. */
export interface SavingsLine {
  readonly variant: { readonly prices: readonly Price[] };
  readonly price: Price;
  readonly quantity: number;
  readonly distributionChannelKey?: LineItem['distributionChannelKey'];
}

/** Where a saving comes from: the price channel, a product discount (a sale), or a reached price tier. */
export type SavingsEntryType = 'Channel' | 'ProductDiscount' | 'PriceTier';

/** One part of a line's savings; `value` is for the whole line (cents, quantity × per-unit saving). */
export interface SavingsEntry {
  readonly type: SavingsEntryType;
  readonly value: Money;
  readonly description: string;
  /** true only for a product discount. */
  readonly onSale: boolean;
}

/**
 * A line's savings. `comparisonPrice` is per unit (the default price's value); `value` and every breakdown
 * entry are per line, so `value` = quantity × (comparisonPrice − unit price) = the sum of the breakdown.
 */
export interface TotalSavings {
  readonly value: Money;
  /** percentOff(comparisonPrice, unit price): floor of the ratio plus 0.02. */
  readonly percent: number;
  /** true when a product discount lowers the price. */
  readonly onSale: boolean;
  readonly comparisonPrice: Money;
  /** '{percent}%' when percent ≥ 1; the value as money ('$0.50') when a saving is under 1%; '' without savings. */
  readonly discountDisplayValue: string;
  /** The breakdown's descriptions joined by ' + '; '' without savings. */
  readonly description: string;
  /** In the order the savings apply: Channel, ProductDiscount, PriceTier; entries of 0 are left out. */
  readonly breakdown: readonly SavingsEntry[];
}

/** Options: `channelDiscountPercent` is the channel's own discountPercent, when known, for its label. */
export interface TotalSavingsOptions {
  readonly channelDiscountPercent?: number;
}

function channelLabel(channelKey: string, percent: number): string {
  return channelKey === AUTO_DELIVERY_CHANNEL_KEY ? `${percent}% off Auto-Delivery` : `${percent}% off ${channelKey}`;
}

function reachedTier(price: Price, quantity: number): Price['tiers'][number] | undefined {
  let reached: Price['tiers'][number] | undefined;
  for (const tier of price.tiers) {
    if (tier.minimumQuantity <= quantity && (!reached || tier.minimumQuantity > reached.minimumQuantity))
      reached = tier;
  }
  return reached;
}

function tierLabel(price: Price, quantity: number): string {
  const tier = reachedTier(price, quantity);
  const percent = tier ? percentOff(price.value, tier.value) : 0;
  return tier && percent >= 1 ? `${percent}% off Bulk Discount for ${tier.minimumQuantity}+ units` : 'Bulk discount';
}

/**
 * The savings of `line` (spec: core-cart-checkout §3 Line item totalSavings). All values in cents.
 * The comparison price is the variant's default price (no channel); the unit price is
 * `unitPriceFor(line.price, quantity)`. Savings apply as a ladder, each entry the step it takes, per unit
 * times the quantity:
 * - Channel: default value − channel price value ('{n}% off Auto-Delivery', n the channel's discountPercent
 *   or else percentOff of the two values); only when the line's price has a channel.
 * - ProductDiscount: channel or default value − its `discounted` value, when lower (the discount's name; on sale).
 * - PriceTier: what the reached tier takes off beyond that ('{n}% off Bulk Discount for {m}+ units', n the
 *   tier's percent off its price, m its minimum quantity; 'Bulk discount' when n is under 1).
 * The steps telescope, so the breakdown always adds up to quantity × (comparison − unit price).
 * A price above the comparison price gives a negative entry rather than hiding it.
 */
export function totalSavings(line: SavingsLine, options: TotalSavingsOptions = {}): TotalSavings {
  const { price, quantity } = line;
  const channelKey = price.channelKey;
  const comparison = channelKey === undefined ? price.value : (selectPrice(line.variant.prices)?.value ?? price.value);
  const discounted = price.discounted;
  const afterDiscount = discounted && discounted.value.cents < price.value.cents ? discounted.value : price.value;
  const unit = unitPriceFor(price, quantity);
  const perLine = (cents: number): Money => multiplyMoney(usd(cents), quantity);

  const breakdown: SavingsEntry[] = [];
  const channelCents = comparison.cents - price.value.cents;
  if (channelKey !== undefined && channelCents !== 0) {
    const percent = options.channelDiscountPercent ?? percentOff(comparison, price.value);
    breakdown.push({
      type: 'Channel',
      value: perLine(channelCents),
      description: channelLabel(channelKey, percent),
      onSale: false,
    });
  }
  const productCents = price.value.cents - afterDiscount.cents;
  if (discounted && productCents !== 0) {
    breakdown.push({
      type: 'ProductDiscount',
      value: perLine(productCents),
      description: discounted.discountName,
      onSale: true,
    });
  }
  const tierCents = afterDiscount.cents - unit.cents;
  if (tierCents !== 0) {
    breakdown.push({
      type: 'PriceTier',
      value: perLine(tierCents),
      description: tierLabel(price, quantity),
      onSale: false,
    });
  }

  const value = sumMoney(breakdown.map((e) => e.value));
  const percent = percentOff(comparison, unit);
  return {
    value,
    percent,
    onSale: breakdown.some((e) => e.onSale),
    comparisonPrice: comparison,
    discountDisplayValue: value.cents === 0 ? '' : percent >= 1 ? `${percent}%` : formatMoney(value),
    description: breakdown.map((e) => e.description).join(' + '),
    breakdown,
  };
}

/** The numbers of a savings breakdown that does not add up (cents; `expected` = comparison × quantity − line total). */
export interface SavingsBalanceReport {
  readonly message: typeof SAVINGS_BALANCE_MESSAGE;
  readonly lineItemId?: string;
  readonly quantity: number;
  readonly comparisonPrice: Money;
  readonly totalPriceBeforeCartLevelDiscount: Money;
  readonly breakdownTotal: Money;
  readonly expected: Money;
  /** breakdownTotal − expected. */
  readonly difference: Money;
}

/**
 * Checks that the savings breakdown of `line` adds up (spec: core-cart-checkout §8 "Discount breakdown does
 * not add up"): undefined when the breakdown sums to comparisonPrice × quantity − totalPriceBeforeCartLevelDiscount,
 * otherwise a report with the message 'balance != totalPriceBeforeCartLevelDiscount' and the numbers. It fails
 * when the line's total was not priced from its own price (an external price, a stale or tampered total).
 */
export function savingsBalanceCheck(
  line: SavingsLine & { readonly id?: string; readonly totalPriceBeforeCartLevelDiscount: Money },
  options: TotalSavingsOptions = {},
): SavingsBalanceReport | undefined {
  const savings = totalSavings(line, options);
  const expected = usd(savings.comparisonPrice.cents * line.quantity - line.totalPriceBeforeCartLevelDiscount.cents);
  if (savings.value.cents === expected.cents) return undefined;
  return {
    message: SAVINGS_BALANCE_MESSAGE,
    ...(line.id === undefined ? {} : { lineItemId: line.id }),
    quantity: line.quantity,
    comparisonPrice: savings.comparisonPrice,
    totalPriceBeforeCartLevelDiscount: line.totalPriceBeforeCartLevelDiscount,
    breakdownTotal: savings.value,
    expected,
    difference: usd(savings.value.cents - expected.cents),
  };
}
