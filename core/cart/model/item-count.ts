import type { Cart } from './cart';

/**
 * Number of items for the cart badge and the 'Added to Cart' panel: the sum of the quantities of the
 * lines the shopper put in the cart. Child lines (custom.parentExternalId set, e.g. the parts of a custom
 * box) follow their parent's quantity and are not counted again.
 */
export function itemCount(cart: Cart): number {
  return cart.lineItems.filter((l) => l.custom.parentExternalId === undefined).reduce((n, l) => n + l.quantity, 0);
}
