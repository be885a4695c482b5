import { usd, type Money } from '../../shared';

/**
 * Default free-shipping threshold: $59.00 (5900 cents). spec: core-cart-checkout §9 "threshold default 59 dollars".
 * In a module of its own: the store header's banner reads it, so the app's entry takes this module whole, not the
 * free-shipping rules of free-shipping.ts.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD: Money = usd(5900);
