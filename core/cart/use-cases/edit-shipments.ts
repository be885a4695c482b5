import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import { ok, type Result } from '../../shared';
import {
  addShipmentActions,
  assignUnassignedActions,
  clearEmptyShipmentsActions,
  giftReallocationCheck,
  reassignQuantityActions,
  removeShipmentActions,
  setShipmentAddressActions,
  shippingModeActions,
  type Cart,
  type CartAction,
} from '../model';
import { addressSchema } from '../model/address';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const shipmentKey = z.string().min(1).max(64);

/** One shipment edit (spec: core-cart-checkout §4 "Cart shipping modes and edits"), discriminated by `kind`. */
const editSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('add'), address: addressSchema }),
  z.strictObject({ kind: z.literal('remove'), key: shipmentKey }),
  z.strictObject({
    kind: z.literal('reassign'),
    lineItemId: z.string().min(1),
    fromKey: shipmentKey,
    toKey: shipmentKey,
    quantity: z.number().int().min(1),
  }),
  z.strictObject({
    kind: z.literal('assign'),
    lineItemId: z.string().min(1),
    toKey: shipmentKey,
    quantity: z.number().int().min(1),
  }),
  z.strictObject({
    kind: z.literal('set-address'),
    key: shipmentKey,
    address: addressSchema,
    email: z.email().max(254).optional(),
  }),
  z.strictObject({ kind: z.literal('clear-empty') }),
]);

const inputSchema = z.strictObject({ cart: cartSchema, edit: editSchema });

/**
 * Input: the current cart and one edit:
 * - `{ kind: 'add', address }`: a new empty shipment to an already validated address;
 * - `{ kind: 'remove', key }`: remove shipment `key` and renumber later ones;
 * - `{ kind: 'reassign', lineItemId, fromKey, toKey, quantity }`: move `quantity` (≥ 1) units of a line;
 * - `{ kind: 'assign', lineItemId, toKey, quantity }`: give `quantity` (≥ 1) of a line's unassigned units to
 *   a shipment;
 * - `{ kind: 'set-address', key, address, email? }`: a shipment's address (already validated) and, when given, the
 *   shopper's e-mail as the cart's customer e-mail;
 * - `{ kind: 'clear-empty' }`: remove every shipment no line targets.
 */
export type EditShipmentsInput = z.input<typeof inputSchema>;
/** A parsed shipment edit. */
export type ShipmentEdit = z.output<typeof editSchema>;

function actionsFor(cart: Cart, edit: ShipmentEdit): Result<CartAction[]> {
  switch (edit.kind) {
    case 'add':
      return ok(addShipmentActions(cart, edit.address));
    case 'remove':
      return removeShipmentActions(cart, edit.key);
    case 'reassign':
      return reassignQuantityActions(cart, edit.lineItemId, edit.fromKey, edit.toKey, edit.quantity);
    case 'assign':
      return assignUnassignedActions(cart, edit.lineItemId, edit.toKey, edit.quantity);
    case 'set-address': {
      const actions = setShipmentAddressActions(cart, edit.key, edit.address);
      if (!actions.ok || edit.email === undefined || edit.email === cart.customerEmail) return actions;
      return ok([{ action: 'setCustomerEmail', email: edit.email }, ...actions.value]);
    }
    case 'clear-empty':
      return ok(clearEmptyShipmentsActions(cart));
  }
}

/**
 * After an edit, a second update puts the shipping mode in line with the shipments (shippingModeActions: 'Multiple'
 * when more than one shipment holds lines, else 'Single'; nothing to send when it already is).
 */
export async function withShippingMode(carts: CartEditor, edited: Result<Cart>): Promise<Result<Cart>> {
  if (!edited.ok) return edited;
  return updateCartWithRetry(carts, edited.value, (current) => ok(shippingModeActions(current)));
}

/**
 * Edits the cart's shipments (spec: core-cart-checkout §4 "New shipments get key shipment-N with the
 * lowest unused N. Removing a shipment renumbers later ones. Empty shipments can be cleared.
 * Quantities can be reassigned."; §8 'unknown shipment: {key}'). The actions come from the pure
 * functions of core/cart/model/shipment-edits.ts and are recomputed from the reloaded cart after a
 * version conflict (at most 3 attempts). An edit with nothing to do returns the cart unchanged. A second update then
 * sets the shipping mode the shipments call for (withShippingMode; spec §4 Single and Multiple).
 * After a reload, gift lines (markedAsGift or recipientsJson) added or removed meanwhile on a cart with several
 * shipments fail the edit with 'cart/gift-reallocation-required' ('Change in gift line items detected; shipment
 * re-allocation required!', details.status 'newUnassignedGiftLineItem').
 * Errors: 'validation/invalid', 'cart/unknown-shipment', 'cart/line-not-found', 'cart/not-enough-units',
 * 'cart/invalid-reassign-quantity', the port's codes ('cart/version-conflict', 'cart/invalid-action').
 */
export class EditShipments {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart; after 'add' the new shipment is the last item shipping address. */
  async execute(input: EditShipmentsInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, edit } = parsed.data;
    const edited = await updateCartWithRetry(this.carts, cart, (current) => {
      // The edit was made on `cart`: when a reload finds the gift lines changed and several shipments, the
      // shopper must re-allocate them first (§4 "A changed gift line set with several shipments needs re-allocation").
      const gifts = giftReallocationCheck(cart, current);
      return gifts.ok ? actionsFor(current, edit) : gifts;
    });
    return withShippingMode(this.carts, edited);
  }
}
