import { AUTO_DELIVERY_INTERVAL_WEEKS, intervalLabel } from '../../../core/subscriptions';
import { autoDeliveryControlCopy as t } from '../../copy/auto-delivery-control-copy';
import '../../styles/auto-delivery-control.css';

/** What the control subscribes: the variant's SKU and the quantity chosen, the product's name and category. */
export interface AutoDeliveryTarget {
  readonly sku: string;
  readonly quantity: number;
  readonly name: string;
  /** The product's key, left out of the panel's recommendations. */
  readonly productKey: string;
  /** The category whose list the 'Added to Auto-Delivery' panel recommends. */
  readonly categoryKey: string | undefined;
}

/** The idle control: 'Deliver every' with the interval choices, and the 'Add to Auto-Delivery' button. */
export function AutoDeliveryIdleForm(props: {
  readonly days: number;
  readonly onDays: (days: number) => void;
  readonly adding: boolean;
  readonly onAdd: () => void;
}) {
  const id = 'auto-delivery-interval';
  return (
    <div className="auto-delivery-control">
      <label htmlFor={id} className="auto-delivery-control__label">
        {t.intervalLabel}
      </label>
      <select id={id} value={props.days} onChange={(e) => props.onDays(Number(e.target.value))}>
        {AUTO_DELIVERY_INTERVAL_WEEKS.map((w) => (
          <option key={w} value={w * 7}>
            {intervalLabel(w * 7)}
          </option>
        ))}
      </select>
      <button type="button" className="button button--secondary" disabled={props.adding} onClick={props.onAdd}>
        {props.adding ? t.adding : t.add}
      </button>
    </div>
  );
}
