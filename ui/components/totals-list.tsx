import type { TotalLine } from '../../core/cart';
import { formatMoney } from '../../core/shared';

/** Labelled totals (Subtotal, Discount, Shipping, Heat-Resistant Packaging, Tax, Total) as a description list. */
export function TotalsList({ totals }: { totals: readonly TotalLine[] }) {
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
        </div>
      ))}
    </dl>
  );
}
