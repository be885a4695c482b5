import { CheckoutStore } from '../stores/checkout-store';
import { useStores } from './stores-context';

/**
 * Checkout's stores, for the checkout and receipt pages. This module imports CheckoutStore statically, so
 * checkout's code travels in the chunk of the pages that use it (loaded on demand), never in the initial JS.
 */
export function useCheckout(): CheckoutStore {
  return useStores().checkoutFrom(CheckoutStore);
}
