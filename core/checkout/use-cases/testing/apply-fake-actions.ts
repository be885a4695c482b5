import { sumMoney, usd } from '../../../shared/money';
import { domainError, err, ok, type Result } from '../../../shared/result';
import type { CartAction } from '../../../cart/model/actions';
import type { Cart, LineItem } from '../../../cart/model/cart';
import type { Product } from '../../../catalogue/model/product';
import { applyTestActions } from '../../../cart/model/test-apply-actions';

/**
 * The few cart update actions the checkout use cases send, applied the way the commerce platform does
 * (for unit tests only). Any other action fails with 'cart/invalid-action', so a test notices when a use
 * case starts sending something new. Totals: lines at their default price, plus custom lines and shipping.
 */
export interface FakeActionContext {
  readonly productBySku: (sku: string) => Product | undefined;
  readonly newId: (prefix: string) => string;
}

type Add = Extract<CartAction, { action: 'addLineItem' }>;

const invalid = (action: string, message: string) => err(domainError('cart/invalid-action', message, { action }));
const unknownShipment = (key: string) => err(domainError('cart/unknown-shipment', `unknown shipment: ${key}`, { key }));

function withQuantity(line: LineItem, quantity: number): LineItem {
  const total = usd(line.unitPrice.cents * quantity);
  return { ...line, quantity, totalPrice: total, totalPriceBeforeCartLevelDiscount: total };
}

function newLine(product: Product, a: Add, id: string): Result<LineItem> {
  const variant = product.variants.find((v) => v.sku === a.sku);
  const price = variant?.prices.find((p) => p.channelKey === undefined);
  if (!variant || !price) return err(domainError('product/sku-not-found', `No product variant with SKU ${a.sku}`));
  const line: LineItem = {
    id, productId: product.id, productKey: product.key, productPath: product.path, name: product.name,
    variant: { id: variant.id, sku: a.sku, variantName: variant.variantName, weightGrams: variant.weightGrams, prices: variant.prices, backordered: variant.backordered, active: variant.active, maximumPiecesPerOrder: variant.maximumPiecesPerOrder, ...(variant.fixedAddress === undefined ? {} : { fixedAddress: variant.fixedAddress }) },
    quantity: a.quantity, price, unitPrice: price.value, totalPrice: price.value, totalPriceBeforeCartLevelDiscount: price.value,
    priceMode: 'Platform', lineItemMode: 'Standard',
    custom: { ...(a.custom ?? {}), ...(product.meltable ? { meltable: true } : {}) },
  };
  return ok(withQuantity(line, a.quantity));
}

function applyOne(cart: Cart, a: CartAction, ctx: FakeActionContext): Result<Cart> {
  switch (a.action) {
    case 'addLineItem': {
      if (!Number.isInteger(a.quantity) || a.quantity < 1) return invalid(a.action, 'Quantity must be higher than 0');
      const same = cart.lineItems.find((l) => l.variant.sku === a.sku && l.custom.listMetadata === a.custom?.listMetadata);
      if (same) return ok({ ...cart, lineItems: cart.lineItems.map((l) => (l === same ? withQuantity(l, l.quantity + a.quantity) : l)) });
      const product = ctx.productBySku(a.sku);
      if (!product) return err(domainError('product/sku-not-found', `No product variant with SKU ${a.sku}`));
      const line = newLine(product, a, ctx.newId('line'));
      return line.ok ? ok({ ...cart, lineItems: [...cart.lineItems, line.value] }) : line;
    }
    case 'setLineItemShippingDetails': {
      const line = cart.lineItems.find((l) => l.id === a.lineItemId);
      if (!line) return invalid(a.action, `Cannot find line item for ID ${a.lineItemId}`);
      const targets = a.shippingDetails?.targets ?? [];
      const missing = targets.find((t) => !cart.itemShippingAddresses.some((s) => s.key === t.addressKey));
      if (missing) return unknownShipment(missing.addressKey);
      const valid = targets.reduce((s, t) => s + t.quantity, 0) === line.quantity;
      const updated: LineItem = { ...line, shippingDetails: a.shippingDetails ? { targets, valid } : undefined };
      return ok({ ...cart, lineItems: cart.lineItems.map((l) => (l === line ? updated : l)) });
    }
    case 'updateItemShippingAddress':
      if (!cart.itemShippingAddresses.some((s) => s.key === a.address.key)) return unknownShipment(a.address.key);
      return ok({ ...cart, itemShippingAddresses: cart.itemShippingAddresses.map((s) => (s.key === a.address.key ? a.address : s)) });
    case 'setCustomShippingMethod':
      if (cart.shippingMode === 'Single') return ok({ ...cart, shippingInfo: { shippingMethodName: a.shippingMethodName, price: a.price } });
      if (a.shippingKey === undefined) return invalid(a.action, 'Multiple mode needs a shippingKey');
      return ok({ ...cart, shipping: [...cart.shipping.filter((s) => s.shippingKey !== a.shippingKey), { shippingKey: a.shippingKey, shippingMethodName: a.shippingMethodName, price: a.price }] });
    case 'addCustomLineItem':
      return ok({ ...cart, customLineItems: [...cart.customLineItems, { id: ctx.newId('custom'), slug: a.slug, name: a.name, quantity: a.quantity, money: a.money, totalPrice: usd(a.money.cents * a.quantity), custom: a.custom ?? {} }] });
    case 'removeCustomLineItem':
      if (!cart.customLineItems.some((c) => c.id === a.customLineItemId)) return invalid(a.action, `Cannot find custom line item for ID ${a.customLineItemId}`);
      return ok({ ...cart, customLineItems: cart.customLineItems.filter((c) => c.id !== a.customLineItemId) });
    case 'addItemShippingAddress':
    case 'updateItemShippingAddress':
    case 'removeItemShippingAddress':
    case 'setLineItemShippingDetails':
      // The shipping actions, as strict about keys as the platform (the unit-test applier of the cart model).
      try {
        return ok(applyTestActions(cart, [a]));
      } catch (e) {
        return invalid(a.action, e instanceof Error ? e.message : String(e));
      }
    default:
      return invalid(a.action, `The fake commerce port does not apply ${a.action}`);
  }
}

/** Sum of line totals, custom line totals and shipping (Single: shippingInfo; Multiple: every shipping entry). */
export function fakeTotalPrice(cart: Cart): Cart['totalPrice'] {
  const shipping = cart.shippingMode === 'Single' ? (cart.shippingInfo ? [cart.shippingInfo.price] : []) : cart.shipping.map((s) => s.price);
  return sumMoney([...cart.lineItems.map((l) => l.totalPrice), ...cart.customLineItems.map((c) => c.totalPrice), ...shipping]);
}

/** Applies `actions` in order, all or nothing; on success the version goes up by one and the total is recomputed. */
export function applyFakeActions(cart: Cart, actions: readonly CartAction[], ctx: FakeActionContext): Result<Cart> {
  let next = cart;
  for (const a of actions) {
    const applied = applyOne(next, a, ctx);
    if (!applied.ok) return applied;
    next = applied.value;
  }
  return ok({ ...next, version: cart.version + 1, totalPrice: fakeTotalPrice(next) });
}
