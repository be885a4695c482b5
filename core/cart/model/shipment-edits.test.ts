import fc from 'fast-check';
import type { Cart, LineItem } from './cart';
import {
  addShipmentActions,
  clearEmptyShipmentsActions,
  reassignQuantityActions,
  removeShipmentActions,
} from './shipment-edits';
import { shipmentsOf } from './shipments';
import { applyTestActions } from './test-apply-actions';
import { testAddress, testCart, testCustomLine, testLine } from './test-cart';

const usd = (cents: number) => ({ cents, currency: 'USD' as const });
const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T =>
  r.ok ? r.value : expect.fail(r.error.message);
const street = (n: number) => `${n} Shipment St`;
const addr = (n: number) => testAddress(`shipment-${n}`, { shippingMethodId: `m${n}` }, { street1: street(n) });
const targetsOf = (cart: Cart, id: string) => cart.lineItems.find((l) => l.id === id)?.shippingDetails?.targets;

/** Multiple mode, shipment-1..4, heat-resistant packaging on 2 and 3, a method per shipment. */
const multi = testCart({
  shippingMode: 'Multiple',
  lineItems: [
    testLine('nuts', {
      quantity: 6,
      targets: [1, 2, 3, 4].map((n) => ({ addressKey: `shipment-${n}`, quantity: n === 4 ? 3 : 1 })),
    }),
    testLine('figs', {
      quantity: 2,
      targets: [
        { addressKey: 'shipment-2', quantity: 1 },
        { addressKey: 'shipment-4', quantity: 1, shippingMethodKey: 'shipment-4' },
      ],
    }),
  ],
  itemShippingAddresses: [1, 2, 3, 4].map(addr),
  customLineItems: [
    testCustomLine('hrp2', 'shipment-2-heat-resistant-packaging', 295),
    testCustomLine('hrp3', 'shipment-3-heat-resistant-packaging', 295),
  ],
  shipping: [1, 2, 3, 4].map((n) => ({
    shippingKey: `shipment-${n}`,
    shippingMethodName: 'Nutshell Shipping',
    price: usd(100 * n),
  })),
});

describe('addShipmentActions', () => {
  it('adds an empty shipment under the lowest unused key, without key or custom fields of its own', () => {
    const c = testCart({ itemShippingAddresses: [addr(1), addr(3)] });
    expect(addShipmentActions(c, testAddress('shipment-9', { priceCents: 899 }, { street1: '9 Elm St' }))).toEqual([
      { action: 'addItemShippingAddress', address: { ...testAddress('shipment-2', {}, { street1: '9 Elm St' }) } },
    ]);
    expect(addShipmentActions(testCart(), { country: 'US', city: 'Newark' })).toEqual([
      { action: 'addItemShippingAddress', address: { country: 'US', city: 'Newark', key: 'shipment-1', custom: {} } },
    ]);
  });
});

describe('removeShipmentActions', () => {
  it('refuses an unknown key with the spec message', () => {
    expect(removeShipmentActions(multi, 'shipment-7')).toEqual({
      ok: false,
      error: { code: 'cart/unknown-shipment', message: 'unknown shipment: shipment-7', details: { key: 'shipment-7' } },
    });
  });

  it('removing the last shipment renumbers nothing', () => {
    const c = testCart({
      lineItems: [testLine('a', { targets: [{ addressKey: 'shipment-2', quantity: 1 }] })],
      itemShippingAddresses: [addr(1), addr(2)],
    });
    expect(valueOf(removeShipmentActions(c, 'shipment-2'))).toEqual([
      { action: 'setLineItemShippingDetails', lineItemId: 'a', shippingDetails: { targets: [] } },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-2' },
    ]);
  });

  it('drops the targets, then moves each later shipment down one key in an order the platform accepts', () => {
    const c = testCart({
      shippingMode: 'Multiple',
      lineItems: [
        testLine('a', {
          quantity: 2,
          targets: [
            { addressKey: 'shipment-1', quantity: 1 },
            { addressKey: 'shipment-2', quantity: 1 },
          ],
        }),
      ],
      itemShippingAddresses: [addr(1), addr(2)],
      customLineItems: [testCustomLine('hrp', 'shipment-2-heat-resistant-packaging', 295)],
      shipping: [{ shippingKey: 'shipment-2', shippingMethodName: 'Nutshell Shipping', price: usd(899) }],
    });
    expect(valueOf(removeShipmentActions(c, 'shipment-1'))).toEqual([
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'a',
        shippingDetails: { targets: [{ addressKey: 'shipment-2', quantity: 1 }] },
      },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-1' },
      { action: 'addItemShippingAddress', address: { ...addr(2), key: 'shipment-1' } },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'a',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }] },
      },
      { action: 'removeCustomLineItem', customLineItemId: 'hrp' },
      {
        action: 'addCustomLineItem',
        name: 'shipment-2-heat-resistant-packaging',
        slug: 'shipment-1-heat-resistant-packaging',
        money: usd(295),
        quantity: 1,
        custom: {},
      },
      { action: 'removeCustomShippingMethod', shippingKey: 'shipment-2' },
      {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'Nutshell Shipping',
        price: usd(899),
        shippingKey: 'shipment-1',
      },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-2' },
    ]);
  });

  it('leaves the cart with shipment-1..3, each later address, target, custom line and method one key down', () => {
    const after = applyTestActions(multi, valueOf(removeShipmentActions(multi, 'shipment-2')));
    expect(after.itemShippingAddresses.map((a) => [a.key, a.street1, a.custom.shippingMethodId])).toEqual([
      ['shipment-1', street(1), 'm1'],
      ['shipment-2', street(3), 'm3'],
      ['shipment-3', street(4), 'm4'],
    ]);
    expect(targetsOf(after, 'nuts')).toEqual([
      { addressKey: 'shipment-1', quantity: 1 },
      { addressKey: 'shipment-2', quantity: 1 },
      { addressKey: 'shipment-3', quantity: 3 },
    ]);
    expect(targetsOf(after, 'figs')).toEqual([
      { addressKey: 'shipment-3', quantity: 1, shippingMethodKey: 'shipment-3' },
    ]);
    expect(after.customLineItems.map((c) => c.slug)).toEqual(['shipment-2-heat-resistant-packaging']);
    expect(after.shipping.map((s) => [s.shippingKey, s.price.cents])).toEqual([
      ['shipment-1', 100],
      ['shipment-2', 300],
      ['shipment-3', 400],
    ]);
  });

  it('Single mode: removing the first shipment makes the new first address the cart shipping address', () => {
    const c = testCart({
      itemShippingAddresses: [addr(1), addr(2)],
      shippingAddress: { country: 'US', street1: street(1) },
    });
    const actions = valueOf(removeShipmentActions(c, 'shipment-1'));
    expect(actions.at(-1)).toEqual({
      action: 'setShippingAddress',
      address: {
        name: 'Pat Jones',
        street1: street(2),
        city: 'Cranford',
        state: 'NJ',
        postalCode: '07016',
        country: 'US',
        residential: true,
      },
    });
    expect(valueOf(removeShipmentActions(c, 'shipment-2')).some((a) => a.action === 'setShippingAddress')).toBe(false);
  });

  it('a key that is not shipment-N is removed without renumbering', () => {
    const c = testCart({ itemShippingAddresses: [testAddress('home'), addr(1)] });
    expect(valueOf(removeShipmentActions(c, 'home'))).toEqual([
      { action: 'removeItemShippingAddress', addressKey: 'home' },
      { action: 'setShippingAddress', address: expect.objectContaining({ street1: street(1) }) },
    ]);
  });

  it('property: the platform accepts the actions, keys become 1..k-1 and every other unit keeps its shipment', () => {
    const cartArb = fc.integer({ min: 1, max: 6 }).chain((k) =>
      fc.record({
        k: fc.constant(k),
        removed: fc.integer({ min: 1, max: k }),
        mode: fc.constantFrom('Single' as const, 'Multiple' as const),
        lines: fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: k, maxLength: k }), { maxLength: 4 }),
        packaging: fc.subarray(Array.from({ length: k }, (_, i) => i + 1)),
      }),
    );
    fc.assert(
      fc.property(cartArb, ({ k, removed, mode, lines, packaging }) => {
        const lineItems: LineItem[] = lines.map((units, i) => {
          const targets = units.flatMap((q, s) => (q > 0 ? [{ addressKey: `shipment-${s + 1}`, quantity: q }] : []));
          return testLine(`l${i}`, {
            quantity: Math.max(
              1,
              units.reduce((a, b) => a + b, 0),
            ),
            targets,
          });
        });
        const cart = testCart({
          shippingMode: mode,
          lineItems,
          itemShippingAddresses: Array.from({ length: k }, (_, i) => addr(i + 1)),
          customLineItems: packaging.map((n) =>
            testCustomLine(`hrp${n}`, `shipment-${n}-heat-resistant-packaging`, 295),
          ),
          shipping:
            mode === 'Multiple'
              ? Array.from({ length: k }, (_, i) => ({
                  shippingKey: `shipment-${i + 1}`,
                  shippingMethodName: 'Nutshell Shipping',
                  price: usd(i + 1),
                }))
              : [],
        });
        const after = applyTestActions(cart, valueOf(removeShipmentActions(cart, `shipment-${removed}`)));
        const newNumber = (n: number) => (n > removed ? n - 1 : n);
        expect(after.itemShippingAddresses.map((a) => a.key).sort()).toEqual(
          Array.from({ length: k - 1 }, (_, i) => `shipment-${i + 1}`).sort(),
        );
        for (const a of after.itemShippingAddresses) {
          const old = Number(a.street1?.split(' ')[0]);
          expect(a.key).toBe(`shipment-${newNumber(old)}`);
        }
        lines.forEach((units, i) => {
          const expected = units.flatMap((q, s) =>
            q > 0 && s + 1 !== removed ? [{ addressKey: `shipment-${newNumber(s + 1)}`, quantity: q }] : [],
          );
          expect(targetsOf(after, `l${i}`)).toEqual(expected);
        });
        const slugs = packaging
          .filter((n) => n !== removed)
          .map((n) => `shipment-${newNumber(n)}-heat-resistant-packaging`);
        expect(after.customLineItems.map((c) => c.slug).sort()).toEqual(slugs.sort());
        if (mode === 'Multiple') {
          for (const s of after.shipping) expect(s.shippingKey).toBe(`shipment-${newNumber(s.price.cents)}`);
          expect(after.shipping).toHaveLength(k - 1);
        }
        if (mode === 'Single' && k > 1)
          expect(after.shippingAddress?.street1 ?? street(1)).toBe(street(removed === 1 ? 2 : 1));
      }),
    );
  });
});

describe('reassignQuantityActions', () => {
  const c = testCart({
    lineItems: [
      testLine('nuts', {
        quantity: 5,
        targets: [
          { addressKey: 'shipment-1', quantity: 3 },
          { addressKey: 'shipment-2', quantity: 2 },
        ],
      }),
    ],
    itemShippingAddresses: [addr(1), addr(2), addr(3)],
  });
  const move = (from: string, to: string, q: number) => reassignQuantityActions(c, 'nuts', from, to, q);

  it('moves units into an existing target, dropping a target that reaches 0', () => {
    expect(valueOf(move('shipment-1', 'shipment-2', 1))).toEqual([
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'nuts',
        shippingDetails: {
          targets: [
            { addressKey: 'shipment-1', quantity: 2 },
            { addressKey: 'shipment-2', quantity: 3 },
          ],
        },
      },
    ]);
    expect(valueOf(move('shipment-2', 'shipment-1', 2))).toEqual([
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'nuts',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 5 }] },
      },
    ]);
  });

  it('appends a target for a shipment the line did not use yet; the emptied shipment stays', () => {
    const after = applyTestActions(c, valueOf(move('shipment-2', 'shipment-3', 2)));
    expect(targetsOf(after, 'nuts')).toEqual([
      { addressKey: 'shipment-1', quantity: 3 },
      { addressKey: 'shipment-3', quantity: 2 },
    ]);
    expect(after.lineItems[0]?.shippingDetails?.valid).toBe(true);
    expect(after.itemShippingAddresses).toHaveLength(3);
  });

  it('moving within one shipment does nothing', () => {
    expect(move('shipment-1', 'shipment-1', 2)).toEqual({ ok: true, value: [] });
  });

  it('refuses unknown keys and lines, too many units and a quantity that is not a positive integer', () => {
    expect(move('shipment-9', 'shipment-1', 1)).toMatchObject({
      ok: false,
      error: { code: 'cart/unknown-shipment', message: 'unknown shipment: shipment-9' },
    });
    expect(move('shipment-1', 'shipment-8', 1)).toMatchObject({
      ok: false,
      error: { code: 'cart/unknown-shipment', message: 'unknown shipment: shipment-8' },
    });
    expect(reassignQuantityActions(c, 'ghost', 'shipment-1', 'shipment-2', 1)).toMatchObject({
      ok: false,
      error: { code: 'cart/line-not-found', message: 'Cannot find line item for ID ghost' },
    });
    expect(move('shipment-2', 'shipment-1', 3)).toMatchObject({
      ok: false,
      error: { code: 'cart/not-enough-units', message: 'Shipment shipment-2 holds 2 of line item nuts; cannot move 3' },
    });
    expect(move('shipment-3', 'shipment-1', 1)).toMatchObject({
      ok: false,
      error: { message: 'Shipment shipment-3 holds 0 of line item nuts; cannot move 1' },
    });
    for (const q of [0, -1, 1.5, Number.NaN]) {
      expect(move('shipment-1', 'shipment-2', q)).toMatchObject({
        ok: false,
        error: {
          code: 'cart/invalid-reassign-quantity',
          message: `Quantity to move must be a positive whole number, got ${q}`,
        },
      });
    }
  });

  it('property: the target sum is unchanged, the source loses and the destination gains exactly the units moved', () => {
    const arb = fc.record({
      units: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }),
      from: fc.integer({ min: 1, max: 3 }),
      to: fc.integer({ min: 1, max: 3 }),
      q: fc.integer({ min: -2, max: 12 }),
    });
    fc.assert(
      fc.property(arb, ({ units, from, to, q }) => {
        const targets = units.flatMap((n, i) => (n > 0 ? [{ addressKey: `shipment-${i + 1}`, quantity: n }] : []));
        const quantity = Math.max(
          1,
          units.reduce((a, b) => a + b, 0),
        );
        const cart = testCart({
          lineItems: [testLine('x', { quantity, targets })],
          itemShippingAddresses: [addr(1), addr(2), addr(3)],
        });
        const result = reassignQuantityActions(cart, 'x', `shipment-${from}`, `shipment-${to}`, q);
        const held = units[from - 1]!;
        expect(result.ok).toBe(q >= 1 && q <= held);
        if (!result.ok) return;
        const after = targetsOf(applyTestActions(cart, result.value), 'x') ?? [];
        const at = (n: number) =>
          after.filter((t) => t.addressKey === `shipment-${n}`).reduce((s, t) => s + t.quantity, 0);
        expect(after.reduce((s, t) => s + t.quantity, 0)).toBe(units.reduce((a, b) => a + b, 0));
        expect(after.every((t) => t.quantity > 0)).toBe(true);
        for (const n of [1, 2, 3]) {
          const delta = from === to ? 0 : n === from ? -q : n === to ? q : 0;
          expect(at(n)).toBe(units[n - 1]! + delta);
        }
      }),
    );
  });
});

describe('clearEmptyShipmentsActions', () => {
  it('removes shipments no line targets, with their custom lines and Multiple-mode method', () => {
    const c = {
      ...multi,
      lineItems: [testLine('figs', { quantity: 1, targets: [{ addressKey: 'shipment-4', quantity: 1 }] })],
    };
    const after = applyTestActions(c, clearEmptyShipmentsActions(c));
    expect(after.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-4']);
    expect(after.customLineItems).toEqual([]);
    expect(after.shipping.map((s) => s.shippingKey)).toEqual(['shipment-4']);
    expect(clearEmptyShipmentsActions(after)).toEqual([]);
  });

  it('Single mode: clearing the first shipment moves the cart shipping address to the new first', () => {
    const c = testCart({
      lineItems: [testLine('a', { targets: [{ addressKey: 'shipment-2', quantity: 1 }] })],
      itemShippingAddresses: [addr(1), addr(2)],
    });
    expect(clearEmptyShipmentsActions(c)).toEqual([
      { action: 'removeItemShippingAddress', addressKey: 'shipment-1' },
      { action: 'setShippingAddress', address: expect.objectContaining({ street1: street(2) }) },
    ]);
    expect(shipmentsOf(applyTestActions(c, clearEmptyShipmentsActions(c))).map((s) => s.key)).toEqual(['shipment-2']);
  });
});
