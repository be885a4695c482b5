import { z } from 'zod';
import type { Order } from '../../cart/model';
import type { CustomerOrdersPort } from '../../../ports/customer-orders';

const inputSchema = z.strictObject({
  customerId: z.string().min(1).max(100),
  orderNumber: z.string().min(1).max(64),
});

/**
 * /orders/{id} and /orders/{id}/track (spec: shell-account §1 routes): the signed-in customer's order of that
 * number, or undefined when there is none or it is not theirs (the pages answer 404, never another customer's order),
 * and for input that cannot name an order.
 */
export class GetCustomerOrder {
  constructor(private readonly orders: Pick<CustomerOrdersPort, 'orderOf'>) {}

  async execute(raw: { readonly customerId: string; readonly orderNumber: string }): Promise<Order | undefined> {
    const input = inputSchema.safeParse(raw);
    return input.success ? this.orders.orderOf(input.data.customerId, input.data.orderNumber) : undefined;
  }
}
