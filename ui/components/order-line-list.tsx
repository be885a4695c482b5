import type { LineItem } from '../../core/cart';
import { formatMoney } from '../../core/shared';
import { orderCopy } from '../copy';
import { ProductImage } from './product-image';
import { CustomItemContents } from './custom-item-contents';

/**
 * The lines of a placed order (spec: core-cart-checkout §2 receipt; shell-account §1 /orders/{id}): each with its
 * image, the quantity over it, the product and variant names, what a custom item holds (catalogue-gifting §3 "an
 * order of a custom item lists its ingredients") and the line's total. The receipt page and the
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
          <div className="summary-line__name">
            {l.name}
            <span className="muted">
              {l.variant.variantName} · {orderCopy.addedPanel.quantity(l.quantity)}
            </span>
            <CustomItemContents line={l} />
          </div>
          <span>{formatMoney(l.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
