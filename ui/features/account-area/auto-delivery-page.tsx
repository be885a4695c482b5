import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AUTO_DELIVERY_PATHS, deliveryDetailId, intervalLabel, type Subscription } from '../../../core/subscriptions';
import type { AutoDeliveryPageData } from '../../../ports/account-area';
import { useStores } from '../../app/stores-context';
import { AppLink } from '../../components/app-link';
import { autoDeliveryCopy } from '../../copy/auto-delivery-copy';
import type { AccountAreaPageProps } from './account-area-views';
import { AutoDeliveryEmpty, DeclinedNotices, DeliveryCard, UpsellForm } from './auto-delivery-parts';
import { AutoDeliveryStore } from './auto-delivery-store';
import { InactiveSubscriptions, SubscriptionEditor } from './auto-delivery-subscription';
import { Outcome } from '../../components/form-outcome';
import '../../styles/auto-delivery.css';

const t = autoDeliveryCopy;

/** The page's action store, one per page shown. */
function useAutoDeliveryStore(props: AccountAreaPageProps): AutoDeliveryStore {
  const root = useStores();
  const [store] = useState(() => new AutoDeliveryStore(root, props.store));
  return store;
}

/** Active and inactive subscriptions apart, in the order the server gave (§4's). */
function split(data: AutoDeliveryPageData): { active: Subscription[]; inactive: Subscription[] } {
  return {
    active: data.subscriptions.filter((s) => s.active),
    inactive: data.subscriptions.filter((s) => !s.active),
  };
}

/** The active subscriptions with their controls. */
function ActiveSubscriptions(props: { data: AutoDeliveryPageData; store: AutoDeliveryStore; active: Subscription[] }) {
  if (props.active.length === 0) return null;
  return (
    <section aria-labelledby="auto-delivery-subscriptions">
      <h2 id="auto-delivery-subscriptions">{t.subscriptionsHeading}</h2>
      <ul className="auto-delivery-subscriptions">
        {props.active.map((s) => (
          <SubscriptionEditor key={`${s.id}:${s.version}`} subscription={s} data={props.data} store={props.store} />
        ))}
      </ul>
    </section>
  );
}

/** What the list pages show around their deliveries: outcome, declined notices, empty state, upsell, subscriptions. */
const Frame = observer(function Frame(props: {
  data: AutoDeliveryPageData;
  store: AutoDeliveryStore;
  children: React.ReactNode;
}) {
  const { data, store } = props;
  const { active, inactive } = split(data);
  return (
    <div className="auto-delivery" aria-busy={!!store.busy}>
      <Outcome outcome={store.outcome} />
      <DeclinedNotices data={data} store={store} />
      {data.subscriptions.length === 0 ? <AutoDeliveryEmpty /> : null}
      {props.children}
      <UpsellForm data={data} store={store} />
      <ActiveSubscriptions data={data} store={store} active={active} />
      <InactiveSubscriptions subscriptions={inactive} store={store} />
    </div>
  );
});

/**
 * /account/auto-delivery (catalogue-gifting §2): the upcoming deliveries soonest first, each with its lines, subtotal,
 * Skip, Send Now and details link; then the subscriptions' controls and the Inactive section.
 */
export const AutoDeliveryListPage = observer(function AutoDeliveryListPage(props: AccountAreaPageProps) {
  const store = useAutoDeliveryStore(props);
  const data = props.data.autoDelivery;
  if (!data) return null;
  return (
    <Frame data={data} store={store}>
      {data.subscriptions.length > 0 ? (
        <section aria-labelledby="auto-delivery-upcoming">
          <h2 id="auto-delivery-upcoming">{t.upcoming}</h2>
          {data.deliveries.length === 0 ? <p>{t.noDeliveries}</p> : null}
          {data.deliveries.map((d) => (
            <DeliveryCard key={d.id} delivery={d} data={data} store={store} redesign={false} />
          ))}
        </section>
      ) : null}
    </Frame>
  );
});

/**
 * /account/auto-delivery-redesign (the autoDeliveryPortal flag): the same data laid out as cards grouped by interval
 * under 'Every N Weeks' headers, each card linking to the redesign's detail page.
 */
export const AutoDeliveryRedesignPage = observer(function AutoDeliveryRedesignPage(props: AccountAreaPageProps) {
  const store = useAutoDeliveryStore(props);
  const data = props.data.autoDelivery;
  if (!data) return null;
  const groups = new Map<string, typeof data.deliveries>();
  for (const d of data.deliveries) {
    const label = intervalLabel(d.interval);
    groups.set(label, [...(groups.get(label) ?? []), d]);
  }
  return (
    <Frame data={data} store={store}>
      <div className="auto-delivery-redesign">
        {[...groups].map(([label, deliveries]) => (
          <section key={label} className="auto-delivery-group" aria-label={label}>
            <h2>
              {t.redesign.everyHeading(label)}{' '}
              <span className="muted">
                {t.redesign.items(deliveries.reduce((n, d) => n + d.subscriptions.length, 0))}
              </span>
            </h2>
            <div className="auto-delivery-group__cards">
              {deliveries.map((d) => (
                <DeliveryCard key={d.id} delivery={d} data={data} store={store} redesign />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Frame>
  );
});

/**
 * A delivery's detail page (/account/auto-delivery/details/{id} or the redesign's): that delivery (the server checked
 * the id: one that names none redirects to the list) with its actions and its subscriptions' controls.
 */
export const AutoDeliveryDetailPage = observer(function AutoDeliveryDetailPage(props: AccountAreaPageProps) {
  const store = useAutoDeliveryStore(props);
  const data = props.data.autoDelivery;
  const redesign = props.data.page === 'auto-delivery-redesign-detail';
  const list = redesign ? AUTO_DELIVERY_PATHS.redesign : AUTO_DELIVERY_PATHS.list;
  const delivery = data?.deliveries.find((d) => deliveryDetailId(d, redesign) === data.deliveryId);
  if (!data) return null;
  const ids = new Set(delivery?.subscriptions.map((s) => s.id) ?? []);
  return (
    <div className="auto-delivery" aria-busy={!!store.busy}>
      <p>
        <AppLink to={list}>{t.backToList}</AppLink>
      </p>
      <Outcome outcome={store.outcome} />
      {delivery ? (
        <>
          <DeliveryCard delivery={delivery} data={data} store={store} redesign={redesign} detail />
          <ActiveSubscriptions data={data} store={store} active={data.subscriptions.filter((s) => ids.has(s.id))} />
        </>
      ) : (
        <p>{t.noDeliveries}</p>
      )}
    </div>
  );
});
