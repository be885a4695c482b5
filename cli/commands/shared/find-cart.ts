import type { Cart } from '../../../core/cart';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { CommercePort } from '../../../ports/commerce';

/**
 * The cart a CX agent names: by key first (the key customers read out, /cart/customer-cart?key=...),
 * else by id. Unknown: 'cart/not-found' with `no cart with key or id "<ref>"`.
 */
export async function findCart(commerce: CommercePort, keyOrId: string): Promise<Result<Cart>> {
  const cart = (await commerce.getCartByKey(keyOrId)) ?? (await commerce.getCartById(keyOrId));
  return cart ? ok(cart) : err(domainError('cart/not-found', `no cart with key or id "${keyOrId}"`, { keyOrId }));
}

/** Finds the cart `keyOrId`, then runs `edit` on it; a missing cart short-circuits with 'cart/not-found'. */
export async function editCart(
  commerce: CommercePort,
  keyOrId: string,
  edit: (cart: Cart) => Promise<Result<Cart>>,
): Promise<Result<Cart>> {
  const found = await findCart(commerce, keyOrId);
  return found.ok ? edit(found.value) : found;
}
