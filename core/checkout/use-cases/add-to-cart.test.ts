import fc from 'fast-check';
import { usd } from '../../shared';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { AddToCart } from './add-to-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';

const almonds = testProduct('almonds', {
  variants: [testVariant('ALM-1LB', { prices: [{ id: 'p-alm', value: usd(1299), tiers: [] }] })],
});
const truffles = testProduct('truffles', { meltable: true, variants: [testVariant('TRF-8OZ')] });
const foodBank = {
  name: 'Receiving Dock',
  company: 'Community Food Bank',
  street1: '31 Evans Terminal',
  city: 'Hillside',
  state: 'NJ',
  postalCode: '07205',
  country: 'US' as const,
  residential: false,
};
const donation = (groupShipments: boolean) =>
  testProduct(`donation-${groupShipments}`, {
    variants: [
      testVariant(groupShipments ? 'DON-GROUPED' : 'DON-EACH', {
        fixedAddress: JSON.stringify({ address: foodBank, groupShipments, shippingMethod: 'UPS Ground' }),
      }),
    ],
  });
/** 03:00 UTC on 22 November 2026 is still 21 November in New Jersey. */
const lateEvening = { nowMs: () => Date.parse('2026-11-22T03:00:00Z') };
const setup = (carts = testCart({ id: 'cart-9', anonymousId: 'anon-2' })) => {
  const products = [almonds, truffles, donation(true), donation(false)];
  const commerce = new InMemoryCommerce({ carts: [carts], products });
  return { commerce, addToCart: new AddToCart(commerce, lateEvening) };
};

describe('AddToCart', () => {
  it('creates the session cart with the line on the first add, in one write', async () => {
    const { commerce, addToCart } = setup();
    const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 2 });
    expect(commerce.createdCarts).toEqual([
      { anonymousId: 'anon-1', actions: [{ action: 'addLineItem', sku: 'ALM-1LB', quantity: 2, custom: undefined }] },
    ]);
    expect(commerce.updates).toEqual([]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.cart_line).toEqual({ id: 'line-1', quantity_added: 2 });
    expect(result.value.cart).toMatchObject({ id: 'cart-1', version: 1, anonymousId: 'anon-1', totalPrice: usd(2598) });
    expect(result.value.cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([['ALM-1LB', 2]]);
  });

  it("reuses the session's active cart and never another session's", async () => {
    const mine = testCart({
      id: 'cart-7',
      version: 4,
      anonymousId: 'anon-1',
      lineItems: [testLine('old', { sku: 'TRF-8OZ' })],
    });
    const { commerce, addToCart } = setup(mine);
    const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 1 });
    expect(commerce.createdCarts).toEqual([]);
    expect(commerce.updates.map((u) => [u.id, u.version])).toEqual([['cart-7', 4]]);
    expect(result).toMatchObject({
      ok: true,
      value: { cart: { id: 'cart-7', version: 5 }, cart_line: { id: 'line-1', quantity_added: 1 } },
    });

    const other = await addToCart.execute({ anonymousId: 'anon-3', sku: 'ALM-1LB', quantity: 1 });
    expect(commerce.createdCarts.map((d) => d.anonymousId)).toEqual(['anon-3']);
    expect(other).toMatchObject({ ok: true, value: { cart: { id: 'cart-1', anonymousId: 'anon-3' } } });
  });

  it("says 'Quantity must be higher than 0' for 0 and negative quantities, without touching a cart", async () => {
    const { commerce, addToCart } = setup();
    for (const quantity of [0, -1, -40]) {
      expect(await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity })).toEqual({
        ok: false,
        error: { code: 'validation/invalid', message: 'Quantity must be higher than 0' },
      });
    }
    expect(commerce.calls).toEqual([]);
  });

  it("says 'Quantity must be a number' for fractions, NaN, infinity and text", async () => {
    const { commerce, addToCart } = setup();
    for (const quantity of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '2' as unknown as number,
      undefined as unknown as number,
    ]) {
      expect(await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity })).toEqual({
        ok: false,
        error: { code: 'validation/invalid', message: 'Quantity must be a number' },
      });
    }
    expect(commerce.calls).toEqual([]);
  });

  it('rejects a missing SKU or session without blaming the quantity', async () => {
    const { commerce, addToCart } = setup();
    const invalid = { ok: false, error: { code: 'validation/invalid', message: 'Invalid add-to-cart request' } };
    expect(await addToCart.execute({ anonymousId: 'anon-1', sku: '  ', quantity: 1 })).toEqual(invalid);
    expect(await addToCart.execute({ anonymousId: '', sku: 'ALM-1LB', quantity: 1 })).toEqual(invalid);
    expect(commerce.calls).toEqual([]);
  });

  it('passes the unknown-SKU error of the commerce platform through', async () => {
    const { addToCart } = setup();
    expect(await addToCart.execute({ anonymousId: 'anon-1', sku: 'NOPE-1LB', quantity: 1 })).toEqual({
      ok: false,
      error: { code: 'product/sku-not-found', message: 'No product variant with SKU NOPE-1LB' },
    });
  });

  it('with exactly one shipment, assigns every line its full quantity there in a second update', async () => {
    const old = testLine('old', { sku: 'TRF-8OZ', quantity: 3, targets: [{ addressKey: 'shipment-1', quantity: 3 }] });
    const cart = testCart({
      anonymousId: 'anon-1',
      lineItems: [old],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    const { commerce, addToCart } = setup(cart);
    const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 2 });
    expect(commerce.updates[1]).toEqual({
      id: 'cart-1',
      version: 2,
      actions: [
        {
          action: 'setLineItemShippingDetails',
          lineItemId: 'old',
          shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 3 }] },
        },
        {
          action: 'setLineItemShippingDetails',
          lineItemId: 'line-1',
          shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }] },
        },
      ],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.cart.version).toBe(3);
    expect(result.value.cart.lineItems.find((l) => l.id === 'line-1')?.shippingDetails).toEqual({
      targets: [{ addressKey: 'shipment-1', quantity: 2 }],
      valid: true,
    });
  });

  it('leaves the new line unassigned with no shipment or with several', async () => {
    const two = testCart({
      anonymousId: 'anon-1',
      itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    });
    for (const cart of [testCart({ anonymousId: 'anon-1' }), two]) {
      const { commerce, addToCart } = setup(cart);
      const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 1 });
      expect(commerce.updates).toHaveLength(1);
      expect(result.ok && result.value.cart.lineItems[0]?.shippingDetails).toBeUndefined();
    }
  });

  it('adding a SKU already in the cart reports that line and the quantity added, not the new total', async () => {
    const { addToCart } = setup();
    await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 2 });
    const again = await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 3 });
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.cart_line).toEqual({ id: 'line-1', quantity_added: 3 });
    expect(again.value.cart.lineItems.map((l) => l.quantity)).toEqual([5]);
  });

  it('reports the line with the same list metadata when a SKU sits on two lines', async () => {
    const { commerce, addToCart } = setup();
    await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 1, listMetadata: 'search' });
    const result = await addToCart.execute({
      anonymousId: 'anon-1',
      sku: 'ALM-1LB',
      quantity: 1,
      listMetadata: 'home',
    });
    expect(commerce.updates[0]?.actions).toEqual([
      { action: 'addLineItem', sku: 'ALM-1LB', quantity: 1, custom: { listMetadata: 'home' } },
    ]);
    expect(result).toMatchObject({ ok: true, value: { cart_line: { id: 'line-2', quantity_added: 1 } } });
  });

  it('property: with one shipment the added line is fully assigned to it, whatever the quantity', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4999 }), async (quantity) => {
        const { addToCart } = setup(
          testCart({ anonymousId: 'anon-1', itemShippingAddresses: [testAddress('shipment-1')] }),
        );
        const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'TRF-8OZ', quantity });
        if (!result.ok) return false;
        const line = result.value.cart.lineItems[0];
        return (
          result.value.cart_line.quantity_added === quantity &&
          line?.quantity === quantity &&
          JSON.stringify(line.shippingDetails) ===
            JSON.stringify({ targets: [{ addressKey: 'shipment-1', quantity }], valid: true })
        );
      }),
      { numRuns: 50 },
    );
  });

  it('sends a fixed-address product to its fixed address: one shipment for all units when grouped (core §4 Special lines)', async () => {
    const { addToCart } = setup();
    const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'DON-GROUPED', quantity: 3 });
    if (!result.ok) throw new Error(result.error.message);
    const cart = result.value.cart;
    expect(cart.itemShippingAddresses.map((a) => [a.key, a.company, a.postalCode])).toEqual([
      ['shipment-1', 'Community Food Bank', '07205'],
    ]);
    expect(cart.itemShippingAddresses[0]?.custom.shippingMethodName).toBe('UPS Ground');
    expect(cart.lineItems[0]?.shippingDetails).toEqual({
      targets: [{ addressKey: 'shipment-1', quantity: 3 }],
      valid: true,
    });
  });

  it('sends each unit of an ungrouped fixed-address product in its own shipment, keyed shipment-N', async () => {
    const { addToCart } = setup(
      testCart({ id: 'cart-9', anonymousId: 'anon-1', itemShippingAddresses: [testAddress('shipment-1')] }),
    );
    const result = await addToCart.execute({ anonymousId: 'anon-1', sku: 'DON-EACH', quantity: 2 });
    if (!result.ok) throw new Error(result.error.message);
    const line = result.value.cart.lineItems.find((l) => l.variant.sku === 'DON-EACH');
    expect(line?.shippingDetails?.targets).toEqual([
      { addressKey: 'shipment-2', quantity: 1 },
      { addressKey: 'shipment-3', quantity: 1 },
    ]);
    expect(result.value.cart.itemShippingAddresses.map((a) => a.key)).toEqual([
      'shipment-1',
      'shipment-2',
      'shipment-3',
    ]);
  });

  it("sends a digital gift line to the New Jersey warehouse shipment, arriving the day after the warehouse's today", async () => {
    const { commerce, addToCart } = setup();
    const result = await addToCart.execute({
      anonymousId: 'anon-1',
      sku: 'ALM-1LB',
      quantity: 1,
      recipientsJson: '[{"email":"friend@example.com"}]',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(commerce.createdCarts[0]?.actions).toEqual([
      {
        action: 'addLineItem',
        sku: 'ALM-1LB',
        quantity: 1,
        custom: { recipientsJson: '[{"email":"friend@example.com"}]' },
      },
    ]);
    const [warehouse] = result.value.cart.itemShippingAddresses;
    expect(warehouse).toMatchObject({ key: 'shipment-1', state: 'NJ', custom: { requestedDeliveryOn: '2026-11-22' } });
    expect(result.value.cart.lineItems[0]?.shippingDetails?.targets).toEqual([
      { addressKey: 'shipment-1', quantity: 1 },
    ]);
  });
});

describe('AddToCart for a session that began with the request', () => {
  it('looks no active cart up and creates the cart with the line', async () => {
    const { commerce, addToCart } = setup();
    const result = await addToCart.execute({ anonymousId: 'anon-new', sku: 'ALM-1LB', quantity: 1, newSession: true });
    expect(commerce.calls.filter((c) => c === 'getActiveCartOf')).toEqual([]);
    expect(result).toMatchObject({ ok: true, value: { cart: { version: 1, anonymousId: 'anon-new' } } });
  });

  it('stores no cart when the first add fails (an unknown SKU)', async () => {
    const { commerce, addToCart } = setup();
    const result = await addToCart.execute({ anonymousId: 'anon-new', sku: 'NOPE', quantity: 1, newSession: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'product/sku-not-found' } });
    expect(await commerce.getActiveCartOf('anon-new')).toBeUndefined();
  });
});
