import type { Order } from '../core/cart';

/**
 * A signed-in customer's orders (spec: shell-account §2 Account area "Order History", §1 routes /orders/{id} and
 * /orders/{id}/track): the orders recorded as placed by the customer (placed while signed in, or guest orders
 * attached to the account at sign-up). An order of another customer, or of nobody, is never answered: it is
 * absent, exactly as a number no order has. Customer ids are the account ids of ports/customers.ts.
 * Throws PortError only when the store is unreachable.
 */
export interface CustomerOrdersPort {
  /** The customer's orders, newest first (then by order number, descending), `limit` from `offset`. */
  ordersOf(customerId: string, page: { readonly limit: number; readonly offset: number }): Promise<readonly Order[]>;
  /** The customer's order with this order number, or undefined when there is none or it is not theirs. */
  orderOf(customerId: string, orderNumber: string): Promise<Order | undefined>;
}

/** Most orders one ordersOf page holds (the Order History page reads one page of the newest). */
export const MAX_CUSTOMER_ORDERS_PAGE = 100;
