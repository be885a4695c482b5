import { domainError, err, ok, type DomainError, type Result } from '../../../core/shared';
import { ZERO_USD } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import type { CartAction } from '../../../core/cart';
import type { Order } from '../../../core/cart';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../../core/cart';
import {
  MAX_CUSTOM_OBJECT_IDS,
  ORDER_NUMBER_SEQUENCE,
  type CartDraft,
  type CommercePort,
  type CustomObject,
  type OrderFromCartInput,
  type ProductQuery,
} from '../../../ports/commerce';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { Database, Queryable } from '../db/database';
import { applyActions } from './apply-actions';
import { customObjectOfRow, discountCodeOfRow } from './resource-scans';
import type { CartDiscountDef, DiscountCodeDef } from './demo-discounts';
import { ProductRepository } from './product-repository';
import { CartCache } from './cart-cache';
import { CartWrites } from './cart-writes';
import { recalculate, type DiscountCatalog } from './recalculate';

/** Maximum quantity of a line (spec: core-cart-checkout §9 cart maxQuantity 4999). */
export const MAX_QUANTITY = 4999;

/**
 * Takes the next order number: advances the custom object ORDER_NUMBER_SEQUENCE in `tx` (its row lock makes
 * concurrent orders wait, so no number is given twice) and answers it as text.
 */
async function nextOrderNumber(tx: Queryable): Promise<string> {
  const { container, key, first } = ORDER_NUMBER_SEQUENCE;
  const [row] = await tx.query<{ n: string }>(
    'INSERT INTO custom_objects (container, key, id, version, value) ' +
      "VALUES ($1, $2, 'sequence-order-number', 1, to_jsonb($3::bigint))\n" +
      '     ON CONFLICT (container, key) DO UPDATE ' +
      "SET value = to_jsonb((custom_objects.value #>> '{}')::bigint + 1), " +
      'version = custom_objects.version + 1\n' +
      "     RETURNING value #>> '{}' AS n",
    [container, key, first],
  );
  if (!row) throw new Error('the order-number sequence answered no row');
  return row.n;
}

/**
 * The update's ConcurrentModification (commercetools' wording): `expected` is the version sent, `actual` the cart's.
 */
export function versionConflict(id: string, expected: number, actual: number): DomainError {
  return domainError(
    'cart/version-conflict',
    `Object ${id} has a different version than expected. Expected: ${expected} - Actual: ${actual}.`,
    { currentVersion: actual },
  );
}

/** The cart discounts and discount codes a cart update prices with. */
type Discounts = DiscountCatalog & { codesByCode: Map<string, DiscountCodeDef> };

/**
 * The embedded commerce engine: CommercePort on the one database, with commercetools semantics
 * (optimistic concurrency on `version`, atomic action lists, server-side pricing). On an exclusive database
 * (PGlite) it keeps carts and discounts in memory, so one engine must serve the database: the wiring binds it
 * as a singleton.
 */
export class EmbeddedCommerce implements CommercePort {
  readonly products: ProductRepository;
  private readonly carts: CartCache;
  private readonly cartWrites: CartWrites;
  /** The discounts as last read, kept while the database is exclusive; dropped when an order counts a code. */
  private discountsKept: Promise<Discounts> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {
    this.products = new ProductRepository(db);
    this.carts = new CartCache(db.exclusive);
    this.cartWrites = new CartWrites(db);
  }

  /**
   * The cart discounts and discount codes with their application counts. On an exclusive database they are read
   * once and kept (only the seed, before this engine starts, and `createOrderFromCart` write them).
   */
  private discounts(): Promise<Discounts> {
    if (this.discountsKept) return this.discountsKept;
    const loading = this.loadDiscounts();
    if (this.db.exclusive) {
      this.discountsKept = loading;
      loading.catch(() => {
        if (this.discountsKept === loading) this.discountsKept = undefined;
      });
    }
    return loading;
  }

  private async loadDiscounts(): Promise<Discounts> {
    const cds = await this.db.query<{ doc: CartDiscountDef }>('SELECT doc FROM cart_discounts');
    const codes = await this.db.query<{ doc: DiscountCodeDef; application_count: number }>(
      'SELECT doc, application_count FROM discount_codes',
    );
    const defs = codes.map(discountCodeOfRow);
    return {
      cartDiscounts: new Map(cds.map((r) => [r.doc.id, r.doc])),
      codesById: new Map(defs.map((d) => [d.id, d])),
      codesByCode: new Map(defs.map((d) => [d.code.toUpperCase(), d])),
    };
  }

  /** `cart` with `actions` applied and its totals and discounts recalculated (version and dates unchanged). */
  private async applied(cart: Cart, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const skus = actions.flatMap((a) => (a.action === 'addLineItem' ? [a.sku] : []));
    const d = await this.discounts();
    const applied = applyActions(cart, actions, {
      productsBySku: await this.products.bySkus(skus),
      codesByCode: d.codesByCode,
      newId: () => this.ids.uuid(),
      maxQuantity: MAX_QUANTITY,
    });
    return applied.ok ? ok(recalculate(applied.value, d)) : applied;
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
   * Creates a cart; `draft.actions` are applied to it (and its totals recalculated) before the one INSERT, so a
   * draft whose actions fail stores nothing. Errors: those of the actions.
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
    await this.db.query(
      'INSERT INTO carts (id, key, anonymous_id, customer_id, cart_state, version, doc) ' +
        'VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        cart.id,
        cart.key ?? null,
        cart.anonymousId ?? null,
        cart.customerId ?? null,
        cart.cartState,
        cart.version,
        cart,
      ],
    );
    return ok(this.carts.remember(cart));
  }

  /**
   * Applies `actions` atomically to cart `id` at `version` (commercetools semantics). The write is a
   * conditional update, `… WHERE id AND version = $expected` (group-committed with concurrent updates by
   * CartWrites), so of two updates made from the same version exactly one wins and the other answers the
   * version conflict with the winner's version; the cart is read from the cart cache when the database is
   * exclusive. Resolves only after the write has committed. Errors: cart/not-found, cart/version-conflict,
   * cart/not-active, and those of the actions.
   */
  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const cart = await this.getCartById(id);
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
    const r = await this.convertCart(input);
    // The ordered cart is newer than any kept copy (CartCache keeps the higher version); a failed conversion
    // changed nothing, so what is kept stays true.
    if (r.ok) {
      this.carts.remember(r.value.cart);
      if (r.value.cart.discountCodes.length > 0) this.discountsKept = undefined;
    }
    return r;
  }

  private convertCart(input: OrderFromCartInput): Promise<Result<Order>> {
    return this.db.transaction(async (tx) => {
      if (input.idempotencyKey) {
        const [prior] = await tx.query<{ doc: Order }>('SELECT doc FROM orders WHERE idempotency_key = $1', [
          input.idempotencyKey,
        ]);
        if (prior) return ok(prior.doc);
      }
      const [row] = await tx.query<{ doc: Cart }>('SELECT doc FROM carts WHERE id = $1 FOR UPDATE', [input.cartId]);
      if (!row) return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
      const cart = row.doc;
      if (cart.version !== input.version)
        return err(
          domainError('cart/version-conflict', 'The cart changed; please review it.', { currentVersion: cart.version }),
        );
      if (cart.cartState !== 'Active') return err(domainError('cart/not-active', "Can't update order"));
      const ordered: Cart = { ...cart, cartState: 'Ordered', version: cart.version + 1 };
      const orderNumber = input.orderNumber ?? (await nextOrderNumber(tx));
      const order: Order = {
        id: this.ids.uuid(),
        orderNumber,
        orderState: 'Open',
        createdAt: new Date(this.clock.nowMs()).toISOString(),
        customerEmail: cart.customerEmail,
        shippingAddress: cart.shippingAddress ?? cart.itemShippingAddresses[0],
        billingAddress: input.billingAddress ?? cart.billingAddress,
        cart: ordered,
        totals: input.totals,
        payments: input.payments,
        receiptToken: input.receiptToken,
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      };
      await tx.query('UPDATE carts SET doc = $2, version = $3, cart_state = $4, updated_at = now() WHERE id = $1', [
        cart.id,
        ordered,
        ordered.version,
        'Ordered',
      ]);
      await tx.query(
        'INSERT INTO orders ' +
          '(id, order_number, receipt_token, cart_id, customer_email, idempotency_key, created_at, doc) ' +
          'VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          order.id,
          order.orderNumber,
          order.receiptToken,
          cart.id,
          order.customerEmail ?? null,
          input.idempotencyKey ?? null,
          order.createdAt,
          order,
        ],
      );
      for (const c of cart.discountCodes.filter((c) => c.state === 'MatchesCart')) {
        await tx.query('UPDATE discount_codes SET application_count = application_count + 1 WHERE id = $1', [c.id]);
      }
      return ok(order);
    });
  }

  async getOrderByNumber(orderNumber: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>('SELECT doc FROM orders WHERE order_number = $1', [orderNumber]);
    return row?.doc;
  }

  async getOrderByIdempotencyKey(key: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>('SELECT doc FROM orders WHERE idempotency_key = $1', [key]);
    return row?.doc;
  }

  async getOrderByReceiptToken(token: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>('SELECT doc FROM orders WHERE receipt_token = $1', [token]);
    return row?.doc;
  }

  async listOrders(q: { limit: number; offset: number }): Promise<readonly Order[]> {
    const rows = await this.db.query<{ doc: Order }>(
      'SELECT doc FROM orders ORDER BY created_at DESC, order_number DESC LIMIT $1 OFFSET $2',
      [q.limit, q.offset],
    );
    return rows.map((r) => r.doc);
  }

  async countOrdersByEmail(email: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE lower(customer_email) = lower($1)',
      [email],
    );
    return row?.n ?? 0;
  }

  getProductByKey = (key: string) => this.products.byKey(key);
  getProductByPath = (path: string) => this.products.byPath(path);
  getProductBySku = (sku: string) => this.products.bySku(sku);
  getProductsByKeys = (keys: readonly string[]) => this.products.byKeys(keys);
  listProducts = (q: ProductQuery) => this.products.list(q);
  listCategories = () => this.products.categories();
  getNutritionFacts = (productKey: string) => this.products.nutritionFacts(productKey);

  async getCustomObject(container: string, key: string): Promise<CustomObject | undefined> {
    const [row] = await this.db.query<{ key: string; id: string | null; value: unknown; version: number }>(
      'SELECT key, id, value, version FROM custom_objects WHERE container = $1 AND key = $2',
      [container, key],
    );
    return row ? customObjectOfRow(container, row) : undefined;
  }

  async setCustomObject(
    container: string,
    key: string,
    value: unknown,
    expectedVersion?: number,
  ): Promise<Result<CustomObject>> {
    if (container !== ORDER_NUMBER_SEQUENCE.container)
      return err(
        domainError('custom-object/read-only', `The container '${container}' is read-only on the local server.`),
      );
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string | null; version: number }>(
        'SELECT id, version FROM custom_objects WHERE container = $1 AND key = $2 FOR UPDATE',
        [container, key],
      );
      const conflict = (current: number | undefined) =>
        err(
          domainError(
            'custom-object/version-conflict',
            `Object ${container}/${key} has a different version than expected.`,
            current === undefined ? undefined : { currentVersion: current },
          ),
        );
      if (row && expectedVersion !== undefined && row.version !== expectedVersion) return conflict(row.version);
      if (!row && expectedVersion !== undefined && expectedVersion !== 0) return conflict(undefined);
      const id = row?.id ?? this.ids.uuid();
      const version = (row?.version ?? 0) + 1;
      await tx.query(
        `INSERT INTO custom_objects (container, key, id, version, value) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (container, key) DO UPDATE SET version = $4, value = $5`,
        [container, key, id, version, JSON.stringify(value)],
      );
      return ok({ id, key, value, version });
    });
  }

  async getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]> {
    if (ids.length > MAX_CUSTOM_OBJECT_IDS)
      throw new RangeError(`at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
    return this.products.customObjectsByIds(container, ids);
  }

  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    const rows = await this.db.query<{ doc: CartDiscountDef }>(
      "SELECT doc FROM cart_discounts ORDER BY (doc->>'sortOrder')::float8 DESC, id",
    );
    return rows.map((r) => r.doc);
  }

  getDiscountCodeByCode = (code: string) => this.discountCodeWhere('upper(code) = upper($1)', code);
  getDiscountCodeById = (id: string) => this.discountCodeWhere('id = $1', id);

  private async discountCodeWhere(condition: string, value: string): Promise<DiscountCodeInfo | undefined> {
    const [row] = await this.db.query<{ doc: DiscountCodeDef; application_count: number }>(
      `SELECT doc, application_count FROM discount_codes WHERE ${condition}`,
      [value],
    );
    return row ? discountCodeOfRow(row) : undefined;
  }
}
