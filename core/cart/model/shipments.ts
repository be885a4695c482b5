import type { CartAction } from './actions';
import type { Address, ItemShippingAddress } from './address';
import type { Cart, LineItem } from './cart';

/**
 * Shipments derived from a cart (spec: core-cart-checkout §3 Shipment; §4 Cart shipping modes and edits).
 * A shipment is an item shipping address (key 'shipment-N') plus the line quantities that target it.
 */

/** Units of one line item going to a shipment; `quantity` is a positive integer. */
export interface ShipmentLineQuantity {
  readonly lineItemId: string;
  readonly quantity: number;
}

/**
 * One shipment of the cart, in the order of `cart.itemShippingAddresses`.
 * - `needsPhysicalAddress`: some line in it is neither a gift certificate (see isGiftCertificateLine) nor riding
 *   with a digital gift (ridesWithDigitalGift: a greeting card sent with it).
 * - `needsEmail`: some line in it is a gift certificate, which is delivered by e-mail.
 * - `isPickup`: the chosen delivery is the pickup option (carrier code '00', or shippingMethodId '38').
 * An empty shipment (no lines) needs neither address nor e-mail.
 */
export interface Shipment {
  readonly key: string;
  readonly address: ItemShippingAddress;
  readonly lines: readonly ShipmentLineQuantity[];
  readonly needsPhysicalAddress: boolean;
  readonly needsEmail: boolean;
  readonly isPickup: boolean;
}

/** Carrier code marking pickup (carrier 'None'; spec §3 Shipping option). */
export const PICKUP_CARRIER_CODE = '00';
/** shippingMethodId of the default 'Pickup' option (spec §3 Shipping option; §9). */
export const PICKUP_SHIPPING_METHOD_ID = '38';

const SHIPMENT_KEY = /^shipment-(\d+)$/;

/**
 * A gift certificate line needs no shipping (spec §4 "Gift certificates need no shipping"): its variant
 * SKU starts with 'GC-', or it carries recipients (custom.recipientsJson, a digital gift sent by e-mail).
 */
export function isGiftCertificateLine(line: LineItem): boolean {
  return line.variant.sku.startsWith('GC-') || (line.custom.recipientsJson ?? '') !== '';
}

/**
 * The externalIds of the cart's digital gift lines (custom.recipientsJson and custom.externalId set): the parents a
 * companion line names in its custom.parentExternalId (core-cart-checkout §4 "Greeting card lines are added as extra
 * line items with a message": a card sent with a digital gift goes where the gift goes).
 */
export function digitalGiftExternalIds(cart: Cart): ReadonlySet<string> {
  return new Set(cart.lineItems.flatMap((l) => ((l.custom.recipientsJson ?? '') !== '' && l.custom.externalId) || []));
}

/**
 * A line riding with a digital gift (its custom.parentExternalId is one of `giftIds`, from digitalGiftExternalIds):
 * it ships with the gift's recipients' orders, so like the gift it needs no address of the shopper's.
 */
export function ridesWithDigitalGift(line: LineItem, giftIds: ReadonlySet<string>): boolean {
  const parent = line.custom.parentExternalId;
  return parent !== undefined && giftIds.has(parent);
}

/**
 * Derives the shipments of a cart, one per item shipping address, with the line targets pointing at it (in
 * line order). One pass over the lines, so the cost grows with lines plus shipments, not their product.
 */
export function shipmentsOf(cart: Cart): Shipment[] {
  const giftIds = digitalGiftExternalIds(cart);
  const byKey = new Map<string, { lines: ShipmentLineQuantity[]; items: LineItem[] }>();
  for (const address of cart.itemShippingAddresses) byKey.set(address.key, { lines: [], items: [] });
  for (const line of cart.lineItems) {
    for (const target of line.shippingDetails?.targets ?? []) {
      const into = byKey.get(target.addressKey);
      if (!into || target.quantity <= 0) continue;
      into.lines.push({ lineItemId: line.id, quantity: target.quantity });
      into.items.push(line);
    }
  }
  return cart.itemShippingAddresses.map((address) => {
    const { lines, items } = byKey.get(address.key) ?? { lines: [], items: [] };
    const isPickup =
      address.custom.shipmentPickupCarrierCode === PICKUP_CARRIER_CODE ||
      address.custom.shippingMethodId === PICKUP_SHIPPING_METHOD_ID;
    return {
      key: address.key,
      address,
      lines,
      needsPhysicalAddress: items.some((l) => !isGiftCertificateLine(l) && !ridesWithDigitalGift(l, giftIds)),
      needsEmail: items.some(isGiftCertificateLine),
      isPickup,
    };
  });
}

/**
 * True when the line's shipping targets cover exactly its quantity: details present and flagged valid,
 * every target positive and pointing at an existing item shipping address, and the target sum equal to
 * the line quantity (spec §5 "All cart lines need valid shipping details before an order is placed").
 * `keys`: the cart's shipment keys, when the caller checks many lines (shipmentKeySet).
 */
export function hasValidShippingDetails(
  cart: Cart,
  line: LineItem,
  keys: ReadonlySet<string> = shipmentKeySet(cart),
): boolean {
  const details = line.shippingDetails;
  if (!details || !details.valid || details.targets.length === 0) return false;
  let sum = 0;
  for (const t of details.targets) {
    if (t.quantity <= 0 || !keys.has(t.addressKey)) return false;
    sum += t.quantity;
  }
  return sum === line.quantity;
}

/** The keys of the cart's item shipping addresses (`keys` of hasValidShippingDetails, computed once per cart). */
export function shipmentKeySet(cart: Cart): ReadonlySet<string> {
  return new Set(cart.itemShippingAddresses.map((a) => a.key));
}

/** Lines whose shipping targets do not cover their quantity (absent, invalid or sum ≠ quantity). */
export function unassignedLineItems(cart: Cart): LineItem[] {
  const keys = shipmentKeySet(cart);
  return cart.lineItems.filter((line) => !hasValidShippingDetails(cart, line, keys));
}

/** The N of a key 'shipment-N', or undefined for any other key. */
export function shipmentNumber(key: string): number | undefined {
  const m = SHIPMENT_KEY.exec(key);
  return m ? Number(m[1]) : undefined;
}

/** The key for a new shipment: 'shipment-N' with the lowest unused N ≥ 1 (spec §4; §9 shipment-{n}). */
export function nextShipmentKey(existingKeys: readonly string[]): string {
  const used = new Set(existingKeys.map(shipmentNumber));
  let n = 1;
  while (used.has(n)) n += 1;
  return `shipment-${n}`;
}

/**
 * Renumbering after a shipment is removed (spec §4 "Removing a shipment renumbers later ones"):
 * a map from every remaining key to its new key. Keys 'shipment-N' with N above the removed one move
 * down by one; earlier and non-numbered keys map to themselves. The removed key is not in the map.
 */
export function renumberAfterRemoval(keys: readonly string[], removedKey: string): ReadonlyMap<string, string> {
  const removed = shipmentNumber(removedKey);
  const map = new Map<string, string>();
  for (const key of keys) {
    if (key === removedKey) continue;
    const n = shipmentNumber(key);
    map.set(key, removed !== undefined && n !== undefined && n > removed ? `shipment-${n - 1}` : key);
  }
  return map;
}

/** Keys of item shipping addresses that no line item targets (spec §4 "Empty shipments can be cleared"). */
export function emptyShipmentKeys(cart: Cart): string[] {
  return shipmentsOf(cart)
    .filter((s) => s.lines.length === 0)
    .map((s) => s.key);
}

/**
 * Actions removing whole shipments: their related custom line items (slug starting '{key}-', e.g.
 * 'shipment-2-heat-resistant-packaging'), in Multiple mode their custom shipping method (when set),
 * then the item shipping address. Callers must first make sure no line still targets these keys.
 */
export function shipmentRemovalActions(cart: Cart, keys: readonly string[]): CartAction[] {
  const wanted = new Set(keys);
  const present = cart.itemShippingAddresses.filter((a) => wanted.has(a.key)).map((a) => a.key);
  const actions: CartAction[] = [];
  for (const key of present) {
    for (const custom of cart.customLineItems) {
      if (custom.slug.startsWith(`${key}-`))
        actions.push({ action: 'removeCustomLineItem', customLineItemId: custom.id });
    }
  }
  if (cart.shippingMode === 'Multiple') {
    for (const key of present) {
      if (cart.shipping.some((s) => s.shippingKey === key))
        actions.push({ action: 'removeCustomShippingMethod', shippingKey: key });
    }
  }
  for (const key of present) actions.push({ action: 'removeItemShippingAddress', addressKey: key });
  return actions;
}

const DELIVERY_FIELDS = ['street1', 'street2', 'city', 'state', 'postalCode', 'country'] as const;
const norm = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * True when two addresses are the same delivery location: street1, street2, city, state, postalCode
 * and country equal ignoring case and spacing, and the same residential flag. Name, company, phone and
 * e-mail do not change where a shipment goes, so they do not void a chosen delivery option.
 */
export function isSameDeliveryLocation(a: Address, b: Address): boolean {
  return DELIVERY_FIELDS.every((f) => norm(a[f]) === norm(b[f])) && (a.residential ?? true) === (b.residential ?? true);
}
