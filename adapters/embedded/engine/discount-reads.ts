import type { Cart, CartAction } from '../../../core/cart';
import type { Database } from '../db/database';
import type { CartDiscountDef, DiscountCodeDef } from './demo-discounts';
import type { DiscountCatalog } from './recalculate';
import { discountCodeOfRow } from './resource-scans';

/** The cart discounts and discount codes a cart calculation prices with (codes also by their upper-cased code). */
export type Discounts = DiscountCatalog & { codesByCode: Map<string, DiscountCodeDef> };

/** What a cart without discount codes is calculated with: nothing. */
export const NO_DISCOUNTS: Discounts = { cartDiscounts: new Map(), codesById: new Map(), codesByCode: new Map() };

/** A discount code row: its document and its application count. */
type CodeRow = { doc: DiscountCodeDef; application_count: number };

/**
 * The discounts the embedded commerce engine's cart calculations read (core-cart-checkout: discount codes and their
 * cart discounts). Only codes lead to cart discounts (recalculate.ts), so a calculation reads the codes the cart
 * holds and those an addDiscountCode action names, with their cart discounts; a cart with neither reads nothing.
 * On an exclusive database (PGlite) every discount is read once and kept until `forget` (the engine calls it when
 * it writes a code or counts one); on PostgreSQL, shared with other processes, only the reachable ones are read for
 * each calculation, so a cart update's cost does not grow with the one-use codes the first-order offer keeps adding.
 */
export class DiscountReads {
  private kept: Promise<Discounts> | undefined;

  constructor(private readonly db: Database) {}

  /** The discounts calculating `cart` with `actions` can reach (more, all of them, on an exclusive database). */
  for(cart: Cart, actions: readonly CartAction[]): Promise<Discounts> {
    const named = actions.flatMap((a) => (a.action === 'addDiscountCode' ? [a.code.trim().toUpperCase()] : []));
    const held = cart.discountCodes.map((c) => c.id);
    if (named.length === 0 && held.length === 0) return Promise.resolve(NO_DISCOUNTS);
    return this.db.exclusive ? this.all() : this.load({ ids: held, codes: named });
  }

  /** Drops what is kept: the next calculation that needs discounts reads them again. */
  forget(): void {
    this.kept = undefined;
  }

  /** Every discount, read once and kept (exclusive database); a failed read is not kept. */
  private all(): Promise<Discounts> {
    if (this.kept) return this.kept;
    const loading = this.load();
    this.kept = loading;
    loading.catch(() => {
      if (this.kept === loading) this.kept = undefined;
    });
    return loading;
  }

  /** Every discount (no `only`), or the codes with one of `only.ids` or (upper-cased) `only.codes`, and theirs. */
  private async load(only?: { ids: readonly string[]; codes: readonly string[] }): Promise<Discounts> {
    const codes = only
      ? await this.db.query<CodeRow>(
          'SELECT doc, application_count FROM discount_codes WHERE id = ANY($1) OR upper(code) = ANY($2)',
          [only.ids, only.codes],
        )
      : await this.db.query<CodeRow>('SELECT doc, application_count FROM discount_codes');
    const defs = codes.map(discountCodeOfRow);
    const reached = [...new Set(defs.flatMap((d) => d.cartDiscountIds))];
    let cds: { doc: CartDiscountDef }[] = [];
    if (!only) cds = await this.db.query('SELECT doc FROM cart_discounts');
    else if (reached.length > 0)
      cds = await this.db.query('SELECT doc FROM cart_discounts WHERE id = ANY($1)', [reached]);
    return {
      cartDiscounts: new Map(cds.map((r) => [r.doc.id, r.doc])),
      codesById: new Map(defs.map((d) => [d.id, d])),
      codesByCode: new Map(defs.map((d) => [d.code.toUpperCase(), d])),
    };
  }
}
