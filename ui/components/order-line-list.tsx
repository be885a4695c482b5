import type { LineItem } from '../../core/cart';
import { formatMoney } from '../../core/shared';
import { orderCopy } from '../copy';
import { ProductImage } from './product-image';
import { CustomItemContents } from './custom-item-contents';
import { GiftLineNote } from './gift-line-note';
import { BundleShipDates } from './bundle-ship-dates';

/**
 * The lines of a placed order (spec: core-cart-checkout §2 receipt; shell-account §1 /orders/{id}): each with its
 * image, the quantity over it, the product and variant names, what a custom item holds (catalogue-gifting §3 "an
 * order of a custom item lists its ingredients") and the line's total. The receipt page and the
 * account area's order page show the same list. With the order's `orderDate` (ISO 8601), a gift box bundle's line
 * lists its three ship dates (BundleShipDates).
 */
export function OrderLineList({ lines, orderDate }: { lines: readonly LineItem[]; orderDate?: string }) {
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
            <GiftLineNote line={l} />
            {orderDate && <BundleShipDates sku={l.variant.sku} orderDate={orderDate} />}
          </div>
          <span>{formatMoney(l.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
