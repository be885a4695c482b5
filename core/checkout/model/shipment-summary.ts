import { usd, type Money } from '../../shared';
import {
  HEAT_RESISTANT_PACKAGING_SUFFIX,
  isSameDeliveryLocation,
  shipmentsOf,
  type Cart,
  type ItemShippingAddress,
  type LineItem,
} from '../../cart/model';
import { freeShippingProgress, type FreeShippingInputs, type FreeShippingProgress } from '../../shipping/model';

/** One line's units in a shipment and their share of the line's total (cents, rounded). */
export interface ShipmentSummaryLine {
  readonly line: LineItem;
  readonly quantity: number;
  readonly total: Money;
}

/**
 * A shipment as the delivery step, the checkout's order summary and the receipt list it (spec: core-cart-checkout §2
 * checkout steps; §4 Shipping cost, Free-shipping progress "each shipping address counts separately"):
 * - `number`: 1 for shipment-1's place in the cart's order, shown 'Shipment {number}';
 * - `shipping`: the shipment's price (Multiple mode: its shipping method; Single: its chosen option's price), or
 *   undefined before a delivery option is chosen;
 * - `packaging`: its heat-resistant packaging custom line item ('{key}-heat-resistant-packaging'), when any;
 * - `freeShipping`: progress of the merchandise going to its address (shipments to the same delivery location
 *   counted together).
 */
export interface ShipmentSummary {
  readonly key: string;
  readonly number: number;
  readonly address: ItemShippingAddress;
  readonly lines: readonly ShipmentSummaryLine[];
  readonly merchandise: Money;
  readonly shippingMethodName: string | undefined;
  readonly shipping: Money | undefined;
  readonly packaging: Money | undefined;
  readonly requestedDeliveryOn: string | undefined;
  readonly freeShipping: FreeShippingProgress;
}

/** The shipments holding lines, in cart order, with their lines, prices and free-shipping progress. */
export function shipmentSummaries(cart: Cart, inputs: FreeShippingInputs = {}): ShipmentSummary[] {
  const byId = new Map(cart.lineItems.map((l) => [l.id, l]));
  const withLines = shipmentsOf(cart).filter((s) => s.lines.length > 0);
  const summaries = withLines.map((s, i) => {
    const lines = s.lines.flatMap((sl) => {
      const line = byId.get(sl.lineItemId);
      if (!line || line.quantity <= 0) return [];
      return [
        { line, quantity: sl.quantity, total: usd(Math.round((line.totalPrice.cents * sl.quantity) / line.quantity)) },
      ];
    });
    const method = cart.shipping.find((m) => m.shippingKey === s.key);
    const priceCents = cart.shippingMode === 'Multiple' ? method?.price.cents : s.address.custom.priceCents;
    const packaging = cart.customLineItems.find((c) => c.slug === `${s.key}${HEAT_RESISTANT_PACKAGING_SUFFIX}`);
    return {
      key: s.key,
      number: i + 1,
      address: s.address,
      lines,
      merchandise: usd(lines.reduce((a, l) => a + l.total.cents, 0)),
      shippingMethodName: method?.shippingMethodName ?? s.address.custom.shippingMethodName,
      shipping: priceCents === undefined ? undefined : usd(priceCents),
      packaging: packaging?.totalPrice,
      requestedDeliveryOn: s.address.custom.requestedDeliveryOn,
    };
  });
  return summaries.map((s) => {
    const total = summaries
      .filter((o) => isSameDeliveryLocation(o.address, s.address))
      .reduce((a, o) => a + o.merchandise.cents, 0);
    return { ...s, freeShipping: freeShippingProgress({ total: usd(total), ...inputs }) };
  });
}
