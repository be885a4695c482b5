import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { ProductImage } from '../../components/product-image';
import { SidePanel } from '../../components/side-panel';
import { orderCopy } from '../../copy';
import { cartFreeShipping, FreeShippingProgress } from './free-shipping-progress';
import { CustomItemContents } from '../../components/custom-item-contents';
import { cartTotalLines } from '../../components/totals-list';
import { WebstoreRecommendationList, targetedListPath } from '../recommendations';

/**
 * The 'Added to Cart' panel anchored right (core-cart-checkout §2 Cart side panels): the added line,
 * the free-shipping progress message, 'Estimated Total' with the item count, and the buttons
 * 'View Cart', 'Proceed to Checkout' and 'Keep Shopping'; after an add from a product page, a vertical list of
 * that product's category ('Frequently bought together') to add with one click. It opens after all pending adds
 * finish. Loaded on demand (AddedToCartSlot), so it is not part of the initial JS.
 */
export const AddedToCartPanel = observer(function AddedToCartPanel() {
  const root = useStores();
  const { cart, ui } = root;
  const navigate = useNavigate();
  const close = useCallback(() => ui.closeAddedToCart(), [ui]);
  const added = cart.lastAddedLine;
  const t = orderCopy.addedPanel;
  const total = cartTotalLines(cart.cart).find((l) => l.label === 'Total')?.amount;
  return (
    <SidePanel
      open={ui.addedToCartOpen && added !== undefined}
      title={t.title}
      closeLabel={t.close}
      onClose={close}
      confirmation
    >
      {added && (
        <div className="added-line">
          <ProductImage src={added.line.imageUrl} alt="" className="added-line__image" />
          <div className="added-line__text">
            <p className="added-line__name">{added.line.name}</p>
            <p className="muted">{added.line.variant.variantName}</p>
            <CustomItemContents line={added.line} />
            <p className="muted">{t.quantity(added.quantity)}</p>
          </div>
          <p className="added-line__price">{formatMoney(added.total)}</p>
        </div>
      )}
      <FreeShippingProgress {...cartFreeShipping(cart)} />
      <p className="estimated-total">
        <span>
          {t.estimatedTotal} <span className="muted">{t.items(cart.itemCount)}</span>
        </span>
        <strong>{total ? formatMoney(total) : ''}</strong>
      </p>
      <div className="panel-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            close();
            navigate('/cart');
          }}
        >
          {t.viewCart}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            close();
            void root.proceedToCheckout();
          }}
        >
          {t.proceed}
        </button>
        <button type="button" className="button button--link" onClick={close}>
          {t.keepShopping}
        </button>
      </div>
      {ui.addedFromCategoryKey && (
        <WebstoreRecommendationList
          key={ui.addedFromCategoryKey}
          path={targetedListPath(ui.addedFromCategoryKey, 'Cart Recommendations')}
          excludeKey={added?.line.productKey}
        />
      )}
    </SidePanel>
  );
});
