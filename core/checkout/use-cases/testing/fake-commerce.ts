import { NoStoredExtras } from './no-stored-extras';
import { domainError, err, ok, type Result } from '../../../shared/result';
import type { CartAction } from '../../../cart/model/actions';
import type { Cart } from '../../../cart/model/cart';
import type { Order } from '../../../cart/model/order';
import { testCart } from '../../../cart/model/test-cart';
import type { Category, Product } from '../../../catalogue/model/product';
import type { NutritionFacts } from '../../../catalogue/model/nutrition-facts-types';
import type { CartDraft, CommercePort, OrderFromCartInput, ProductQuery } from '../../../../ports/commerce';
import { applyFakeActions } from './apply-fake-actions';

/** What a FakeCommerce starts with. */
export interface FakeCommerceSeed {
  readonly carts?: readonly Cart[];
  readonly products?: readonly Product[];
  readonly categories?: readonly Category[];
  readonly nutritionFacts?: Readonly<Record<string, NutritionFacts>>;
}

/** An update the fake received (accepted or not). */
export interface RecordedUpdate {
  readonly id: string;
  readonly version: number;
  readonly actions: readonly CartAction[];
}

/**
 * In-memory CommercePort for unit tests: carts, products, categories, orders and nutrition facts in maps.
 * `updateCart` applies the actions of applyFakeActions with optimistic concurrency; every call is recorded.
 * Ids are sequential ('cart-1', 'line-1', 'custom-1', order numbers from '100001').
 */
export class FakeCommerce extends NoStoredExtras implements CommercePort {
  readonly carts = new Map<string, Cart>();
  readonly orders: Order[] = [];
  readonly products: Product[];
  readonly categories: Category[];
  readonly nutritionFacts: Readonly<Record<string, NutritionFacts>>;
  readonly createdCarts: CartDraft[] = [];
  readonly updates: RecordedUpdate[] = [];
  readonly orderInputs: OrderFromCartInput[] = [];
  readonly calls: string[] = [];
  private readonly counters = new Map<string, number>();
  private readonly orderKeys = new Map<string, string>();

  constructor(seed: FakeCommerceSeed = {}) {
    super();
    for (const cart of seed.carts ?? []) this.carts.set(cart.id, cart);
    this.products = [...(seed.products ?? [])];
    this.categories = [...(seed.categories ?? [])];
    this.nutritionFacts = seed.nutritionFacts ?? {};
  }

  /** The next id with `prefix`: 'line-1', 'line-2', ... */
  newId(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}-${n}`;
  }

  /** The stored cart with `id`; throws when absent (a broken test). */
  cart(id = 'cart-1'): Cart {
    const cart = this.carts.get(id);
    if (!cart) throw new Error(`no cart ${id} in the fake`);
    return cart;
  }

  async getCartById(id: string): Promise<Cart | undefined> {
    this.calls.push('getCartById');
    return this.carts.get(id);
  }

  async getCartByKey(key: string): Promise<Cart | undefined> {
    return [...this.carts.values()].find((c) => c.key === key);
  }

  async getActiveCartOf(anonymousId: string): Promise<Cart | undefined> {
    this.calls.push('getActiveCartOf');
    return [...this.carts.values()].reverse().find((c) => c.anonymousId === anonymousId && c.cartState === 'Active');
  }

  async createCart(draft: CartDraft): Promise<Result<Cart>> {
    this.calls.push('createCart');
    this.createdCarts.push(draft);
    const { actions = [], ...head } = draft;
    const cart = testCart({ id: this.newId('cart'), ...head });
    const applied = applyFakeActions(cart, actions, { productBySku: (sku) => this.productBySku(sku), newId: (p) => this.newId(p) });
    if (!applied.ok) return applied;
    const created = { ...applied.value, version: cart.version };
    this.carts.set(cart.id, created);
    return ok(created);
  }

  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    this.calls.push('updateCart');
    this.updates.push({ id, version, actions });
    const cart = this.carts.get(id);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${id}`));
    if (cart.version !== version) return err(domainError('cart/version-conflict', 'Version mismatch', { currentVersion: cart.version }));
    const applied = applyFakeActions(cart, actions, { productBySku: (sku) => this.productBySku(sku), newId: (p) => this.newId(p) });
    if (applied.ok) this.carts.set(id, applied.value);
    return applied;
  }

  async deleteCart(id: string, version: number): Promise<Result<Cart>> {
    const cart = this.carts.get(id);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${id}`));
    if (cart.version !== version) return err(domainError('cart/version-conflict', 'Version mismatch', { currentVersion: cart.version }));
    this.carts.delete(id);
    return ok(cart);
  }

  async createOrderFromCart(input: OrderFromCartInput): Promise<Result<Order>> {
    this.calls.push('createOrderFromCart');
    this.orderInputs.push(input);
    const earlier = input.idempotencyKey === undefined ? undefined : this.orders.find((o) => this.orderKeys.get(o.id) === input.idempotencyKey);
    if (earlier) return ok(earlier);
    const cart = this.carts.get(input.cartId);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
    if (cart.cartState !== 'Active') return err(domainError('cart/not-active', 'Cart cannot be modified'));
    if (cart.version !== input.version) return err(domainError('cart/version-conflict', 'Version mismatch', { currentVersion: cart.version }));
    const n = this.orders.length + 1;
    const order: Order = {
      id: `order-${n}`, orderNumber: input.orderNumber ?? String(100000 + n), orderState: 'Open', createdAt: '2025-06-09T12:00:00.000Z',
      customerEmail: cart.customerEmail, shippingAddress: cart.shippingAddress, billingAddress: cart.billingAddress,
      cart, totals: input.totals, payments: input.payments, receiptToken: input.receiptToken,
    };
    this.orders.push(order);
    if (input.idempotencyKey !== undefined) this.orderKeys.set(order.id, input.idempotencyKey);
    this.carts.set(cart.id, { ...cart, cartState: 'Ordered', version: cart.version + 1 });
    return ok(order);
  }

  async getOrderByNumber(orderNumber: string): Promise<Order | undefined> {
    return this.orders.find((o) => o.orderNumber === orderNumber);
  }

  async getOrderByIdempotencyKey(key: string): Promise<Order | undefined> {
    return this.orders.find((o) => this.orderKeys.get(o.id) === key);
  }

  async getOrderByReceiptToken(token: string): Promise<Order | undefined> {
    return this.orders.find((o) => o.receiptToken === token);
  }

  async listOrders(query: { readonly limit: number; readonly offset: number }): Promise<readonly Order[]> {
    return [...this.orders].reverse().slice(query.offset, query.offset + query.limit);
  }

  async countOrdersByEmail(email: string): Promise<number> {
    return this.orders.filter((o) => o.customerEmail?.toLowerCase() === email.toLowerCase()).length;
  }

  async getProductByKey(key: string): Promise<Product | undefined> {
    return this.products.find((p) => p.key === key);
  }

  async getProductByPath(path: string): Promise<Product | undefined> {
    this.calls.push('getProductByPath');
    return this.products.find((p) => p.path === path);
  }

  async getProductBySku(sku: string): Promise<Product | undefined> {
    return this.productBySku(sku);
  }

  async getProductsByKeys(keys: readonly string[]): Promise<readonly Product[]> {
    return keys.flatMap((k) => this.products.filter((p) => p.key === k));
  }

  /** Products of the category and its sub-categories (any depth), ordered by name, then paged. */
  async listProducts(query: ProductQuery): Promise<{ readonly total: number; readonly results: readonly Product[] }> {
    this.calls.push('listProducts');
    const keys = query.categoryKey === undefined ? undefined : this.descendantsOf(query.categoryKey);
    const all = this.products.filter((p) => !keys || p.categoryKeys.some((k) => keys.has(k))).sort((a, b) => a.name.localeCompare(b.name));
    return { total: all.length, results: all.slice(query.offset, query.offset + query.limit) };
  }

  async listCategories(): Promise<readonly Category[]> {
    this.calls.push('listCategories');
    return [...this.categories].sort((a, b) => a.orderHint - b.orderHint);
  }

  async getNutritionFacts(productKey: string): Promise<NutritionFacts | undefined> {
    return this.nutritionFacts[productKey];
  }

  private productBySku(sku: string): Product | undefined {
    return this.products.find((p) => p.variants.some((v) => v.sku === sku));
  }

  private descendantsOf(key: string): Set<string> {
    const keys = new Set([key]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of this.categories) {
        if (c.parentKey && keys.has(c.parentKey) && !keys.has(c.key)) {
          keys.add(c.key);
          grew = true;
        }
      }
    }
    return keys;
  }
}
