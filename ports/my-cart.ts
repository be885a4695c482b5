import type { Cart } from '../core/cart';
import type { CartAction } from '../core/cart';
import type { Result } from '../core/shared';

/**
 * What a cart edit needs: reading a cart and sending `{version, actions}` to it.
 * Satisfied by CommercePort (client-credentials scope, CLI and server) and MyCartPort (browser session).
 * Error codes as CommercePort ('cart/version-conflict' with details.currentVersion, 'cart/invalid-action', ...).
 */
export interface CartEditor {
  /** The cart with this id when the caller may see it, otherwise undefined. Used to reload after a conflict. */
  getCartById(id: string): Promise<Cart | undefined>;
  /** Applies `actions` atomically if `version` is current; returns the new cart (version + 1). */
  updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>>;
}

/**
 * The commerce platform's session-scoped cart endpoints (commercetools `/me/...`), used by the browser
 * with a token bound to its own session: it sees and edits only its own cart
 * (spec: core-cart-checkout §7 Commerce platform cart API; §4 Cart shipping modes and edits).
 *
 * Price-bearing actions (custom line items, custom shipping methods) are refused for this scope with
 * 'cart/invalid-action'; the storefront backend sets those.
 */
export interface MyCartPort extends CartEditor {
  /** GET me/active-cart: the session's active cart, or undefined (404). */
  getActiveCart(): Promise<Cart | undefined>;
}
