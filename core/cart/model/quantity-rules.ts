import { domainError, err, ok, type Result } from '../../shared';
import { validateQuantity } from '../../validation/model';
import type { CartAction } from './actions';
import type { Cart, LineItem, ShippingTarget } from './cart';
import { shipmentRemovalActions } from './shipments';

/**
 * Quantity edits as cart action lists (spec: core-cart-checkout §4 "Cart shipping modes and edits").
 * Quantities are integers. Error codes:
 * - 'cart/line-not-found': `Cannot find line item for ID ${id}` (spec §8)
 * - 'quantity/not-a-number': 'Quantity must be a number' (spec §5; codes of validateQuantity)
 * - 'quantity/exceeds-maximum': `Quantity cannot exceed ${max}`, max = the variant's maximum pieces per
 *   order capped by the cart's maxQuantity (spec §5, §9: 4999)
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function lineNotFound(id: string) {
  return err(domainError('cart/line-not-found', `Cannot find line item for ID ${id}`, { lineItemId: id }));
}

/** The line and its children: lines whose custom.parentExternalId equals the line's custom.externalId. */
export function lineWithChildren(cart: Cart, line: LineItem): LineItem[] {
  const externalId = line.custom.externalId;
  if (externalId === undefined) return [line];
  return [line, ...cart.lineItems.filter((l) => l.id !== line.id && l.custom.parentExternalId === externalId)];
}

/**
 * New targets for a line set to `quantity`, or undefined when they stay as they are.
 * One valid target follows the quantity; otherwise, when the targets hold more than `quantity`, units are
 * trimmed from the last target backwards and targets reaching 0 are dropped. With several targets an
 * increase leaves the targets alone: the extra units are unassigned until the shopper places them.
 */
function retarget(line: LineItem, quantity: number): ShippingTarget[] | undefined {
  const details = line.shippingDetails;
  if (!details || details.targets.length === 0) return undefined;
  const [only] = details.targets;
  if (details.valid && details.targets.length === 1 && only) return [{ ...only, quantity }];
  const sum = details.targets.reduce((s, t) => s + t.quantity, 0);
  if (sum <= quantity) return undefined;
  let excess = sum - quantity;
  const trimmed = [...details.targets];
  for (let i = trimmed.length - 1; i >= 0 && excess > 0; i -= 1) {
    const t = trimmed[i]!;
    const cut = Math.min(t.quantity, excess);
    trimmed[i] = { ...t, quantity: t.quantity - cut };
    excess -= cut;
  }
  return trimmed.filter((t) => t.quantity > 0);
}

/** Keys the changed lines targeted before that no line targets once `changed` replaces their targets. */
function droppedKeys(cart: Cart, changed: ReadonlyMap<string, readonly ShippingTarget[] | undefined>): string[] {
  const stillUsed = new Set<string>();
  for (const line of cart.lineItems) {
    const targets = changed.has(line.id) ? changed.get(line.id) : line.shippingDetails?.targets;
    for (const t of targets ?? []) if (t.quantity > 0) stillUsed.add(t.addressKey);
  }
  const dropped = new Set<string>();
  for (const id of changed.keys()) {
    const line = cart.lineItems.find((l) => l.id === id);
    for (const t of line?.shippingDetails?.targets ?? []) if (!stillUsed.has(t.addressKey)) dropped.add(t.addressKey);
  }
  return [...dropped];
}

/**
 * Actions setting a line (and its children) to `quantity` (spec §4 "Quantity above 0 sets the line and
 * its children"). Children get the same quantity. Shipping targets follow as `retarget` describes; a
 * shipment left without any line loses its address, its custom line items ('{key}-...') and, in Multiple
 * mode, its shipping method. Quantity ≤ 0 delegates to removeLineActions.
 */
export function changeQuantityActions(cart: Cart, lineItemId: string, quantity: number): Result<CartAction[]> {
  const line = cart.lineItems.find((l) => l.id === lineItemId);
  if (!line) return lineNotFound(lineItemId);
  if (Number.isInteger(quantity) && quantity <= 0) return removeLineActions(cart, lineItemId);
  const valid = validateQuantity(quantity, { max: Math.min(line.variant.maximumPiecesPerOrder, cart.maxQuantity) });
  if (!valid.ok) return valid;

  const actions: CartAction[] = [];
  const changed = new Map<string, readonly ShippingTarget[]>();
  for (const member of lineWithChildren(cart, line)) {
    actions.push({ action: 'changeLineItemQuantity', lineItemId: member.id, quantity });
    const targets = retarget(member, quantity);
    if (!targets) continue;
    changed.set(member.id, targets);
    actions.push({ action: 'setLineItemShippingDetails', lineItemId: member.id, shippingDetails: { targets } });
  }
  return ok([...actions, ...shipmentRemovalActions(cart, droppedKeys(cart, changed))]);
}

/**
 * Actions removing a line, its children and every item shipping address used only by them, with that
 * shipment's custom line items and (Multiple mode) shipping method (spec §4 "Quantity of 0 or less").
 */
export function removeLineActions(cart: Cart, lineItemId: string): Result<CartAction[]> {
  const line = cart.lineItems.find((l) => l.id === lineItemId);
  if (!line) return lineNotFound(lineItemId);
  const family = lineWithChildren(cart, line);
  const removed = new Map<string, undefined>(family.map((l) => [l.id, undefined]));
  return ok([
    ...family.map((l): CartAction => ({ action: 'removeLineItem', lineItemId: l.id })),
    ...shipmentRemovalActions(cart, droppedKeys(cart, removed)),
  ]);
}

/**
 * Clears requested delivery dates earlier than `today` (YYYY-MM-DD; spec §4 "Requested delivery dates
 * earlier than today are stale and cleared"): one updateItemShippingAddress per stale shipment, keeping
 * its other custom fields. Stored dates that are not YYYY-MM-DD are left alone.
 * Throws RangeError `Invalid date string: ${today}` when `today` is malformed (a caller bug; spec §5).
 */
export function staleDeliveryDateActions(cart: Cart, today: string): CartAction[] {
  if (!DATE.test(today)) throw new RangeError(`Invalid date string: ${today}`);
  return cart.itemShippingAddresses.flatMap((address): CartAction[] => {
    const { requestedDeliveryOn, ...custom } = address.custom;
    if (requestedDeliveryOn === undefined || !DATE.test(requestedDeliveryOn) || requestedDeliveryOn >= today) return [];
    return [{ action: 'updateItemShippingAddress', address: { ...address, custom } }];
  });
}

/**
 * Sends every line's full quantity to shipment `key`: one setLineItemShippingDetails per line.
 * The key must exist on the cart or be added earlier in the same update.
 */
export function assignAllToShipmentActions(cart: Cart, key: string): CartAction[] {
  return cart.lineItems.map((line): CartAction => ({
    action: 'setLineItemShippingDetails',
    lineItemId: line.id,
    shippingDetails: { targets: [{ addressKey: key, quantity: line.quantity }] },
  }));
}
