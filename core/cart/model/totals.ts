import { sumMoney, usd, type Money } from '../../shared';
import type { Cart, CustomLineItem } from './cart';
import type { TotalLine } from './order';

/**
 * Labelled totals of a cart (spec: core-cart-checkout §3 "Order totals ... use the labels Subtotal,
 * Discount, Adjustment, Shipping, Heat-Resistant Packaging, Tax, ..."). All amounts are integer cents.
 */

/** Slug of the CX adjustment custom line item (spec §3 Custom line items). */
export const ADJUSTMENT_SLUG = 'adjustment';
/** Slug of the temporary surcharge custom line item (spec §3 Custom line items). */
export const SURCHARGE_SLUG = 'surcharge';
/** Heat-resistant packaging custom line items have slugs like 'shipment-2-heat-resistant-packaging'. */
export const HEAT_RESISTANT_PACKAGING_SUFFIX = '-heat-resistant-packaging';

function customTotal(items: readonly CustomLineItem[], match: (slug: string) => boolean): Money | undefined {
  const matching = items.filter((c) => match(c.slug));
  return matching.length === 0 ? undefined : sumMoney(matching.map((c) => c.totalPrice));
}

/**
 * The cart's total lines, in this order, each only when it applies:
 * - Subtotal: sum of the lines' totalPriceBeforeCartLevelDiscount (always)
 * - Discount: minus the cart-level discount total, only when non-zero
 * - Adjustment: custom line items with slug 'adjustment', when any
 * - Shipping: the Single-mode shippingInfo price plus every Multiple-mode shipping entry, when any is set
 *   (a $0 free-shipping method shows as 0)
 * - Heat-Resistant Packaging: custom line items whose slug ends '-heat-resistant-packaging', when any
 * - Temporary Surcharge: custom line items with slug 'surcharge', when any
 * - Tax: taxedPrice.totalTax, when taxedPrice is present
 * - Total: taxedPrice.totalGross, else totalPrice (always)
 */
export function cartTotals(cart: Cart): TotalLine[] {
  const lines: TotalLine[] = [
    { label: 'Subtotal', amount: sumMoney(cart.lineItems.map((l) => l.totalPriceBeforeCartLevelDiscount)) },
  ];
  if (cart.discountTotal.cents !== 0)
    lines.push({ label: 'Discount', amount: usd(-Math.abs(cart.discountTotal.cents)) });
  const adjustment = customTotal(cart.customLineItems, (slug) => slug === ADJUSTMENT_SLUG);
  if (adjustment) lines.push({ label: 'Adjustment', amount: adjustment });
  const shippingPrices = [
    ...(cart.shippingInfo ? [cart.shippingInfo.price] : []),
    ...cart.shipping.map((s) => s.price),
  ];
  if (shippingPrices.length > 0) lines.push({ label: 'Shipping', amount: sumMoney(shippingPrices) });
  const heat = customTotal(cart.customLineItems, (slug) => slug.endsWith(HEAT_RESISTANT_PACKAGING_SUFFIX));
  if (heat) lines.push({ label: 'Heat-Resistant Packaging', amount: heat });
  const surcharge = customTotal(cart.customLineItems, (slug) => slug === SURCHARGE_SLUG);
  if (surcharge) lines.push({ label: 'Temporary Surcharge', amount: surcharge });
  if (cart.taxedPrice) lines.push({ label: 'Tax', amount: cart.taxedPrice.totalTax });
  lines.push({ label: 'Total', amount: cart.taxedPrice ? cart.taxedPrice.totalGross : cart.totalPrice });
  return lines;
}
