import { cartTotals, type Cart, type TotalLine } from '../../core/cart';
import { formatMoney } from '../../core/shared';

/**
 * Labelled totals (Subtotal, Discount, Shipping, Heat-Resistant Packaging, Tax, Total) as a description list;
 * `taxNote`, when given, is a second description of the Tax total, on a line of its own under it (a reseller's
 * exemption: shell-account §2 Reseller Certifications).
 */
export function TotalsList({ totals, taxNote }: { totals: readonly TotalLine[]; taxNote?: string | undefined }) {
  return (
    <dl className="totals">
      {totals.map((t) => (
        <div
          key={t.label}
          className={
            `totals__row ${t.label === 'Total' ? 'totals__row--total' : ''} ` +
            `${t.amount.cents < 0 ? 'totals__row--credit' : ''}`
          }
        >
          <dt>{t.label}</dt>
          <dd>{formatMoney(t.amount)}</dd>
          {t.label === 'Tax' && taxNote && <dd className="totals__note">{taxNote}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * The labelled totals of `cart` (core/cart `cartTotals`; none without a cart). The cart and checkout pages and the
 * Added-to-Cart panel compute them here, in their own on-demand code, not in the cart store that every page loads.
 */
export const cartTotalLines = (cart: Cart | undefined): readonly TotalLine[] => (cart ? cartTotals(cart) : []);
