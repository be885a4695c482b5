import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { SavedAddress } from '../../../core/customers';
import { formatMoney } from '../../../core/shared';
import {
  AUTO_DELIVERY_PATHS,
  deliveryDetailPath,
  intervalLabel,
  weekdayMonthDay,
  type Delivery,
  type Subscription,
} from '../../../core/subscriptions';
import type { AutoDeliveryPageData } from '../../../ports/account-area';
import { ACCOUNT_AREA_PATHS } from '../../../ports/account-area';
import { AppLink } from '../../components/app-link';
import { autoDeliveryCopy } from '../../copy/auto-delivery-copy';
import type { AutoDeliveryStore } from './auto-delivery-store';

const t = autoDeliveryCopy;

/** A saved address as one line of text: name, street, city, state and postal code. */
export function addressText(saved: SavedAddress | undefined): string {
  if (!saved) return t.addressUnknown;
  const a = saved.address;
  const place = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.name, [a.street1, a.street2].filter(Boolean).join(' '), place].filter(Boolean).join(', ');
}

/** The saved address of `id` among the page's addresses. */
export function addressOf(data: AutoDeliveryPageData, id: string): SavedAddress | undefined {
  return data.addresses.find((a) => a.id === id);
}

/**
 * One subscription's line of a delivery (catalogue-gifting §3 Subscription): name, variant, quantity, interval, the
 * regular unit price struck through beside the Auto-Delivery price, and the line's total.
 */
export function SubscriptionLine({ subscription: s }: { subscription: Subscription }) {
  const discounted = s.discountedPiecePrice.cents < s.piecePrice.cents;
  return (
    <li className="auto-delivery-line">
      <div className="auto-delivery-line__product">
        <AppLink to={s.productPath} className="auto-delivery-line__name">
          {s.name}
        </AppLink>
        <span className="muted">{s.variantName}</span>
        <span>{t.quantityLine(s.quantity)}</span>
        <span>{intervalLabel(s.intervalDays)}</span>
      </div>
      <div className="auto-delivery-line__prices">
        {discounted ? (
          <s className="muted" aria-label={`${t.wasPrice} ${formatMoney(s.piecePrice)}`}>
            {formatMoney(s.piecePrice)}
          </s>
        ) : null}
        <span aria-label={`${t.autoDeliveryPrice} ${formatMoney(s.discountedPiecePrice)}`}>
          {formatMoney(s.discountedPiecePrice)}
        </span>
        <span className="auto-delivery-line__total">
          {t.lineTotal} {formatMoney(s.discountedExtendedPrice)}
        </span>
      </div>
    </li>
  );
}

/**
 * An upcoming delivery (catalogue-gifting §3 Auto-delivery order): its ship date ('Tuesday, December 1'), address,
 * lines and subtotal, with Skip and Send Now for the whole delivery and, unless `detail`, the link to its detail page.
 */
export const DeliveryCard = observer(function DeliveryCard(props: {
  delivery: Delivery<Subscription>;
  data: AutoDeliveryPageData;
  store: AutoDeliveryStore;
  redesign: boolean;
  detail?: boolean;
}) {
  const { delivery, data, store } = props;
  const headingId = useId();
  const date = weekdayMonthDay(delivery.shipOn);
  return (
    <article className="auto-delivery-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.ships(date)}</h3>
      <p className="auto-delivery-card__address">
        {t.shipsTo} {addressText(addressOf(data, delivery.shippingAddressId))}
      </p>
      <ul className="auto-delivery-card__lines" aria-label={t.deliveryLabel(date)}>
        {delivery.subscriptions.map((s) => (
          <SubscriptionLine key={s.id} subscription={s} />
        ))}
      </ul>
      <p className="auto-delivery-card__subtotal">
        {t.subtotal} <strong>{formatMoney(delivery.totals.subtotal)}</strong>
      </p>
      <div className="auto-delivery-card__actions" role="group" aria-label={t.deliveryLabel(date)}>
        <SkipAndSendNow
          busy={!!store.busy}
          primary
          onSkip={() => void store.skipDelivery(delivery)}
          onSendNow={() => void store.sendDeliveryNow(delivery)}
        />
        {props.detail ? null : (
          <AppLink to={deliveryDetailPath(delivery, props.redesign)} aria-label={`${t.details}: ${date}`}>
            {t.details}
          </AppLink>
        )}
      </div>
    </article>
  );
});

/**
 * The deliveries a declined card left unplaced: "We could not place your Auto-Delivery order of {date}: {failure}",
 * with Send Now to retry and a link to the Wallet.
 */
export const DeclinedNotices = observer(function DeclinedNotices(props: {
  data: AutoDeliveryPageData;
  store: AutoDeliveryStore;
}) {
  if (props.data.declined.length === 0) return null;
  return (
    <section className="auto-delivery-declined" aria-labelledby="auto-delivery-declined">
      <h2 id="auto-delivery-declined">{t.declinedHeading}</h2>
      <ul>
        {props.data.declined.map((run) => (
          <li key={run.id} role="alert">
            <p>{t.declined(weekdayMonthDay(run.shipOn), run.failure ?? '')}</p>
            <button
              type="button"
              className="button button--primary"
              disabled={!!props.store.busy}
              onClick={() => void props.store.retryDeclined(run)}
            >
              {t.sendNow}
            </button>{' '}
            <AppLink to={ACCOUNT_AREA_PATHS.wallet}>{t.wallet}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * Impulse upsell (catalogue-gifting §3 "Impulse-upsell eligibility: shipOn, shippingAddressId"): a product the
 * customer ordered before (the page's `upsellProducts`) added to the soonest delivery to that address, and a link to
 * the search for any other product.
 */
export const UpsellForm = observer(function UpsellForm(props: {
  data: AutoDeliveryPageData;
  store: AutoDeliveryStore;
}) {
  const upsell = props.data.impulseUpsell;
  const products = props.data.upsellProducts ?? [];
  const [sku, setSku] = useState(products[0]?.sku ?? '');
  const ids = { product: useId(), quantity: useId() };
  const [quantity, setQuantity] = useState(1);
  if (!upsell) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sku) void props.store.addToNextDelivery(sku, quantity);
  };
  return (
    <section className="auto-delivery-upsell" aria-labelledby="auto-delivery-upsell">
      <h2 id="auto-delivery-upsell">{t.upsellHeading}</h2>
      <p>{t.upsellText(weekdayMonthDay(upsell.shipOn))}</p>
      {products.length > 0 ? (
        <form onSubmit={submit} className="auto-delivery-upsell__form">
          <label htmlFor={ids.product}>{t.upsellProduct}</label>
          <select id={ids.product} value={sku} onChange={(e) => setSku(e.target.value)}>
            {products.map((p) => (
              <option key={p.sku} value={p.sku}>
                {p.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.quantity}>{t.quantity}</label>
          <input
            id={ids.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={4999}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.trunc(Number(e.target.value)) || 1))}
          />
          <button type="submit" className="button button--primary" disabled={!!props.store.busy}>
            {t.upsellAdd}
          </button>
        </form>
      ) : null}
      <AppLink to="/search/instant">{t.upsellSearch}</AppLink>
    </section>
  );
});

/** No subscriptions at all: the empty text and a link to the /auto-delivery help page. */
export function AutoDeliveryEmpty() {
  return (
    <div className="auto-delivery-empty">
      <p>{t.empty}</p>
      <AppLink to={AUTO_DELIVERY_PATHS.help}>{t.learnMore}</AppLink>
    </div>
  );
}

/** The Skip and Send Now buttons of a delivery or a subscription (spec: catalogue-gifting §4 skip, send now). */
export function SkipAndSendNow(props: {
  readonly busy: boolean;
  /** Send Now as the primary button (a delivery's), else secondary (a subscription's). */
  readonly primary?: boolean;
  readonly onSkip: () => void;
  readonly onSendNow: () => void;
}) {
  return (
    <>
      <button type="button" className="button button--secondary" disabled={props.busy} onClick={props.onSkip}>
        {t.skip}
      </button>
      <button
        type="button"
        className={`button ${props.primary ? 'button--primary' : 'button--secondary'}`}
        disabled={props.busy}
        onClick={props.onSendNow}
      >
        {t.sendNow}
      </button>
    </>
  );
}
