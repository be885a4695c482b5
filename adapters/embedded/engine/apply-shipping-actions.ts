import { domainError, err, ok, type Result } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import type { CartAction } from '../../../core/cart';

const unknownShipment = (key: string) => err(domainError('cart/unknown-shipment', `unknown shipment: ${key}`, { key }));

type Shipments = Cart['itemShippingAddresses'];
/**
 * The keys of an itemShippingAddresses array, kept while an action list appends to it: adding 5,000 shipments (a bulk
 * order upload) would otherwise scan the list once per add. A set moves to the array that replaces its own.
 */
const keysOf = new WeakMap<Shipments, Set<string>>();
function shipmentKeys(shipments: Shipments): Set<string> {
  return keysOf.get(shipments) ?? new Set(shipments.map((s) => s.key));
}

function addItemShippingAddress(
  cart: Cart,
  a: Extract<CartAction, { action: 'addItemShippingAddress' }>,
): Result<Cart> {
  const keys = shipmentKeys(cart.itemShippingAddresses);
  if (keys.has(a.address.key)) {
    const message = `An item shipping address with key ${a.address.key} already exists`;
    return err(domainError('cart/invalid-action', message, { action: a.action }));
  }
  const itemShippingAddresses = [...cart.itemShippingAddresses, a.address];
  keysOf.delete(cart.itemShippingAddresses);
  keysOf.set(itemShippingAddresses, keys.add(a.address.key));
  return ok({ ...cart, itemShippingAddresses });
}

/**
 * Shipping-related update actions: addresses, item shipping addresses, line shipping details and custom
 * shipping methods. Returns undefined for actions it does not handle.
 */
export function applyShippingAction(cart: Cart, a: CartAction): Result<Cart> | undefined {
  switch (a.action) {
    case 'setShippingAddress':
      return ok({ ...cart, shippingAddress: a.address });
    case 'setBillingAddress':
      return ok({ ...cart, billingAddress: a.address });
    case 'addItemShippingAddress':
      return addItemShippingAddress(cart, a);
    case 'updateItemShippingAddress':
      if (!cart.itemShippingAddresses.some((s) => s.key === a.address.key)) return unknownShipment(a.address.key);
      return ok({
        ...cart,
        itemShippingAddresses: cart.itemShippingAddresses.map((s) => (s.key === a.address.key ? a.address : s)),
      });
    case 'removeItemShippingAddress':
      if (!cart.itemShippingAddresses.some((s) => s.key === a.addressKey)) return unknownShipment(a.addressKey);
      return ok({
        ...cart,
        itemShippingAddresses: cart.itemShippingAddresses.filter((s) => s.key !== a.addressKey),
        lineItems: cart.lineItems.map((l) =>
          l.shippingDetails
            ? {
                ...l,
                shippingDetails: {
                  ...l.shippingDetails,
                  targets: l.shippingDetails.targets.filter((t) => t.addressKey !== a.addressKey),
                },
              }
            : l,
        ),
        shipping: cart.shipping.filter((s) => s.shippingKey !== a.addressKey),
      });
    case 'setLineItemShippingDetails': {
      const line = cart.lineItems.find((l) => l.id === a.lineItemId);
      if (!line)
        return err(
          domainError('cart/invalid-action', `Cannot find line item for ID ${a.lineItemId}`, { action: a.action }),
        );
      for (const t of a.shippingDetails?.targets ?? []) {
        if (!cart.itemShippingAddresses.some((s) => s.key === t.addressKey)) return unknownShipment(t.addressKey);
        if (!Number.isInteger(t.quantity) || t.quantity < 0)
          return err(domainError('cart/invalid-action', 'Quantity must be a number', { action: a.action }));
      }
      const details = a.shippingDetails ? { targets: a.shippingDetails.targets, valid: false } : undefined;
      return ok({
        ...cart,
        lineItems: cart.lineItems.map((l) => (l === line ? { ...l, shippingDetails: details } : l)),
      });
    }
    case 'setCustomShippingMethod':
      if (cart.shippingMode === 'Single' || a.shippingKey === undefined) {
        return ok({ ...cart, shippingInfo: { shippingMethodName: a.shippingMethodName, price: a.price } });
      }
      if (!cart.itemShippingAddresses.some((s) => s.key === a.shippingKey)) return unknownShipment(a.shippingKey);
      return ok({
        ...cart,
        shipping: [
          ...cart.shipping.filter((s) => s.shippingKey !== a.shippingKey),
          { shippingKey: a.shippingKey, shippingMethodName: a.shippingMethodName, price: a.price },
        ],
      });
    case 'removeCustomShippingMethod':
      return ok(
        a.shippingKey === undefined
          ? { ...cart, shippingInfo: undefined }
          : { ...cart, shipping: cart.shipping.filter((s) => s.shippingKey !== a.shippingKey) },
      );
    default:
      return undefined;
  }
}
