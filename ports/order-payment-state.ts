import type { Order, OrderPaymentState, Payment } from '../core/cart';
import type { Result } from '../core/shared';

/** A change of an order's payment state: only from `from` (absent: no state yet), with its payments when given. */
export interface PaymentStateChange {
  /** The state the order must be in now; undefined for an order with no payment state yet. */
  readonly from?: OrderPaymentState;
  readonly to: OrderPaymentState;
  /** The order's payments afterwards (e.g. the new card in place of the declined one); unchanged when absent. */
  readonly payments?: readonly Payment[];
}

/**
 * Records an order's payment state (spec: core-cart-checkout §4 Placing an order, §7 POST
 * /api/orders/change-payment-method): a compare-and-set on the order, so two calls never both move it out of
 * 'Failed'. Only the embedded engine keeps it (like the payment gateway, it has no remote adapter).
 * Errors: 'order/not-found'; 'order/payment-not-failed' when the order's state is not `change.from`
 * (details.paymentState: the state it is in). Throws PortError when the store is unreachable.
 */
export interface OrderPaymentStatePort {
  /** Moves order `orderId` from `change.from` to `change.to`: the order afterwards. */
  changePaymentState(orderId: string, change: PaymentStateChange): Promise<Result<Order>>;
}
