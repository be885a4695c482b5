import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import { ok, type Result } from '../../shared';
import {
  assignAllToShipmentActions,
  isSameDeliveryLocation,
  shipmentRemovalActions,
  type Address,
  type Cart,
  type CartAction,
} from '../model';
import { addressSchema } from '../model/address';
import { cartSchema, invalidInput } from './cart-input';
import { withShippingMode } from './edit-shipments';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({ cart: cartSchema, email: z.email(), address: addressSchema });

/** Input: the current cart, the shopper's e-mail and an address already validated (core/validation). */
export type SetShippingAddressInput = z.input<typeof inputSchema>;

/** Key of the single-address shipment. */
const KEY = 'shipment-1';

function actionsFor(cart: Cart, email: string, address: Address): CartAction[] {
  const existing = cart.itemShippingAddresses.find((a) => a.key === KEY);
  const custom = existing && isSameDeliveryLocation(existing, address) ? existing.custom : {};
  const others = cart.itemShippingAddresses.filter((a) => a.key !== KEY).map((a) => a.key);
  return [
    { action: 'setCustomerEmail', email },
    { action: 'setShippingAddress', address },
    existing
      ? { action: 'updateItemShippingAddress', address: { ...address, key: KEY, custom } }
      : { action: 'addItemShippingAddress', address: { ...address, key: KEY, custom: {} } },
    ...assignAllToShipmentActions(cart, KEY),
    ...shipmentRemovalActions(cart, others),
  ];
}

/**
 * The 'Email & Shipping Info' step for one address (spec: core-cart-checkout §2 address step; §4 Cart
 * shipping modes and edits): sets the customer e-mail and the cart shipping address, adds shipment-1 or
 * updates it, sends every line in full to it and removes the other shipments (now empty). An updated
 * shipment-1 keeps its custom fields (chosen delivery, requested date) only when the delivery location is
 * unchanged (isSameDeliveryLocation); otherwise they are cleared so delivery is chosen again. A Multiple-mode cart
 * goes back to Single (withShippingMode).
 * Retries after reloading on a version conflict, at most 3 attempts. Errors: 'validation/invalid', the port's.
 */
export class SetShippingAddress {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart. */
  async execute(input: SetShippingAddressInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, email, address } = parsed.data;
    const updated = await updateCartWithRetry(this.carts, cart, (current) => ok(actionsFor(current, email, address)));
    return withShippingMode(this.carts, updated);
  }
}
