import { domainError, err, ok, type Result } from '../../../core/shared';
import type { Order } from '../../../core/cart';
import type { OrderPaymentStatePort, PaymentStateChange } from '../../../ports/order-payment-state';
import type { Database } from '../db/database';

/**
 * OrderPaymentStatePort on the embedded `orders` table: one conditional UPDATE of the order's document, so the
 * compare-and-set holds across server processes on one database.
 */
export class EmbeddedOrderPaymentState implements OrderPaymentStatePort {
  constructor(private readonly db: Database) {}

  async changePaymentState(orderId: string, change: PaymentStateChange): Promise<Result<Order>> {
    const patch = { paymentState: change.to, ...(change.payments ? { payments: change.payments } : {}) };
    const [row] = await this.db.query<{ doc: Order }>(
      "UPDATE orders SET doc = doc || $2::jsonb WHERE id = $1 AND (doc->>'paymentState') IS NOT DISTINCT FROM $3 " +
        'RETURNING doc',
      [orderId, patch, change.from ?? null],
    );
    if (row) return ok(row.doc);
    const [now] = await this.db.query<{ state: string | null }>(
      "SELECT doc->>'paymentState' AS state FROM orders WHERE id = $1",
      [orderId],
    );
    if (!now) return err(domainError('order/not-found', 'We could not find that order.'));
    const message = 'This order is not waiting for a new payment method.';
    return err(domainError('order/payment-not-failed', message, { paymentState: now.state ?? undefined }));
  }
}
