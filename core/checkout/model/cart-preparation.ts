import type { Cart, CartAction, LineItem } from '../../cart/model';
import { lineWithChildren, shipmentRemovalActions } from '../../cart/model';
import type { Product } from '../../catalogue/model';
import type { Message } from '../../notifications/model';
import { unavailableIngredientMessage } from '../../customizers/model';

/**
 * The message of a line removed before checkout (spec: core-cart-checkout §8 "Out of stock line removed"), `item`
 * the line's product name: 'Almonds: Sorry, this item is out of stock and has been removed from your cart.'
 */
export function outOfStockMessage(item: string): string {
  return `${item}: Sorry, this item is out of stock and has been removed from your cart.`;
}

/**
 * The notification of a removed line (spec: core-cart-checkout §7 envelope errors; §8): its message, keyed per SKU
 * ('checkout/out-of-stock:{sku}') so that two removed lines show two messages (keyed messages replace same-key ones);
 * a custom item removed for an unavailable ingredient per line ('checkout/unavailable-ingredient:{lineItemId}': two
 * custom mixes share their SKU).
 */
export function outOfStockNotice(removed: RemovedLine): Message {
  if (removed.reason === 'unavailable-ingredient') {
    return { message: removed.message, key: `checkout/unavailable-ingredient:${removed.lineItemId}` };
  }
  return { message: removed.message, key: `checkout/out-of-stock:${removed.sku}` };
}

/** A line removed by cart preparation: its id, SKU, product name, why, and the §8 message naming it. */
export interface RemovedLine {
  readonly lineItemId: string;
  readonly sku: string;
  readonly name: string;
  /** 'unavailable-ingredient' for a custom item whose ingredient is unavailable; absent: out of stock. */
  readonly reason?: 'unavailable-ingredient';
  readonly message: string;
}

/**
 * The lines of `cart` removed because a custom item's ingredient is no longer available (spec: core-cart-checkout
 * §4 Cart preparation, §8 Unavailable ingredient), in cart order: `unavailable` maps a line id to the name of its
 * first unavailable ingredient; each entry's message is unavailableIngredientMessage(ingredient, the line's name).
 * Lines `skip` names (already removed for another reason) and ids the cart no longer has are left out.
 */
export function linesWithUnavailableIngredients(
  cart: Cart,
  unavailable: ReadonlyMap<string, string>,
  skip: ReadonlySet<string> = new Set(),
): RemovedLine[] {
  return cart.lineItems
    .filter((l) => unavailable.has(l.id) && !skip.has(l.id))
    .map((l) => ({
      lineItemId: l.id,
      sku: l.variant.sku,
      name: l.name,
      reason: 'unavailable-ingredient',
      message: unavailableIngredientMessage(unavailable.get(l.id) ?? '', l.name),
    }));
}

/**
 * Whether a line cannot be sold as it stands (spec: core-cart-checkout §4 Cart preparation): its product (the
 * catalogue's current one) no longer has the variant, or the variant is inactive, backordered, or tracked with fewer
 * units on hand than the line's quantity (0 on hand included). A variant with no tracked stock is sold.
 */
export function isLineUnavailable(line: LineItem, product: Product): boolean {
  const variant = product.variants.find((v) => v.sku === line.variant.sku);
  if (!variant || !variant.active || variant.backordered) return true;
  return variant.availability !== undefined && variant.availability.availableQuantity < line.quantity;
}

/** The line a child belongs to (custom.parentExternalId → its parent's custom.externalId), else the line itself. */
function rootOf(cart: Cart, line: LineItem): LineItem {
  const parent = line.custom.parentExternalId;
  if (parent === undefined) return line;
  return cart.lineItems.find((l) => l.id !== line.id && l.custom.externalId === parent) ?? line;
}

/**
 * The lines cart preparation removes (spec: core-cart-checkout §4 Cart preparation), in cart order: each line that
 * is unavailable (`isLineUnavailable`, with `productsBySku` the catalogue's current products; a SKU the map does not
 * know, or maps to undefined, is not judged: the catalogue has no say on it), or whose child is (a custom product
 * missing a part is removed whole); one entry per removed top-level line, its message naming it.
 */
export function linesToRemove(cart: Cart, productsBySku: ReadonlyMap<string, Product | undefined>): RemovedLine[] {
  const roots = new Set(
    cart.lineItems
      .filter((l) => {
        const product = productsBySku.get(l.variant.sku);
        return product !== undefined && isLineUnavailable(l, product);
      })
      .map((l) => rootOf(cart, l).id),
  );
  return cart.lineItems
    .filter((l) => roots.has(l.id))
    .map((l) => ({ lineItemId: l.id, sku: l.variant.sku, name: l.name, message: outOfStockMessage(l.name) }));
}

/**
 * Actions removing `lineItemIds` with what depends on them (spec: core-cart-checkout §4 Cart preparation): their
 * children (lines whose custom.parentExternalId is the line's externalId, such as a greeting card or a mix's parts),
 * the custom line items naming the line (custom `lineItemId`, or `parentExternalId` its externalId), and every
 * shipment only the removed lines used, with that shipment's custom line items and shipping method.
 */
export function removeLinesActions(cart: Cart, lineItemIds: readonly string[]): CartAction[] {
  const family = new Map<string, LineItem>();
  for (const id of lineItemIds) {
    const line = cart.lineItems.find((l) => l.id === id);
    if (line) for (const member of lineWithChildren(cart, line)) family.set(member.id, member);
  }
  if (family.size === 0) return [];
  const externalIds = new Set([...family.values()].flatMap((l) => l.custom.externalId ?? []));
  const customs = cart.customLineItems.filter(
    (c) =>
      (typeof c.custom['lineItemId'] === 'string' && family.has(c.custom['lineItemId'])) ||
      (typeof c.custom['parentExternalId'] === 'string' && externalIds.has(c.custom['parentExternalId'])),
  );
  const stillUsed = new Set(
    cart.lineItems
      .filter((l) => !family.has(l.id))
      .flatMap((l) => l.shippingDetails?.targets ?? [])
      .map((t) => t.addressKey),
  );
  const dropped = [...family.values()]
    .flatMap((l) => l.shippingDetails?.targets ?? [])
    .map((t) => t.addressKey)
    .filter((key, i, all) => !stillUsed.has(key) && all.indexOf(key) === i);
  const shipmentActions = shipmentRemovalActions(cart, dropped);
  const removedByShipment = new Set(
    shipmentActions.flatMap((a) => (a.action === 'removeCustomLineItem' ? [a.customLineItemId] : [])),
  );
  return [
    ...[...family.keys()].map((id): CartAction => ({ action: 'removeLineItem', lineItemId: id })),
    ...customs
      .filter((c) => !removedByShipment.has(c.id))
      .map((c): CartAction => ({ action: 'removeCustomLineItem', customLineItemId: c.id })),
    ...shipmentActions,
  ];
}
