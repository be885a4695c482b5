import type { Price } from '../../../cart/model';
import { usd, type Money } from '../../../shared';
import { percentOff } from '../../../pricing/model';
import { pricePerPound, GRAMS_PER_POUND } from '../../../pricing/model';
import { selectPrice, unitPriceFor } from '../../../pricing/model';
import { AUTO_DELIVERY_CHANNEL_KEY } from '../../../pricing/model';
import { isGiftCertificate } from './gift-certificates';
import type { Variant } from '../product';

/**
 * The price block of the product page (spec: catalogue-gifting §2 "price block with discount badges",
 * §3 Price "Percent off is a floor of the ratio plus a 0.02 tolerance", §9 discount labels and
 * "Product 9990 has a price range of 25 to 200 dollars. A product with a price of 0 shows 'Build your
 * own'. A one-pound bulk price is shown per pound."). All money is integer cents.
 */

/** Products whose price block is a range (cents), not one price: product 9990 sells 25 to 200 dollars (§9). */
export const PRICE_RANGE_PRODUCTS: Readonly<Record<string, { readonly min: Money; readonly max: Money }>> = {
  '9990': { min: usd(2500), max: usd(20000) },
};

/** Text shown instead of a price when the price is 0 (§9). */
export const BUILD_YOUR_OWN = 'Build your own';

/** Why a badge is shown: the auto-delivery channel, a price tier, or a product discount (a sale). */
export type PriceBadgeKind = 'auto-delivery' | 'bulk' | 'sale';

/** A discount badge of the price block with its spec text (§9 discount labels, gift shipments 'Save {n}%'). */
export interface PriceBadge {
  readonly kind: PriceBadgeKind;
  readonly text: string;
}

/** What the price block shows. `kind` 'price' has `price`; 'range' has `range`; 'build-your-own' has neither. */
export interface PriceDisplay {
  readonly kind: 'price' | 'range' | 'build-your-own';
  /** The per-piece (per unit, e.g. per bag) price after a product discount, cents. */
  readonly price?: Money;
  /** The default price's value when a product discount lowers it (the struck-through comparison price). */
  readonly comparisonPrice?: Money;
  /** true for a one-pound bulk variant: `price` is shown as a price per pound ('$9.99/lb'). */
  readonly shownPerPound: boolean;
  /**
   * Price per pound of `price` (cents per lb), when the weight is known and the price is not already shown per pound.
   */
  readonly perPound?: Money;
  readonly range?: { readonly min: Money; readonly max: Money };
  /** In display order: sale ('Save {n}%'), auto-delivery, bulk. */
  readonly badges: readonly PriceBadge[];
}

/** '{n}% off Auto-Delivery' (§9). */
export const autoDeliveryLabel = (percent: number): string => `${percent}% off Auto-Delivery`;
/** '{n}% off Bulk Discount for {m}+ units' when the tier saves at least 1%, else 'Bulk discount' (§9). */
export const bulkLabel = (percent: number, minimumQuantity: number): string =>
  percent >= 1 ? `${percent}% off Bulk Discount for ${minimumQuantity}+ units` : 'Bulk discount';
/** 'Save {n}%' (§9). */
export const saveLabel = (percent: number): string => `Save ${percent}%`;

/** true when the variant is a bulk variant weighing one pound (to the hundredth of a pound, as labelled). */
export function isOnePoundBulk(variant: Pick<Variant, 'bulk' | 'weightGrams'>): boolean {
  return variant.bulk && Math.round((variant.weightGrams / GRAMS_PER_POUND) * 100) === 100;
}

/** The first price tier above one unit that lowers the unit price, if any. */
function firstBulkTier(price: Price, unit: Money): Price['tiers'][number] | undefined {
  return [...price.tiers]
    .sort((a, b) => a.minimumQuantity - b.minimumQuantity)
    .find((t) => t.minimumQuantity > 1 && t.value.cents < unit.cents);
}

/** Options: `channelDiscountPercent` is the auto-delivery channel's own discountPercent when the channel carries it. */
export interface PriceDisplayOptions {
  readonly channelDiscountPercent?: number;
}

/**
 * The price block of `variant` of product `productKey`: range for product 9990, 'Build your own' for a price
 * of 0, else the per-piece price with its comparison price, per-pound price and badges:
 * - 'Save {n}%' when a product discount lowers the default price (n = percentOff, floor plus 0.02);
 * - '{n}% off Auto-Delivery' for an eligible, non-wholesale variant with an auto-delivery channel price
 *   (n = the channel's discountPercent, else percentOff of the default against the channel price);
 * - the first tier's '{n}% off Bulk Discount for {m}+ units' ('Bulk discount' under 1%).
 * A gift certificate shows no per-pound price. Undefined when the variant has no default price.
 */
export function priceDisplayOf(
  productKey: string,
  variant: Variant,
  options: PriceDisplayOptions = {},
): PriceDisplay | undefined {
  const range = PRICE_RANGE_PRODUCTS[productKey];
  if (range) return { kind: 'range', range, shownPerPound: false, badges: [] };
  const price = selectPrice(variant.prices);
  if (!price) return undefined;
  const unit = unitPriceFor(price, 1);
  if (unit.cents === 0) return { kind: 'build-your-own', shownPerPound: false, badges: [] };
  const badges: PriceBadge[] = [];
  const onSale = unit.cents < price.value.cents;
  const save = onSale ? percentOff(price.value, unit) : 0;
  if (save > 0) badges.push({ kind: 'sale', text: saveLabel(save) });
  const channel =
    variant.autoDeliveryEligible && !variant.wholesale
      ? selectPrice(variant.prices, { channelKey: AUTO_DELIVERY_CHANNEL_KEY })
      : undefined;
  if (channel && channel.channelKey === AUTO_DELIVERY_CHANNEL_KEY) {
    const percent = options.channelDiscountPercent ?? percentOff(price.value, unitPriceFor(channel, 1));
    if (percent > 0) badges.push({ kind: 'auto-delivery', text: autoDeliveryLabel(percent) });
  }
  const tier = firstBulkTier(price, unit);
  if (tier) badges.push({ kind: 'bulk', text: bulkLabel(percentOff(price.value, tier.value), tier.minimumQuantity) });
  const shownPerPound = isOnePoundBulk(variant);
  return {
    kind: 'price',
    price: unit,
    comparisonPrice: onSale ? price.value : undefined,
    shownPerPound,
    perPound: shownPerPound || isGiftCertificate(productKey) ? undefined : pricePerPound(unit, variant.weightGrams),
    badges,
  };
}
