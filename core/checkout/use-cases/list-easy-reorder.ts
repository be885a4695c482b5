import { z } from 'zod';
import type { Order } from '../../cart/model';
import { MAX_RECOMMENDED, recentlyPurchasedKeys, type ProductCard } from '../../catalogue/model';
import type { CustomerOrdersPort } from '../../../ports/customer-orders';

/** Past orders Easy Reorder reads (the newest; older ones fall off the page). */
export const EASY_REORDER_ORDERS = 20;

const inputSchema = z.string().min(1).max(100);

/** A line of a past order as Easy Reorder lists it under the order. */
export interface ReorderableLine {
  readonly sku: string;
  readonly name: string;
  readonly variantName: string;
  readonly quantity: number;
  readonly imageUrl?: string;
  readonly productPath: string;
}

/** A past order Easy Reorder offers to reorder: its number, when it was placed (ISO 8601) and its lines. */
export interface ReorderableOrder {
  readonly orderNumber: string;
  readonly createdAt: string;
  readonly lines: readonly ReorderableLine[];
}

/**
 * Easy Reorder's page (spec: shell-account §1 /account/easy-reorder, §2 Account area): the products of the
 * customer's past orders as cards, most recently ordered first, each product once, only those still sold (cards come
 * from the search index, which holds the products on sale), at most MAX_RECOMMENDED; and the newest
 * EASY_REORDER_ORDERS orders with their lines, newest first, for the per-order "Reorder". Throws ZodError for an
 * empty customer id (a caller's bug), PortError when a store is unreachable.
 */
export class ListEasyReorder {
  constructor(
    private readonly orders: Pick<CustomerOrdersPort, 'ordersOf'>,
    private readonly cards: {
      execute(input: { productKeys: readonly string[]; limit: number }): Promise<ProductCard[]>;
    },
  ) {}

  async execute(customerId: string): Promise<{
    readonly products: readonly ProductCard[];
    readonly orders: readonly ReorderableOrder[];
  }> {
    const placed = await this.orders.ordersOf(inputSchema.parse(customerId), { limit: EASY_REORDER_ORDERS, offset: 0 });
    const lines = placed.flatMap((o) =>
      o.cart.lineItems.map((l) => ({ productKey: l.productKey, orderedAt: o.createdAt })),
    );
    const keys = recentlyPurchasedKeys(lines, MAX_RECOMMENDED);
    const products = keys.length === 0 ? [] : await this.cards.execute({ productKeys: keys, limit: keys.length });
    return { products, orders: placed.map(reorderableOf) };
  }
}

/** The order as Easy Reorder lists it. */
function reorderableOf(order: Order): ReorderableOrder {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    lines: order.cart.lineItems.map((l) => ({
      sku: l.variant.sku,
      name: l.name,
      variantName: l.variant.variantName,
      quantity: l.quantity,
      productPath: l.productPath,
      ...(l.imageUrl === undefined ? {} : { imageUrl: l.imageUrl }),
    })),
  };
}
