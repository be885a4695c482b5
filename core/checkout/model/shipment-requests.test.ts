import fc from 'fast-check';
import { usd } from '../../shared';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import { shipmentRequestsOf } from './shipment-requests';

const chosen = { shippingMethodId: 'ups-ground', priceCents: 899, signedTrustedMatchkey: 'k' };
const address = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
  residential: true,
} as const;

describe('shipmentRequestsOf', () => {
  it('sends a shipment with its address (no key or custom fields), its lines and its value in cents', () => {
    const almonds = testLine('almonds', {
      sku: 'ALM-1LB',
      quantity: 2,
      unitCents: 1299,
      targets: [{ addressKey: 'shipment-1', quantity: 2 }],
    });
    const truffles = testLine('truffles', {
      sku: 'TRF-8OZ',
      unitCents: 899,
      custom: { meltable: true },
      targets: [{ addressKey: 'shipment-1', quantity: 1 }],
    });
    const cart = testCart({
      lineItems: [almonds, truffles],
      itemShippingAddresses: [testAddress('shipment-1', chosen)],
    });
    expect(shipmentRequestsOf(cart)).toEqual([
      {
        key: 'shipment-1',
        address,
        lines: [
          { id: 'almonds', sku: 'ALM-1LB', quantity: 2, weightGrams: 454, meltable: false },
          { id: 'truffles', sku: 'TRF-8OZ', quantity: 1, weightGrams: 454, meltable: true },
        ],
        shipmentValue: usd(2 * 1299 + 899),
      },
    ]);
  });

  it("gives each shipment its share of a line's quantity and total", () => {
    const figs = testLine('figs', {
      quantity: 3,
      targets: [
        { addressKey: 'shipment-1', quantity: 2 },
        { addressKey: 'shipment-2', quantity: 1 },
      ],
    });
    const cart = testCart({
      lineItems: [figs],
      itemShippingAddresses: [
        testAddress('shipment-1'),
        testAddress('shipment-2', {}, { city: 'Newark', postalCode: '07102' }),
      ],
    });
    expect(
      shipmentRequestsOf(cart).map((s) => [
        s.key,
        s.address.city,
        s.lines.map((l) => l.quantity),
        s.shipmentValue.cents,
      ]),
    ).toEqual([
      ['shipment-1', 'Cranford', [2], 2000],
      ['shipment-2', 'Newark', [1], 1000],
    ]);
  });

  it('values a shipment from the line totals after cart discounts, rounded to the cent', () => {
    const figs = {
      ...testLine('figs', {
        quantity: 3,
        targets: [
          { addressKey: 'shipment-1', quantity: 2 },
          { addressKey: 'shipment-2', quantity: 1 },
        ],
      }),
      totalPrice: usd(2999),
    };
    const cart = testCart({
      lineItems: [figs],
      itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    });
    expect(shipmentRequestsOf(cart).map((s) => s.shipmentValue.cents)).toEqual([1999, 1000]);
  });

  it('leaves out shipments without lines and shipments that need no physical address', () => {
    const gc = testLine('gc', { sku: 'GC-50', unitCents: 5000, targets: [{ addressKey: 'shipment-2', quantity: 1 }] });
    const ecard = testLine('ecard', {
      custom: { recipientsJson: '[{"email":"a@example.com"}]' },
      targets: [{ addressKey: 'shipment-3', quantity: 1 }],
    });
    const nuts = testLine('nuts', { targets: [{ addressKey: 'shipment-4', quantity: 1 }] });
    const cart = testCart({
      lineItems: [gc, ecard, nuts],
      itemShippingAddresses: ['shipment-1', 'shipment-2', 'shipment-3', 'shipment-4'].map((k) => testAddress(k)),
    });
    expect(shipmentRequestsOf(cart).map((s) => s.key)).toEqual(['shipment-4']);
  });

  it('a shipment mixing a gift certificate with food is sent with both lines', () => {
    const gc = testLine('gc', { sku: 'GC-50', unitCents: 5000, targets: [{ addressKey: 'shipment-1', quantity: 1 }] });
    const nuts = testLine('nuts', { targets: [{ addressKey: 'shipment-1', quantity: 1 }] });
    const [request] = shipmentRequestsOf(
      testCart({ lineItems: [gc, nuts], itemShippingAddresses: [testAddress('shipment-1')] }),
    );
    expect(request?.lines.map((l) => l.sku)).toEqual(['GC-50', 'SKU-nuts']);
    expect(request?.shipmentValue).toEqual(usd(6000));
  });

  it('is empty for a cart without shipments', () => {
    expect(shipmentRequestsOf(testCart({ lineItems: [testLine('a')] }))).toEqual([]);
  });

  it('property: undiscounted lines split over shipments keep every unit and every cent', () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 1, max: 100_000 }),
      shares: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 3, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (specs) => {
        const lines = specs.map((s, i) => {
          const targets = s.shares.flatMap((q, k) => (q > 0 ? [{ addressKey: `shipment-${k + 1}`, quantity: q }] : []));
          const quantity = Math.max(
            1,
            s.shares.reduce((a, b) => a + b, 0),
          );
          return testLine(`l${i}`, { quantity, unitCents: s.unitCents, targets });
        });
        const cart = testCart({
          lineItems: lines,
          itemShippingAddresses: [1, 2, 3].map((n) => testAddress(`shipment-${n}`)),
        });
        const requests = shipmentRequestsOf(cart);
        const assigned = lines.filter((l) => (l.shippingDetails?.targets.length ?? 0) > 0);
        const units = requests.flatMap((r) => r.lines).reduce((a, l) => a + l.quantity, 0);
        const cents = requests.reduce((a, r) => a + r.shipmentValue.cents, 0);
        return (
          units === assigned.reduce((a, l) => a + l.quantity, 0) &&
          cents === assigned.reduce((a, l) => a + l.totalPrice.cents, 0)
        );
      }),
    );
  });
});
