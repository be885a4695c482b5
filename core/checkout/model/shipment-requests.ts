import { usd } from '../../shared';
import type { Cart } from '../../cart/model';
import { shipmentsOf } from '../../cart/model';
import type { ShipmentRequest } from '../../shipping/model';

/**
 * The shipments of a cart as the shipping calculator takes them (spec: core-cart-checkout §7
 * POST /api/shipping-calculator: shipments with address, key, lines and shipmentValue). Only shipments
 * that need a physical address are sent, pickup ones not (fulfilment skipped: their one option is pickupOption of
 * core/shipping); `shipmentValue` is the lines' share of their totals in cents.
 */
export function shipmentRequestsOf(cart: Cart): ShipmentRequest[] {
  const byId = new Map(cart.lineItems.map((l) => [l.id, l]));
  return shipmentsOf(cart)
    .filter((s) => s.needsPhysicalAddress && s.lines.length > 0 && !s.isPickup)
    .map((s) => {
      const lines = s.lines.flatMap((sl) => {
        const l = byId.get(sl.lineItemId);
        return l
          ? [
              {
                id: l.id,
                sku: l.variant.sku,
                quantity: sl.quantity,
                weightGrams: l.variant.weightGrams,
                meltable: l.custom.meltable === true,
              },
            ]
          : [];
      });
      const value = s.lines.reduce((a, sl) => {
        const l = byId.get(sl.lineItemId);
        return l && l.quantity > 0 ? a + Math.round((l.totalPrice.cents * sl.quantity) / l.quantity) : a;
      }, 0);
      const { key, custom: _custom, ...address } = s.address;
      return { key, address, lines, shipmentValue: usd(value) };
    });
}
