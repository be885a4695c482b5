import { domainError, err, ok, type Result } from '../../../core/shared';
import { externalPriceOf, type Cart, type LineItem } from '../../../core/cart';
import type { CartAction } from '../../../core/cart';
import type { Product } from '../../../core/catalogue';
import { selectPrice } from '../../../core/pricing';
import { applyShippingAction } from './apply-shipping-actions';
import { linePrice, repriceLine } from './auto-delivery-pricing';

export { skusForActions } from './auto-delivery-pricing';
import type { DiscountCodeDef } from './demo-discounts';

/**
 * What applying actions needs from the store: products by SKU (those of added lines and of lines whose auto-delivery
 * interval changes: `skusForActions`), discount codes by code, new ids.
 */
export interface ActionContext {
  readonly productsBySku: ReadonlyMap<string, Product>;
  readonly codesByCode: ReadonlyMap<string, DiscountCodeDef>;
  readonly newId: () => string;
  readonly maxQuantity: number;
}

const invalid = (action: string, message: string) => err(domainError('cart/invalid-action', message, { action }));

function quantityError(quantity: number, max: number): string | undefined {
  if (!Number.isInteger(quantity)) return 'Quantity must be a number';
  if (quantity > max) return `Quantity cannot exceed ${max}`;
  return undefined;
}

function newLine(
  product: Product,
  sku: string,
  quantity: number,
  a: Extract<CartAction, { action: 'addLineItem' }>,
  id: string,
): Result<LineItem> {
  const variant = product.variants.find((v) => v.sku === sku);
  if (!variant) return err(domainError('product/sku-not-found', `No product variant with SKU ${sku}`));
  if (!variant.active) return invalid('addLineItem', `The variant ${sku} is not available`);
  const tooMany = quantityError(quantity, variant.maximumPiecesPerOrder);
  if (tooMany) return invalid('addLineItem', tooMany);
  const price = a.externalPrice
    ? externalPriceOf(a.externalPrice)
    : linePrice(variant.prices, a.custom, variant, a.distributionChannelKey);
  if (!price) return invalid('addLineItem', `The variant ${sku} has no price`);
  return ok({
    id,
    productId: product.id,
    productKey: product.key,
    productPath: product.path,
    name: product.name,
    imageUrl: product.imageUrl,
    variant: {
      id: variant.id,
      sku,
      variantName: variant.variantName,
      weightGrams: variant.weightGrams,
      prices: variant.prices,
      backordered: variant.backordered,
      active: variant.active,
      maximumPiecesPerOrder: variant.maximumPiecesPerOrder,
      ...(variant.fixedAddress === undefined ? {} : { fixedAddress: variant.fixedAddress }),
      ...(variant.availability === undefined ? {} : { availability: variant.availability }),
      ...(product.allergens === undefined ? {} : { allergens: product.allergens }),
    },
    quantity,
    price,
    unitPrice: price.value,
    totalPrice: price.value,
    totalPriceBeforeCartLevelDiscount: price.value,
    priceMode: a.externalPrice ? 'ExternalPrice' : 'Platform',
    lineItemMode: 'Standard',
    distributionChannelKey: a.distributionChannelKey,
    shippingDetails: a.shippingDetails ? { targets: a.shippingDetails.targets, valid: false } : undefined,
    custom: { ...(a.custom ?? {}), meltable: product.meltable || undefined },
  });
}

/** Custom fields as sorted entries without `meltable` (set by the engine) or unset ones: stored jsonb reorders keys. */
function fieldKey(custom: LineItem['custom'] | undefined): string {
  return JSON.stringify(
    Object.entries(custom ?? {})
      .filter(([k, v]) => k !== 'meltable' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function sameLine(l: LineItem, a: Extract<CartAction, { action: 'addLineItem' }>): boolean {
  // Cheap tests first: an add with shipping targets never merges, and fieldKey sorts and serialises (a 5,000-line
  // order upload would otherwise compare every new line's fields with each line of its SKU).
  return (
    !a.shippingDetails &&
    l.variant.sku === a.sku &&
    (l.priceMode === 'ExternalPrice') === (a.externalPrice !== undefined) &&
    l.distributionChannelKey === a.distributionChannelKey &&
    fieldKey(a.custom) === fieldKey(l.custom)
  );
}

function applyLineAction(cart: Cart, a: CartAction, ctx: ActionContext): Result<Cart> | undefined {
  switch (a.action) {
    case 'addLineItem': {
      const qErr = a.quantity < 1 ? 'Quantity must be higher than 0' : quantityError(a.quantity, ctx.maxQuantity);
      if (qErr) return invalid(a.action, qErr);
      const existing = cart.lineItems.find((l) => sameLine(l, a));
      if (existing) {
        const q = existing.quantity + a.quantity;
        const e = quantityError(q, Math.min(ctx.maxQuantity, existing.variant.maximumPiecesPerOrder));
        if (e) return invalid(a.action, e);
        // commercetools: adding with an external price sets the merged line's price to it.
        const merged = a.externalPrice ? { ...existing, quantity: q, price: externalPriceOf(a.externalPrice) } : null;
        return ok({
          ...cart,
          lineItems: cart.lineItems.map((l) => (l === existing ? (merged ?? { ...l, quantity: q }) : l)),
        });
      }
      const product = ctx.productsBySku.get(a.sku);
      if (!product) return err(domainError('product/sku-not-found', `No product variant with SKU ${a.sku}`));
      const line = newLine(product, a.sku, a.quantity, a, ctx.newId());
      return line.ok ? ok({ ...cart, lineItems: [...cart.lineItems, line.value] }) : line;
    }
    case 'changeLineItemQuantity': {
      const line = cart.lineItems.find((l) => l.id === a.lineItemId);
      if (!line) return invalid(a.action, `Cannot find line item for ID ${a.lineItemId}`);
      if (a.quantity <= 0) return ok({ ...cart, lineItems: cart.lineItems.filter((l) => l !== line) });
      const e = quantityError(a.quantity, Math.min(ctx.maxQuantity, line.variant.maximumPiecesPerOrder));
      if (e) return invalid(a.action, e);
      return ok({ ...cart, lineItems: cart.lineItems.map((l) => (l === line ? { ...l, quantity: a.quantity } : l)) });
    }
    case 'removeLineItem': {
      if (!cart.lineItems.some((l) => l.id === a.lineItemId))
        return invalid(a.action, `Cannot find line item for ID ${a.lineItemId}`);
      return ok({ ...cart, lineItems: cart.lineItems.filter((l) => l.id !== a.lineItemId) });
    }
    case 'setLineItemCustomField':
    case 'setLineItemDistributionChannel': {
      const line = cart.lineItems.find((l) => l.id === a.lineItemId);
      if (!line) return invalid(a.action, `Cannot find line item for ID ${a.lineItemId}`);
      const updated: LineItem =
        a.action === 'setLineItemCustomField'
          ? repriceLine(
              { ...line, custom: { ...line.custom, [a.name]: a.value } },
              ctx.productsBySku.get(line.variant.sku),
            )
          : (() => {
              const price = selectPrice(line.variant.prices, { channelKey: a.distributionChannelKey });
              return { ...line, distributionChannelKey: a.distributionChannelKey, price: price ?? line.price };
            })();
      return ok({ ...cart, lineItems: cart.lineItems.map((l) => (l === line ? updated : l)) });
    }
    default:
      return undefined;
  }
}

function applyCartAction(cart: Cart, a: CartAction, ctx: ActionContext): Result<Cart> {
  switch (a.action) {
    case 'addDiscountCode': {
      const def = ctx.codesByCode.get(a.code.trim().toUpperCase());
      if (!def)
        return err(
          domainError('discount/not-found', `The discount code ${a.code} could not be found.`, { code: a.code }),
        );
      if (cart.discountCodes.some((c) => c.id === def.id)) return ok(cart);
      return ok({
        ...cart,
        discountCodes: [
          ...cart.discountCodes,
          {
            id: def.id,
            code: def.code,
            name: def.name,
            description: def.description,
            state: 'MatchesCart',
            cartDiscountIds: def.cartDiscountIds,
          },
        ],
      });
    }
    case 'removeDiscountCode':
      if (!cart.discountCodes.some((c) => c.id === a.discountCodeId))
        return invalid(a.action, `The discount code ${a.discountCodeId} is not on the cart`);
      return ok({ ...cart, discountCodes: cart.discountCodes.filter((c) => c.id !== a.discountCodeId) });
    case 'addCustomLineItem':
      if (!Number.isInteger(a.quantity) || a.quantity < 1) return invalid(a.action, 'Quantity must be higher than 0');
      return ok({
        ...cart,
        customLineItems: [
          ...cart.customLineItems,
          {
            id: ctx.newId(),
            slug: a.slug,
            name: a.name,
            quantity: a.quantity,
            money: a.money,
            totalPrice: a.money,
            custom: a.custom ?? {},
          },
        ],
      });
    case 'removeCustomLineItem':
      if (!cart.customLineItems.some((c) => c.id === a.customLineItemId))
        return invalid(a.action, `Cannot find custom line item for ID ${a.customLineItemId}`);
      return ok({ ...cart, customLineItems: cart.customLineItems.filter((c) => c.id !== a.customLineItemId) });
    case 'setCustomerEmail':
      return ok({ ...cart, customerEmail: a.email });
    case 'setCustomField':
      return ok({ ...cart, custom: { ...cart.custom, [a.name]: a.value } });
    case 'setKey':
      return ok({ ...cart, key: a.key });
    case 'setShippingMode':
      return ok({ ...cart, shippingMode: a.shippingMode, shippingInfo: undefined, shipping: [] });
    case 'setCustomType':
    case 'recalculate':
      return ok(cart);
    default: {
      const shipping = applyShippingAction(cart, a);
      return (
        shipping ??
        invalid((a as { action: string }).action, `Unknown update action ${(a as { action: string }).action}`)
      );
    }
  }
}

/**
 * Applies commercetools update actions in order; the first failure aborts the whole list (atomic update).
 * Error codes: 'cart/invalid-action' (message says why), 'product/sku-not-found', 'discount/not-found'.
 */
export function applyActions(cart: Cart, actions: readonly CartAction[], ctx: ActionContext): Result<Cart> {
  let current = cart;
  for (const a of actions) {
    const r = applyLineAction(current, a, ctx) ?? applyCartAction(current, a, ctx);
    if (!r.ok) return r;
    current = r.value;
  }
  return ok(current);
}
