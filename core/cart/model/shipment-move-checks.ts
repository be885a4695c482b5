import { domainError, err, ok, type DomainError, type Result } from '../../shared';
import type { Cart, LineItem } from './cart';

/**
 * The checks every move of a line's units between shipments makes first (spec: core-cart-checkout §4 "Quantities
 * can be reassigned"; §8 "Unknown shipment key"), shared by reassignQuantityActions (from a shipment) and
 * assignUnassignedActions (from the line's unassigned units). Quantities are whole units.
 */

/** The 'cart/unknown-shipment' error with the spec's text `unknown shipment: ${key}` (spec §8). */
export function unknownShipmentError(key: string): DomainError {
  return domainError('cart/unknown-shipment', `unknown shipment: ${key}`, { key });
}

/** Units of `line` that target shipment `key` (0 when none). */
export function quantityIn(line: LineItem, key: string): number {
  return (line.shippingDetails?.targets ?? []).filter((t) => t.addressKey === key).reduce((s, t) => s + t.quantity, 0);
}

/** Units of `line` no existing shipment holds: its quantity minus its targets at existing keys, never below 0. */
export function unassignedQuantity(cart: Cart, line: LineItem): number {
  const keys = new Set(cart.itemShippingAddresses.map((a) => a.key));
  const held = (line.shippingDetails?.targets ?? [])
    .filter((t) => keys.has(t.addressKey) && t.quantity > 0)
    .reduce((s, t) => s + t.quantity, 0);
  return Math.max(0, line.quantity - held);
}

/**
 * The line `lineItemId` of `cart`, once each of `keys` names one of its shipments (checked in order).
 * Errors: 'cart/line-not-found' (`Cannot find line item for ID ${id}`), 'cart/unknown-shipment'
 * (`unknown shipment: ${key}`, the first unknown key).
 */
export function lineInShipments(cart: Cart, lineItemId: string, keys: readonly string[]): Result<LineItem> {
  const line = cart.lineItems.find((l) => l.id === lineItemId);
  if (!line)
    return err(domainError('cart/line-not-found', `Cannot find line item for ID ${lineItemId}`, { lineItemId }));
  const unknown = keys.find((key) => !cart.itemShippingAddresses.some((a) => a.key === key));
  return unknown === undefined ? ok(line) : err(unknownShipmentError(unknown));
}

/** A move to check: `quantity` units of a line from shipment `fromKey`, or from its unassigned units (no `fromKey`). */
export interface ShipmentMoveRequest {
  readonly lineItemId: string;
  readonly fromKey?: string;
  readonly toKey: string;
  readonly quantity: number;
}

/**
 * Checks a move and gives the line it moves units of. In order: the line exists ('cart/line-not-found'), `fromKey`
 * (when given) then `toKey` name shipments ('cart/unknown-shipment'), `quantity` is a positive whole number
 * ('cart/invalid-reassign-quantity': `Quantity to move must be a positive whole number, got ${quantity}`), and the
 * source holds that many units ('cart/not-enough-units': `Shipment ${fromKey} holds ${held} of line item ${id};
 * cannot move ${quantity}` from a shipment, `Line item ${id} has ${free} units not assigned; cannot assign
 * ${quantity}` from the unassigned units).
 */
export function checkShipmentMove(cart: Cart, move: ShipmentMoveRequest): Result<LineItem> {
  const { lineItemId, fromKey, toKey, quantity } = move;
  const found = lineInShipments(cart, lineItemId, fromKey === undefined ? [toKey] : [fromKey, toKey]);
  if (!found.ok) return found;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    const message = `Quantity to move must be a positive whole number, got ${quantity}`;
    return err(domainError('cart/invalid-reassign-quantity', message, { quantity }));
  }
  const line = found.value;
  if (fromKey === undefined) {
    const free = unassignedQuantity(cart, line);
    if (quantity <= free) return ok(line);
    const message = `Line item ${lineItemId} has ${free} units not assigned; cannot assign ${quantity}`;
    return err(domainError('cart/not-enough-units', message, { lineItemId, free, quantity }));
  }
  const held = quantityIn(line, fromKey);
  if (quantity <= held) return ok(line);
  const message = `Shipment ${fromKey} holds ${held} of line item ${lineItemId}; cannot move ${quantity}`;
  return err(domainError('cart/not-enough-units', message, { lineItemId, fromKey, held, quantity }));
}
