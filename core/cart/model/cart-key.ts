import type { Result } from '../../shared';
import type { Cart } from './cart';

/**
 * Cart keys a shopper can read out to a CX agent (spec: core-cart-checkout §2 "/cart/customer-cart (query: key)
 * … key is the cart key"; shell-account §2 Staff cart lookup): 8 symbols of an alphabet without the look-alikes
 * 0/O, 1/I (32 symbols, 40 bits), made from a random UUID, unique among carts (a clash is retried).
 */

/** The symbols of a cart key: A–Z and 2–9 without I and O. */
export const CART_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** How many symbols a cart key has. */
export const CART_KEY_LENGTH = 8;

/** How many keys a new cart tries before it gives up on a clash ('cart/duplicate-key'). */
export const CART_KEY_ATTEMPTS = 3;

/**
 * The cart key of a random UUID: its first 40 bits (10 hex digits, random in a v4 UUID) as 8 symbols of
 * CART_KEY_ALPHABET, 5 bits each, most significant first. '00000000-…' → 'AAAAAAAA'; 'ffffffffff…' → '99999999'.
 */
export function cartKeyOf(uuid: string): string {
  const hex = uuid.replace(/-/g, '').slice(0, 10).padEnd(10, '0');
  let bits = BigInt(`0x${hex}`);
  let key = '';
  for (let i = 0; i < CART_KEY_LENGTH; i += 1) {
    key = CART_KEY_ALPHABET[Number(bits & 31n)] + key;
    bits >>= 5n;
  }
  return key;
}

/**
 * Creates a cart under a new key: `create(key)` with `nextKey()`, again with a fresh key while the answer is
 * 'cart/duplicate-key', at most CART_KEY_ATTEMPTS times. The first other answer (the cart or another error), or the
 * last clash.
 */
export async function createWithCartKey(
  create: (key: string) => Promise<Result<Cart>>,
  nextKey: () => string,
): Promise<Result<Cart>> {
  let created = await create(nextKey());
  for (let i = 1; i < CART_KEY_ATTEMPTS && !created.ok && created.error.code === 'cart/duplicate-key'; i += 1)
    created = await create(nextKey());
  return created;
}
