import type { CommercePort } from '../../../ports/commerce';

/**
 * Whether the receipt's order is its customer's first, and how many orders that e-mail has placed (the order included).
 */
export interface FirstOrderAnswer {
  readonly isFirstOrder: boolean;
  readonly orderCount: number;
}

/**
 * `GET /api/orders/is-first-order?receiptToken=` (spec: core-cart-checkout §7): finds the order of the receipt
 * token and counts the orders placed with its e-mail; the order is a first order when that count is at most 1.
 * Undefined when no order has the token or the order has no e-mail.
 */
export class IsFirstOrder {
  constructor(private readonly commerce: Pick<CommercePort, 'getOrderByReceiptToken' | 'countOrdersByEmail'>) {}

  /** The answer, or undefined. */
  async execute(receiptToken: string): Promise<FirstOrderAnswer | undefined> {
    const order = receiptToken === '' ? undefined : await this.commerce.getOrderByReceiptToken(receiptToken);
    if (!order?.customerEmail) return undefined;
    const orderCount = await this.commerce.countOrdersByEmail(order.customerEmail);
    return { isFirstOrder: orderCount <= 1, orderCount };
  }
}
