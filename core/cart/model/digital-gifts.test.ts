import fc from 'fast-check';
import {
  DEFAULT_WAREHOUSE_ADDRESS,
  digitalGiftShipmentActions,
  giftLineNote,
  giftReallocationCheck,
  isGiftLine,
  nextDay,
} from './digital-gifts';
import { applyTestActions } from './test-apply-actions';
import { testAddress, testCart, testLine } from './test-cart';

const recipients = '[{"name":"Sam","email":"sam@example.com"}]';
const egift = (id: string, quantity = 1, targets?: { addressKey: string; quantity: number }[]) =>
  testLine(id, { quantity, sku: `GC-${id}`, custom: { recipientsJson: recipients }, ...(targets ? { targets } : {}) });
const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T =>
  r.ok ? r.value : expect.fail(r.error.message);

describe('DEFAULT_WAREHOUSE_ADDRESS', () => {
  it('is the Nutshell warehouse in New Jersey', () => {
    expect(DEFAULT_WAREHOUSE_ADDRESS).toMatchObject({
      name: 'Nutshell Warehouse',
      state: 'NJ',
      country: 'US',
      residential: false,
    });
  });
});

describe('nextDay', () => {
  it('rolls over months, leap days and years', () => {
    expect(nextDay('2025-03-14')).toBe('2025-03-15');
    expect(nextDay('2025-01-31')).toBe('2025-02-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-02-28')).toBe('2025-03-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });

  it('property: agrees with UTC calendar arithmetic', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9998, 11, 30)), noInvalidDate: true }),
        (d) => {
          const iso = (x: Date) => x.toISOString().slice(0, 10);
          expect(nextDay(iso(d))).toBe(iso(new Date(d.getTime() + 86_400_000)));
        },
      ),
    );
  });
});

describe('digitalGiftShipmentActions', () => {
  it('adds a warehouse shipment under the lowest unused key, arriving tomorrow, with the full quantity', () => {
    const cart = testCart({
      lineItems: [testLine('nuts', { targets: [{ addressKey: 'shipment-1', quantity: 1 }] }), egift('gift', 3)],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    const actions = valueOf(digitalGiftShipmentActions(cart, '2025-12-31'));
    expect(actions).toEqual([
      {
        action: 'addItemShippingAddress',
        address: { ...DEFAULT_WAREHOUSE_ADDRESS, key: 'shipment-2', custom: { requestedDeliveryOn: '2026-01-01' } },
      },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'gift',
        shippingDetails: { targets: [{ addressKey: 'shipment-2', quantity: 3 }] },
      },
    ]);
    const after = applyTestActions(cart, actions);
    expect(after.lineItems.map((l) => l.shippingDetails?.valid)).toEqual([true, true]);
    expect(digitalGiftShipmentActions(after, '2025-12-31')).toEqual({ ok: true, value: [] });
  });

  it('does nothing for assigned gift lines and lines without recipients', () => {
    const cart = testCart({
      lineItems: [
        egift('gift', 1, [{ addressKey: 'shipment-1', quantity: 1 }]),
        testLine('plain', { custom: { recipientsJson: '' } }),
      ],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    expect(digitalGiftShipmentActions(cart, '2025-06-01')).toEqual({ ok: true, value: [] });
  });

  it('reuses the warehouse shipment, moving a stale arrival date to tomorrow', () => {
    const warehouse = {
      ...DEFAULT_WAREHOUSE_ADDRESS,
      key: 'shipment-2',
      custom: { requestedDeliveryOn: '2025-05-20', priceCents: 0 },
    };
    const cart = testCart({
      lineItems: [egift('a', 1, [{ addressKey: 'shipment-2', quantity: 1 }]), egift('b', 2)],
      itemShippingAddresses: [testAddress('shipment-1'), warehouse],
    });
    expect(valueOf(digitalGiftShipmentActions(cart, '2025-06-01'))).toEqual([
      {
        action: 'updateItemShippingAddress',
        address: { ...warehouse, custom: { requestedDeliveryOn: '2025-06-02', priceCents: 0 } },
      },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'b',
        shippingDetails: { targets: [{ addressKey: 'shipment-2', quantity: 2 }] },
      },
    ]);
    const current = {
      ...cart,
      itemShippingAddresses: [
        testAddress('shipment-1'),
        { ...warehouse, custom: { requestedDeliveryOn: '2025-06-09' } },
      ],
    };
    expect(valueOf(digitalGiftShipmentActions(current, '2025-06-01')).map((a) => a.action)).toEqual([
      'setLineItemShippingDetails',
    ]);
  });

  it('a partly assigned gift line gets its full quantity at the warehouse', () => {
    const cart = testCart({
      lineItems: [egift('gift', 3, [{ addressKey: 'shipment-1', quantity: 1 }])],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    expect(valueOf(digitalGiftShipmentActions(cart, '2025-06-01')).at(-1)).toEqual({
      action: 'setLineItemShippingDetails',
      lineItemId: 'gift',
      shippingDetails: { targets: [{ addressKey: 'shipment-2', quantity: 3 }] },
    });
  });

  it('refuses a malformed today with the spec message', () => {
    expect(digitalGiftShipmentActions(testCart({ lineItems: [egift('g')] }), '2025-02-30')).toEqual({
      ok: false,
      error: {
        code: 'validation/invalid-date',
        message: 'Invalid date string: 2025-02-30',
        details: { value: '2025-02-30' },
      },
    });
  });
});

describe('giftReallocationCheck', () => {
  const twoShipments = [testAddress('shipment-1'), testAddress('shipment-2')];
  const before = testCart({ lineItems: [testLine('nuts'), egift('gift')], itemShippingAddresses: twoShipments });

  it('needs re-allocation when the gift lines changed and the cart has several shipments', () => {
    const after = { ...before, lineItems: [...before.lineItems, testLine('tin', { custom: { markedAsGift: true } })] };
    expect(giftReallocationCheck(before, after)).toEqual({
      ok: false,
      error: {
        code: 'cart/gift-reallocation-required',
        message: 'Change in gift line items detected; shipment re-allocation required!',
        details: { status: 'newUnassignedGiftLineItem', added: ['tin'], removed: [] },
      },
    });
    const removed = { ...before, lineItems: [testLine('nuts')] };
    expect(giftReallocationCheck(before, removed)).toMatchObject({
      ok: false,
      error: { details: { added: [], removed: ['gift'] } },
    });
  });

  it('is fine with one shipment, or when only other lines changed', () => {
    const after = { ...before, lineItems: [...before.lineItems, testLine('tin', { custom: { markedAsGift: true } })] };
    expect(giftReallocationCheck(before, { ...after, itemShippingAddresses: [testAddress('shipment-1')] })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(giftReallocationCheck(before, { ...before, lineItems: [egift('gift'), testLine('figs')] })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(
      giftReallocationCheck(before, { ...before, lineItems: [testLine('nuts', { quantity: 4 }), egift('gift', 2)] }),
    ).toEqual({ ok: true, value: undefined });
  });

  it('a gift line is markedAsGift or has recipients', () => {
    expect(isGiftLine(testLine('a', { custom: { markedAsGift: true } }))).toBe(true);
    expect(isGiftLine(egift('b'))).toBe(true);
    expect(isGiftLine(testLine('c', { custom: { markedAsGift: false } }))).toBe(false);
  });
});

describe('giftLineNote (core-cart-checkout §3 recipientsJson, §4 greeting card lines, §5 gift message)', () => {
  it("gives a digital gift's recipients and its message with the sender after ' - '", () => {
    const json = JSON.stringify([
      { name: 'Sam Lee', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' },
      { name: '', email: 'alex@example.com', message: 'Enjoy!', sender: 'Pat' },
    ]);
    expect(giftLineNote({ custom: { recipientsJson: json } })).toEqual({
      recipients: ['Sam Lee', 'alex@example.com'],
      message: 'Enjoy! - Pat',
    });
    expect(giftLineNote({ custom: { recipientsJson: recipients } })).toEqual({ recipients: ['Sam'] });
  });

  it("gives a greeting card's message; nothing for other lines or recipients that are not a JSON array", () => {
    expect(giftLineNote({ custom: { greetingCardMessage: ' Happy holidays! ' } })).toEqual({
      cardMessage: 'Happy holidays!',
    });
    expect(giftLineNote({ custom: {} })).toBeUndefined();
    expect(giftLineNote({ custom: { recipientsJson: 'not json' } })).toBeUndefined();
    expect(giftLineNote({ custom: { recipientsJson: '{"name":"Sam"}' } })).toBeUndefined();
  });
});
