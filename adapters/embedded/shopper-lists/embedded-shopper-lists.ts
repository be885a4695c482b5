import type { Database } from '../db/database';
import type { PurchasedLine } from '../../../core/catalogue';
import type { Order } from '../../../core/cart';
import type { ShopperListsPort } from '../../../ports/shopper-lists';
import type { CustomerOrdersPort } from '../../../ports/customer-orders';

/**
 * The session lists on the embedded database: favorites in the `favorites` table (migration 4), purchase
 * history from `orders` joined to the `carts` they were placed from (a cart row holds the session's
 * anonymous_id, a signed-in session's being its customer's id; orders attached to a customer at sign-up count too; the
 * order document keeps the cart's lines). A customer's own orders (CustomerOrdersPort) are those whose
 * `orders.customer_id` (migration 10) is the customer: the order store records it when a signed-in session places
 * an order, and sign-up attaches guest orders.
 */
export class EmbeddedShopperLists implements ShopperListsPort, CustomerOrdersPort {
  constructor(private readonly db: Database) {}

  async purchasedLines(anonymousId: string, maxOrders: number): Promise<readonly PurchasedLine[]> {
    const rows = await this.db.query<{ doc: Order }>(
      'SELECT o.doc FROM orders o JOIN carts c ON c.id = o.cart_id WHERE (c.anonymous_id = $1 OR o.customer_id = $1) ' +
        'ORDER BY o.created_at DESC, o.order_number DESC LIMIT $2',
      [anonymousId, maxOrders],
    );
    return rows.flatMap(({ doc }) =>
      doc.cart.lineItems.map((l) => ({ productKey: l.productKey, orderedAt: doc.createdAt })),
    );
  }

  async favorites(anonymousId: string): Promise<readonly string[]> {
    const rows = await this.db.query<{ product_key: string }>(
      'SELECT product_key FROM favorites WHERE anonymous_id = $1 ORDER BY created_at DESC, product_key',
      [anonymousId],
    );
    return rows.map((r) => r.product_key);
  }

  async addFavorite(anonymousId: string, productKey: string, nowMs: number): Promise<void> {
    await this.db.query(
      'INSERT INTO favorites (anonymous_id, product_key, created_at) VALUES ($1, $2, $3) ' +
        'ON CONFLICT (anonymous_id, product_key) DO NOTHING',
      [anonymousId, productKey, new Date(nowMs).toISOString()],
    );
  }

  async removeFavorite(anonymousId: string, productKey: string): Promise<void> {
    await this.db.query('DELETE FROM favorites WHERE anonymous_id = $1 AND product_key = $2', [
      anonymousId,
      productKey,
    ]);
  }

  async moveFavorites(fromOwnerId: string, toOwnerId: string): Promise<void> {
    if (fromOwnerId === toOwnerId) return;
    await this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO favorites (anonymous_id, product_key, created_at) ' +
          'SELECT $2, product_key, created_at FROM favorites WHERE anonymous_id = $1 ' +
          'ON CONFLICT (anonymous_id, product_key) DO UPDATE ' +
          'SET created_at = LEAST(favorites.created_at, excluded.created_at)',
        [fromOwnerId, toOwnerId],
      );
      await tx.query('DELETE FROM favorites WHERE anonymous_id = $1', [fromOwnerId]);
    });
  }

  async ordersOf(customerId: string, page: { readonly limit: number; readonly offset: number }) {
    const rows = await this.db.query<{ doc: Order }>(
      'SELECT doc FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, order_number DESC LIMIT $2 OFFSET $3',
      [customerId, page.limit, page.offset],
    );
    return rows.map((r) => r.doc);
  }

  async orderOf(customerId: string, orderNumber: string): Promise<Order | undefined> {
    const [row] = await this.db.query<{ doc: Order }>(
      'SELECT doc FROM orders WHERE customer_id = $1 AND order_number = $2',
      [customerId, orderNumber],
    );
    return row?.doc;
  }
}
