import { useState, type ComponentType } from 'react';
import { DEFAULT_INTERVAL_DAYS } from '../../../core/subscriptions';
import type { Variant } from '../../../core/catalogue';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import { useStores } from '../../app/stores-context';
import type { AutoDeliveryControlStore } from '../../stores/auto-delivery-control-store';
import { AutoDeliveryIdleForm, type AutoDeliveryTarget } from './auto-delivery-idle-form';

/** The live part's component (auto-delivery-live.tsx), loaded on the first Add. */
type Live = ComponentType<{ store: AutoDeliveryControlStore; target: AutoDeliveryTarget }>;

/**
 * The add-to-auto-delivery control of an eligible, non-wholesale variant (spec: catalogue-gifting §2 "Add-to-auto-
 * delivery control on products", §4 Subscription). The server renders it idle; its store, the added control and the
 * 'Added to Auto-Delivery' panel load on the first Add (the button reads 'Adding' meanwhile), so the product page's
 * initial JS holds only this form. Mount it with `key={sku}` so that another variant starts idle.
 */
export function AutoDeliveryControl({ target }: { target: AutoDeliveryTarget }) {
  const root = useStores();
  const [days, setDays] = useState(DEFAULT_INTERVAL_DAYS);
  const [loading, setLoading] = useState(false);
  const [live, setLive] = useState<{ Live: Live; store: AutoDeliveryControlStore }>();
  if (live) return <live.Live store={live.store} target={target} />;
  const add = () => {
    setLoading(true);
    void Promise.all([import('../../stores/auto-delivery-control-store'), import('./auto-delivery-live')]).then(
      ([s, l]) => {
        const store = new s.AutoDeliveryControlStore(root, days);
        setLive({ Live: l.AutoDeliveryLive, store });
        void store.add(target.sku, target.quantity);
      },
      () => setLoading(false),
    );
  };
  return <AutoDeliveryIdleForm days={days} onDays={setDays} adding={loading} onAdd={add} />;
}

/**
 * The control for `variant` of `product` when it is auto-delivery eligible and not wholesale (the variants whose price
 * block shows '{n}% off Auto-Delivery'); nothing otherwise. Keyed by SKU: another variant starts idle.
 */
export function ProductAutoDelivery(props: { page: ProductPageProps; variant: Variant; quantity: number }) {
  const { page, variant } = props;
  const { product, ancestors } = page;
  if (!variant.autoDeliveryEligible || variant.wholesale) return null;
  const target = {
    sku: variant.sku,
    quantity: props.quantity,
    name: product.name,
    productKey: product.key,
    // The page's 'Frequently bought together' category, recommended by the panel.
    categoryKey: ancestors[ancestors.length - 1]?.key,
  };
  return <AutoDeliveryControl key={variant.sku} target={target} />;
}
