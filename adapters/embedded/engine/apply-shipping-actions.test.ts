import { usd } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import type { CartAction } from '../../../core/cart';
import { testAddress, testCart, testLine } from '../../../core/cart/model/test-cart';
import { applyActions } from './apply-actions';
import { testContext } from './test-products';

function apply(cart: Cart, ...actions: CartAction[]): Cart {
  const r = applyActions(cart, actions, testContext([]));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
function failure(cart: Cart, ...actions: CartAction[]) {
  const r = applyActions(cart, actions, testContext([]));
  if (r.ok) throw new Error('expected a failure');
  return r.error;
}

const home = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US' as const,
};
/** Two shipments; l1 (3 units) split 1 + 2 over them, l2 (1 unit) to shipment-2; Multiple mode with a method per shipment. */
const split = () =>
  testCart({
    shippingMode: 'Multiple',
    itemShippingAddresses: [
      testAddress('shipment-1'),
      testAddress('shipment-2', {}, { city: 'Newark', postalCode: '07102' }),
    ],
    lineItems: [
      testLine('l1', {
        quantity: 3,
        targets: [
          { addressKey: 'shipment-1', quantity: 1 },
          { addressKey: 'shipment-2', quantity: 2 },
        ],
      }),
      testLine('l2', { targets: [{ addressKey: 'shipment-2', quantity: 1 }] }),
    ],
    shipping: [
      { shippingKey: 'shipment-1', shippingMethodName: 'Nutshell Shipping', price: usd(999) },
      { shippingKey: 'shipment-2', shippingMethodName: 'Nutshell Shipping', price: usd(0) },
    ],
  });

describe('applyActions: cart addresses', () => {
  it('setShippingAddress and setBillingAddress set and clear the address', () => {
    const set = apply(
      testCart(),
      { action: 'setShippingAddress', address: home },
      { action: 'setBillingAddress', address: { ...home, street1: '1 Main St' } },
    );
    expect(set.shippingAddress).toEqual(home);
    expect(set.billingAddress?.street1).toBe('1 Main St');
    const cleared = apply(set, { action: 'setShippingAddress' }, { action: 'setBillingAddress' });
    expect(cleared.shippingAddress).toBeUndefined();
    expect(cleared.billingAddress).toBeUndefined();
  });
});

describe('applyActions: item shipping addresses', () => {
  it('addItemShippingAddress appends an address with its key', () => {
    const cart = apply(
      testCart(),
      { action: 'addItemShippingAddress', address: testAddress('shipment-1') },
      { action: 'addItemShippingAddress', address: testAddress('shipment-2') },
    );
    expect(cart.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1', 'shipment-2']);
  });

  it('addItemShippingAddress refuses a key already used', () => {
    expect(failure(split(), { action: 'addItemShippingAddress', address: testAddress('shipment-2') })).toMatchObject({
      code: 'cart/invalid-action',
      message: 'An item shipping address with key shipment-2 already exists',
      details: { action: 'addItemShippingAddress' },
    });
  });

  it('updateItemShippingAddress replaces the address with that key, in place', () => {
    const cart = apply(split(), {
      action: 'updateItemShippingAddress',
      address: testAddress('shipment-1', { requestedDeliveryOn: '2025-02-03' }, { city: 'Westfield' }),
    });
    expect(cart.itemShippingAddresses.map((a) => a.city)).toEqual(['Westfield', 'Newark']);
    expect(cart.itemShippingAddresses[0]?.custom.requestedDeliveryOn).toBe('2025-02-03');
  });

  it("updateItemShippingAddress refuses an unknown key with 'unknown shipment: {key}'", () => {
    expect(failure(split(), { action: 'updateItemShippingAddress', address: testAddress('shipment-9') })).toMatchObject(
      {
        code: 'cart/unknown-shipment',
        message: 'unknown shipment: shipment-9',
        details: { key: 'shipment-9' },
      },
    );
  });

  it("removeItemShippingAddress drops the address, the lines' targets to it and its shipping method", () => {
    const cart = apply(split(), { action: 'removeItemShippingAddress', addressKey: 'shipment-2' });
    expect(cart.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1']);
    expect(cart.lineItems.map((l) => l.shippingDetails?.targets)).toEqual([
      [{ addressKey: 'shipment-1', quantity: 1 }],
      [],
    ]);
    expect(cart.shipping.map((s) => s.shippingKey)).toEqual(['shipment-1']);
  });

  it('removeItemShippingAddress refuses an unknown key', () => {
    expect(failure(split(), { action: 'removeItemShippingAddress', addressKey: 'shipment-3' }).message).toBe(
      'unknown shipment: shipment-3',
    );
  });
});

describe('applyActions: setLineItemShippingDetails', () => {
  it('sets the targets of a line (validity is computed when the cart is priced) and clears them', () => {
    const cart = apply(split(), {
      action: 'setLineItemShippingDetails',
      lineItemId: 'l1',
      shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 3 }] },
    });
    expect(cart.lineItems[0]?.shippingDetails).toEqual({
      targets: [{ addressKey: 'shipment-1', quantity: 3 }],
      valid: false,
    });
    expect(
      apply(cart, { action: 'setLineItemShippingDetails', lineItemId: 'l1' }).lineItems[0]?.shippingDetails,
    ).toBeUndefined();
  });

  it('refuses an unknown line, an unknown address key and a negative or fractional target quantity', () => {
    expect(
      failure(split(), { action: 'setLineItemShippingDetails', lineItemId: 'nope', shippingDetails: { targets: [] } })
        .message,
    ).toBe('Cannot find line item for ID nope');
    expect(
      failure(split(), {
        action: 'setLineItemShippingDetails',
        lineItemId: 'l1',
        shippingDetails: { targets: [{ addressKey: 'shipment-7', quantity: 3 }] },
      }).message,
    ).toBe('unknown shipment: shipment-7');
    expect(
      failure(split(), {
        action: 'setLineItemShippingDetails',
        lineItemId: 'l1',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: -1 }] },
      }).code,
    ).toBe('cart/invalid-action');
    expect(
      failure(split(), {
        action: 'setLineItemShippingDetails',
        lineItemId: 'l1',
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1.5 }] },
      }).code,
    ).toBe('cart/invalid-action');
  });
});

describe('applyActions: custom shipping methods', () => {
  it('Single mode: setCustomShippingMethod sets the one cart method; removeCustomShippingMethod clears it', () => {
    const cart = apply(testCart(), {
      action: 'setCustomShippingMethod',
      shippingMethodName: 'Nutshell Shipping',
      price: usd(999),
    });
    expect(cart.shippingInfo).toEqual({ shippingMethodName: 'Nutshell Shipping', price: usd(999) });
    expect(cart.shipping).toEqual([]);
    expect(
      apply(cart, { action: 'setCustomShippingMethod', shippingMethodName: 'Nutshell Express', price: usd(1999) })
        .shippingInfo?.price,
    ).toEqual(usd(1999));
    expect(apply(cart, { action: 'removeCustomShippingMethod' }).shippingInfo).toBeUndefined();
  });

  it('Multiple mode: setCustomShippingMethod sets the method of one shipment key, replacing its previous one', () => {
    const cart = apply(split(), {
      action: 'setCustomShippingMethod',
      shippingMethodName: 'Nutshell Express',
      price: usd(2499),
      shippingKey: 'shipment-1',
    });
    expect(cart.shipping).toEqual([
      { shippingKey: 'shipment-2', shippingMethodName: 'Nutshell Shipping', price: usd(0) },
      { shippingKey: 'shipment-1', shippingMethodName: 'Nutshell Express', price: usd(2499) },
    ]);
    expect(cart.shippingInfo).toBeUndefined();
  });

  it('Multiple mode: refuses an unknown shipment key; removeCustomShippingMethod removes only that key', () => {
    expect(
      failure(split(), {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'x',
        price: usd(1),
        shippingKey: 'shipment-5',
      }).message,
    ).toBe('unknown shipment: shipment-5');
    expect(
      apply(split(), { action: 'removeCustomShippingMethod', shippingKey: 'shipment-2' }).shipping.map(
        (s) => s.shippingKey,
      ),
    ).toEqual(['shipment-1']);
  });
});

describe('applyActions: shipping atomicity', () => {
  it('a failing shipping action leaves the cart unchanged', () => {
    const cart = split();
    const before = structuredClone(cart);
    const error = failure(
      cart,
      { action: 'removeItemShippingAddress', addressKey: 'shipment-1' },
      { action: 'updateItemShippingAddress', address: testAddress('shipment-1') },
    );
    expect(error.message).toBe('unknown shipment: shipment-1');
    expect(cart).toEqual(before);
  });
});
