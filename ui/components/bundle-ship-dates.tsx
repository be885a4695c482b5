import { GIFT_BUNDLE_SKU, GIFT_SHIPMENT_TIMINGS, orderBundleShipDates } from '../../core/customizers';
import { WAREHOUSE_TIME_ZONE } from '../../core/shipping';

/** 'YYYY-MM-DD' as 'November 26, 2026' (the calendar date itself, whatever the browser's time zone). */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The ship dates of a gift box bundle line of an order placed at `orderDate` (spec: catalogue-gifting §1 "shipments
 * go out immediately, one month after the first box, and one month after the second box"; §9 labels):
 * 'Shipment 1 (ship immediately): November 26, 2026', then one and two months later. Nothing for any other line.
 */
export function BundleShipDates({ sku, orderDate }: { readonly sku: string; readonly orderDate: string }) {
  const dates = sku === GIFT_BUNDLE_SKU ? orderBundleShipDates(orderDate, WAREHOUSE_TIME_ZONE) : undefined;
  if (!dates) return null;
  return (
    <ul className="custom-contents__items bundle-ship-dates" aria-label="Ship dates">
      {dates.map((date, i) => (
        <li key={date}>{`Shipment ${i + 1} (${GIFT_SHIPMENT_TIMINGS[i]}): ${longDate(date)}`}</li>
      ))}
    </ul>
  );
}
