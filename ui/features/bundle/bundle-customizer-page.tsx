import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { GiftBundlePageData } from '../../../core/customizers';
import { formatMoney, usd } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { AppLink } from '../../components/app-link';
import { bundleCopy } from './bundle-copy';
import { BundleStore } from './bundle-store';
import { GiftShipmentsDetails } from './gift-shipments-details';
import { useGiftBundleData } from './use-gift-bundle';
import { GiftBundleBlock } from './gift-bundle-block';
import './bundle.css';

/**
 * The bundle customizer at /bundle-customizer (spec: catalogue-gifting §2 /bundle-customizer; core-cart-checkout §2
 * route table 'bundle customizer'; §1, §9 labels): one labelled choice of gift box per shipment, the running total
 * with 'Save 10%', 'Add to Cart' adding the customized bundle (the usual added-to-cart feedback follows), and the
 * chosen boxes' shipments details. Rendered on the server from PageState.giftBundle; loaded on demand. With `block`,
 * the bundle product page's gift-box buy block instead (GiftBundleBlock: one chunk for both, ui/app/pages.ts).
 */
export default function BundleCustomizerRoute({ block = false }: { readonly block?: boolean }) {
  return block ? <GiftBundleBlock /> : <BundleCustomizerPage />;
}

const BundleCustomizerPage = observer(function BundleCustomizerPage() {
  const { data, navigated } = useGiftBundleData();
  usePageAnnouncement(bundleCopy.customizerTitle);
  if (!data)
    return (
      <div className="container page bundle-page">
        <h1>{bundleCopy.customizerTitle}</h1>
        {!navigated && <p role="status">{bundleCopy.unavailable}</p>}
      </div>
    );
  return <BundleCustomizer data={data} />;
});

const BundleCustomizer = observer(function BundleCustomizer({ data }: { data: GiftBundlePageData }) {
  const { cart } = useStores();
  const [store] = useState(() => new BundleStore(data, cart));
  const id = useId();
  return (
    <div className="container page bundle-page">
      <h1 className="bundle-page__title">{bundleCopy.customizerTitle}</h1>
      <p className="bundle-page__lead">
        <AppLink to={data.product.path}>{data.product.name}</AppLink>: {data.product.variantName}.{' '}
        {bundleCopy.customizerLead(data.config.discountPercent)}
      </p>
      <form
        className="bundle-form"
        onSubmit={(e) => {
          e.preventDefault();
          void store.addToCart();
        }}
      >
        {store.slots.map(({ timing, box }, i) => (
          <div className="bundle-form__slot" key={i}>
            <label htmlFor={`${id}-${i}`}>{bundleCopy.chooseBox(i + 1, timing)}</label>
            <select id={`${id}-${i}`} value={box.sku} onChange={(e) => store.choose(i, e.target.value)}>
              {data.options.map((o) => (
                <option key={o.sku} value={o.sku} disabled={!o.inStock}>
                  {o.name} ({formatMoney(usd(o.piecePrice))}){o.inStock ? '' : ` ${bundleCopy.outOfStock}`}
                </option>
              ))}
            </select>
          </div>
        ))}
        <p className="bundle-form__total" aria-live="polite">
          {bundleCopy.total}: <strong>{formatMoney(usd(store.priceCents))}</strong>{' '}
          <span className="badge badge--sale bundle-save">{store.saveLabel}</span>
        </p>
        {store.problem && <p role="alert">{store.problem}</p>}
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={!store.canAdd}
          aria-busy={store.adding}
        >
          {store.adding ? bundleCopy.adding : bundleCopy.addToCart}
        </button>
      </form>
      <GiftShipmentsDetails slots={store.slots} packedImageUrl={data.product.imageUrl} />
    </div>
  );
});
