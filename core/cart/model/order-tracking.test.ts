import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import { orderStatusOf, trackedShipmentsOf } from './order-tracking';
import { testCart, testLine } from './test-cart';

const address = { name: 'Ann Lee', street1: '1 Main St', city: 'Newark', state: 'NJ', postalCode: '07102' };

function orderOf(cart: Order['cart'], state: Order['orderState'] = 'Open'): Order {
  return {
    id: 'o-1',
    orderNumber: '100001',
    orderState: state,
    createdAt: '2025-06-09T12:00:00.000Z',
    shippingAddress: { ...address, country: 'US' },
    cart,
    totals: [],
    payments: [],
    receiptToken: 't',
  };
}

describe('orderStatusOf (shell-account §3 Order row status)', () => {
  it('shows Open and Confirmed orders as Processing, Complete and Cancelled as they are', () => {
    expect(
      ['Open', 'Confirmed', 'Complete', 'Cancelled'].map((s) => orderStatusOf({ orderState: s as never })),
    ).toEqual(['Processing', 'Processing', 'Complete', 'Cancelled']);
  });
});

describe('trackedShipmentsOf', () => {
  it('gives one shipment per item shipping address with its lines and delivery, no tracking numbers yet', () => {
    const cart = testCart({
      shippingMode: 'Multiple',
      itemShippingAddresses: [
        { ...address, country: 'US', key: 'shipment-1', custom: {} },
        { ...address, name: 'Bo Lee', country: 'US', key: 'shipment-2', custom: {} },
      ],
      shipping: [{ shippingKey: 'shipment-2', shippingMethodName: 'UPS Ground', price: { cents: 0, currency: 'USD' } }],
      lineItems: [
        testLine('l1', {
          quantity: 3,
          targets: [
            { addressKey: 'shipment-1', quantity: 1 },
            { addressKey: 'shipment-2', quantity: 2 },
          ],
        }),
      ],
    });
    const shipments = trackedShipmentsOf(orderOf(cart));
    expect(
      shipments.map((s) => [s.key, s.address?.name, s.lines.map((l) => l.quantity), s.shippingMethodName]),
    ).toEqual([
      ['shipment-1', 'Ann Lee', [1], undefined],
      ['shipment-2', 'Bo Lee', [2], 'UPS Ground'],
    ]);
    expect(shipments.every((s) => s.status === 'Processing' && s.trackingNumbers.length === 0)).toBe(true);
  });

  it("ships every line to the order's address when no line names a shipment, and nothing for no lines", () => {
    const cart = testCart({ lineItems: [testLine('l1', { quantity: 2 })] });
    expect(trackedShipmentsOf(orderOf(cart, 'Complete'))).toEqual([
      {
        key: 'shipment-1',
        address: { ...address, country: 'US' },
        lines: [{ lineItemId: 'l1', name: 'Product l1', variantName: '1 lb', quantity: 2 }],
        status: 'Complete',
        trackingNumbers: [],
      },
    ]);
    expect(trackedShipmentsOf(orderOf(testCart()))).toEqual([]);
  });
});
