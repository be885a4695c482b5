import { z } from 'zod';
import { domainError, err, type Result } from '../../shared';
import type { Order, Payment } from '../../cart/model';
import type { CommercePort } from '../../../ports/commerce';
import type { PaymentGatewayPort } from '../../../ports/payments';
import type { OrderPaymentStatePort } from '../../../ports/order-payment-state';

const inputSchema = z
  .strictObject({
    /** The session's owner id (a customer's id, or an anonymous session's): who asks, and whose nonce pays. */
    ownerId: z.string().min(1).max(200),
    receiptToken: z.string().min(1).max(200).optional(),
    orderNumber: z.string().min(1).max(40).optional(),
    nonce: z.string().min(1).max(200),
  })
  .refine((i) => (i.receiptToken === undefined) !== (i.orderNumber === undefined), {
    message: 'Give either receiptToken or orderNumber.',
  });

/** The input of ChangePaymentMethod: the order by receipt token or by number, and the new card's nonce. */
export type ChangePaymentMethodInput = z.input<typeof inputSchema>;

const NOT_FOUND = 'We could not find that order.';
const NOT_FAILED = 'This order is not waiting for a new payment method.';

/**
 * POST /api/orders/change-payment-method (spec: core-cart-checkout §7; §4 Placing an order): an order whose card
 * capture was declined after placing (paymentState 'Failed') is paid with a new card. The order is found by its
 * receipt token (whoever holds the token: a guest's receipt) or by its number for its owner only (the session's
 * owner id is the order's customer or its cart's owner); any other reads as 'order/not-found'. An order not in
 * 'Failed' answers 'order/payment-not-failed' (HTTP 409). The order is claimed ('Failed' → 'Pending', so two calls
 * never both charge), the new card is authorized and captured for the order's card amount (what stored value did
 * not cover; nothing already captured is voided), and the order becomes 'Paid' with the new card in place of the
 * declined one. A declined card (authorization or capture) answers the gateway's error ('payment/declined' with
 * its message, 'payment/nonce-unknown', ...): its authorization is voided and the order is 'Failed' again. Input
 * errors: 'validation/invalid'. Throws PortError when a port is unreachable (the order is put back to 'Failed'
 * first when the store answers).
 */
export class ChangePaymentMethod {
  constructor(
    private readonly commerce: Pick<CommercePort, 'getOrderByNumber' | 'getOrderByReceiptToken'>,
    private readonly gateway: PaymentGatewayPort,
    private readonly orderPayments: OrderPaymentStatePort,
  ) {}

  /** The order, paid; or the failure above. */
  async execute(raw: ChangePaymentMethodInput): Promise<Result<Order>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Please give the order and a card.'));
    const { ownerId, receiptToken, orderNumber, nonce } = parsed.data;
    const order = receiptToken
      ? await this.commerce.getOrderByReceiptToken(receiptToken)
      : await this.ownOrder(orderNumber ?? '', ownerId);
    if (!order) return err(domainError('order/not-found', NOT_FOUND));
    const card = order.payments.find((p) => p.method === 'card');
    if (order.paymentState !== 'Failed' || !card) {
      return err(domainError('order/payment-not-failed', NOT_FAILED, { paymentState: order.paymentState }));
    }
    const claimed = await this.orderPayments.changePaymentState(order.id, { from: 'Failed', to: 'Pending' });
    if (!claimed.ok) return claimed;
    try {
      const paid = await this.charge(order, card, nonce, ownerId);
      if (paid.ok) return paid;
      await this.orderPayments.changePaymentState(order.id, { from: 'Pending', to: 'Failed' });
      return paid;
    } catch (error) {
      await this.orderPayments.changePaymentState(order.id, { from: 'Pending', to: 'Failed' }).catch(() => undefined);
      throw error;
    }
  }

  /** The order numbered `orderNumber` when `ownerId` owns it (its customer or its cart's owner), else undefined. */
  private async ownOrder(orderNumber: string, ownerId: string): Promise<Order | undefined> {
    const order = await this.commerce.getOrderByNumber(orderNumber);
    const owners = [order?.cart.customerId, order?.cart.anonymousId];
    return order && owners.includes(ownerId) ? order : undefined;
  }

  /** Authorizes and captures the new card for the declined card's amount; records 'Paid' (from 'Pending'). */
  private async charge(order: Order, declined: Payment, nonce: string, payer: string): Promise<Result<Order>> {
    const amount = declined.amountPlanned;
    const auth = await this.gateway.authorize(nonce, amount, payer, `change-payment:${order.id}`);
    if (!auth.ok) return auth;
    const { transactionId, last4, brand } = auth.value;
    const captured = await this.gateway.capture(transactionId, amount);
    if (!captured.ok) {
      await this.gateway.void(transactionId);
      return captured;
    }
    const card: Payment = {
      id: transactionId,
      method: 'card',
      amountPlanned: amount,
      cardLast4: last4,
      cardBrand: brand,
    };
    const payments = order.payments.map((p) => (p === declined ? card : p));
    return this.orderPayments.changePaymentState(order.id, { from: 'Pending', to: 'Paid', payments });
  }
}
