import type { LineItem } from '../../core/cart';
import { formatMoney } from '../../core/shared';
import { orderCopy } from '../copy';
import { ProductImage } from './product-image';

/**
 * The lines of a placed order (spec: core-cart-checkout §2 receipt; shell-account §1 /orders/{id}): each with its
 * image, the quantity over it, the product and variant names and the line's total. The receipt page and the
 * account area's order page show the same list.
 */
export function OrderLineList({ lines }: { lines: readonly LineItem[] }) {
  return (
    <ul className="summary-lines">
      {lines.map((l) => (
        <li key={l.id} className="summary-line">
          <span className="summary-line__image">
            <ProductImage src={l.imageUrl} alt="" />
            <span className="summary-line__qty">{l.quantity}</span>
          </span>
          <span className="summary-line__name">
            {l.name}
            <span className="muted">
              {l.variant.variantName} · {orderCopy.addedPanel.quantity(l.quantity)}
            </span>
          </span>
          <span>{formatMoney(l.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
