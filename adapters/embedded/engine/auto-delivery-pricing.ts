import type { Cart, CartAction, LineItem, LineItemCustomFields, Price } from '../../../core/cart';
import type { Product } from '../../../core/catalogue';
import { selectPrice } from '../../../core/pricing';
import { subscriptionChannelKey } from '../../../core/subscriptions';

/** The line custom field that makes a line a subscription item (core-cart-checkout §3), in days. */
export const AUTO_DELIVERY_FIELD = 'autoDeliveryInterval';

/** Whether custom fields carry an auto-delivery interval: a positive number of days. */
function hasInterval(custom: LineItemCustomFields | Readonly<Record<string, unknown>> | undefined): boolean {
  const days = (custom as Record<string, unknown> | undefined)?.[AUTO_DELIVERY_FIELD];
  return typeof days === 'number' && days > 0;
}

/**
 * The price a line is priced from (spec: catalogue-gifting §4 Subscription "A line with an interval is a subscription
 * item … Auto-delivery pricing uses the price channel matching the chosen channel key, unless the item is wholesale or
 * not eligible"): with an interval and a catalogue variant that is eligible and not wholesale, the 'auto-delivery'
 * channel's price (the default when the variant has none); otherwise the price of the line's distribution channel
 * (the default price without one). `variant` is the catalogue's (absent: the product is gone, no channel price).
 */
export function linePrice(
  prices: readonly Price[],
  custom: LineItemCustomFields | undefined,
  variant: { readonly autoDeliveryEligible: boolean; readonly wholesale: boolean } | undefined,
  distributionChannelKey: string | undefined,
): Price | undefined {
  const channelKey = hasInterval(custom) && variant ? subscriptionChannelKey(variant) : undefined;
  return selectPrice(prices, { channelKey: channelKey ?? distributionChannelKey });
}

/**
 * `line` repriced after its custom fields changed: setting or clearing the auto-delivery interval switches between
 * the channel price and the default at once (the cart's totals and savings follow in `recalculate`). A line whose price
 * the backend set (priceMode 'ExternalPrice') keeps it.
 */
export function repriceLine(line: LineItem, product: Product | undefined): LineItem {
  if (line.priceMode === 'ExternalPrice') return line;
  const variant = product?.variants.find((v) => v.sku === line.variant.sku);
  const price = linePrice(line.variant.prices, line.custom, variant, line.distributionChannelKey);
  return price ? { ...line, price } : line;
}

/**
 * The SKUs whose catalogue products applying `actions` to `cart` needs: added lines' and those of lines whose
 * auto-delivery interval is set or cleared (for their eligibility).
 */
export function skusForActions(cart: Cart, actions: readonly CartAction[]): string[] {
  return actions.flatMap((a) => {
    if (a.action === 'addLineItem') return [a.sku];
    if (a.action === 'setLineItemCustomField' && a.name === AUTO_DELIVERY_FIELD) {
      const line = cart.lineItems.find((l) => l.id === a.lineItemId);
      return line ? [line.variant.sku] : [];
    }
    return [];
  });
}
