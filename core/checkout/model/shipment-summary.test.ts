import { describe, expect, it } from 'vitest';
import { testAddress, testCart, testCustomLine, testLine } from '../../cart/model/test-cart';
import { pickupOption } from '../../shipping/model';
import { shipmentRequestsOf } from './shipment-requests';
import { shipmentSummaries } from './shipment-summary';

const usd = (cents: number) => ({ cents, currency: 'USD' as const });
const home = testAddress('shipment-1', {}, { street1: '1 Main St' });
const friend = testAddress('shipment-2', {}, { street1: '9 Elm St', city: 'Newark', postalCode: '07102' });

describe('shipmentSummaries (spec §4 Shipping cost, Free-shipping progress)', () => {
  const cart = testCart({
    shippingMode: 'Multiple',
    lineItems: [
      testLine('nuts', {
        quantity: 3,
        unitCents: 1500,
        targets: [
          { addressKey: 'shipment-1', quantity: 2 },
          { addressKey: 'shipment-2', quantity: 1 },
        ],
      }),
      testLine('choc', { quantity: 1, unitCents: 3000, targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
    ],
    itemShippingAddresses: [home, friend, testAddress('shipment-3')],
    shipping: [
      { shippingKey: 'shipment-1', shippingMethodName: 'Standard Ground', price: usd(819) },
      { shippingKey: 'shipment-2', shippingMethodName: '2-Day', price: usd(1739) },
    ],
    customLineItems: [testCustomLine('hrp', 'shipment-1-heat-resistant-packaging', 295)],
  });

  it('lists each shipment holding lines with its units, shipping, packaging and free-shipping progress', () => {
    const [one, two, ...rest] = shipmentSummaries(cart);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({
      key: 'shipment-1',
      number: 1,
      merchandise: usd(6000),
      shipping: usd(819),
      packaging: usd(295),
      shippingMethodName: 'Standard Ground',
      freeShipping: { qualified: true, remaining: usd(0) },
    });
    expect(one?.lines.map((l) => [l.line.id, l.quantity, l.total.cents])).toEqual([
      ['nuts', 2, 3000],
      ['choc', 1, 3000],
    ]);
    expect(two).toMatchObject({
      number: 2,
      merchandise: usd(1500),
      shipping: usd(1739),
      packaging: undefined,
      freeShipping: { qualified: false, remaining: usd(4400) },
    });
  });

  it('counts shipments to the same address together for free shipping', () => {
    const same = { ...cart, itemShippingAddresses: [home, { ...home, key: 'shipment-2' }] };
    expect(shipmentSummaries(same).map((s) => s.freeShipping.qualified)).toEqual([true, true]);
  });
});

describe('pickup shipments (spec §3 default Pickup option, §4 "A pickup option is used when fulfilment is skipped")', () => {
  it('are not sent to the shipping calculator, and their one option is Pickup: id 38, position 80, None/00, free', () => {
    const pickup = testAddress('shipment-2', {
      shippingMethodId: '38',
      shipmentPickupCarrierCode: '00',
      priceCents: 0,
    });
    const cart = testCart({
      lineItems: [
        testLine('nuts', { quantity: 1, targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
        testLine('tray', { quantity: 1, targets: [{ addressKey: 'shipment-2', quantity: 1 }] }),
      ],
      itemShippingAddresses: [home, pickup],
    });
    expect(shipmentRequestsOf(cart).map((r) => r.key)).toEqual(['shipment-1']);
    expect(pickupOption('2026-11-26')).toMatchObject({
      shippingMethodId: '38',
      position: 80,
      carrier: 'None',
      carrierCode: '00',
      name: 'Pickup',
      price: usd(0),
      earliestArrivalOn: '2026-11-26',
    });
  });
});
