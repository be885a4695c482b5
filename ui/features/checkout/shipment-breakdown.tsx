import type { Cart } from '../../../core/cart';
import { shipmentSummaries } from '../../../core/checkout';
import { formatMoney } from '../../../core/shared';
import { multiShipmentCopy as t } from '../../copy/multi-shipment-copy';
import '../../styles/multi-shipment.css';

/** "Pat Jones, 12 Orchard Lane, Princeton": a shipment's address on one line. */
function oneLine(a: { name?: string; street1?: string; city?: string }): string {
  return [a.name, a.street1, a.city].filter(Boolean).join(', ');
}

/**
 * The items, shipping and packaging of each shipment (core-cart-checkout §4 Shipping cost), for a cart or an order's
 * cart with more than one shipment holding lines: the checkout's order summary and the receipt. Nothing otherwise.
 */
export function ShipmentBreakdown({ cart, headingLevel = 3 }: { cart: Cart; headingLevel?: 2 | 3 }) {
  const summaries = shipmentSummaries(cart);
  if (summaries.length < 2) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="shipment-breakdown">
      {summaries.map((s) => (
        <section key={s.key} className="summary-shipment" aria-labelledby={`summary-${s.key}`}>
          <Heading id={`summary-${s.key}`}>{t.shipment(s.number)}</Heading>
          <p className="muted">{oneLine(s.address)}</p>
          <ul className="summary-shipment__lines">
            {s.lines.map((l) => (
              <li key={l.line.id} className="summary-row">
                <span>
                  {l.line.name} × {l.quantity}
                </span>
                <span>{formatMoney(l.total)}</span>
              </li>
            ))}
            {s.shipping && (
              <li className="summary-row">
                <span>
                  {t.shipping}
                  {s.shippingMethodName ? ` (${s.shippingMethodName})` : ''}
                </span>
                <span>{formatMoney(s.shipping)}</span>
              </li>
            )}
            {s.packaging && s.packaging.cents > 0 && (
              <li className="summary-row">
                <span>{t.packaging}</span>
                <span>{formatMoney(s.packaging)}</span>
              </li>
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
