import fc from 'fast-check';
import type { Cart } from './cart';
import {
  fixedAddressShipmentActions,
  parseFixedAddress,
  validateFixedAddress,
  type FixedAddress,
} from './fixed-address';
import { shipmentsOf } from './shipments';
import { applyTestActions } from './test-apply-actions';
import { testAddress, testCart, testLine } from './test-cart';

const foodBank = {
  name: 'Community Food Bank',
  street1: '31 Evans Terminal',
  city: 'Hillside',
  state: 'NJ',
  postalCode: '07205',
  country: 'US' as const,
  residential: false,
};
const json = (value: unknown) => JSON.stringify(value);
const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T =>
  r.ok ? r.value : expect.fail(r.error.message);
const fixed = (overrides: Partial<FixedAddress> = {}): FixedAddress => ({
  address: foodBank,
  groupShipments: false,
  skipFulfillment: false,
  ...overrides,
});
const cartWith = (quantity: number, overrides: Partial<Cart> = {}) =>
  testCart({ lineItems: [testLine('donation', { quantity })], ...overrides });
const targetsOf = (cart: Cart) => cart.lineItems.find((l) => l.id === 'donation')?.shippingDetails;

describe('validateFixedAddress and parseFixedAddress', () => {
  it('parses the attribute, accepting unknown keys and dropping them from the address', () => {
    const text = json({
      address: { ...foodBank, attention: 'Dock 4' },
      groupShipments: true,
      shippingMethod: 'UPS Ground',
      campaign: 'fall-drive',
    });
    expect(validateFixedAddress(text)).toEqual({
      ok: true,
      value: { address: foodBank, groupShipments: true, skipFulfillment: false, shippingMethod: 'UPS Ground' },
    });
    expect(parseFixedAddress(json({ address: { country: 'US' } }))).toEqual({
      address: { country: 'US' },
      groupShipments: false,
      skipFulfillment: false,
    });
  });

  it('a malformed value is undefined, and the validate function says why', () => {
    expect(validateFixedAddress('{address:')).toEqual({
      ok: false,
      error: {
        code: 'cart/invalid-fixed-address',
        message: 'Invalid fixedAddress attribute: not JSON',
        details: { issues: [{ path: '', message: 'not JSON' }] },
      },
    });
    for (const bad of [
      '{address:',
      json({ groupShipments: true }),
      json({ address: { ...foodBank, country: 'MX' } }),
      json({ address: foodBank, skipFulfillment: 'yes' }),
      '[]',
      'null',
    ]) {
      expect(parseFixedAddress(bad)).toBeUndefined();
      expect(validateFixedAddress(bad)).toMatchObject({
        ok: false,
        error: {
          code: 'cart/invalid-fixed-address',
          message: expect.stringMatching(/^Invalid fixedAddress attribute: /),
        },
      });
    }
    expect(validateFixedAddress(json({ address: { country: 'XX' } }))).toMatchObject({
      ok: false,
      error: { details: { issues: [{ path: 'address.country' }] } },
    });
    expect(parseFixedAddress(undefined)).toBeUndefined();
    expect(parseFixedAddress('  ')).toBeUndefined();
  });
});

describe('fixedAddressShipmentActions', () => {
  it('gives each unit its own shipment under the lowest unused keys', () => {
    const cart = cartWith(3, { itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-3')] });
    const actions = valueOf(fixedAddressShipmentActions(cart, 'donation', fixed({ shippingMethod: 'UPS Ground' })));
    expect(actions).toEqual([
      {
        action: 'addItemShippingAddress',
        address: { ...foodBank, key: 'shipment-2', custom: { shippingMethodName: 'UPS Ground' } },
      },
      {
        action: 'addItemShippingAddress',
        address: { ...foodBank, key: 'shipment-4', custom: { shippingMethodName: 'UPS Ground' } },
      },
      {
        action: 'addItemShippingAddress',
        address: { ...foodBank, key: 'shipment-5', custom: { shippingMethodName: 'UPS Ground' } },
      },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'donation',
        shippingDetails: {
          targets: ['shipment-2', 'shipment-4', 'shipment-5'].map((addressKey) => ({ addressKey, quantity: 1 })),
        },
      },
    ]);
    expect(targetsOf(applyTestActions(cart, actions))?.valid).toBe(true);
  });

  it('groupShipments puts every unit in one shipment; the attribute text may be passed as is', () => {
    const cart = cartWith(4);
    const actions = valueOf(
      fixedAddressShipmentActions(cart, 'donation', json({ address: foodBank, groupShipments: true })),
    );
    expect(actions).toEqual([
      { action: 'addItemShippingAddress', address: { ...foodBank, key: 'shipment-1', custom: {} } },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'donation',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 4 }] },
      },
    ]);
  });

  it('skipFulfillment sets the pickup option so the shipment counts as complete', () => {
    const cart = cartWith(1);
    const after = applyTestActions(
      cart,
      valueOf(fixedAddressShipmentActions(cart, 'donation', fixed({ skipFulfillment: true }))),
    );
    const [shipment] = shipmentsOf(after);
    expect(shipment?.address.custom).toEqual({
      shippingMethodId: '38',
      shippingMethodName: 'Pickup',
      priceCents: 0,
      shipmentPickupCarrier: 'None',
      shipmentPickupCarrierCode: '00',
    });
    expect(shipment?.isPickup).toBe(true);
  });

  it('Multiple mode with skipFulfillment also sets a zero-price shipping method per new shipment', () => {
    const cart = cartWith(2, { shippingMode: 'Multiple' });
    const actions = valueOf(fixedAddressShipmentActions(cart, 'donation', fixed({ skipFulfillment: true })));
    expect(actions.filter((a) => a.action === 'setCustomShippingMethod')).toEqual([
      {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'Pickup',
        price: { cents: 0, currency: 'USD' },
        shippingKey: 'shipment-1',
      },
      {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'Pickup',
        price: { cents: 0, currency: 'USD' },
        shippingKey: 'shipment-2',
      },
    ]);
    expect(applyTestActions(cart, actions).shipping.map((s) => s.price.cents)).toEqual([0, 0]);
  });

  it('is idempotent, and only adds shipments for units a quantity increase left unassigned', () => {
    const cart = cartWith(2);
    const once = applyTestActions(cart, valueOf(fixedAddressShipmentActions(cart, 'donation', fixed())));
    expect(fixedAddressShipmentActions(once, 'donation', fixed())).toEqual({ ok: true, value: [] });
    const more = { ...once, lineItems: once.lineItems.map((l) => ({ ...l, quantity: 3 })) };
    const actions = valueOf(fixedAddressShipmentActions(more, 'donation', fixed()));
    expect(actions.map((a) => a.action)).toEqual(['addItemShippingAddress', 'setLineItemShippingDetails']);
    expect(targetsOf(applyTestActions(more, actions))?.targets.map((t) => [t.addressKey, t.quantity])).toEqual([
      ['shipment-1', 1],
      ['shipment-2', 1],
      ['shipment-3', 1],
    ]);
  });

  it('grouped: the missing units join the existing fixed-address shipment', () => {
    const cart = cartWith(5, {
      lineItems: [testLine('donation', { quantity: 5, targets: [{ addressKey: 'shipment-1', quantity: 2 }] })],
      itemShippingAddresses: [{ ...foodBank, key: 'shipment-1', custom: {} }],
    });
    expect(valueOf(fixedAddressShipmentActions(cart, 'donation', fixed({ groupShipments: true })))).toEqual([
      {
        action: 'setLineItemShippingDetails',
        lineItemId: 'donation',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 5 }] },
      },
    ]);
  });

  it("moves units assigned to the shopper's address to the fixed address", () => {
    const cart = testCart({
      lineItems: [testLine('donation', { quantity: 1, targets: [{ addressKey: 'shipment-1', quantity: 1 }] })],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    const after = applyTestActions(cart, valueOf(fixedAddressShipmentActions(cart, 'donation', fixed())));
    expect(targetsOf(after)).toEqual({ targets: [{ addressKey: 'shipment-2', quantity: 1 }], valid: true });
    expect(after.itemShippingAddresses.find((a) => a.key === 'shipment-2')?.street1).toBe(foodBank.street1);
  });

  it('reports an unknown line and a malformed attribute', () => {
    expect(fixedAddressShipmentActions(cartWith(1), 'ghost', fixed())).toMatchObject({
      ok: false,
      error: { code: 'cart/line-not-found', message: 'Cannot find line item for ID ghost' },
    });
    expect(fixedAddressShipmentActions(cartWith(1), 'donation', '{}')).toMatchObject({
      ok: false,
      error: { code: 'cart/invalid-fixed-address' },
    });
  });

  it('property: per-unit gives `quantity` new distinct unused keys of 1 unit each; the result is valid and stable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }),
        fc.boolean(),
        (quantity, used, grouped) => {
          const cart = cartWith(quantity, { itemShippingAddresses: used.map((n) => testAddress(`shipment-${n}`)) });
          const actions = valueOf(fixedAddressShipmentActions(cart, 'donation', fixed({ groupShipments: grouped })));
          const added = actions.flatMap((a) => (a.action === 'addItemShippingAddress' ? [a.address.key] : []));
          expect(added).toHaveLength(grouped ? 1 : quantity);
          expect(new Set(added).size).toBe(added.length);
          for (const key of added) expect(used.map((n) => `shipment-${n}`)).not.toContain(key);
          const after = applyTestActions(cart, actions);
          const details = targetsOf(after);
          expect(details?.valid).toBe(true);
          expect(details?.targets.every((t) => t.quantity === (grouped ? quantity : 1))).toBe(true);
          expect(fixedAddressShipmentActions(after, 'donation', fixed({ groupShipments: grouped }))).toEqual({
            ok: true,
            value: [],
          });
        },
      ),
    );
  });
});
