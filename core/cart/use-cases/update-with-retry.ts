import type { CartEditor } from '../../../ports/my-cart';
import { PortError } from '../../shared';
import { domainError, err, ok, type Result } from '../../shared';
import type { Cart, CartAction } from '../model';

/** Attempts of one cart update, the first included (spec: core-cart-checkout §4; §7 "up to 3 retries"). */
export const MAX_UPDATE_ATTEMPTS = 3;

/** A PortError the spec retries after reloading: no status, HTTP 409, an aborted request, 502. */
function isRetryable(error: unknown): boolean {
  return error instanceof PortError && (error.status === undefined || error.status === 409 || error.status === 502);
}

/**
 * Sends the actions `compute` derives from the cart, and on 'cart/version-conflict' (or a retryable
 * PortError) reloads the cart with getCartById, recomputes and sends again, at most `maxAttempts` times
 * in all (spec §4 "Update is retried after a reset that reloads the cart on: no status, HTTP 409, a
 * user-aborted request, or a 502 bad gateway").
 *
 * Returns the updated cart; the cart unchanged when `compute` gives no actions; `compute`'s error; the
 * port's error (the last 'cart/version-conflict' once attempts run out); or 'cart/not-found'
 * (`Cannot find cart ${id}`) when the reload finds nothing. Rethrows a PortError on the last attempt.
 */
export async function updateCartWithRetry(
  carts: CartEditor,
  cart: Cart,
  compute: (current: Cart) => Result<readonly CartAction[]>,
  maxAttempts: number = MAX_UPDATE_ATTEMPTS,
): Promise<Result<Cart>> {
  let current = cart;
  for (let attempt = 1; ; attempt += 1) {
    const actions = compute(current);
    if (!actions.ok) return actions;
    if (actions.value.length === 0) return ok(current);
    const last = attempt >= maxAttempts;
    try {
      const updated = await carts.updateCart(current.id, current.version, actions.value);
      if (updated.ok || updated.error.code !== 'cart/version-conflict' || last) return updated;
    } catch (error) {
      if (last || !isRetryable(error)) throw error;
    }
    const reloaded = await carts.getCartById(current.id);
    if (!reloaded) return err(domainError('cart/not-found', `Cannot find cart ${current.id}`, { cartId: current.id }));
    current = reloaded;
  }
}
