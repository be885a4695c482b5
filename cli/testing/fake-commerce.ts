import { NoStoredExtras } from '../../core/checkout/use-cases/testing/no-stored-extras';
import type { CartAction } from '../../core/cart/model/actions';
import type { Cart, CartDiscountCode, LineItem } from '../../core/cart/model/cart';
import type { Order } from '../../core/cart/model/order';
import type { Category, Product } from '../../core/catalogue/model/product';
import { PortError } from '../../core/shared/errors';
import { usd } from '../../core/shared/money';
import { domainError, err, ok, type Result } from '../../core/shared/result';
import type { CartDraft, CommercePort, OrderFromCartInput, ProductQuery } from '../../ports/commerce';
import { fakeCart, fakeCategories, fakeLine, fakeOrders, fakeProducts } from './fake-data';

/** Discount codes the fake knows: SAVE10 takes 10% off every line; EXPIRED is MaxApplicationReached. */
const KNOWN_CODES: Readonly<Record<string, Pick<CartDiscountCode, 'state' | 'name'>>> = {
  SAVE10: { state: 'MatchesCart', name: 'Save 10%' },
  EXPIRED: { state: 'MaxApplicationReached', name: 'Expired promotion' },
};

const invalid = (action: CartAction) => err(domainError('cart/invalid-action', `fake: unsupported action ${action.action}`, { action: action.action }));
const lineNotFound = (id: string) => err(domainError('cart/line-not-found', `Cannot find line item for ID ${id}`, { lineItemId: id }));

/** Applies one cart action the way the commerce platform would, without repricing. */
function applyAction(cart: Cart, action: CartAction, nextId: () => string): Result<Cart> {
  const lines = cart.lineItems;
  const has = (id: string) => lines.some((l) => l.id === id);
  switch (action.action) {
    case 'addLineItem': {
      if (!fakeProducts.some((p) => p.variants.some((v) => v.sku === action.sku))) {
        return err(domainError('product/sku-not-found', `no product variant with SKU "${action.sku}"`, { sku: action.sku }));
      }
      const same = lines.find((l) => l.variant.sku === action.sku);
      if (same) return ok({ ...cart, lineItems: lines.map((l) => (l === same ? { ...l, quantity: l.quantity + action.quantity } : l)) });
      return ok({ ...cart, lineItems: [...lines, fakeLine(nextId(), action.sku, action.quantity)] });
    }
    case 'changeLineItemQuantity':
      if (!has(action.lineItemId)) return lineNotFound(action.lineItemId);
      if (action.quantity <= 0) return ok({ ...cart, lineItems: lines.filter((l) => l.id !== action.lineItemId) });
      return ok({ ...cart, lineItems: lines.map((l) => (l.id === action.lineItemId ? { ...l, quantity: action.quantity } : l)) });
    case 'removeLineItem':
      if (!has(action.lineItemId)) return lineNotFound(action.lineItemId);
      return ok({ ...cart, lineItems: lines.filter((l) => l.id !== action.lineItemId) });
    case 'setLineItemShippingDetails':
      if (!has(action.lineItemId)) return lineNotFound(action.lineItemId);
      return ok({
        ...cart,
        lineItems: lines.map((l): LineItem => {
          if (l.id !== action.lineItemId) return l;
          const { shippingDetails: _old, ...rest } = l;
          const targets = action.shippingDetails?.targets;
          return targets ? { ...rest, shippingDetails: { targets, valid: targets.reduce((s, t) => s + t.quantity, 0) === l.quantity } } : rest;
        }),
      });
    case 'removeItemShippingAddress':
      return ok({ ...cart, itemShippingAddresses: cart.itemShippingAddresses.filter((a) => a.key !== action.addressKey) });
    case 'removeCustomLineItem':
      return ok({ ...cart, customLineItems: cart.customLineItems.filter((c) => c.id !== action.customLineItemId) });
    case 'removeCustomShippingMethod':
      return ok({ ...cart, shipping: cart.shipping.filter((s) => s.shippingKey !== action.shippingKey) });
    case 'addDiscountCode': {
      const known = KNOWN_CODES[action.code.toUpperCase()];
      if (!known) return err(domainError('discount/not-found', `The discount code ${action.code} could not be found.`, { code: action.code }));
      const code: CartDiscountCode = { id: `dc-${action.code.toUpperCase()}`, code: action.code.toUpperCase(), cartDiscountIds: ['discount-1'], ...known };
      return ok({ ...cart, discountCodes: [...cart.discountCodes, code] });
    }
    case 'removeDiscountCode':
      return ok({ ...cart, discountCodes: cart.discountCodes.filter((d) => d.id !== action.discountCodeId) });
    case 'setCustomField':
      return ok({ ...cart, custom: { ...cart.custom, [action.name]: action.value } });
    default:
      return invalid(action);
  }
}

/** Recomputes line and cart totals; SAVE10 (MatchesCart) takes 10% (rounded down) off each line. */
function reprice(cart: Cart): Cart {
  const save10 = cart.discountCodes.some((d) => d.code === 'SAVE10' && d.state === 'MatchesCart');
  const lineItems = cart.lineItems.map((l): LineItem => {
    const before = l.unitPrice.cents * l.quantity;
    return { ...l, totalPriceBeforeCartLevelDiscount: usd(before), totalPrice: usd(before - (save10 ? Math.floor(before / 10) : 0)) };
  });
  const discount = lineItems.reduce((s, l) => s + l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents, 0);
  const custom = cart.customLineItems.reduce((s, c) => s + c.totalPrice.cents, 0);
  const lineTotal = lineItems.reduce((s, l) => s + l.totalPrice.cents, 0);
  return { ...cart, lineItems, discountTotal: usd(discount), totalPrice: usd(lineTotal + custom) };
}

/**
 * In-memory CommercePort for CLI tests: one cart ('cart-1', key 'cx-4711', version 3), two orders and a
 * small catalogue (see fake-data.ts). `conflictingUpdates` makes the next n updates answer
 * 'cart/version-conflict'; `unreachable` makes every call throw PortError. `updates` records every update.
 */
export class FakeCommerce extends NoStoredExtras implements CommercePort {
  readonly carts = new Map<string, Cart>([['cart-1', fakeCart()]]);
  readonly orders: Order[] = fakeOrders();
  readonly products: readonly Product[] = fakeProducts;
  readonly categories: readonly Category[] = fakeCategories;
  readonly updates: { id: string; version: number; actions: readonly CartAction[] }[] = [];
  conflictingUpdates = 0;
  unreachable = false;
  private lineSeq = 100;

  private guard(): void {
    if (this.unreachable) throw new PortError('commerce', 'connect ECONNREFUSED 127.0.0.1:4000');
  }

  async getCartById(id: string): Promise<Cart | undefined> {
    this.guard();
    return this.carts.get(id);
  }
  async getCartByKey(key: string): Promise<Cart | undefined> {
    this.guard();
    return [...this.carts.values()].find((c) => c.key === key);
  }
  async getActiveCartOf(anonymousId: string): Promise<Cart | undefined> {
    this.guard();
    return [...this.carts.values()].find((c) => c.anonymousId === anonymousId && c.cartState === 'Active');
  }
  async createCart(draft: CartDraft): Promise<Result<Cart>> {
    this.guard();
    const { actions = [], ...head } = draft;
    let cart = reprice({ ...fakeCart(), id: `cart-${this.lineSeq++}`, version: 1, lineItems: [], itemShippingAddresses: [], ...head });
    for (const action of actions) {
      const next = applyAction(cart, action, () => `line-${this.lineSeq++}`);
      if (!next.ok) return next;
      cart = next.value;
    }
    cart = reprice(cart);
    this.carts.set(cart.id, cart);
    return ok(cart);
  }
  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    this.guard();
    this.updates.push({ id, version, actions });
    const current = this.carts.get(id);
    if (!current) return err(domainError('cart/not-found', `no cart with id "${id}"`));
    if (this.conflictingUpdates > 0 || version !== current.version) {
      this.conflictingUpdates = Math.max(0, this.conflictingUpdates - 1);
      const message = `Object ${id} has a different version than expected. Expected: ${version}. Actual: ${current.version}.`;
      return err(domainError('cart/version-conflict', message, { currentVersion: current.version }));
    }
    let cart = current;
    for (const action of actions) {
      const next = applyAction(cart, action, () => `line-${this.lineSeq++}`);
      if (!next.ok) return next;
      cart = next.value;
    }
    const updated = reprice({ ...cart, version: current.version + 1 });
    this.carts.set(id, updated);
    return ok(updated);
  }
  async deleteCart(id: string, version: number): Promise<Result<Cart>> {
    const cart = this.carts.get(id);
    if (!cart) return err(domainError('cart/not-found', `no cart with id "${id}"`));
    if (cart.version !== version) return err(domainError('cart/version-conflict', 'stale version', { currentVersion: cart.version }));
    this.carts.delete(id);
    return ok(cart);
  }
  async createOrderFromCart(_input: OrderFromCartInput): Promise<Result<Order>> {
    return err(domainError('cart/invalid-action', 'fake: createOrderFromCart is not supported'));
  }
  async getOrderByNumber(orderNumber: string): Promise<Order | undefined> {
    this.guard();
    return this.orders.find((o) => o.orderNumber === orderNumber);
  }
  async getOrderByIdempotencyKey(): Promise<Order | undefined> {
    return undefined;
  }

  async getOrderByReceiptToken(token: string): Promise<Order | undefined> {
    return this.orders.find((o) => o.receiptToken === token);
  }
  async listOrders(query: { readonly limit: number; readonly offset: number }): Promise<readonly Order[]> {
    this.guard();
    return this.orders.slice(query.offset, query.offset + query.limit);
  }
  async countOrdersByEmail(email: string): Promise<number> {
    return this.orders.filter((o) => o.customerEmail?.toLowerCase() === email.toLowerCase()).length;
  }
  async getProductByKey(key: string): Promise<Product | undefined> {
    return this.products.find((p) => p.key === key);
  }
  async getProductByPath(path: string): Promise<Product | undefined> {
    return this.products.find((p) => p.path === path);
  }
  async getProductBySku(sku: string): Promise<Product | undefined> {
    return this.products.find((p) => p.variants.some((v) => v.sku === sku));
  }
  async getProductsByKeys(keys: readonly string[]): Promise<readonly Product[]> {
    return keys.flatMap((k) => this.products.filter((p) => p.key === k));
  }
  async listProducts(query: ProductQuery): Promise<{ readonly total: number; readonly results: readonly Product[] }> {
    this.guard();
    const matching = this.products
      .filter((p) => query.categoryKey === undefined || p.categoryKeys.includes(query.categoryKey))
      .toSorted((a, b) => a.name.localeCompare(b.name));
    return { total: matching.length, results: matching.slice(query.offset, query.offset + query.limit) };
  }
  async listCategories(): Promise<readonly Category[]> {
    this.guard();
    return this.categories;
  }
  async getNutritionFacts(): Promise<undefined> {
    return undefined;
  }
}
