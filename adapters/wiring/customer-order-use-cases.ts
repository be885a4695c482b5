import type { RecommendProducts } from '../../core/catalogue';
import {
  ClearCopiedOrder,
  GetCustomerOrder,
  ListCustomerOrders,
  ListEasyReorder,
  ReorderOrder,
} from '../../core/checkout';
import type { CommercePort } from '../../ports/commerce';
import type { CustomerOrdersPort } from '../../ports/customer-orders';
import type { CheckoutUseCases } from './storefront';

/**
 * A signed-in customer's past orders: Order History, one order's pages, Easy Reorder's page, reordering an order into
 * the session's cart, and clearing the cart's copied-from-order mark (spec: shell-account §2 Account area;
 * core-cart-checkout §7).
 */
export interface CustomerOrderUseCases {
  readonly listCustomerOrders: ListCustomerOrders;
  readonly getCustomerOrder: GetCustomerOrder;
  readonly listEasyReorder: ListEasyReorder;
  readonly reorderOrder: ReorderOrder;
  readonly clearCopiedOrder: ClearCopiedOrder;
}

/**
 * The customer orders section when its ports and the checkout section are there, else undefined (called by
 * createStorefront only).
 */
export function customerOrderUseCases(p: {
  commerce?: CommercePort;
  orders?: CustomerOrdersPort;
  recommend?: RecommendProducts;
  checkout?: CheckoutUseCases;
}): CustomerOrderUseCases | undefined {
  const { commerce, orders, recommend, checkout } = p;
  if (!commerce || !orders || !recommend || !checkout) return undefined;
  const addToCart = checkout.addToCart;
  return {
    listCustomerOrders: new ListCustomerOrders(orders),
    getCustomerOrder: new GetCustomerOrder(orders),
    listEasyReorder: new ListEasyReorder(orders, recommend),
    reorderOrder: new ReorderOrder(orders, commerce, addToCart),
    clearCopiedOrder: new ClearCopiedOrder(commerce),
  };
}
