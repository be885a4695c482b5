import { err, ok, type Result } from '../../shared';
import type { CartAction } from './actions';
import type { Address, ItemShippingAddress } from './address';
import type { Cart, ShippingTarget } from './cart';
import { checkShipmentMove, unknownShipmentError } from './shipment-move-checks';
import {
  emptyShipmentKeys,
  nextShipmentKey,
  renumberAfterRemoval,
  shipmentNumber,
  shipmentRemovalActions,
} from './shipments';

/**
 * Shipment edits as cart action lists (spec: core-cart-checkout §4 "Cart shipping modes and edits":
 * "New shipments get key shipment-N with the lowest unused N. Removing a shipment renumbers later ones.
 * Empty shipments can be cleared. Quantities can be reassigned."). Quantities are integers.
 *
 * The action sequences respect the commerce platform's rules, so they apply in one atomic update: an
 * item shipping address key cannot be renamed or added twice, a target may only name an existing
 * address, and an address is removed only once no target names it.
 *
 * Error codes:
 * - 'cart/unknown-shipment': `unknown shipment: ${key}` (spec §8 "Unknown shipment key")
 * - 'cart/line-not-found': `Cannot find line item for ID ${id}` (spec §8)
 * - 'cart/invalid-reassign-quantity': `Quantity to move must be a positive whole number, got ${quantity}`
 * - 'cart/not-enough-units': `Shipment ${fromKey} holds ${held} of line item ${id}; cannot move ${quantity}`
 */

/** The address part of an item shipping address (no key, no custom fields), as setShippingAddress takes it. */
export function plainAddress(a: Address): Address {
  const { name, company, street1, street2, city, state, postalCode, country, residential, email, phone } = a;
  const fields = { name, company, street1, street2, city, state, postalCode, residential, email, phone };
  const present = Object.entries(fields).filter(([, v]) => v !== undefined);
  return { country, ...Object.fromEntries(present) };
}

/**
 * Adds an empty shipment to `address` under the lowest unused key shipment-N (nextShipmentKey; spec §4,
 * §9 "Shipment keys shipment-{n}"). Any key or custom fields on `address` are ignored: a new shipment
 * starts with no delivery option chosen. The new key is `actions[0].address.key`.
 */
export function addShipmentActions(cart: Cart, address: Address): CartAction[] {
  const key = nextShipmentKey(cart.itemShippingAddresses.map((a) => a.key));
  return [{ action: 'addItemShippingAddress', address: { ...plainAddress(address), key, custom: {} } }];
}

/** Line targets as they stand while a sequence of actions is being built (line id → targets). */
type TargetState = Map<string, readonly ShippingTarget[]>;

function targetState(cart: Cart): TargetState {
  return new Map(cart.lineItems.map((l) => [l.id, l.shippingDetails?.targets ?? []]));
}

/** One setLineItemShippingDetails per line naming `key`, with its targets rewritten by `rewrite`. */
function retargetActions(
  state: TargetState,
  key: string,
  rewrite: (targets: readonly ShippingTarget[]) => ShippingTarget[],
): CartAction[] {
  const actions: CartAction[] = [];
  for (const [lineItemId, targets] of state) {
    if (!targets.some((t) => t.addressKey === key)) continue;
    const next = rewrite(targets);
    state.set(lineItemId, next);
    actions.push({ action: 'setLineItemShippingDetails', lineItemId, shippingDetails: { targets: next } });
  }
  return actions;
}

/**
 * Moves shipment `from` to key `to` (which must be free): adds the address under `to`, points the
 * targets at it, re-adds its custom line items with the slug prefix `to-` (a slug cannot be changed in
 * place), moves its shipping method (Multiple mode), then removes `from`.
 */
function renameShipmentActions(cart: Cart, state: TargetState, from: ItemShippingAddress, to: string): CartAction[] {
  const rename = (t: ShippingTarget): ShippingTarget =>
    t.addressKey !== from.key
      ? t
      : { ...t, addressKey: to, ...(t.shippingMethodKey === from.key ? { shippingMethodKey: to } : {}) };
  const actions: CartAction[] = [
    { action: 'addItemShippingAddress', address: { ...from, key: to } },
    ...retargetActions(state, from.key, (targets) => targets.map(rename)),
  ];
  for (const c of cart.customLineItems) {
    if (!c.slug.startsWith(`${from.key}-`)) continue;
    const slug = `${to}${c.slug.slice(from.key.length)}`;
    actions.push({ action: 'removeCustomLineItem', customLineItemId: c.id });
    actions.push({
      action: 'addCustomLineItem',
      name: c.name,
      slug,
      money: c.money,
      quantity: c.quantity,
      custom: c.custom,
    });
  }
  const method = cart.shippingMode === 'Multiple' ? cart.shipping.find((s) => s.shippingKey === from.key) : undefined;
  if (method) {
    actions.push({ action: 'removeCustomShippingMethod', shippingKey: from.key });
    actions.push({
      action: 'setCustomShippingMethod',
      shippingMethodName: method.shippingMethodName,
      price: method.price,
      shippingKey: to,
    });
  }
  actions.push({ action: 'removeItemShippingAddress', addressKey: from.key });
  return actions;
}

/**
 * Single mode keeps the first item shipping address as the cart shipping address (spec §4 "A
 * Single-mode cart with several shipments sets the first address as the cart shipping address"):
 * a setShippingAddress when the first address after the edit is not the one before it.
 * `remaining` lists the addresses in their order after the edit.
 */
function firstAddressActions(cart: Cart, remaining: readonly ItemShippingAddress[]): CartAction[] {
  const [before] = cart.itemShippingAddresses;
  const [after] = remaining;
  if (cart.shippingMode !== 'Single' || !before || !after || after === before) return [];
  return [{ action: 'setShippingAddress', address: plainAddress(after) }];
}

/**
 * Removes shipment `key` and renumbers later ones (spec §4 "Removing a shipment renumbers later ones"):
 * 1. the lines' targets naming `key` are dropped (those units become unassigned for the shopper to
 *    place again);
 * 2. its custom line items (slug '{key}-...'), its shipping method (Multiple mode) and its address go
 *    (shipmentRemovalActions);
 * 3. each later shipment-M (renumberAfterRemoval), lowest first, moves to shipment-(M-1), whose key the
 *    previous step freed: address re-added under the new key, targets rewritten, custom line item
 *    slugs re-added with the new prefix, shipping method moved, old address removed;
 * 4. in Single mode, when the first address changed, the cart shipping address follows it.
 * Re-added custom line items get new ids. Errors: 'cart/unknown-shipment' (`unknown shipment: ${key}`).
 */
export function removeShipmentActions(cart: Cart, key: string): Result<CartAction[]> {
  if (!cart.itemShippingAddresses.some((a) => a.key === key)) return err(unknownShipmentError(key));
  const state = targetState(cart);
  const actions: CartAction[] = [
    ...retargetActions(state, key, (targets) => targets.filter((t) => t.addressKey !== key)),
    ...shipmentRemovalActions(cart, [key]),
  ];
  const renames = [
    ...renumberAfterRemoval(
      cart.itemShippingAddresses.map((a) => a.key),
      key,
    ),
  ]
    .filter(([from, to]) => from !== to)
    .sort(([a], [b]) => (shipmentNumber(a) ?? 0) - (shipmentNumber(b) ?? 0));
  const renamed = new Set(renames.map(([from]) => from));
  const moved: ItemShippingAddress[] = [];
  for (const [from, to] of renames) {
    const address = cart.itemShippingAddresses.find((a) => a.key === from)!;
    actions.push(...renameShipmentActions(cart, state, address, to));
    moved.push(address);
  }
  // Re-added addresses go to the end of the list, after those that kept their key.
  const kept = cart.itemShippingAddresses.filter((a) => a.key !== key && !renamed.has(a.key));
  return ok([...actions, ...firstAddressActions(cart, [...kept, ...moved])]);
}

/**
 * Moves `quantity` units of a line from shipment `fromKey` to shipment `toKey` (spec §4 "Quantities
 * can be reassigned"): the `fromKey` target shrinks (dropped at 0), the `toKey` target grows or is
 * appended, so the sum of the line's targets, and so its cover of the line quantity, is unchanged.
 * A shipment left without lines stays (clearEmptyShipmentsActions clears it). Same keys: no actions.
 * Errors: 'cart/line-not-found', 'cart/unknown-shipment', 'cart/invalid-reassign-quantity' (not a
 * positive integer), 'cart/not-enough-units' (the `fromKey` target holds fewer units).
 */
export function reassignQuantityActions(
  cart: Cart,
  lineItemId: string,
  fromKey: string,
  toKey: string,
  quantity: number,
): Result<CartAction[]> {
  const checked = checkShipmentMove(cart, { lineItemId, fromKey, toKey, quantity });
  if (!checked.ok) return checked;
  const targets = checked.value.shippingDetails?.targets ?? [];
  if (fromKey === toKey) return ok([]);
  let left = quantity;
  const next: ShippingTarget[] = [];
  for (const t of targets) {
    if (t.addressKey !== fromKey) next.push(t);
    else {
      const cut = Math.min(t.quantity, left);
      left -= cut;
      if (t.quantity > cut) next.push({ ...t, quantity: t.quantity - cut });
    }
  }
  const to = next.findIndex((t) => t.addressKey === toKey);
  if (to >= 0) next[to] = { ...next[to]!, quantity: next[to]!.quantity + quantity };
  else next.push({ addressKey: toKey, quantity });
  return ok([{ action: 'setLineItemShippingDetails', lineItemId, shippingDetails: { targets: next } }]);
}

/**
 * Clears the shipments no line targets (spec §4 "Empty shipments can be cleared"): emptyShipmentKeys
 * then shipmentRemovalActions (custom line items, Multiple-mode shipping method, address). Remaining
 * keys are not renumbered; nextShipmentKey fills the gaps later. In Single mode, when the first address
 * is cleared, the cart shipping address follows the new first one.
 */
export function clearEmptyShipmentsActions(cart: Cart): CartAction[] {
  const empty = new Set(emptyShipmentKeys(cart));
  if (empty.size === 0) return [];
  const remaining = cart.itemShippingAddresses.filter((a) => !empty.has(a.key));
  return [...shipmentRemovalActions(cart, [...empty]), ...firstAddressActions(cart, remaining)];
}
