import type { Cart, CartDiscountCode, LineItem } from '../../core/cart/model/cart';
import type { CartAction } from '../../core/cart/model/actions';
import type { Product, Variant } from '../../core/catalogue/model/product';
import { domainError, err, ok, type Result } from '../../core/shared/result';
import { usd, ZERO_USD } from '../../core/shared/money';

/**
 * A tiny in-memory cart engine for UI tests: enough of the commercetools update actions to drive
 * the cart page and checkout (quantities, removal, discount codes, shipping addresses, e-mail).
 * Not a model of the real pricing rules.
 */
export function emptyCart(id = 'cart-1'): Cart {
  return {
    id, version: 1, cartState: 'Active', lineItems: [], customLineItems: [], discountCodes: [], shippingMode: 'Single',
    itemShippingAddresses: [], shipping: [], totalPrice: ZERO_USD, discountTotal: ZERO_USD, custom: {}, maxQuantity: 4999,
    createdAt: '2026-01-01T00:00:00.000Z', lastModifiedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A line for `quantity` units of `variant`. */
export function lineFor(product: Product, variant: Variant, quantity: number, id: string): LineItem {
  const price = variant.prices[0]!;
  const unit = price.discounted?.value ?? price.value;
  return {
    id, productId: product.id, productKey: product.key, productPath: product.path, name: product.name,
    imageUrl: product.imageUrl,
    variant: {
      id: variant.id, sku: variant.sku, variantName: variant.variantName, weightGrams: variant.weightGrams,
      prices: variant.prices, backordered: variant.backordered, active: variant.active,
      maximumPiecesPerOrder: variant.maximumPiecesPerOrder,
    },
    quantity, price, unitPrice: unit, totalPrice: usd(unit.cents * quantity),
    totalPriceBeforeCartLevelDiscount: usd(unit.cents * quantity), priceMode: 'Platform', lineItemMode: 'Standard',
    custom: { meltable: product.meltable },
  };
}

/** Discount codes the fake knows: SAVE10 takes 10% off; MAXED is known but always MaxApplicationReached. */
const KNOWN_CODES: Record<string, CartDiscountCode['state']> = { SAVE10: 'MatchesCart', MAXED: 'MaxApplicationReached' };

/** Recomputes line totals, the discount total and the cart total. */
export function recompute(cart: Cart): Cart {
  const save10 = cart.discountCodes.some((c) => c.code === 'SAVE10' && c.state === 'MatchesCart');
  let discount = 0;
  const lineItems = cart.lineItems.map((l) => {
    const before = l.unitPrice.cents * l.quantity;
    const off = save10 ? Math.round(before / 10) : 0;
    discount += off;
    return { ...l, totalPriceBeforeCartLevelDiscount: usd(before), totalPrice: usd(before - off) };
  });
  const shipping = (cart.shippingInfo?.price.cents ?? 0) + cart.shipping.reduce((s, x) => s + x.price.cents, 0);
  const custom = cart.customLineItems.reduce((s, c) => s + c.totalPrice.cents, 0);
  const total = lineItems.reduce((s, l) => s + l.totalPrice.cents, 0) + custom + shipping;
  return { ...cart, lineItems, discountTotal: usd(discount), totalPrice: usd(total) };
}

function applyOne(cart: Cart, a: CartAction): Result<Cart> {
  switch (a.action) {
    case 'changeLineItemQuantity': {
      if (!cart.lineItems.some((l) => l.id === a.lineItemId)) return err(domainError('cart/invalid-action', `Cannot find line item for ID ${a.lineItemId}`));
      const lineItems = a.quantity <= 0
        ? cart.lineItems.filter((l) => l.id !== a.lineItemId)
        : cart.lineItems.map((l) => (l.id === a.lineItemId ? withTargets({ ...l, quantity: a.quantity }) : l));
      return ok({ ...cart, lineItems });
    }
    case 'removeLineItem':
      return ok({ ...cart, lineItems: cart.lineItems.filter((l) => l.id !== a.lineItemId) });
    case 'addDiscountCode': {
      const code = a.code.trim().toUpperCase();
      const state = KNOWN_CODES[code];
      if (!state) return err(domainError('discount/not-found', `The discount code '${a.code}' was not found.`));
      const entry: CartDiscountCode = { id: `dc-${code}`, code, name: code, state, cartDiscountIds: [`cd-${code}`] };
      return ok({ ...cart, discountCodes: [...cart.discountCodes.filter((c) => c.code !== code), entry] });
    }
    case 'removeDiscountCode':
      return ok({ ...cart, discountCodes: cart.discountCodes.filter((c) => c.id !== a.discountCodeId) });
    case 'setCustomerEmail':
      return ok({ ...cart, customerEmail: a.email });
    case 'setShippingAddress':
      return ok({ ...cart, shippingAddress: a.address });
    case 'setBillingAddress':
      return ok({ ...cart, billingAddress: a.address });
    case 'addItemShippingAddress':
    case 'updateItemShippingAddress': {
      const rest = cart.itemShippingAddresses.filter((x) => x.key !== a.address.key);
      return ok({ ...cart, itemShippingAddresses: [...rest, a.address] });
    }
    case 'removeItemShippingAddress':
      return ok({ ...cart, itemShippingAddresses: cart.itemShippingAddresses.filter((x) => x.key !== a.addressKey) });
    case 'setLineItemShippingDetails':
      return ok({
        ...cart,
        lineItems: cart.lineItems.map((l) => (l.id !== a.lineItemId ? l : {
          ...l,
          shippingDetails: a.shippingDetails && {
            targets: a.shippingDetails.targets,
            valid: a.shippingDetails.targets.reduce((s, t) => s + t.quantity, 0) === l.quantity,
          },
        })),
      });
    default:
      return ok(cart);
  }
}

/** With one shipping target the target quantity follows the line quantity (spec core §4). */
function withTargets(line: LineItem): LineItem {
  const targets = line.shippingDetails?.targets;
  if (!targets || targets.length !== 1) return line;
  return { ...line, shippingDetails: { targets: [{ ...targets[0]!, quantity: line.quantity }], valid: true } };
}

/** Applies `actions` atomically; a stale `version` gives 'cart/version-conflict' like the real platform. */
export function applyActions(cart: Cart, version: number, actions: readonly CartAction[]): Result<Cart> {
  if (version !== cart.version) {
    return err(domainError('cart/version-conflict', 'Object version mismatch', { currentVersion: cart.version }));
  }
  let next = cart;
  for (const a of actions) {
    const r = applyOne(next, a);
    if (!r.ok) return r;
    next = r.value;
  }
  return ok(recompute({ ...next, version: cart.version + 1 }));
}
