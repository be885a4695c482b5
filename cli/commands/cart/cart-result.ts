import type { Cart } from '../../../core/cart';
import { renderCart } from '../../output/cart-view';
import type { RenderOptions } from '../../output/table';

/** Every cart edit prints the updated cart: the cart view, or the Cart object with --json. */
export function renderUpdatedCart(cart: Cart, _input: unknown, options: RenderOptions): string {
  return renderCart(cart, options);
}
