import { domainError, err, ok, type Result } from '../../../core/shared';
import type { CartAction } from '../../../core/cart';
import type { Cart, LineItem } from '../../../core/cart';
import type { DiscountCodeInfo } from '../../../core/cart';
import { discountNotFound, externalPriceOf } from '../../../core/cart';
import { unknownShipmentError } from '../../../core/cart';
import type { Product } from '../../../core/catalogue';
import { selectPrice } from '../../../core/pricing';
import { validateQuantity } from '../../../core/validation';

/**
 * The cart update actions of the in-memory commerce fake (spec: core-cart-checkout §4 "Cart edits are action
 * lists", §7 cart API), with the rules core has: price selection (core/pricing), quantity bounds
 * (core/validation), the discount-code and unknown-shipment errors (core/cart). Repricing is pricing.ts's job.
 * The contract suites (test/contract/commerce*.contract.test.ts) check every rule here against the engine.
 */

/** What applying actions looks up in the fake's store: products by SKU, discount codes by code, new ids. */
export interface ActionLookups {
  productBySku(sku: string): Product | undefined;
  /** The discount code with this code, compared without case; undefined when unknown. */
  codeByCode(code: string): DiscountCodeInfo | undefined;
  /** A new id: 'line-N' for line items, 'custom-N' for custom line items. */
  newId(kind: 'line' | 'custom'): string;
}

type AddLineItem = Extract<CartAction, { action: 'addLineItem' }>;

const invalid = (action: string, message: string) => err(domainError('cart/invalid-action', message, { action }));
const noLine = (action: string, id: string) => invalid(action, `Cannot find line item for ID ${id}`);

/** The platform refuses a quantity as an invalid action, in the words of core's quantity rule (§5). */
function quantityRefused(action: string, quantity: number, max: number): Result<never> | undefined {
  const checked = validateQuantity(quantity, { max });
  return checked.ok ? undefined : invalid(action, checked.error.message);
}

/** The most units of `variant` one line of `cart` may hold: the variant's maximum per order, capped by the cart's. */
function maxOf(cart: Cart, variant: { readonly maximumPiecesPerOrder: number }): number {
  return Math.min(cart.maxQuantity, variant.maximumPiecesPerOrder);
}

/** Custom fields compared as the platform stores them: sorted, without unset ones or the engine's `meltable`. */
function fieldKey(custom: LineItem['custom'] | undefined): string {
  const entries = Object.entries(custom ?? {}).filter(([k, v]) => k !== 'meltable' && v !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function sameLine(line: LineItem, a: AddLineItem): boolean {
  return (
    line.variant.sku === a.sku &&
    (line.priceMode === 'ExternalPrice') === (a.externalPrice !== undefined) &&
    line.distributionChannelKey === a.distributionChannelKey &&
    fieldKey(line.custom) === fieldKey(a.custom) &&
    !a.shippingDetails
  );
}

function newLine(cart: Cart, product: Product, a: AddLineItem, id: string): Result<LineItem> {
  const variant = product.variants.find((v) => v.sku === a.sku);
  if (!variant) return err(domainError('product/sku-not-found', `No product variant with SKU ${a.sku}`));
  if (!variant.active) return invalid(a.action, `The variant ${a.sku} is not available`);
  const refused = quantityRefused(a.action, a.quantity, maxOf(cart, variant));
  if (refused) return refused;
  const price = a.externalPrice
    ? externalPriceOf(a.externalPrice)
    : selectPrice(variant.prices, { channelKey: a.distributionChannelKey });
  if (!price) return invalid(a.action, `The variant ${a.sku} has no price`);
  const { id: variantId, variantName, weightGrams, prices, backordered, active, maximumPiecesPerOrder } = variant;
  const { fixedAddress } = variant;
  return ok({
    id,
    productId: product.id,
    productKey: product.key,
    productPath: product.path,
    name: product.name,
    ...(product.imageUrl === undefined ? {} : { imageUrl: product.imageUrl }),
    variant: {
      id: variantId,
      sku: a.sku,
      variantName,
      weightGrams,
      prices,
      backordered,
      active,
      maximumPiecesPerOrder,
      ...(fixedAddress === undefined ? {} : { fixedAddress }),
      ...(product.allergens === undefined ? {} : { allergens: product.allergens }),
    },
    quantity: a.quantity,
    price,
    unitPrice: price.value,
    totalPrice: price.value,
    totalPriceBeforeCartLevelDiscount: price.value,
    priceMode: a.externalPrice ? 'ExternalPrice' : 'Platform',
    lineItemMode: 'Standard',
    ...(a.distributionChannelKey === undefined ? {} : { distributionChannelKey: a.distributionChannelKey }),
    ...(a.shippingDetails ? { shippingDetails: { targets: a.shippingDetails.targets, valid: false } } : {}),
    custom: { ...(a.custom ?? {}), ...(product.meltable ? { meltable: true } : {}) },
  });
}

function addLineItem(cart: Cart, a: AddLineItem, lookups: ActionLookups): Result<Cart> {
  if (a.quantity < 1) return invalid(a.action, 'Quantity must be higher than 0');
  const existing = cart.lineItems.find((l) => sameLine(l, a));
  if (existing) {
    const quantity = existing.quantity + a.quantity;
    const refused = quantityRefused(a.action, quantity, maxOf(cart, existing.variant));
    if (refused) return refused;
    const price = a.externalPrice ? externalPriceOf(a.externalPrice) : existing.price;
    return ok({ ...cart, lineItems: cart.lineItems.map((l) => (l === existing ? { ...l, quantity, price } : l)) });
  }
  const refused = quantityRefused(a.action, a.quantity, cart.maxQuantity);
  if (refused) return refused;
  const product = lookups.productBySku(a.sku);
  if (!product) return err(domainError('product/sku-not-found', `No product variant with SKU ${a.sku}`));
  const line = newLine(cart, product, a, lookups.newId('line'));
  return line.ok ? ok({ ...cart, lineItems: [...cart.lineItems, line.value] }) : line;
}

/** `cart` with the line `id` replaced by `edit(line)` (removed when undefined); invalid-action when there is none. */
type LineEdit = (line: LineItem) => Result<LineItem | undefined>;
function editLine(cart: Cart, action: string, id: string, edit: LineEdit): Result<Cart> {
  const line = cart.lineItems.find((l) => l.id === id);
  if (!line) return noLine(action, id);
  const edited = edit(line);
  if (!edited.ok) return edited;
  const next = edited.value;
  const lineItems = next
    ? cart.lineItems.map((l) => (l === line ? next : l))
    : cart.lineItems.filter((l) => l !== line);
  return ok({ ...cart, lineItems });
}

/** A record without the key `name` when `value` is undefined, else with it set. */
function withField<T extends object>(record: T, name: string, value: unknown): T {
  const { [name]: _old, ...rest } = record as Record<string, unknown>;
  return (value === undefined ? rest : { ...rest, [name]: value }) as T;
}

function applyLineAction(cart: Cart, a: CartAction, lookups: ActionLookups): Result<Cart> | undefined {
  switch (a.action) {
    case 'addLineItem':
      return addLineItem(cart, a, lookups);
    case 'changeLineItemQuantity':
      return editLine(cart, a.action, a.lineItemId, (line) => {
        if (a.quantity <= 0) return ok(undefined);
        const refused = quantityRefused(a.action, a.quantity, maxOf(cart, line.variant));
        return refused ?? ok({ ...line, quantity: a.quantity });
      });
    case 'removeLineItem':
      return editLine(cart, a.action, a.lineItemId, () => ok(undefined));
    case 'setLineItemCustomField':
      return editLine(cart, a.action, a.lineItemId, (l) => ok({ ...l, custom: withField(l.custom, a.name, a.value) }));
    case 'setLineItemDistributionChannel':
      return editLine(cart, a.action, a.lineItemId, (line) => {
        const price = selectPrice(line.variant.prices, { channelKey: a.distributionChannelKey }) ?? line.price;
        return ok({ ...withField(line, 'distributionChannelKey', a.distributionChannelKey), price });
      });
    case 'setLineItemShippingDetails':
      return editLine(cart, a.action, a.lineItemId, (line) => {
        for (const t of a.shippingDetails?.targets ?? []) {
          const known = cart.itemShippingAddresses.some((s) => s.key === t.addressKey);
          if (!known) return err(unknownShipmentError(t.addressKey));
          if (!Number.isInteger(t.quantity) || t.quantity < 0) return invalid(a.action, 'Quantity must be a number');
        }
        const details = a.shippingDetails && { targets: a.shippingDetails.targets, valid: false };
        return ok(withField(line, 'shippingDetails', details));
      });
    default:
      return undefined;
  }
}

function applyShippingAction(cart: Cart, a: CartAction): Result<Cart> | undefined {
  const known = (key: string) => cart.itemShippingAddresses.some((s) => s.key === key);
  switch (a.action) {
    case 'setShippingAddress':
      return ok(withField(cart, 'shippingAddress', a.address));
    case 'setBillingAddress':
      return ok(withField(cart, 'billingAddress', a.address));
    case 'addItemShippingAddress':
      if (known(a.address.key)) {
        return invalid(a.action, `An item shipping address with key ${a.address.key} already exists`);
      }
      return ok({ ...cart, itemShippingAddresses: [...cart.itemShippingAddresses, a.address] });
    case 'updateItemShippingAddress':
      if (!known(a.address.key)) return err(unknownShipmentError(a.address.key));
      return ok({
        ...cart,
        itemShippingAddresses: cart.itemShippingAddresses.map((s) => (s.key === a.address.key ? a.address : s)),
      });
    case 'removeItemShippingAddress': {
      if (!known(a.addressKey)) return err(unknownShipmentError(a.addressKey));
      const untarget = (l: LineItem): LineItem => {
        if (!l.shippingDetails) return l;
        const targets = l.shippingDetails.targets.filter((t) => t.addressKey !== a.addressKey);
        return { ...l, shippingDetails: { ...l.shippingDetails, targets } };
      };
      return ok({
        ...cart,
        itemShippingAddresses: cart.itemShippingAddresses.filter((s) => s.key !== a.addressKey),
        lineItems: cart.lineItems.map(untarget),
        shipping: cart.shipping.filter((s) => s.shippingKey !== a.addressKey),
      });
    }
    case 'setCustomShippingMethod': {
      const method = { shippingMethodName: a.shippingMethodName, price: a.price };
      if (cart.shippingMode === 'Single' || a.shippingKey === undefined) return ok({ ...cart, shippingInfo: method });
      if (!known(a.shippingKey)) return err(unknownShipmentError(a.shippingKey));
      const others = cart.shipping.filter((s) => s.shippingKey !== a.shippingKey);
      return ok({ ...cart, shipping: [...others, { shippingKey: a.shippingKey, ...method }] });
    }
    case 'removeCustomShippingMethod':
      if (a.shippingKey === undefined) return ok(withField(cart, 'shippingInfo', undefined));
      return ok({ ...cart, shipping: cart.shipping.filter((s) => s.shippingKey !== a.shippingKey) });
    default:
      return undefined;
  }
}

function applyCartAction(cart: Cart, a: CartAction, lookups: ActionLookups): Result<Cart> {
  switch (a.action) {
    case 'addDiscountCode': {
      const code = lookups.codeByCode(a.code.trim());
      if (!code) return err(discountNotFound(a.code));
      if (cart.discountCodes.some((c) => c.id === code.id)) return ok(cart);
      const { id, name, description, cartDiscountIds } = code;
      const entry = { id, code: code.code, name, description, state: 'MatchesCart' as const, cartDiscountIds };
      return ok({ ...cart, discountCodes: [...cart.discountCodes, entry] });
    }
    case 'removeDiscountCode':
      if (!cart.discountCodes.some((c) => c.id === a.discountCodeId)) {
        return invalid(a.action, `The discount code ${a.discountCodeId} is not on the cart`);
      }
      return ok({ ...cart, discountCodes: cart.discountCodes.filter((c) => c.id !== a.discountCodeId) });
    case 'addCustomLineItem': {
      if (!Number.isInteger(a.quantity) || a.quantity < 1) return invalid(a.action, 'Quantity must be higher than 0');
      const { slug, name, quantity, money } = a;
      const id = lookups.newId('custom');
      const line = { id, slug, name, quantity, money, totalPrice: money, custom: a.custom ?? {} };
      return ok({ ...cart, customLineItems: [...cart.customLineItems, line] });
    }
    case 'removeCustomLineItem':
      if (!cart.customLineItems.some((c) => c.id === a.customLineItemId)) {
        return invalid(a.action, `Cannot find custom line item for ID ${a.customLineItemId}`);
      }
      return ok({ ...cart, customLineItems: cart.customLineItems.filter((c) => c.id !== a.customLineItemId) });
    case 'setCustomerEmail':
      return ok(withField(cart, 'customerEmail', a.email));
    case 'setCustomField':
      return ok({ ...cart, custom: withField(cart.custom, a.name, a.value) });
    case 'setKey':
      return ok(withField(cart, 'key', a.key));
    case 'setShippingMode':
      return ok({ ...cart, shippingMode: a.shippingMode, shippingInfo: undefined, shipping: [] });
    case 'setCustomType':
    case 'recalculate':
      return ok(cart);
    default:
      return applyShippingAction(cart, a) ?? invalid(a.action, `Unknown update action ${a.action}`);
  }
}

/**
 * Applies commercetools update actions in order; the first failure aborts the list and nothing changes (atomic
 * update). Errors: 'cart/invalid-action' (the message says why), 'cart/unknown-shipment',
 * 'product/sku-not-found', 'discount/not-found'. Totals are stale until the cart is repriced (priceCart).
 */
export function applyCartActions(cart: Cart, actions: readonly CartAction[], lookups: ActionLookups): Result<Cart> {
  let current = cart;
  for (const a of actions) {
    const r = applyLineAction(current, a, lookups) ?? applyCartAction(current, a, lookups);
    if (!r.ok) return r;
    current = r.value;
  }
  return ok(current);
}
