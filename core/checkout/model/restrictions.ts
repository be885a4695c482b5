import type { CountryCode } from '../../cart/model';
import type { Cart, LineItem } from '../../cart/model';
import type { RestrictedCountrySkus } from './steps';

/**
 * The lines of a cart that cannot ship to `country` (spec: core-cart-checkout §4 Checkout step enablement:
 * 'A shipment to a country restricted for one of its SKUs is not complete'). Empty when all can ship.
 */
export function linesRestrictedFor(cart: Cart, country: CountryCode, restricted: RestrictedCountrySkus): LineItem[] {
  return cart.lineItems.filter((l) => (restricted[l.variant.sku] ?? []).includes(country));
}
