import fc from 'fast-check';
import {
  emptyShipmentKeys,
  isGiftCertificateLine,
  nextShipmentKey,
  renumberAfterRemoval,
  shipmentNumber,
  shipmentRemovalActions,
  shipmentsOf,
  unassignedLineItems,
} from './shipments';
import { testAddress, testCart, testCustomLine, testLine } from './test-cart';

const nuts = testLine('nuts', {
  quantity: 3,
  targets: [
    { addressKey: 'shipment-1', quantity: 2 },
    { addressKey: 'shipment-2', quantity: 1 },
  ],
});
const gc = testLine('gc', { sku: 'GC-50', targets: [{ addressKey: 'shipment-2', quantity: 1 }] });
const cart = testCart({
  lineItems: [nuts, gc],
  itemShippingAddresses: [
    testAddress('shipment-1'),
    testAddress('shipment-2'),
    testAddress('shipment-3', { shipmentPickupCarrierCode: '00' }),
  ],
});

describe('shipmentsOf', () => {
  it('derives one shipment per item shipping address with the targeted quantities', () => {
    const [one, two, three] = shipmentsOf(cart);
    expect(one).toMatchObject({
      key: 'shipment-1',
      lines: [{ lineItemId: 'nuts', quantity: 2 }],
      needsPhysicalAddress: true,
      needsEmail: false,
      isPickup: false,
    });
    expect(two?.lines).toEqual([
      { lineItemId: 'nuts', quantity: 1 },
      { lineItemId: 'gc', quantity: 1 },
    ]);
    expect(two).toMatchObject({ needsPhysicalAddress: true, needsEmail: true });
    expect(three).toMatchObject({ lines: [], needsPhysicalAddress: false, needsEmail: false, isPickup: true });
  });

  it('a gift-certificate-only shipment needs an e-mail but no physical address', () => {
    const only = testCart({ lineItems: [gc], itemShippingAddresses: [testAddress('shipment-2')] });
    expect(shipmentsOf(only)[0]).toMatchObject({ needsPhysicalAddress: false, needsEmail: true });
  });

  it('pickup is carrier code 00 or shipping method 38', () => {
    const c = testCart({ itemShippingAddresses: [testAddress('shipment-1', { shippingMethodId: '38' })] });
    expect(shipmentsOf(c)[0]?.isPickup).toBe(true);
  });
});

describe('isGiftCertificateLine', () => {
  it('is a GC- SKU or a line with recipients', () => {
    expect(isGiftCertificateLine(testLine('a', { sku: 'GC-25' }))).toBe(true);
    expect(isGiftCertificateLine(testLine('b', { custom: { recipientsJson: '[{"email":"a@b.co"}]' } }))).toBe(true);
    expect(isGiftCertificateLine(testLine('c', { sku: 'ALMONDS-1LB' }))).toBe(false);
  });
});

describe('unassignedLineItems', () => {
  it('lists lines without details, with invalid details, with a wrong sum or an unknown address', () => {
    const lines = [
      testLine('ok', { quantity: 2, targets: [{ addressKey: 'shipment-1', quantity: 2 }] }),
      testLine('none', { quantity: 1 }),
      testLine('short', { quantity: 3, targets: [{ addressKey: 'shipment-1', quantity: 2 }] }),
      testLine('lying', {
        quantity: 3,
        shippingDetails: { valid: true, targets: [{ addressKey: 'shipment-1', quantity: 2 }] },
      }),
      testLine('ghost', { quantity: 1, targets: [{ addressKey: 'shipment-9', quantity: 1 }] }),
    ];
    const c = testCart({ lineItems: lines, itemShippingAddresses: [testAddress('shipment-1')] });
    expect(unassignedLineItems(c).map((l) => l.id)).toEqual(['none', 'short', 'lying', 'ghost']);
  });
});

describe('shipment keys', () => {
  it('nextShipmentKey takes the lowest unused N ≥ 1', () => {
    expect(nextShipmentKey([])).toBe('shipment-1');
    expect(nextShipmentKey(['shipment-1', 'shipment-3'])).toBe('shipment-2');
    expect(nextShipmentKey(['shipment-2', 'other'])).toBe('shipment-1');
  });

  it('renumberAfterRemoval moves later shipments down by one', () => {
    const map = renumberAfterRemoval(['shipment-1', 'shipment-2', 'shipment-3', 'shipment-4'], 'shipment-2');
    expect([...map]).toEqual([
      ['shipment-1', 'shipment-1'],
      ['shipment-3', 'shipment-2'],
      ['shipment-4', 'shipment-3'],
    ]);
  });

  it('property: the next key is unused and every smaller key is used', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 })), (ns) => {
        const next = shipmentNumber(nextShipmentKey(ns.map((n) => `shipment-${n}`)))!;
        expect(ns).not.toContain(next);
        for (let n = 1; n < next; n += 1) expect(ns).toContain(n);
      }),
    );
  });

  it('property: renumbering keeps keys distinct and turns 1..k into 1..k-1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).chain((k) => fc.tuple(fc.constant(k), fc.integer({ min: 1, max: k }))),
        ([k, r]) => {
          const keys = Array.from({ length: k }, (_, i) => `shipment-${i + 1}`);
          const map = renumberAfterRemoval(keys, `shipment-${r}`);
          const renamed = [...map.values()].sort((a, b) => shipmentNumber(a)! - shipmentNumber(b)!);
          expect(renamed).toEqual(keys.slice(0, k - 1));
          expect(map.has(`shipment-${r}`)).toBe(false);
        },
      ),
    );
  });
});

describe('empty shipments', () => {
  it('finds shipments no line targets and removes them with their custom lines and method', () => {
    const c = testCart({
      ...cart,
      shippingMode: 'Multiple',
      customLineItems: [
        testCustomLine('hrp3', 'shipment-3-heat-resistant-packaging', 295),
        testCustomLine('hrp1', 'shipment-1-heat-resistant-packaging', 295),
      ],
      shipping: [
        { shippingKey: 'shipment-3', shippingMethodName: 'Nutshell Shipping', price: { cents: 0, currency: 'USD' } },
      ],
    });
    expect(emptyShipmentKeys(c)).toEqual(['shipment-3']);
    expect(shipmentRemovalActions(c, ['shipment-3'])).toEqual([
      { action: 'removeCustomLineItem', customLineItemId: 'hrp3' },
      { action: 'removeCustomShippingMethod', shippingKey: 'shipment-3' },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-3' },
    ]);
  });

  it('does not confuse shipment-1 with shipment-10', () => {
    const c = testCart({
      itemShippingAddresses: [testAddress('shipment-1')],
      customLineItems: [testCustomLine('x', 'shipment-10-heat-resistant-packaging', 295)],
    });
    expect(shipmentRemovalActions(c, ['shipment-1'])).toEqual([
      { action: 'removeItemShippingAddress', addressKey: 'shipment-1' },
    ]);
  });
});
