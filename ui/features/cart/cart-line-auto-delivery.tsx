import { useId, useState } from 'react';
import type { LineItem } from '../../../core/cart';
import {
  AUTO_DELIVERY_INTERVAL_WEEKS,
  autoDeliveryDiscountLabel,
  DEFAULT_AUTO_DELIVERY_OPTION,
  DEFAULT_INTERVAL_DAYS,
  intervalLabel,
} from '../../../core/subscriptions';
import { useStores } from '../../app/stores-context';
import { errorText, exceptionText } from '../../copy';
import { autoDeliveryControlCopy as t } from '../../copy/auto-delivery-control-copy';
import type { RootStore } from '../../stores/root-store';
import '../../styles/auto-delivery-control.css';

/**
 * Whether a cart line can be auto-delivered: its variant has an auto-delivery channel price, which the catalogue gives
 * only to eligible, non-wholesale variants (the platform decides the line's price itself, catalogue-gifting §4).
 */
export function offersAutoDelivery(line: LineItem): boolean {
  return line.variant.prices.some((p) => p.channelKey === DEFAULT_AUTO_DELIVERY_OPTION.channelKey);
}

/**
 * Sets (days) or clears (null) the line's auto-delivery interval through the cart's edits (SetLineAutoDelivery,
 * retried on a version conflict); the repriced cart replaces the store's, a failure is a notification.
 */
async function setLineInterval(root: RootStore, lineItemId: string, intervalDays: number | null): Promise<void> {
  try {
    const { cart: edits } = await root.services.loadStorefront();
    const cart = root.cart.cart;
    if (!cart) return;
    const result = await edits.setLineAutoDelivery.execute({ cart, lineItemId, intervalDays });
    if (result.ok) root.cart.setCart(result.value);
    else root.notifications.error(errorText(result.error), result.error.code);
  } catch (e) {
    root.notifications.error(exceptionText(e));
  }
}

/** The interval select of a line ('Deliver every', 'Every 1 Week' … 'Every 12 Weeks'). */
function IntervalSelect(props: { id: string; days: number; onDays: (days: number) => void; name: string }) {
  return (
    <>
      <label htmlFor={props.id} className="auto-delivery-control__label">
        {t.intervalLabel}
        <span className="visually-hidden"> ({props.name})</span>
      </label>
      <select id={props.id} value={props.days} onChange={(e) => props.onDays(Number(e.target.value))}>
        {AUTO_DELIVERY_INTERVAL_WEEKS.map((w) => (
          <option key={w} value={w * 7}>
            {intervalLabel(w * 7)}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * The add-to-auto-delivery control of a cart line (spec: catalogue-gifting §4 Subscription; core-cart-checkout §3 line
 * custom field `autoDeliveryInterval`, in days): idle, the interval and 'Add to Auto-Delivery' ('Adding' while the
 * cart updates); added, 'Every N Week(s)' and the line's '{n}% off Auto-Delivery' with Manage (shows the interval
 * select, a change applies at once) and Remove (clears the interval: the default price again).
 */
export function CartLineAutoDelivery({ line }: { line: LineItem }) {
  const root = useStores();
  const id = useId();
  const current = line.custom.autoDeliveryInterval;
  const [days, setDays] = useState(current ?? DEFAULT_INTERVAL_DAYS);
  const [busy, setBusy] = useState(false);
  const [managing, setManaging] = useState(false);
  const apply = (value: number | null) => {
    setBusy(true);
    void setLineInterval(root, line.id, value).finally(() => {
      setBusy(false);
      setManaging(false);
    });
  };
  if (current === undefined || current <= 0)
    return (
      <div className="auto-delivery-control auto-delivery-control--line">
        <IntervalSelect id={id} days={days} onDays={setDays} name={line.name} />
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => apply(days)}>
          {busy ? t.adding : t.add}
        </button>
      </div>
    );
  // Priced from the auto-delivery channel (the platform's choice: eligible, not wholesale): its label.
  const saving =
    line.price.channelKey === DEFAULT_AUTO_DELIVERY_OPTION.channelKey &&
    autoDeliveryDiscountLabel(DEFAULT_AUTO_DELIVERY_OPTION.discountPercent);
  return (
    <div className="auto-delivery-control auto-delivery-control--added" role="group" aria-label={t.addedLabel}>
      <span className="auto-delivery-control__interval">{intervalLabel(current)}</span>
      {saving && <span className="price-badge price-badge--autoDelivery">{saving}</span>}
      {managing ? (
        <IntervalSelect id={id} days={current} onDays={(d) => apply(d)} name={line.name} />
      ) : (
        <button
          type="button"
          className="button button--link"
          aria-label={t.manageLabel(line.name)}
          onClick={() => setManaging(true)}
        >
          {t.manage}
        </button>
      )}
      <button
        type="button"
        className="button button--link"
        aria-label={t.removeLabel(line.name)}
        disabled={busy}
        onClick={() => apply(null)}
      >
        {t.remove}
      </button>
    </div>
  );
}
