import { domainError, err, ok, ZERO_USD, type DomainError, type Result } from '../../../core/shared';
import type { Cart, CartAction, CartDiscountInfo, DiscountCodeInfo, Order } from '../../../core/cart';
import {
  MAX_CUSTOM_OBJECT_IDS,
  type CartDraft,
  type CommercePort,
  type CustomObject,
  type OrderFromCartInput,
  type ProductQuery,
} from '../../../ports/commerce';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { Database } from '../db/database';
import { applyActions, skusForActions } from './apply-actions';
import { discountCodeOfRow } from './resource-scans';
import type { CartDiscountDef, DiscountCodeDef } from './demo-discounts';
import { ProductRepository } from './product-repository';
import { CartCache } from './cart-cache';
import { CartWrites } from './cart-writes';
import { CartUpdateQueue } from './cart-update-queue';
import { BatchedInsert } from './batched-insert';
import { CustomObjectStore } from './custom-object-store';
import { OrderStore } from './order-store';
import { recalculate } from './recalculate';
import { DiscountReads } from './discount-reads';
import { taxExemptStatesFor, type CertificateReader } from './tax-exemption';

/** Maximum quantity of a line (spec: core-cart-checkout §9 cart maxQuantity 4999). */
export const MAX_QUANTITY = 4999;

/** The update's ConcurrentModification (commercetools' wording): `expected` the version sent, `actual` the cart's. */
export function versionConflict(id: string, expected: number, actual: number): DomainError {
  return domainError(
    'cart/version-conflict',
    `Object ${id} has a different version than expected. Expected: ${expected} - Actual: ${actual}.`,
    { currentVersion: actual },
  );
}

/**
 * The embedded commerce engine: CommercePort on the one database, with commercetools semantics (optimistic concurrency
 * on `version`, atomic action lists, server-side pricing). On an exclusive database (PGlite) it keeps carts and
 * discounts in memory, so one engine must serve the database: the wiring binds it as a singleton.
 */
export class EmbeddedCommerce implements CommercePort {
  readonly products: ProductRepository;
  private readonly carts: CartCache;
  private readonly cartWrites: CartWrites;
  private readonly cartInserts: BatchedInsert; // createCart's INSERTs, group-committed
  readonly orders: OrderStore;
  private readonly customObjects: CustomObjectStore;
  /** The discounts cart calculations read (kept while the database is exclusive). */
  private readonly discounts: DiscountReads;
  private readonly updates = new CartUpdateQueue();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly certificates?: CertificateReader, // resale certificates (tax-exemption.ts)
  ) {
    this.products = new ProductRepository(db, db.exclusive);
    this.carts = new CartCache(db.exclusive);
    this.cartWrites = new CartWrites(db);
    const head = 'INSERT INTO carts (id, key, anonymous_id, customer_id, cart_state, version, doc)';
    this.cartInserts = new BatchedInsert(db, head, 7, 'ON CONFLICT DO NOTHING RETURNING id');
    this.orders = new OrderStore(db, clock, ids);
    this.customObjects = new CustomObjectStore(db, ids);
    this.discounts = new DiscountReads(db);
  }

  /** `cart` with `actions` applied and its totals and discounts recalculated (version and dates unchanged). */
  private async applied(cart: Cart, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const skus = skusForActions(cart, actions);
    const d = await this.discounts.for(cart, actions);
    const options = { codesByCode: d.codesByCode, newId: () => this.ids.uuid(), maxQuantity: MAX_QUANTITY };
    const applied = applyActions(cart, actions, { ...options, productsBySku: await this.products.bySkus(skus) });
    if (!applied.ok) return applied;
    return ok(recalculate(applied.value, d, await taxExemptStatesFor(applied.value, this.certificates, this.clock)));
  }

  async getCartById(id: string): Promise<Cart | undefined> {
    const kept = this.carts.get(id);
    if (kept) return kept;
    const [row] = await this.db.query<{ doc: Cart }>('SELECT doc FROM carts WHERE id = $1', [id]);
    return row ? this.carts.remember(row.doc) : undefined;
  }

  async getCartByKey(key: string): Promise<Cart | undefined> {
    const [row] = await this.db.query<{ doc: Cart }>('SELECT doc FROM carts WHERE key = $1', [key]);
    return row?.doc;
  }

  /** The newest Active cart of an anonymous session, or undefined. */
  async getActiveCartOf(anonymousId: string): Promise<Cart | undefined> {
    const [row] = await this.db.query<{ doc: Cart }>(
      "SELECT doc FROM carts WHERE anonymous_id = $1 AND cart_state = 'Active' ORDER BY updated_at DESC LIMIT 1",
      [anonymousId],
    );
    return row?.doc;
  }

  /**
   * Creates a cart; `draft.actions` are applied before the one INSERT, so a failing draft stores nothing.
   * Errors: 'cart/duplicate-key' (another cart has `draft.key`), those of the actions.
   */
  async createCart(draft: CartDraft): Promise<Result<Cart>> {
    const now = new Date(this.clock.nowMs()).toISOString();
    const empty: Cart = {
      id: this.ids.uuid(),
      version: 1,
      key: draft.key,
      cartState: 'Active',
      anonymousId: draft.anonymousId,
      customerId: draft.customerId,
      customerEmail: draft.customerEmail,
      lineItems: [],
      customLineItems: [],
      discountCodes: [],
      shippingMode: draft.shippingMode ?? 'Single',
      itemShippingAddresses: [],
      shipping: [],
      totalPrice: ZERO_USD,
      discountTotal: ZERO_USD,
      custom: {},
      maxQuantity: MAX_QUANTITY,
      createdAt: now,
      lastModifiedAt: now,
      ...(draft.country ? { country: draft.country } : {}),
      ...(draft.locale ? { locale: draft.locale } : {}),
    };
    const applied = draft.actions?.length ? await this.applied(empty, draft.actions) : ok(empty);
    if (!applied.ok) return applied;
    const cart = applied.value;
    // The key's UNIQUE constraint decides a clash in the one (group-committed) INSERT, no read first: not inserted.
    const row = [cart.id, cart.key ?? null, cart.anonymousId ?? null, cart.customerId ?? null, cart.cartState];
    if (!(await this.cartInserts.insert([...row, cart.version, cart], cart.id)))
      return err(domainError('cart/duplicate-key', `A duplicate value '"${draft.key}"' exists for field 'key'.`));
    return ok(this.carts.remember(cart));
  }

  /**
   * Applies `actions` atomically to cart `id` at `version` (commercetools semantics). The write is a
   * conditional update, `… WHERE id AND version = $expected` (group-committed with concurrent updates by
   * CartWrites), so of two updates made from the same version exactly one wins and the other answers the
   * version conflict with the winner's version; the cart is read from the cart cache when the database is
   * exclusive. Resolves only after the write has committed. Updates of one cart run one after another in this
   * process (CartUpdateQueue), so a stale one answers its conflict without repricing. `read` (the cart as the
   * route read it) saves a second read on PostgreSQL when its version is `version`: if the cart changed since, the
   * conditional write fails and the conflict is answered with the version read then. Errors: cart/not-found,
   * cart/version-conflict, cart/not-active, and those of the actions.
   */
  updateCart(id: string, version: number, actions: readonly CartAction[], read?: Cart): Promise<Result<Cart>> {
    return this.updates.run(id, () => this.updateNow(id, version, actions, read));
  }

  private async updateNow(
    id: string,
    version: number,
    actions: readonly CartAction[],
    read: Cart | undefined,
  ): Promise<Result<Cart>> {
    // With the database exclusive the kept cart is as fresh as it gets and costs nothing; otherwise the route's read.
    const cart = !this.db.exclusive && read?.id === id && read.version === version ? read : await this.getCartById(id);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${id}`));
    if (cart.version !== version) return err(versionConflict(id, version, cart.version));
    if (cart.cartState !== 'Active') return err(domainError('cart/not-active', 'Cart cannot be modified'));
    const applied = await this.applied(cart, actions);
    if (!applied.ok) return applied;
    const next: Cart = {
      ...applied.value,
      version: cart.version + 1,
      lastModifiedAt: new Date(this.clock.nowMs()).toISOString(),
    };
    let written: boolean;
    try {
      written = await this.cartWrites.write(next, cart.version);
    } catch (e) {
      this.carts.forget(id);
      throw e;
    }
    if (written) return ok(this.carts.remember(next));
    // Another write got there first (or the kept copy was stale): answer with the database's version.
    this.carts.forget(id);
    const current = await this.getCartById(id);
    return current
      ? err(versionConflict(id, version, current.version))
      : err(domainError('cart/not-found', `No cart with id ${id}`));
  }

  /** CartOwnershipPort (setAnonymousId + setCustomerId): cart `id` at `version` becomes `customerId`'s, version + 1. */
  async assignToCustomer(id: string, version: number, customerId: string): Promise<Result<Cart>> {
    const cart = await this.getCartById(id);
    if (!cart || cart.version !== version)
      return err(cart ? versionConflict(id, version, cart.version) : domainError('cart/not-found', `No cart ${id}`));
    const next: Cart = { ...cart, anonymousId: customerId, customerId, version: cart.version + 1 };
    this.carts.forget(id);
    const sql = 'UPDATE carts SET anonymous_id = $3, customer_id = $3, doc = $4, version = $5, updated_at = now() ';
    const rows = await this.db.query(`${sql}WHERE id = $1 AND version = $2 RETURNING id`, [
      id,
      version,
      customerId,
      next,
      next.version,
    ]);
    return rows.length > 0 ? ok(this.carts.remember(next)) : err(versionConflict(id, version, version + 1));
  }

  async deleteCart(id: string, version: number): Promise<Result<Cart>> {
    const cart = await this.getCartById(id);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${id}`));
    if (cart.version !== version)
      return err(domainError('cart/version-conflict', 'Version mismatch', { currentVersion: cart.version }));
    this.carts.forget(id);
    await this.db.query('DELETE FROM carts WHERE id = $1 AND version = $2', [id, version]);
    return ok(cart);
  }

  /**
   * Converts the cart to an order in one transaction (the cart becomes Ordered, the order is inserted, each
   * matching discount code counts one application); a repeated idempotency key answers the first order.
   * Errors: cart/not-found, cart/version-conflict, cart/not-active.
   */
  async createOrderFromCart(input: OrderFromCartInput): Promise<Result<Order>> {
    const r = await this.orders.convert(input);
    // The ordered cart is newer than any kept copy (CartCache keeps the higher version); a failed conversion
    // changed nothing, so what is kept stays true.
    if (r.ok) {
      this.carts.remember(r.value.cart);
      if (r.value.cart.discountCodes.length > 0) this.discounts.forget();
    }
    return r;
  }

  getOrderByNumber = (orderNumber: string) => this.orders.byNumber(orderNumber);
  getOrderByIdempotencyKey = (key: string) => this.orders.byIdempotencyKey(key);
  getOrderByReceiptToken = (token: string) => this.orders.byReceiptToken(token);
  listOrders = (q: { limit: number; offset: number }) => this.orders.list(q);
  countOrdersByEmail = (email: string) => this.orders.countByEmail(email);

  getProductByKey = (key: string) => this.products.byKey(key);
  getProductByPath = (path: string) => this.products.byPath(path);
  getProductBySku = (sku: string) => this.products.bySku(sku);
  getProductsByKeys = (keys: readonly string[]) => this.products.byKeys(keys);
  listProducts = (q: ProductQuery) => this.products.list(q);
  listCategories = () => this.products.categories();
  getNutritionFacts = (productKey: string) => this.products.nutritionFacts(productKey);

  getCustomObject = (container: string, key: string) => this.customObjects.get(container, key);
  setCustomObject = (container: string, key: string, value: unknown, expectedVersion?: number) =>
    this.customObjects.set(container, key, value, expectedVersion);

  async getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]> {
    if (ids.length > MAX_CUSTOM_OBJECT_IDS)
      throw new RangeError(`at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
    return this.products.customObjectsByIds(container, ids);
  }

  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    const sql = "SELECT doc FROM cart_discounts ORDER BY (doc->>'sortOrder')::float8 DESC, id";
    return (await this.db.query<{ doc: CartDiscountDef }>(sql)).map((r) => r.doc);
  }

  /** Adds a discount code (the first-order offer's one-use codes, core/marketing); the kept discounts are dropped. */
  async createDiscountCode(c: DiscountCodeDef): Promise<void> {
    await this.db.query('INSERT INTO discount_codes (id, code, doc) VALUES ($1, $2, $3)', [c.id, c.code, c]);
    this.discounts.forget();
  }
  getDiscountCodeByCode = (code: string) => this.discountCodeWhere('upper(code) = upper($1)', code);
  getDiscountCodeById = (id: string) => this.discountCodeWhere('id = $1', id);

  private async discountCodeWhere(condition: string, value: string): Promise<DiscountCodeInfo | undefined> {
    const sql = `SELECT doc, application_count FROM discount_codes WHERE ${condition}`;
    const [row] = await this.db.query<{ doc: DiscountCodeDef; application_count: number }>(sql, [value]);
    return row ? discountCodeOfRow(row) : undefined;
  }
}
