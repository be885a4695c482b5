import type { Cart } from '../../../core/cart';
import type { RootStore } from '../../stores/root-store';
import { exceptionText } from '../../copy';

/**
 * The order a cart was copied from (Easy Reorder's "Reorder"; spec: shell-account §3 Cart (shell view)
 * copiedFromOrderNumber), if any. Kept with the cart page (its only reader), out of the entry's cart store.
 */
export function copiedFromOrderNumber(cart: Cart | undefined): string | undefined {
  return cart?.custom.copiedFromOrderNumber || undefined;
}

/**
 * POST /api/orders/clear-copied-order (core-cart-checkout §7): the cart no longer names the order it was copied
 * from; its lines stay. The cart afterwards replaces the root's; a failure is shown as a notification.
 */
export async function clearCopiedOrder(root: RootStore): Promise<void> {
  try {
    const data = root.absorb(await root.services.backend.clearCopiedOrder());
    if (data) root.cart.setCart(data.cart ?? undefined);
  } catch (e) {
    root.notifications.error(exceptionText(e));
  }
}
