import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { Cart, LineItem } from '../../cart/model';
import { updateCartWithRetry } from '../../cart';
import type { CommercePort } from '../../../ports/commerce';
import type { CustomerOrdersPort } from '../../../ports/customer-orders';
import type { AddToCart } from './add-to-cart';

const inputSchema = z.strictObject({
  ownerId: z.string().min(1).max(100),
  customerId: z.string().min(1).max(100),
  orderNumber: z.string().min(1).max(64),
});

/** A line of the order that went into the cart again: its SKU, product name and the units added. */
export interface ReorderedLine {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
}

/** A line of the order that is no longer sold (or could not be added): its SKU and product name. */
export interface SkippedLine {
  readonly sku: string;
  readonly name: string;
}

/**
 * What a reorder did: the session's cart afterwards (null when nothing was added and the session has no cart), the
 * lines added and the lines skipped, in the order's line order.
 */
export interface ReorderResult {
  readonly cart: Cart | null;
  readonly added: readonly ReorderedLine[];
  readonly skipped: readonly SkippedLine[];
}

/** The cart custom field that names the order a cart was copied from (spec: shell-account §3 Cart (shell view)). */
export const COPIED_FROM_ORDER_FIELD = 'copiedFromOrderNumber';

/**
 * Easy Reorder's "Reorder" (spec: shell-account §2 Account area, §3 Cart (shell view) copiedFromOrderNumber): copies
 * the still-available lines of the customer's order `orderNumber` into the session's cart (the owner id's active
 * cart, created when there is none) through AddToCart, one line at a time, so each line gets the shipments any add
 * gets; a line adds its units to a line of the same SKU. A line whose variant is gone, inactive or refused by the
 * add is skipped and named in `skipped`. When at least one line was added, the cart records the order's number in
 * its custom field copiedFromOrderNumber. Errors: 'validation/invalid'; 'order/not-found' when the customer has no
 * order of that number (another customer's order is never read); the cart update's errors.
 */
export class ReorderOrder {
  constructor(
    private readonly orders: Pick<CustomerOrdersPort, 'orderOf'>,
    private readonly commerce: Pick<CommercePort, 'getProductBySku' | 'getCartById' | 'updateCart'> &
      Pick<CommercePort, 'getActiveCartOf'>,
    private readonly addToCart: Pick<AddToCart, 'execute'>,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<ReorderResult>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Give the order’s number.'));
    const { ownerId, customerId, orderNumber } = parsed.data;
    const order = await this.orders.orderOf(customerId, orderNumber);
    if (!order) return err(domainError('order/not-found', 'We could not find that order.'));
    const added: ReorderedLine[] = [];
    const skipped: SkippedLine[] = [];
    let cart: Cart | undefined;
    for (const line of order.cart.lineItems) {
      const name = line.name;
      const sku = line.variant.sku;
      if (!(await this.stillSold(line))) {
        skipped.push({ sku, name });
        continue;
      }
      const r = await this.addToCart.execute({ anonymousId: ownerId, sku, quantity: line.quantity });
      if (!r.ok) {
        skipped.push({ sku, name });
        continue;
      }
      cart = r.value.cart;
      added.push({ sku, name, quantity: line.quantity });
    }
    if (!cart) return ok({ cart: (await this.commerce.getActiveCartOf(ownerId)) ?? null, added, skipped });
    const marked = await updateCartWithRetry(this.commerce, cart, () =>
      ok([{ action: 'setCustomField', name: COPIED_FROM_ORDER_FIELD, value: orderNumber }]),
    );
    return marked.ok ? ok({ cart: marked.value, added, skipped }) : marked;
  }

  /** Whether the line's variant is still sold: its product holds the SKU and the variant is active. */
  private async stillSold(line: LineItem): Promise<boolean> {
    const product = await this.commerce.getProductBySku(line.variant.sku);
    return product?.variants.some((v) => v.sku === line.variant.sku && v.active) ?? false;
  }
}
