import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { CustomItemContents } from '../../components/custom-item-contents';
import { GiftLineNote } from '../../components/gift-line-note';
import { ProductImage } from '../../components/product-image';
import { cartTotalLines, TotalsList } from '../../components/totals-list';
import { taxExemptNote } from '../../components/tax-exempt-note';
import { orderCopy } from '../../copy';
import { AppLink } from '../../components/app-link';
import { ShipmentBreakdown } from './shipment-breakdown';

/**
 * The order summary beside every checkout step: the lines, each shipment's items, shipping and packaging when there
 * are several, and the labelled totals.
 */
export const CheckoutSummary = observer(function CheckoutSummary() {
  const { cart } = useStores();
  return (
    <aside className="summary-card checkout__summary" aria-labelledby="checkout-summary-title">
      <div className="summary-card__head">
        <h2 id="checkout-summary-title">{orderCopy.checkout.orderSummary}</h2>
        <AppLink to="/cart" className="button button--link">
          {orderCopy.checkout.backToCart}
        </AppLink>
      </div>
      <ul className="summary-lines">
        {cart.lines.map(({ line, quantity, total }) => (
          <li key={line.id} className="summary-line">
            <span className="summary-line__image">
              <ProductImage src={line.imageUrl} alt="" />
              <span className="summary-line__qty" aria-label={orderCopy.addedPanel.quantity(quantity)}>
                {quantity}
              </span>
            </span>
            <div className="summary-line__name">
              {line.name}
              <span className="muted">{line.variant.variantName}</span>
              <CustomItemContents line={line} />
              <GiftLineNote line={line} />
            </div>
            <span>{formatMoney(total)}</span>
          </li>
        ))}
      </ul>
      {cart.cart && <ShipmentBreakdown cart={cart.cart} />}
      <TotalsList totals={cartTotalLines(cart.cart)} taxNote={cart.cart ? taxExemptNote(cart.cart) : undefined} />
    </aside>
  );
});
