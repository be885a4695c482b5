import type { Cart, LineItem } from './cart';

/**
 * Whether a line is an auto-delivery (subscription) line: it carries an auto-delivery interval custom field
 * (spec: core-cart-checkout §3 Line item custom fields `autoDeliveryInterval`), a positive integer of DAYS
 * (catalogue-gifting §4 "The interval is in days, shown in weeks as days/7": every 4 weeks is 28).
 */
export function isAutoDeliveryLine(line: LineItem): boolean {
  const interval = line.custom.autoDeliveryInterval;
  return typeof interval === 'number' && interval > 0;
}

/**
 * Whether the cart holds an auto-delivery line, which rules out guest checkout (spec: core-cart-checkout §4
 * Proceeding to checkout "Guest checkout is not offered when the cart holds auto-delivery items"; shell-account §4
 * Sign-in flow step 4).
 */
export function hasAutoDeliveryLines(cart: Pick<Cart, 'lineItems'>): boolean {
  return cart.lineItems.some(isAutoDeliveryLine);
}
