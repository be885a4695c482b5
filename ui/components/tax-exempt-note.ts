import type { Cart } from '../../core/cart';
import { orderCopy } from '../copy/order-copy';

/**
 * The line under the Tax total of a cart or an order's cart that the commerce engine priced tax-exempt (its custom
 * field `taxExemptStates`, set only by the server for a reseller's approved, unexpired certificate
 * ), e.g. 'Tax exempt: resale certificate on file for NJ'; undefined when it is taxed.
 */
export function taxExemptNote(cart: Pick<Cart, 'custom'>): string | undefined {
  const state = cart.custom.taxExemptStates;
  return state ? orderCopy.taxExempt(state) : undefined;
}
