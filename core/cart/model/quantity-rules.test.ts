import fc from 'fast-check';
import type { CartAction } from './actions';
import type { Cart, LineItem, ShippingTarget } from './cart';
import {
  assignAllToShipmentActions,
  changeQuantityActions,
  removeLineActions,
  staleDeliveryDateActions,
} from './quantity-rules';
import { testAddress, testCart, testCustomLine, testLine } from './test-cart';

/** Applies the shipping-related actions as the platform would; refuses to remove a still-targeted address. */
function applyShippingDetailActions(cart: Cart, actions: readonly CartAction[]): Cart {
  const withSum = (line: LineItem, targets: readonly ShippingTarget[], quantity = line.quantity): LineItem => ({
    ...line,
    quantity,
    shippingDetails: { targets, valid: targets.reduce((s, t) => s + t.quantity, 0) === quantity },
  });
  return actions.reduce<Cart>((c, a) => {
    const mapLine = (id: string, f: (l: LineItem) => LineItem) => ({
      ...c,
      lineItems: c.lineItems.map((l) => (l.id === id ? f(l) : l)),
    });
    switch (a.action) {
      case 'changeLineItemQuantity':
        return mapLine(a.lineItemId, (l) => withSum(l, l.shippingDetails?.targets ?? [], a.quantity));
      case 'setLineItemShippingDetails':
        return mapLine(a.lineItemId, (l) => withSum(l, a.shippingDetails?.targets ?? []));
      case 'removeLineItem':
        return { ...c, lineItems: c.lineItems.filter((l) => l.id !== a.lineItemId) };
      case 'removeItemShippingAddress':
        if (c.lineItems.some((l) => l.shippingDetails?.targets.some((t) => t.addressKey === a.addressKey)))
          throw new Error(`still targeted: ${a.addressKey}`);
        return { ...c, itemShippingAddresses: c.itemShippingAddresses.filter((x) => x.key !== a.addressKey) };
      case 'removeCustomLineItem':
        return { ...c, customLineItems: c.customLineItems.filter((x) => x.id !== a.customLineItemId) };
      case 'removeCustomShippingMethod':
        return { ...c, shipping: c.shipping.filter((s) => s.shippingKey !== a.shippingKey) };
      default:
        throw new Error(`unexpected action ${a.action}`);
    }
  }, cart);
}

const actionsOf = (r: ReturnType<typeof changeQuantityActions>) => (r.ok ? r.value : expect.fail(r.error.message));
const keys = ['shipment-1', 'shipment-2', 'shipment-3'];
const multi = testCart({
  shippingMode: 'Multiple',
  lineItems: [
    testLine('box', {
      quantity: 5,
      custom: { externalId: 'ext-box' },
      targets: [
        { addressKey: 'shipment-1', quantity: 2 },
        { addressKey: 'shipment-2', quantity: 1 },
        { addressKey: 'shipment-3', quantity: 2 },
      ],
    }),
    testLine('card', {
      quantity: 5,
      custom: { parentExternalId: 'ext-box' },
      targets: [
        { addressKey: 'shipment-1', quantity: 2 },
        { addressKey: 'shipment-2', quantity: 1 },
        { addressKey: 'shipment-3', quantity: 2 },
      ],
    }),
    testLine('figs', { quantity: 1, targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
  ],
  itemShippingAddresses: keys.map((k) => testAddress(k)),
  customLineItems: [
    testCustomLine('hrp2', 'shipment-2-heat-resistant-packaging', 295),
    testCustomLine('hrp3', 'shipment-3-heat-resistant-packaging', 295),
  ],
  shipping: keys.map((k) => ({
    shippingKey: k,
    shippingMethodName: 'Nutshell Shipping',
    price: { cents: 999, currency: 'USD' as const },
  })),
});

describe('changeQuantityActions', () => {
  it('sets the line and its children; one valid target follows the quantity', () => {
    const c = testCart({
      lineItems: [
        testLine('a', {
          quantity: 2,
          custom: { externalId: 'x' },
          targets: [{ addressKey: 'shipment-1', quantity: 2 }],
        }),
        testLine('b', { quantity: 2, custom: { parentExternalId: 'x' } }),
      ],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    expect(actionsOf(changeQuantityActions(c, 'a', 7))).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 'a', quantity: 7 },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'a',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 7 }] },
      },
      { action: 'changeLineItemQuantity', lineItemId: 'b', quantity: 7 },
    ]);
  });

  it('trims from the last target backwards; an emptied shipment loses its custom lines, method and address', () => {
    const actions = actionsOf(changeQuantityActions(multi, 'box', 2));
    const trimmed = { targets: [{ addressKey: 'shipment-1', quantity: 2 }] };
    expect(actions).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 'box', quantity: 2 },
      { action: 'setLineItemShippingDetails', lineItemId: 'box', shippingDetails: trimmed },
      { action: 'changeLineItemQuantity', lineItemId: 'card', quantity: 2 },
      { action: 'setLineItemShippingDetails', lineItemId: 'card', shippingDetails: trimmed },
      { action: 'removeCustomLineItem', customLineItemId: 'hrp2' },
      { action: 'removeCustomLineItem', customLineItemId: 'hrp3' },
      { action: 'removeCustomShippingMethod', shippingKey: 'shipment-2' },
      { action: 'removeCustomShippingMethod', shippingKey: 'shipment-3' },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-2' },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-3' },
    ]);
  });

  it('keeps an address another line still uses, and in Single mode removes no shipping method', () => {
    const c = testCart({
      lineItems: [
        testLine('a', {
          quantity: 3,
          targets: [
            { addressKey: 'shipment-1', quantity: 1 },
            { addressKey: 'shipment-2', quantity: 2 },
          ],
        }),
        testLine('b', { quantity: 1, targets: [{ addressKey: 'shipment-2', quantity: 1 }] }),
      ],
      itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    });
    expect(actionsOf(changeQuantityActions(c, 'a', 1)).map((a) => a.action)).toEqual([
      'changeLineItemQuantity',
      'setLineItemShippingDetails',
    ]);
  });

  it('leaves several targets alone on an increase (the extra units are unassigned)', () => {
    expect(actionsOf(changeQuantityActions(multi, 'figs', 3))).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 'figs', quantity: 3 },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'figs',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 3 }] },
      },
    ]);
    expect(actionsOf(changeQuantityActions(multi, 'box', 9)).map((a) => a.action)).toEqual([
      'changeLineItemQuantity',
      'changeLineItemQuantity',
    ]);
  });

  it('quantity 0 or less removes the line', () => {
    expect(changeQuantityActions(multi, 'figs', 0)).toEqual(removeLineActions(multi, 'figs'));
    expect(changeQuantityActions(multi, 'figs', -2)).toEqual(removeLineActions(multi, 'figs'));
  });

  it('refuses unknown lines, fractions and quantities above the maximum with the spec messages', () => {
    expect(changeQuantityActions(multi, 'nope', 1)).toEqual({
      ok: false,
      error: {
        code: 'cart/line-not-found',
        message: 'Cannot find line item for ID nope',
        details: { lineItemId: 'nope' },
      },
    });
    expect(changeQuantityActions(multi, 'figs', 1.5)).toMatchObject({
      ok: false,
      error: { code: 'quantity/not-a-number', message: 'Quantity must be a number' },
    });
    expect(changeQuantityActions(multi, 'figs', 5000)).toMatchObject({
      ok: false,
      error: { code: 'quantity/exceeds-maximum', message: 'Quantity cannot exceed 4999' },
    });
  });
});

describe('removeLineActions', () => {
  it('removes the line, its children and the addresses only they use', () => {
    const actions = actionsOf(removeLineActions(multi, 'box'));
    expect(actions.map((a) => a.action)).toEqual([
      'removeLineItem',
      'removeLineItem',
      'removeCustomLineItem',
      'removeCustomLineItem',
      'removeCustomShippingMethod',
      'removeCustomShippingMethod',
      'removeItemShippingAddress',
      'removeItemShippingAddress',
    ]);
    const after = applyShippingDetailActions(multi, actions);
    expect(after.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1']);
    expect(after.lineItems.map((l) => l.id)).toEqual(['figs']);
  });

  it('reports an unknown id', () => {
    expect(removeLineActions(multi, 'x')).toMatchObject({
      ok: false,
      error: { message: 'Cannot find line item for ID x' },
    });
  });
});

describe('staleDeliveryDateActions', () => {
  it('clears requested delivery dates earlier than today and keeps the other custom fields', () => {
    const c = testCart({
      itemShippingAddresses: [
        testAddress('shipment-1', { requestedDeliveryOn: '2025-03-09', shippingMethodId: 'ups-ground' }),
        testAddress('shipment-2', { requestedDeliveryOn: '2025-03-10' }),
        testAddress('shipment-3'),
      ],
    });
    expect(staleDeliveryDateActions(c, '2025-03-10')).toEqual([
      { action: 'updateItemShippingAddress', address: testAddress('shipment-1', { shippingMethodId: 'ups-ground' }) },
    ]);
    expect(() => staleDeliveryDateActions(c, '03/10/2025')).toThrow('Invalid date string: 03/10/2025');
  });
});

describe('assignAllToShipmentActions', () => {
  it('sends every line in full to the shipment', () => {
    expect(
      assignAllToShipmentActions(multi, 'shipment-1').map((a) =>
        a.action === 'setLineItemShippingDetails' ? [a.lineItemId, a.shippingDetails?.targets] : a,
      ),
    ).toEqual([
      ['box', [{ addressKey: 'shipment-1', quantity: 5 }]],
      ['card', [{ addressKey: 'shipment-1', quantity: 5 }]],
      ['figs', [{ addressKey: 'shipment-1', quantity: 1 }]],
    ]);
  });
});

const targetsArb = fc
  .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 3 })
  .chain((ks) =>
    fc.tuple(
      ...ks.map((k) => fc.integer({ min: 1, max: 6 }).map((q): ShippingTarget => ({ addressKey: k, quantity: q }))),
    ),
  );
/** Multiple-mode carts of 1–4 lines with valid targets; every address and shipping method is in use. */
const cartArb = fc.array(targetsArb, { minLength: 1, maxLength: 4 }).map((all) => {
  const used = keys.filter((k) => all.some((targets) => targets.some((t) => t.addressKey === k)));
  return testCart({
    shippingMode: 'Multiple',
    lineItems: all.map((targets, i) =>
      testLine(`l${i}`, { quantity: targets.reduce((s, t) => s + t.quantity, 0), targets }),
    ),
    itemShippingAddresses: used.map((k) => testAddress(k)),
    shipping: used.map((k) => ({
      shippingKey: k,
      shippingMethodName: 'Nutshell Shipping',
      price: { cents: 0, currency: 'USD' as const },
    })),
  });
});

describe('quantity properties', () => {
  it('after a change, targets sum to the quantity (or stay put on a multi-target increase), none is 0 and none dangles', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(3), fc.integer({ min: 1, max: 30 }), (cart, pick, quantity) => {
        const line = cart.lineItems[pick % cart.lineItems.length]!;
        const after = applyShippingDetailActions(cart, actionsOf(changeQuantityActions(cart, line.id, quantity)));
        const changed = after.lineItems.find((l) => l.id === line.id)!;
        const sum = changed.shippingDetails!.targets.reduce((s, t) => s + t.quantity, 0);
        if (line.shippingDetails!.targets.length > 1 && quantity > line.quantity)
          expect(changed.shippingDetails!.targets).toEqual(line.shippingDetails!.targets);
        else expect(sum).toBe(quantity);
        const live = new Set(after.itemShippingAddresses.map((a) => a.key));
        for (const l of after.lineItems)
          for (const t of l.shippingDetails!.targets) expect(t.quantity > 0 && live.has(t.addressKey)).toBe(true);
        for (const a of after.itemShippingAddresses)
          expect(after.lineItems.some((l) => l.shippingDetails!.targets.some((t) => t.addressKey === a.key))).toBe(
            true,
          );
      }),
    );
  });

  it('after a removal, only the addresses nobody else uses are gone', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(3), (cart, pick) => {
        const line = cart.lineItems[pick % cart.lineItems.length]!;
        const after = applyShippingDetailActions(cart, actionsOf(changeQuantityActions(cart, line.id, 0)));
        const used = new Set(after.lineItems.flatMap((l) => l.shippingDetails!.targets.map((t) => t.addressKey)));
        expect(after.itemShippingAddresses.map((a) => a.key)).toEqual(keys.filter((k) => used.has(k)));
        expect(after.shipping.map((s) => s.shippingKey)).toEqual(keys.filter((k) => used.has(k)));
      }),
    );
  });
});
