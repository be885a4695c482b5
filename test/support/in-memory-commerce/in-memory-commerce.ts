import { domainError, err, ok, type DomainError, type Result } from '../../../core/shared';
import type { PortError } from '../../../core/shared';
import { ZERO_USD } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import type { CartAction } from '../../../core/cart';
import type { Order } from '../../../core/cart';
import type { Clock } from '../../../ports/clock';
import type { CartDraft, CommercePort, OrderFromCartInput } from '../../../ports/commerce';
import type { MyCartPort } from '../../../ports/my-cart';
import { applyCartActions } from './cart-actions';
import { InMemoryCatalogue, type CatalogueSeed } from './catalogue';
import { priceCart } from './pricing';
import { sessionCart } from './my-cart';
import { OrderBook } from './orders';
import type { PaymentStateChange } from '../../../ports/order-payment-state';

/** 2025-06-09T12:00:00Z: the fake's clock reading unless a clock is given. */
export const IN_MEMORY_NOW_MS = Date.UTC(2025, 5, 9, 12);

/** What an InMemoryCommerce starts with; carts and orders are stored exactly as given. */
export interface InMemoryCommerceSeed extends CatalogueSeed {
  readonly carts?: readonly Cart[];
  readonly orders?: readonly Order[];
  /** Time of new carts, updates and orders; IN_MEMORY_NOW_MS by default. */
  readonly clock?: Clock;
  /** The customer accounts' ids: an order of a cart one of them owns is a 'Customer' checkout (checkoutTypeOf). */
  readonly customerIds?: readonly string[];
}

/** An update the fake received, accepted, refused or failed. */
export interface RecordedUpdate {
  readonly id: string;
  readonly version: number;
  readonly actions: readonly CartAction[];
}

/** A port method whose failure can be injected with failNext. */
export type FailableMethod =
  'createCart' | 'updateCart' | 'deleteCart' | 'createOrderFromCart' | 'setCustomObject' | 'getCartById';

/**
 * The one in-memory CommercePort (ports/commerce.ts) of the unit tests, also a CartEditor and, through
 * `myCart(anonymousId)`, a MyCartPort. Carts change only by cart actions, applied with core's rules
 * (cart-actions.ts) and repriced (pricing.ts), with optimistic concurrency on `version`; orders take their
 * numbers from the ORDER_NUMBER_SEQUENCE custom object. test/contract runs the commerce contract suites on it
 * ('in-memory fake'), so it behaves as the embedded engine except where FAKE_LIMITATIONS says.
 *
 * For tests: every call is recorded (`calls`, `updates`, `createdCarts`, `orderInputs`); `failNext` makes the
 * next calls of a method fail, `interleave` puts a concurrent write before the next updates, and `unreachable`
 * makes every call throw a PortError. New ids are 'cart-N', 'line-N', 'custom-N', 'order-N'.
 */
export class InMemoryCommerce extends InMemoryCatalogue implements CommercePort {
  /** Names of the port methods called, in order. */
  readonly calls: string[] = [];
  readonly updates: RecordedUpdate[] = [];
  readonly createdCarts: CartDraft[] = [];
  readonly orderInputs: OrderFromCartInput[] = [];
  /** When set, every port call throws this error (an unreachable platform). */
  unreachable: PortError | undefined;
  private readonly stored = new Map<string, Cart>();
  private readonly book: OrderBook;
  private readonly clock: Clock;
  private readonly failures = new Map<FailableMethod, (DomainError | Error)[]>();
  private readonly interleaved: ((cart: Cart) => Cart)[] = [];
  private readonly counters = new Map<string, number>();
  /** When each cart was last stored (a counter): the newest Active cart of a session is the last touched. */
  private readonly lastTouched = new Map<string, number>();
  private touched = 0;

  constructor(seed: InMemoryCommerceSeed = {}) {
    super(seed);
    this.clock = seed.clock ?? { nowMs: () => IN_MEMORY_NOW_MS };
    for (const cart of seed.carts ?? []) this.putCart(cart);
    this.book = new OrderBook(seed.orders ?? [], {
      storedCart: (id) => this.stored.get(id),
      putCart: (cart) => this.putCart(cart),
      newId: (prefix) => this.newId(prefix),
      now: () => this.now(),
      nextOrderNumber: () => this.nextOrderNumber(),
      countApplication: (id) => this.countApplication(id),
      isCustomerAccount: (id) => seed.customerIds?.includes(id) ?? false,
    });
  }

  /** The stored cart `id` (default 'cart-1'); throws when there is none (a broken test). */
  cart(id = 'cart-1'): Cart {
    const cart = this.stored.get(id);
    if (!cart) throw new Error(`no cart ${id} in the in-memory commerce platform`);
    return cart;
  }

  /** Every stored cart, in the order they were first stored. */
  carts(): readonly Cart[] {
    return [...this.stored.values()];
  }

  /** OrderPaymentStatePort: moves an order's paymentState (orders.ts). */
  changePaymentState = async (orderId: string, change: PaymentStateChange) =>
    this.book.changePaymentState(orderId, change);

  /** The orders, oldest first. */
  get orders(): readonly Order[] {
    return this.book.all();
  }

  /** Stores `cart` exactly as given (no repricing), replacing the cart with its id: a seed or another writer. */
  putCart(cart: Cart): void {
    this.stored.delete(cart.id);
    this.stored.set(cart.id, cart);
    this.touched += 1;
    this.lastTouched.set(cart.id, this.touched);
  }

  /** createCart without the recording, synchronously: for seeding. Throws when an action fails. */
  seedCart(draft: CartDraft = {}): Cart {
    const r = this.create(draft);
    if (!r.ok) throw new Error(`seedCart: ${r.error.code}: ${r.error.message}`);
    return r.value;
  }

  /** The newest Active cart of the session, or undefined (synchronous getActiveCartOf). */
  activeCartOf(anonymousId: string): Cart | undefined {
    const mine = this.carts().filter((c) => c.anonymousId === anonymousId && c.cartState === 'Active');
    return mine.sort((a, b) => (this.lastTouched.get(b.id) ?? 0) - (this.lastTouched.get(a.id) ?? 0))[0];
  }

  /** The session view of this platform: the MyCartPort of the browser session `anonymousId`. */
  myCart(anonymousId: string): MyCartPort {
    return sessionCart(this, anonymousId);
  }

  /** The next `times` calls of `method` fail: a DomainError comes back as the Result's error, an Error is thrown. */
  failNext(method: FailableMethod, failure: DomainError | Error, times = 1): void {
    const queue = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(failure);
    this.failures.set(method, queue);
  }

  /**
   * The next `times` updateCart calls each meet a concurrent write first: the stored cart becomes `edit(cart)`
   * with its version one higher, so an update sent at the old version gets 'cart/version-conflict'.
   */
  interleave(edit: (cart: Cart) => Cart = (c) => c, times = 1): void {
    for (let i = 0; i < times; i += 1) this.interleaved.push(edit);
  }

  /** The next id with `prefix` not used by a stored cart: 'cart-1', 'line-1', 'custom-1', ... */
  newId(prefix: string): string {
    for (;;) {
      const n = (this.counters.get(prefix) ?? 0) + 1;
      this.counters.set(prefix, n);
      const id = `${prefix}-${n}`;
      if (prefix !== 'cart' || !this.stored.has(id)) return id;
    }
  }

  /** The current time as an ISO string. */
  now(): string {
    return new Date(this.clock.nowMs()).toISOString();
  }

  /** Records the call of `method`, throws when unreachable or a thrown failure is due; returns a due DomainError. */
  protected override enter(method: string): DomainError | undefined {
    this.calls.push(method);
    if (this.unreachable) throw this.unreachable;
    const failure = this.failures.get(method as FailableMethod)?.shift();
    if (failure instanceof Error) throw failure;
    return failure;
  }

  /** The cart with `actions` applied and repriced; version and dates unchanged. */
  private applied(cart: Cart, actions: readonly CartAction[]): Result<Cart> {
    const applied = applyCartActions(cart, actions, {
      productBySku: (sku) => this.productWithSku(sku),
      codeByCode: (code) => this.codeByCode(code),
      newId: (kind) => this.newId(kind),
    });
    return applied.ok ? ok(priceCart(applied.value, this.discountBook())) : applied;
  }

  private create(draft: CartDraft): Result<Cart> {
    const now = this.now();
    const empty: Cart = {
      id: this.newId('cart'),
      version: 1,
      cartState: 'Active',
      lineItems: [],
      customLineItems: [],
      discountCodes: [],
      shippingMode: draft.shippingMode ?? 'Single',
      itemShippingAddresses: [],
      shipping: [],
      totalPrice: ZERO_USD,
      discountTotal: ZERO_USD,
      custom: {},
      maxQuantity: 4999,
      createdAt: now,
      lastModifiedAt: now,
      ...definedOf({ key: draft.key, anonymousId: draft.anonymousId, customerId: draft.customerId }),
      ...definedOf({ customerEmail: draft.customerEmail, country: draft.country, locale: draft.locale }),
    };
    const applied = draft.actions?.length ? this.applied(empty, draft.actions) : ok(empty);
    if (applied.ok) this.putCart(applied.value);
    return applied;
  }

  async getCartById(id: string): Promise<Cart | undefined> {
    const failure = this.enter('getCartById');
    if (failure) throw new Error(`getCartById cannot answer a DomainError (${failure.code})`);
    return this.stored.get(id);
  }

  async getCartByKey(key: string): Promise<Cart | undefined> {
    this.enter('getCartByKey');
    return this.carts().find((c) => c.key === key);
  }

  async getActiveCartOf(anonymousId: string): Promise<Cart | undefined> {
    this.enter('getActiveCartOf');
    return this.activeCartOf(anonymousId);
  }

  async createCart(draft: CartDraft): Promise<Result<Cart>> {
    this.createdCarts.push(draft);
    const failure = this.enter('createCart');
    return failure ? err(failure) : this.create(draft);
  }

  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    this.updates.push({ id, version, actions });
    const failure = this.enter('updateCart');
    if (failure) return err(failure);
    const concurrent = this.interleaved.shift();
    const before = this.stored.get(id);
    if (concurrent && before) this.putCart({ ...concurrent(before), version: before.version + 1 });
    const cart = this.stored.get(id);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${id}`));
    if (cart.version !== version) return err(versionConflict(id, version, cart.version));
    if (cart.cartState !== 'Active') return err(domainError('cart/not-active', 'Cart cannot be modified'));
    const applied = this.applied(cart, actions);
    if (!applied.ok) return applied;
    const next = { ...applied.value, version: cart.version + 1, lastModifiedAt: this.now() };
    this.putCart(next);
    return ok(next);
  }

  async deleteCart(id: string, version: number): Promise<Result<Cart>> {
    const failure = this.enter('deleteCart');
    if (failure) return err(failure);
    const cart = this.stored.get(id);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${id}`));
    if (cart.version !== version) {
      return err(domainError('cart/version-conflict', 'Version mismatch', { currentVersion: cart.version }));
    }
    this.stored.delete(id);
    return ok(cart);
  }

  async createOrderFromCart(input: OrderFromCartInput): Promise<Result<Order>> {
    this.orderInputs.push(input);
    const failure = this.enter('createOrderFromCart');
    return failure ? err(failure) : this.book.create(input);
  }

  async getOrderByNumber(orderNumber: string): Promise<Order | undefined> {
    this.enter('getOrderByNumber');
    return this.book.all().find((o) => o.orderNumber === orderNumber);
  }

  async getOrderByIdempotencyKey(key: string): Promise<Order | undefined> {
    this.enter('getOrderByIdempotencyKey');
    return this.book.byIdempotencyKey(key);
  }

  async getOrderByReceiptToken(token: string): Promise<Order | undefined> {
    this.enter('getOrderByReceiptToken');
    return this.book.all().find((o) => o.receiptToken === token);
  }

  async listOrders(query: { readonly limit: number; readonly offset: number }): Promise<readonly Order[]> {
    this.enter('listOrders');
    return this.book.newestFirst().slice(query.offset, query.offset + query.limit);
  }

  async countOrdersByEmail(email: string): Promise<number> {
    this.enter('countOrdersByEmail');
    return this.book.all().filter((o) => o.customerEmail?.toLowerCase() === email.toLowerCase()).length;
  }
}

/** The cart-update version conflict, in the words of the engine (commercetools' ConcurrentModification). */
function versionConflict(id: string, expected: number, actual: number): DomainError {
  const message = `Object ${id} has a different version than expected. Expected: ${expected} - Actual: ${actual}.`;
  return domainError('cart/version-conflict', message, { currentVersion: actual });
}

/** The entries of `fields` whose value is defined. */
function definedOf<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
