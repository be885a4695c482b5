import { domainError, err, ok, type Result } from '../../shared';
import type { CartAction } from './actions';
import type { Address, ItemShippingAddress, ShippingAddressCustomFields } from './address';
import type { Cart, ShippingTarget } from './cart';
import { plainAddress } from './shipment-edits';
import {
  checkShipmentMove,
  lineInShipments,
  quantityIn,
  unassignedQuantity,
  unknownShipmentError,
} from './shipment-move-checks';
import { isSameDeliveryLocation, shipmentsOf } from './shipments';

/**
 * Splitting a cart's lines over several shipments (spec: core-cart-checkout §2 address step variant multi; §4 Cart
 * shipping modes and edits: "Single: one shipping method. Multiple: one method per shipment key. A Single-mode cart
 * with several shipments sets the first address as the cart shipping address"; "Quantities can be reassigned").
 * Quantities are whole units.
 *
 * Error codes (besides shipment-edits.ts's):
 * - 'cart/not-enough-units': `Line item ${id} has ${n} units not assigned; cannot assign ${quantity}`
 * - 'cart/invalid-reassign-quantity': `Shipment quantity must be a whole number from 0 to ${max}, got ${quantity}` and
 *   `No other shipment to take ${n} units of line item ${id}`
 */

/** A move of units of one line: from a shipment, or from the line's unassigned units (`fromKey` undefined). */
export interface ShipmentMove {
  readonly lineItemId: string;
  readonly fromKey?: string;
  readonly toKey: string;
  readonly quantity: number;
}

/** The mode the cart's shipments call for: 'Multiple' when more than one shipment holds lines, else 'Single'. */
export function shippingModeFor(cart: Cart): 'Single' | 'Multiple' {
  return shipmentsOf(cart).filter((s) => s.lines.length > 0).length > 1 ? 'Multiple' : 'Single';
}

const DELIVERY_CHOICE: readonly (keyof ShippingAddressCustomFields)[] = [
  'shippingMethodId',
  'shippingMethodName',
  'priceCents',
  'shipmentPickupCarrier',
  'shipmentPickupCarrierCode',
];

/** The custom fields without the chosen delivery (method, price, pickup carrier); the requested date stays. */
function withoutDeliveryChoice(custom: ShippingAddressCustomFields): ShippingAddressCustomFields {
  return Object.fromEntries(
    Object.entries(custom).filter(([k]) => !DELIVERY_CHOICE.includes(k as keyof ShippingAddressCustomFields)),
  );
}

/**
 * The actions that bring the shipping mode in line with the shipments (shippingModeFor), or [] when it is: the mode
 * (setShippingMode, which drops the shipping methods), each shipment's chosen delivery cleared (its price was for
 * the other mode; the delivery step chooses again) except a pickup's (fulfilment skipped: free, nothing to
 * choose), and in Single mode the first shipment holding lines as the cart shipping address (spec §4 "A
 * Single-mode cart with several shipments sets the first address as the cart shipping address").
 */
export function shippingModeActions(cart: Cart): CartAction[] {
  const mode = shippingModeFor(cart);
  if (mode === cart.shippingMode) return [];
  const actions: CartAction[] = [{ action: 'setShippingMode', shippingMode: mode }];
  const pickup = new Set(
    shipmentsOf(cart)
      .filter((s) => s.isPickup)
      .map((s) => s.key),
  );
  for (const a of cart.itemShippingAddresses) {
    if (pickup.has(a.key)) continue;
    const custom = withoutDeliveryChoice(a.custom);
    if (Object.keys(custom).length !== Object.keys(a.custom).length)
      actions.push({ action: 'updateItemShippingAddress', address: { ...a, custom } });
  }
  const first = shipmentsOf(cart).find((s) => s.lines.length > 0);
  if (mode === 'Single' && first) actions.push({ action: 'setShippingAddress', address: plainAddress(first.address) });
  return actions;
}

/**
 * Assigns `quantity` of a line's unassigned units (unassignedQuantity) to shipment `toKey`, added to its target there.
 * Errors: 'cart/line-not-found', 'cart/unknown-shipment', 'cart/invalid-reassign-quantity', 'cart/not-enough-units'.
 */
export function assignUnassignedActions(
  cart: Cart,
  lineItemId: string,
  toKey: string,
  quantity: number,
): Result<CartAction[]> {
  const checked = checkShipmentMove(cart, { lineItemId, toKey, quantity });
  if (!checked.ok) return checked;
  const line = checked.value;
  const keys = new Set(cart.itemShippingAddresses.map((a) => a.key));
  const targets = (line.shippingDetails?.targets ?? []).filter((t) => keys.has(t.addressKey) && t.quantity > 0);
  const at = targets.findIndex((t) => t.addressKey === toKey);
  const next: ShippingTarget[] =
    at >= 0
      ? targets.map((t, i) => (i === at ? { ...t, quantity: t.quantity + quantity } : t))
      : [...targets, { addressKey: toKey, quantity }];
  return ok([{ action: 'setLineItemShippingDetails', lineItemId, shippingDetails: { targets: next } }]);
}

/**
 * Sets shipment `key`'s address (the address step's multi variant, or the CLI's set-address). The shipment keeps
 * its custom fields (chosen delivery, requested date) only when the delivery location is unchanged
 * (isSameDeliveryLocation); the first shipment of a Single-mode cart is also the cart shipping address (spec §4).
 * Errors: 'cart/unknown-shipment'.
 */
export function setShipmentAddressActions(cart: Cart, key: string, address: Address): Result<CartAction[]> {
  const index = cart.itemShippingAddresses.findIndex((a) => a.key === key);
  const existing: ItemShippingAddress | undefined = cart.itemShippingAddresses[index];
  if (!existing) return err(unknownShipmentError(key));
  const custom = isSameDeliveryLocation(existing, address) ? existing.custom : {};
  const plain = plainAddress(address);
  const actions: CartAction[] = [{ action: 'updateItemShippingAddress', address: { ...plain, key, custom } }];
  if (cart.shippingMode === 'Single' && index === 0) actions.push({ action: 'setShippingAddress', address: plain });
  return ok(actions);
}

/**
 * The moves that set a line's units in shipment `key` to `quantity` (the multi address step's field per line per
 * shipment), keeping every line's total: more units come first from its unassigned units, then from the other
 * shipments, last first; fewer units go to the first other shipment. Errors: 'cart/line-not-found',
 * 'cart/unknown-shipment', 'cart/invalid-reassign-quantity' (not 0…line quantity, or no other shipment to take
 * the units).
 */
export function planShipmentQuantity(
  cart: Cart,
  lineItemId: string,
  key: string,
  quantity: number,
): Result<ShipmentMove[]> {
  const found = lineInShipments(cart, lineItemId, [key]);
  if (!found.ok) return found;
  const line = found.value;
  if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > line.quantity)
    return err(
      domainError(
        'cart/invalid-reassign-quantity',
        `Shipment quantity must be a whole number from 0 to ${line.quantity}, got ${quantity}`,
        { quantity },
      ),
    );
  const now = quantityIn(line, key);
  const others = cart.itemShippingAddresses.map((a) => a.key).filter((k) => k !== key);
  if (quantity < now) {
    const [to] = others;
    if (!to)
      return err(
        domainError(
          'cart/invalid-reassign-quantity',
          `No other shipment to take ${now - quantity} units of line item ${lineItemId}`,
        ),
      );
    return ok([{ lineItemId, fromKey: key, toKey: to, quantity: now - quantity }]);
  }
  let need = quantity - now;
  const moves: ShipmentMove[] = [];
  const free = Math.min(need, unassignedQuantity(cart, line));
  if (free > 0) moves.push({ lineItemId, toKey: key, quantity: free });
  need -= free;
  for (const from of [...others].reverse()) {
    if (need === 0) break;
    const take = Math.min(need, quantityIn(line, from));
    if (take > 0) moves.push({ lineItemId, fromKey: from, toKey: key, quantity: take });
    need -= take;
  }
  return ok(moves);
}
