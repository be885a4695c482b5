import { z } from 'zod';
import type { Order } from '../../cart/model';
import { MAX_CUSTOMER_ORDERS_PAGE, type CustomerOrdersPort } from '../../../ports/customer-orders';

const inputSchema = z.string().min(1).max(100);

/**
 * Order History (spec: shell-account §2 Account area "Orders table", §3 Order row): the signed-in customer's orders,
 * newest first, the newest MAX_CUSTOMER_ORDERS_PAGE of them. Throws ZodError for an empty customer id (a caller's
 * bug), PortError when the store is unreachable.
 */
export class ListCustomerOrders {
  constructor(private readonly orders: Pick<CustomerOrdersPort, 'ordersOf'>) {}

  async execute(customerId: string): Promise<readonly Order[]> {
    return this.orders.ordersOf(inputSchema.parse(customerId), { limit: MAX_CUSTOMER_ORDERS_PAGE, offset: 0 });
  }
}
