import { ok, type Result } from '../../shared';
import type { Cart, CartAction, LineItem } from '../../cart/model';
import { updateCartWithRetry } from '../../cart';
import type { CommercePort } from '../../../ports/commerce';
import type { CartOwnershipPort } from '../../../ports/customers';

/**
 * The actions that add `lines` to `cart` as commercetools' MergeWithExistingCustomerCart does: a line of a SKU (and
 * price channel) the cart has adds its units to that line, any other becomes a new line; no line goes over the
 * cart's maxQuantity (4999, core-cart-checkout §9) or the variant's maximum pieces per order.
 */
export function mergeLineActions(cart: Cart, lines: readonly LineItem[]): readonly CartAction[] {
  const quantities = new Map<string, { id?: string; quantity: number; cap: number; line: LineItem }>();
  const keyOf = (l: LineItem) => `${l.variant.sku}\u0000${l.distributionChannelKey ?? ''}`;
  const capOf = (l: LineItem) => Math.min(cart.maxQuantity, l.variant.maximumPiecesPerOrder || cart.maxQuantity);
  for (const l of cart.lineItems)
    if (!quantities.has(keyOf(l))) quantities.set(keyOf(l), { id: l.id, quantity: l.quantity, cap: capOf(l), line: l });
  const before = new Map([...quantities].map(([k, v]) => [k, v.quantity]));
  for (const l of lines) {
    const entry = quantities.get(keyOf(l)) ?? { quantity: 0, cap: capOf(l), line: l };
    quantities.set(keyOf(l), { ...entry, quantity: Math.min(entry.cap, entry.quantity + l.quantity) });
  }
  const actions: CartAction[] = [];
  for (const [key, entry] of quantities) {
    if (entry.id === undefined && entry.quantity > 0) {
      const { sku } = entry.line.variant;
      const channel = entry.line.distributionChannelKey;
      actions.push({
        action: 'addLineItem',
        sku,
        quantity: entry.quantity,
        ...(channel ? { distributionChannelKey: channel } : {}),
      });
    } else if (entry.id !== undefined && entry.quantity !== before.get(key))
      actions.push({ action: 'changeLineItemQuantity', lineItemId: entry.id, quantity: entry.quantity });
  }
  return actions;
}

/**
 * The cart a session gets when it signs in (spec: core-cart-checkout §4 Proceeding to checkout, sign-in with
 * preserveCart; shell-account §4 Sign-in flow). A signed-in session's carts belong to its customer (their owner id is
 * the customer's id):
 * - `preserveCart` with a non-empty anonymous cart: merged into the customer's active cart (mergeLineActions; the
 *   anonymous cart is deleted afterwards), or, when the customer has none, taken over;
 * - otherwise the customer's active cart, or else the anonymous one taken over;
 * - null when there is neither.
 * Errors: those of the cart update (version conflicts are retried), 'cart/not-found'.
 */
export class AdoptSessionCart {
  constructor(
    private readonly commerce: CommercePort,
    private readonly ownership: CartOwnershipPort,
  ) {}

  async execute(input: {
    readonly anonymousOwnerId: string;
    readonly customerId: string;
    readonly preserveCart: boolean;
  }): Promise<Result<Cart | null>> {
    const [anonymous, own] = await Promise.all([
      this.commerce.getActiveCartOf(input.anonymousOwnerId),
      this.commerce.getActiveCartOf(input.customerId),
    ]);
    if (input.preserveCart && own && anonymous && anonymous.lineItems.length > 0) {
      const merged = await updateCartWithRetry(this.commerce, own, (current) =>
        ok(mergeLineActions(current, anonymous.lineItems)),
      );
      if (merged.ok) await this.commerce.deleteCart(anonymous.id, anonymous.version);
      return merged;
    }
    if (own) return ok(own);
    if (!anonymous) return ok(null);
    return this.ownership.assignToCustomer(anonymous.id, anonymous.version, input.customerId);
  }
}
