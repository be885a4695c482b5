import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { Cart } from '../../cart/model';
import { updateCartWithRetry } from '../../cart';
import type { CommercePort } from '../../../ports/commerce';
import { COPIED_FROM_ORDER_FIELD } from './reorder-order';

const inputSchema = z.string().min(1).max(100);

/**
 * POST /api/orders/clear-copied-order (spec: core-cart-checkout §7 "POST /api/orders/clear-copied-order | none";
 * shell-account §3 Cart (shell view) copiedFromOrderNumber): the session's active cart no longer says which order it
 * was copied from (its custom field copiedFromOrderNumber is unset); its lines stay. Answers the cart afterwards, the
 * cart unchanged when it named no order, or null when the session has no active cart. Errors: 'validation/invalid'
 * for an empty owner id; the cart update's errors (version conflicts are retried).
 */
export class ClearCopiedOrder {
  constructor(private readonly commerce: Pick<CommercePort, 'getActiveCartOf' | 'getCartById' | 'updateCart'>) {}

  async execute(ownerId: string): Promise<Result<Cart | null>> {
    const parsed = inputSchema.safeParse(ownerId);
    if (!parsed.success) return err(domainError('validation/invalid', 'No session.'));
    const cart = await this.commerce.getActiveCartOf(parsed.data);
    if (!cart) return ok(null);
    return updateCartWithRetry(this.commerce, cart, (current) =>
      ok(
        current.custom.copiedFromOrderNumber === undefined
          ? []
          : [{ action: 'setCustomField', name: COPIED_FROM_ORDER_FIELD }],
      ),
    );
  }
}
