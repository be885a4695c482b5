import { usd } from '../../shared';
import type { CartAction } from './actions';
import type { Cart, LineItem } from './cart';

/**
 * A small pure applier of the shipping-related cart actions, for unit tests only (never at run time).
 * It is as strict as the commerce platform about keys, so a test notices an action sequence that would
 * be refused: adding an existing item shipping address key, targeting or updating an unknown key,
 * removing an address some target still names, removing an unknown custom line item or shipping method.
 * Any violation or unsupported action throws an Error naming it. New custom line items get ids
 * 'custom-new-1', 'custom-new-2', ... in order.
 */
export function applyTestActions(cart: Cart, actions: readonly CartAction[]): Cart {
  let added = 0;
  return actions.reduce<Cart>((c, a) => {
    const mapLine = (id: string, f: (l: LineItem) => LineItem): Cart => {
      if (!c.lineItems.some((l) => l.id === id)) throw new Error(`${a.action}: no line ${id}`);
      return { ...c, lineItems: c.lineItems.map((l) => (l.id === id ? f(l) : l)) };
    };
    switch (a.action) {
      case 'addItemShippingAddress':
      case 'updateItemShippingAddress':
      case 'removeItemShippingAddress':
        return applyItemShippingAddressAction(c, a);
      case 'setLineItemShippingDetails': {
        const targets = a.shippingDetails?.targets ?? [];
        for (const t of targets) {
          if (!has(c, t.addressKey)) throw new Error(`setLineItemShippingDetails: unknown shipment: ${t.addressKey}`);
          if (!Number.isInteger(t.quantity) || t.quantity < 0)
            throw new Error(`setLineItemShippingDetails: bad quantity ${t.quantity}`);
        }
        return mapLine(a.lineItemId, (l) => ({
          ...l,
          shippingDetails: a.shippingDetails
            ? { targets, valid: targets.reduce((s, t) => s + t.quantity, 0) === l.quantity }
            : undefined,
        }));
      }
      case 'addCustomLineItem':
        added += 1;
        return {
          ...c,
          customLineItems: [
            ...c.customLineItems,
            {
              id: `custom-new-${added}`,
              slug: a.slug,
              name: a.name,
              quantity: a.quantity,
              money: a.money,
              totalPrice: usd(a.money.cents * a.quantity),
              custom: a.custom ?? {},
            },
          ],
        };
      case 'removeCustomLineItem':
        if (!c.customLineItems.some((x) => x.id === a.customLineItemId))
          throw new Error(`removeCustomLineItem: unknown ${a.customLineItemId}`);
        return { ...c, customLineItems: c.customLineItems.filter((x) => x.id !== a.customLineItemId) };
      case 'setCustomShippingMethod':
      case 'removeCustomShippingMethod':
        return applyShippingMethodAction(c, a);
      case 'setShippingAddress':
        return { ...c, shippingAddress: a.address };
      case 'setShippingMode':
        return { ...c, shippingMode: a.shippingMode, shippingInfo: undefined, shipping: [] };
      default:
        throw new Error(`applyTestActions does not apply ${a.action}`);
    }
  }, cart);
}

function has(c: Cart, key: string): boolean {
  return c.itemShippingAddresses.some((a) => a.key === key);
}

type ItemShippingAddressAction = Extract<
  CartAction,
  { action: 'addItemShippingAddress' | 'updateItemShippingAddress' | 'removeItemShippingAddress' }
>;

/** Adds, updates or removes an item shipping address, as strict about keys as the platform. */
function applyItemShippingAddressAction(c: Cart, a: ItemShippingAddressAction): Cart {
  switch (a.action) {
    case 'addItemShippingAddress':
      if (has(c, a.address.key)) throw new Error(`addItemShippingAddress: key exists: ${a.address.key}`);
      return { ...c, itemShippingAddresses: [...c.itemShippingAddresses, a.address] };
    case 'updateItemShippingAddress':
      if (!has(c, a.address.key)) throw new Error(`updateItemShippingAddress: unknown shipment: ${a.address.key}`);
      return {
        ...c,
        itemShippingAddresses: c.itemShippingAddresses.map((x) => (x.key === a.address.key ? a.address : x)),
      };
    case 'removeItemShippingAddress':
      if (!has(c, a.addressKey)) throw new Error(`removeItemShippingAddress: unknown shipment: ${a.addressKey}`);
      if (c.lineItems.some((l) => l.shippingDetails?.targets.some((t) => t.addressKey === a.addressKey))) {
        throw new Error(`removeItemShippingAddress: still targeted: ${a.addressKey}`);
      }
      if (c.shipping.some((s) => s.shippingKey === a.addressKey))
        throw new Error(`removeItemShippingAddress: method still set: ${a.addressKey}`);
      return { ...c, itemShippingAddresses: c.itemShippingAddresses.filter((x) => x.key !== a.addressKey) };
  }
}

type ShippingMethodAction = Extract<CartAction, { action: 'setCustomShippingMethod' | 'removeCustomShippingMethod' }>;

/** Sets or removes a custom shipping method: the cart's in Single mode, a shipment's in Multiple mode. */
function applyShippingMethodAction(c: Cart, a: ShippingMethodAction): Cart {
  if (a.action === 'removeCustomShippingMethod') {
    if (a.shippingKey === undefined) return { ...c, shippingInfo: undefined };
    if (!c.shipping.some((s) => s.shippingKey === a.shippingKey))
      throw new Error(`removeCustomShippingMethod: none for ${a.shippingKey}`);
    return { ...c, shipping: c.shipping.filter((s) => s.shippingKey !== a.shippingKey) };
  }
  if (c.shippingMode === 'Single')
    return { ...c, shippingInfo: { shippingMethodName: a.shippingMethodName, price: a.price } };
  if (a.shippingKey === undefined || !has(c, a.shippingKey))
    throw new Error(`setCustomShippingMethod: unknown shipment: ${a.shippingKey}`);
  return {
    ...c,
    shipping: [
      ...c.shipping.filter((s) => s.shippingKey !== a.shippingKey),
      { shippingKey: a.shippingKey, shippingMethodName: a.shippingMethodName, price: a.price },
    ],
  };
}
