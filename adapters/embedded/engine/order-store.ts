/**
 * The orders of the embedded engine: the conversion of a cart into an order (one transaction, the order number taken
 * from the custom object ORDER_NUMBER_SEQUENCE) and the order reads of CommercePort, on the `orders` table.
 */
import { domainError, err, ok, type Result } from '../../../core/shared';
import { checkoutOwnerIdOf, checkoutTypeOf, type Cart, type Order } from '../../../core/cart';
import { ORDER_NUMBER_SEQUENCE, type OrderFromCartInput } from '../../../ports/commerce';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { Database, Queryable } from '../db/database';
import { debitStoredValue, StoredValueDebitError } from '../stored-value/debits';

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

/** Whether `id` (checkoutOwnerIdOf a cart) is a customer account. */
async function isCustomerAccount(tx: Queryable, id: string | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const [owner] = await tx.query('SELECT id FROM customers WHERE id = $1', [id]);
  return owner !== undefined;
}

/** The order half of EmbeddedCommerce (which keeps its caches in step with what `convert` writes). */
export class OrderStore {
  private readonly createdListeners = new Set<(order: Order) => void>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * Converts the cart to an order in one transaction: the cart becomes Ordered (version + 1), the order is inserted
   * (numbered from ORDER_NUMBER_SEQUENCE unless `input.orderNumber` is given), each discount code matching the cart
   * counts one application, each stored-value debit is taken (debits.ts); a repeated idempotency key answers the first
   * order. Errors: cart/not-found, cart/version-conflict, cart/not-active, payment/insufficient-balance (a debit
   * the certificate or credit no longer covers: nothing is written).
   */
  async convert(input: OrderFromCartInput): Promise<Result<Order>> {
    try {
      const out: { created?: Order } = {};
      const result = await this.convertIn(input, out);
      if (out.created) for (const listener of this.createdListeners) listener(out.created);
      return result;
    } catch (e) {
      if (!(e instanceof StoredValueDebitError)) throw e;
      const message = 'Your gift certificate or store credit balance changed. Please review your payment.';
      return err(domainError('payment/insufficient-balance', message, { kind: e.debit.kind }));
    }
  }

  /**
   * Calls `listener` with each order `convert` creates, once its transaction has committed (never for a repeated
   * idempotency key's answer): the server's orders-placed metric. Returns the function that stops calling it.
   */
  onCreated(listener: (order: Order) => void): () => void {
    this.createdListeners.add(listener);
    return () => this.createdListeners.delete(listener);
  }

  /**
   * convert's transaction; throws StoredValueDebitError (rolling everything back) when a debit cannot be made. Sets
   * `out.created` to the order it inserted.
   */
  private convertIn(input: OrderFromCartInput, out: { created?: Order }): Promise<Result<Order>> {
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
        ...(input.placedBy ? { placedBy: input.placedBy } : {}),
        checkoutType: checkoutTypeOf(input.checkoutType, await isCustomerAccount(tx, checkoutOwnerIdOf(cart))),
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      };
      await tx.query('UPDATE carts SET doc = $2, version = $3, cart_state = $4, updated_at = now() WHERE id = $1', [
        cart.id,
        ordered,
        ordered.version,
        'Ordered',
      ]);
      await tx.query(
        // The customer who placed it: the cart's, or the signed-in customer whose id owns the cart (sessions.ts).
        'INSERT INTO orders ' +
          '(id, order_number, receipt_token, cart_id, customer_email, idempotency_key, created_at, doc, customer_id) ' +
          'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ' +
          'COALESCE($9::text, (SELECT id FROM customers WHERE id = $10::text)))',
        [
          order.id,
          order.orderNumber,
          order.receiptToken,
          cart.id,
          order.customerEmail ?? null,
          input.idempotencyKey ?? null,
          order.createdAt,
          order,
          cart.customerId ?? null,
          cart.anonymousId ?? null,
        ],
      );
      await debitStoredValue(tx, input.storedValueDebits ?? [], {
        payer: cart.anonymousId ?? '',
        orderNumber,
        now: order.createdAt,
        newId: () => `sc_${this.ids.uuid()}`,
      });
      for (const c of cart.discountCodes.filter((c) => c.state === 'MatchesCart')) {
        await tx.query('UPDATE discount_codes SET application_count = application_count + 1 WHERE id = $1', [c.id]);
      }
      out.created = order;
      return ok(order);
    });
  }

  /** The order numbered `orderNumber`, if any. */
  async byNumber(orderNumber: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>('SELECT doc FROM orders WHERE order_number = $1', [orderNumber]);
    return row?.doc;
  }

  /** The order placed with idempotency key `key`, if any. */
  async byIdempotencyKey(key: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>('SELECT doc FROM orders WHERE idempotency_key = $1', [key]);
    return row?.doc;
  }

  /** The order of receipt token `token`, if any. */
  async byReceiptToken(token: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>('SELECT doc FROM orders WHERE receipt_token = $1', [token]);
    return row?.doc;
  }

  /** `q.limit` orders from `q.offset`, newest first (then by order number, descending). */
  async list(q: { limit: number; offset: number }): Promise<readonly Order[]> {
    const rows = await this.db.query<{ doc: Order }>(
      'SELECT doc FROM orders ORDER BY created_at DESC, order_number DESC LIMIT $1 OFFSET $2',
      [q.limit, q.offset],
    );
    return rows.map((r) => r.doc);
  }

  /** How many orders `email` placed (compared case-insensitively). */
  async countByEmail(email: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE lower(customer_email) = lower($1)',
      [email],
    );
    return row?.n ?? 0;
  }
}
