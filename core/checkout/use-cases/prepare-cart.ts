import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { Cart } from '../../cart/model';
import { updateCartWithRetry } from '../../cart';
import type { Product } from '../../catalogue/model';
import type { CommercePort } from '../../../ports/commerce';
import { linesToRemove, removeLinesActions, type RemovedLine } from '../model/cart-preparation';

const inputSchema = z.string().min(1).max(100);

/** What cart preparation did: the cart afterwards (null without an active cart) and the lines it removed. */
export interface PreparedCart {
  readonly cart: Cart | null;
  readonly removed: readonly RemovedLine[];
}

/** The catalogue's current product of each distinct SKU of the cart's lines (undefined for a SKU no longer sold). */
export async function currentProductsOf(
  commerce: Pick<CommercePort, 'getProductBySku'>,
  cart: Cart,
): Promise<ReadonlyMap<string, Product | undefined>> {
  const skus = [...new Set(cart.lineItems.map((l) => l.variant.sku))];
  const products = await Promise.all(skus.map((sku) => commerce.getProductBySku(sku)));
  return new Map(skus.map((sku, i) => [sku, products[i]]));
}

/**
 * Cart preparation before checkout (spec: core-cart-checkout §4 Proceeding to checkout, Cart preparation; §8 "Out
 * of stock line removed"): the owner's active cart loses every line that is out of stock (fewer units on hand than
 * its quantity, or none), inactive or backordered by the catalogue's current stock, with its dependent lines and
 * custom line items and the shipments only they used (`removeLinesActions`), in one update (version conflicts
 * reloaded and retried). Answers the cart afterwards (unchanged when nothing was removed; null without an active
 * cart) and the removed lines, each with '{item}: Sorry, this item is out of stock and has been removed from your
 * cart.'. Errors: 'validation/invalid' for an empty owner id; the cart update's errors.
 */
export class PrepareCart {
  constructor(
    private readonly commerce: Pick<CommercePort, 'getActiveCartOf' | 'getCartById' | 'updateCart' | 'getProductBySku'>,
  ) {}

  async execute(ownerId: string): Promise<Result<PreparedCart>> {
    const parsed = inputSchema.safeParse(ownerId);
    if (!parsed.success) return err(domainError('validation/invalid', 'No session.'));
    const cart = await this.commerce.getActiveCartOf(parsed.data);
    if (!cart) return ok({ cart: null, removed: [] });
    const products = await currentProductsOf(this.commerce, cart);
    let removed: RemovedLine[] = [];
    const updated = await updateCartWithRetry(this.commerce, cart, (current) => {
      removed = linesToRemove(current, products);
      return ok(
        removeLinesActions(
          current,
          removed.map((r) => r.lineItemId),
        ),
      );
    });
    return updated.ok ? ok({ cart: updated.value, removed }) : updated;
  }
}
