import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BUNDLE_CUSTOMIZER_PATH } from '../../../core/customizers';
import { formatMoney, usd } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { AppLink } from '../../components/app-link';
import { bundleCopy } from './bundle-copy';
import { BundleStore } from './bundle-store';
import { GiftShipmentsDetails } from './gift-shipments-details';
import { useGiftBundleData } from './use-gift-bundle';
import './bundle.css';

/**
 * The gift-box buy block of the bundle product's page (spec: catalogue-gifting §1 "A gift-box buy block sells a '3
 * Month Subscription Bundle'…"; §2 Gift box shipments details; §9 'Save {n}%'): the variant's name as its title, the
 * default bundle's price and saving, 'Add to Cart' for the default bundle, a link to /bundle-customizer and the
 * shipments details. Rendered on the server from PageState.giftBundle; loaded on demand in /bundle-customizer's
 * chunk (bundle-customizer-page.tsx renders it with `block`).
 */
export const GiftBundleBlock = observer(function GiftBundleBlock() {
  const { data, navigated } = useGiftBundleData();
  if (!data) return navigated ? null : <p role="status">{bundleCopy.unavailable}</p>;
  return <BundleBuy key={data.product.sku} data={data} />;
});

const BundleBuy = observer(function BundleBuy({
  data,
}: {
  data: NonNullable<ReturnType<typeof useGiftBundleData>['data']>;
}) {
  const { cart } = useStores();
  const [store] = useState(() => new BundleStore(data, cart));
  return (
    <div className="bundle-buy">
      <h2 className="bundle-buy__title">{data.product.variantName}</h2>
      <p className="bundle-buy__price">
        <span className="bundle-buy__amount">{formatMoney(usd(store.priceCents))}</span>{' '}
        <span className="badge badge--sale bundle-save">{store.saveLabel}</span>
      </p>
      <div className="bundle-buy__actions">
        <button
          type="button"
          className="button button--primary button--large bundle-buy__add"
          disabled={!store.canAdd}
          aria-busy={store.adding}
          onClick={() => void store.addToCart()}
        >
          {store.adding ? bundleCopy.adding : bundleCopy.addToCart}
        </button>
        <AppLink to={BUNDLE_CUSTOMIZER_PATH} className="bundle-buy__customize">
          {bundleCopy.customize}
        </AppLink>
      </div>
      <GiftShipmentsDetails slots={store.slots} packedImageUrl={data.product.imageUrl} />
    </div>
  );
});
