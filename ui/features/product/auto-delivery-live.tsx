import { observer } from 'mobx-react-lite';
import { intervalLabel } from '../../../core/subscriptions';
import { AppLink } from '../../components/app-link';
import { AUTO_DELIVERY_ACCOUNT_PATH, autoDeliveryControlCopy as t } from '../../copy/auto-delivery-control-copy';
import type { AutoDeliveryControlError, AutoDeliveryControlStore } from '../../stores/auto-delivery-control-store';
import { AddedToAutoDeliveryPanel } from './auto-delivery-panel';
import { AutoDeliveryIdleForm, type AutoDeliveryTarget } from './auto-delivery-idle-form';

/** Where an error sends the customer to fix it: no address → Address Book, no card → Wallet. */
const FIXES: Readonly<Record<string, { readonly to: string; readonly text: string }>> = {
  'subscription/no-address': { to: '/account/address-book', text: t.addressBook },
  'subscription/no-payment-method': { to: '/account/wallet', text: t.wallet },
};

/** An error of the control, inline, with the link that fixes it when there is one. */
function ControlError({ error }: { error: AutoDeliveryControlError }) {
  const fix = FIXES[error.key];
  return (
    <p className="auto-delivery-control__error" role="alert">
      {error.message}
      {fix && (
        <>
          {' '}
          <AppLink to={fix.to}>{fix.text}</AppLink>
        </>
      )}
    </p>
  );
}

/**
 * The control once its code is there (spec: catalogue-gifting §4 Subscription): idle (the interval and 'Add to
 * Auto-Delivery'), 'Adding' while the call runs, then the added control, 'Every N Week(s)' or 'Ships one time' with
 * Manage (the account's auto-delivery page) and Remove; errors inline; and the 'Added to Auto-Delivery' panel.
 */
export const AutoDeliveryLive = observer(function AutoDeliveryLive(props: {
  store: AutoDeliveryControlStore;
  target: AutoDeliveryTarget;
}) {
  const { store, target } = props;
  const added = store.status === 'added' || store.status === 'removing';
  return (
    <div className="auto-delivery">
      {added ? (
        <div className="auto-delivery-control auto-delivery-control--added" role="group" aria-label={t.addedLabel}>
          <span className="auto-delivery-control__interval">{intervalLabel(store.subscription?.intervalDays)}</span>
          <AppLink to={AUTO_DELIVERY_ACCOUNT_PATH} aria-label={t.manageLabel(target.name)}>
            {t.manage}
          </AppLink>
          <button
            type="button"
            className="button button--link"
            aria-label={t.removeLabel(target.name)}
            disabled={store.status === 'removing'}
            onClick={() => void store.remove()}
          >
            {store.status === 'removing' ? t.removing : t.remove}
          </button>
        </div>
      ) : (
        <AutoDeliveryIdleForm
          days={store.intervalDays}
          onDays={(d) => store.setInterval(d)}
          adding={store.status === 'adding'}
          onAdd={() => void store.add(target.sku, target.quantity)}
        />
      )}
      {store.error && <ControlError error={store.error} />}
      <AddedToAutoDeliveryPanel store={store} categoryKey={target.categoryKey} productKey={target.productKey} />
    </div>
  );
});
