import { describe, expect, it } from 'vitest';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import type { CartAction } from '../../cart/model';
import { ok } from '../../shared';
import type { QuoteShippingInput } from '../../shipping';
import { ChooseFirstDeliveries } from './choose-first-deliveries';
import { testOfferSet, testOption } from './testing/fake-shipping-rates';

const uploaded = testCart({
  shippingMode: 'Multiple',
  anonymousId: 'customer-1',
  itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2', {}, { city: 'Princeton' })],
  lineItems: [
    testLine('a', {
      quantity: 3,
      targets: [
        { addressKey: 'shipment-1', quantity: 1 },
        { addressKey: 'shipment-2', quantity: 2 },
      ],
    }),
  ],
  custom: { createdFromOrderUpload: true },
});

function harness() {
  const quotes: QuoteShippingInput[] = [];
  const updates: CartAction[][] = [];
  const use = new ChooseFirstDeliveries({
    quoteShipping: {
      execute: (input) => {
        quotes.push(input);
        return Promise.resolve(
          ok([
            testOfferSet('shipment-1', [
              testOption('hidden', { hidden: true }),
              testOption('ground'),
              testOption('air', { price: { cents: 2499, currency: 'USD' } }),
            ]),
            testOfferSet(
              'shipment-2',
              [testOption('overnight', { name: 'UPS Next Day', price: { cents: 3999, currency: 'USD' } })],
              true,
            ),
          ]),
        );
      },
    },
    commerce: {
      updateCart: (_id, _version, actions) => {
        updates.push([...actions]);
        return Promise.resolve(ok(uploaded));
      },
    },
  });
  return { use, quotes, updates };
}

describe('ChooseFirstDeliveries (core-cart-checkout §2 upload entry at payment, §4 Shipping cost)', () => {
  it('quotes every shipment once for the owner and gives each its first visible option in one update', async () => {
    const { use, quotes, updates } = harness();
    await use.execute(uploaded);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]?.ownerId).toBe('customer-1');
    expect(quotes[0]?.shipments.map((s) => s.key)).toEqual(['shipment-1', 'shipment-2']);
    expect(updates).toHaveLength(1);
    const actions = updates[0] ?? [];
    const chosen = actions.flatMap((a) => (a.action === 'updateItemShippingAddress' ? [a.address] : []));
    expect(
      chosen.map((a) => [a.key, a.custom.shippingMethodId, a.custom.priceCents, a.custom.requestedDeliveryOn]),
    ).toEqual([
      ['shipment-1', 'ground', 899, '2025-06-12'],
      ['shipment-2', 'overnight', 3999, '2025-06-12'],
    ]);
    expect(actions.filter((a) => a.action === 'setCustomShippingMethod')).toEqual([
      {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'UPS Ground',
        price: { cents: 899, currency: 'USD' },
        shippingKey: 'shipment-1',
      },
      {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'UPS Next Day',
        price: { cents: 3999, currency: 'USD' },
        shippingKey: 'shipment-2',
      },
    ]);
    // Shipment 2 holds meltables: its heat-resistant packaging, 2.95.
    expect(actions.filter((a) => a.action === 'addCustomLineItem')).toEqual([
      expect.objectContaining({ slug: 'shipment-2-heat-resistant-packaging', money: { cents: 295, currency: 'USD' } }),
    ]);
  });

  it('leaves a cart whose shipments all have a delivery as it is, quoting nothing', async () => {
    const { use, quotes, updates } = harness();
    const done = {
      ...uploaded,
      itemShippingAddresses: uploaded.itemShippingAddresses.map((s) => ({
        ...s,
        custom: { shippingMethodId: 'ground', priceCents: 899 },
      })),
    };
    expect(await use.execute(done)).toEqual(ok(done));
    expect([quotes, updates]).toEqual([[], []]);
  });
});
