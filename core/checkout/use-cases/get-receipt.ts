import type { Order } from '../../cart/model';
import type { CommercePort } from '../../../ports/commerce';

/**
 * The receipt page's order (spec: core-cart-checkout §2 /checkout/receipt, §7 receipt): the order whose
 * receipt token is `token`, or undefined when none has it (the token is the only credential a guest holds for
 * the receipt, so an unknown or empty token reads as absent, never as an error).
 */
export class GetReceipt {
  constructor(private readonly commerce: Pick<CommercePort, 'getOrderByReceiptToken'>) {}

  /** The order, or undefined. */
  async execute(token: string): Promise<Order | undefined> {
    return token === '' ? undefined : this.commerce.getOrderByReceiptToken(token);
  }
}
