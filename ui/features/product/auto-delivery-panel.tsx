import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { intervalLabel, weekdayMonthDay } from '../../../core/subscriptions';
import { formatMoney } from '../../../core/shared';
import { AppLink } from '../../components/app-link';
import { ProductImage } from '../../components/product-image';
import { SidePanel } from '../../components/side-panel';
import { AUTO_DELIVERY_ACCOUNT_PATH, autoDeliveryControlCopy as t } from '../../copy/auto-delivery-control-copy';
import type { AutoDeliveryControlStore } from '../../stores/auto-delivery-control-store';
import { WebstoreRecommendationList, categoryListPath } from '../recommendations';

/**
 * The 'Added to Auto-Delivery' panel (spec: catalogue-gifting §2 "'Added to Auto-Delivery' panel headed 'Will ship
 * {weekday, month day}' with buttons 'Manage Auto-Delivery' and 'Continue Shopping'", and the modal's
 * recommendations; core-cart-checkout §2 Cart side panels): a dialog (focus moves in, Escape and the overlay close
 * it) with the subscribed line, its interval and price, and the product's category to add to the cart. Opens after a
 * subscription is created; loaded with the control's live part, never in the initial JS.
 */
export const AddedToAutoDeliveryPanel = observer(function AddedToAutoDeliveryPanel(props: {
  store: AutoDeliveryControlStore;
  categoryKey: string | undefined;
  productKey: string;
}) {
  const { store, categoryKey, productKey } = props;
  const close = useCallback(() => store.closePanel(), [store]);
  const s = store.subscription;
  return (
    <SidePanel
      open={store.panelOpen && s !== undefined}
      title={t.panelTitle}
      closeLabel={t.close}
      onClose={close}
      confirmation
    >
      {s && (
        <>
          {s.nextShipOn && <p className="added-auto-delivery__ship">{t.willShip(weekdayMonthDay(s.nextShipOn))}</p>}
          <div className="added-line">
            <ProductImage src={s.imageUrl} alt="" className="added-line__image" />
            <div className="added-line__text">
              <p className="added-line__name">{s.name}</p>
              <p className="muted">{s.variantName}</p>
              <p className="muted">
                {t.quantity(s.quantity)} · {intervalLabel(s.intervalDays)}
              </p>
            </div>
            <p className="added-line__price">{formatMoney(s.discountedExtendedPrice)}</p>
          </div>
        </>
      )}
      <div className="panel-actions">
        <AppLink to={AUTO_DELIVERY_ACCOUNT_PATH} className="button button--primary" onClick={close}>
          {t.manageAutoDelivery}
        </AppLink>
        <button type="button" className="button button--link" onClick={close}>
          {t.continueShopping}
        </button>
      </div>
      {categoryKey && (
        <WebstoreRecommendationList key={categoryKey} path={categoryListPath(categoryKey)} excludeKey={productKey} />
      )}
    </SidePanel>
  );
});
