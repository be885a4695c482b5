import { describe, expect, it } from 'vitest';
import { usd } from '../../core/shared';
import type { Order } from '../../core/cart';
import { testCart, testLine } from '../../core/cart/model/test-cart';
import { createFakeServices } from '../testing/fake-services';
import { AnalyticsStore } from './analytics-store';
import { REPORTED_ORDERS_KEY, reportPurchase, sha256Hex } from './purchase-report';
import type { KeyValueStorage } from './product-delivery-store';

/** The receipt's purchase event and beacon (spec: core-cart-checkout §7 is-first-order, POST /api/events/fb; §8). */
const order: Order = {
  id: 'order-1',
  orderNumber: '100042',
  orderState: 'Open',
  createdAt: '2026-03-02T15:00:00.000Z',
  customerEmail: 'Pat@Example.com',
  shippingAddress: {
    name: 'Pat Lee',
    street1: '1 Main St',
    city: 'Newark',
    state: 'NJ',
    postalCode: '07102',
    country: 'US',
    phone: '201-555-0123',
  },
  cart: testCart({
    lineItems: [testLine('almonds', { sku: 'ALM-1LB', quantity: 2 })],
    totalPrice: usd(3194),
  }),
  totals: [{ label: 'Total', amount: usd(4093) }],
  payments: [],
  receiptToken: 'receipt-token-0123456789',
  placedBy: 'Customer',
  checkoutType: 'Customer',
};

function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

function setup() {
  const services = createFakeServices();
  const analytics = new AnalyticsStore(services.analytics);
  const errors: string[] = [];
  const storage = memoryStorage();
  return { services, storage, errors, deps: { services, analytics, storage, logError: (m: string) => errors.push(m) } };
}

describe('reportPurchase', () => {
  it('tracks the purchase after the first-order lookup answers, then sends the hashed beacon; once per order', async () => {
    const { services, storage, deps } = setup();
    expect(await reportPurchase(deps, order)).toBe(true);
    expect(await reportPurchase(deps, order)).toBe(false);
    const line = order.cart.lineItems[0]!;
    expect(services.state.analytics).toEqual([
      {
        event: 'Order Completed',
        properties: {
          order_id: '100042',
          revenue: 40.93,
          currency: 'USD',
          products: [
            {
              product_id: line.productKey,
              sku: 'ALM-1LB',
              name: line.name,
              price: line.unitPrice.cents / 100,
              quantity: 2,
            },
          ],
          checkout_type: 'Customer',
          placed_by: 'Customer',
          is_first_order: true,
          order_count: 1,
        },
      },
    ]);
    expect(services.state.calls.filter((c) => /isFirstOrder|track:Order|sendPurchaseBeacon/.test(c))).toEqual([
      'isFirstOrder',
      'track:Order Completed',
      'sendPurchaseBeacon:100042',
    ]);
    expect(services.state.purchaseBeacons).toEqual([
      {
        event_name: 'Purchase',
        event_id: '100042',
        custom_data: { value: 40.93, currency: 'USD' },
        user_data: {
          em: 'fe9733fcc96501276776fc927df08a395835461a2c5b12c65ebab3454877e227',
          ph: 'a0812289d382e13212c27c808ae6bebbb59ee887e71db3883883f0b87baebf4e',
          fn: '68d753f055b1a15b39499fdbbe86d614f986d0e50e62817b38e86b20a0935f82',
          ln: '1508b697895abf03d55c3841f59236ab92c9ba6ba89795c8337fcf392fdee8b4',
        },
      },
    ]);
    expect(JSON.stringify(services.state.purchaseBeacons)).not.toContain('pat');
    expect(storage.items.get(REPORTED_ORDERS_KEY)).toBe('["100042"]');
  });

  it('a reload (same browser session storage) sends nothing again', async () => {
    const first = setup();
    await reportPurchase(first.deps, order);
    const reload = setup();
    const deps = { ...reload.deps, storage: first.storage };
    expect(await reportPurchase(deps, order)).toBe(false);
    expect(reload.services.state.analytics).toEqual([]);
    expect(reload.services.state.purchaseBeacons).toEqual([]);
  });

  it('logs a failed first-order lookup and still sends the purchase, without the first-order facts', async () => {
    const { services, errors, deps } = setup();
    services.state.firstOrderFailure = new Error('offline');
    await reportPurchase(deps, order);
    expect(errors).toEqual(['First-order lookup failed: offline']);
    expect(services.state.analytics[0]?.properties).not.toHaveProperty('is_first_order');
    expect(services.state.analytics[0]?.properties['order_id']).toBe('100042');
    expect(services.state.purchaseBeacons).toHaveLength(1);
  });

  it('hashes with SHA-256 as hex', async () => {
    expect(await sha256Hex('pat')).toBe('68d753f055b1a15b39499fdbbe86d614f986d0e50e62817b38e86b20a0935f82');
  });
});
