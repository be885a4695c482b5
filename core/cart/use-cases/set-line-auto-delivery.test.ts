import type { Cart } from '../model/cart';
import { testCart, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { SetLineAutoDelivery } from './set-line-auto-delivery';

const cart = testCart({ lineItems: [testLine('almonds', { sku: '1072-01' }), testLine('figs')] });
const platform = (c: Cart) => new InMemoryCommerce({ carts: [c] });

describe('SetLineAutoDelivery (spec: catalogue-gifting §4 Subscription; core-cart-checkout §3 autoDeliveryInterval)', () => {
  it('sets the line custom field autoDeliveryInterval in days (every 4 weeks: 28)', async () => {
    const carts = platform(cart);
    const result = await new SetLineAutoDelivery(carts).execute({ cart, lineItemId: 'almonds', intervalDays: 28 });
    expect(result.ok && result.value.lineItems.map((l) => l.custom.autoDeliveryInterval)).toEqual([28, undefined]);
    expect(carts.updates.at(-1)?.actions).toEqual([
      { action: 'setLineItemCustomField', lineItemId: 'almonds', name: 'autoDeliveryInterval', value: 28 },
    ]);
  });

  it('clears the field with null (Remove), and sends nothing when the line already has that interval', async () => {
    const subscribed = testCart({ lineItems: [testLine('almonds', { custom: { autoDeliveryInterval: 28 } })] });
    const carts = platform(subscribed);
    const use = new SetLineAutoDelivery(carts);
    const same = await use.execute({ cart: subscribed, lineItemId: 'almonds', intervalDays: 28 });
    expect(same).toEqual({ ok: true, value: subscribed });
    expect(carts.updates).toHaveLength(0);
    const cleared = await use.execute({ cart: subscribed, lineItemId: 'almonds', intervalDays: null });
    expect(cleared.ok && cleared.value.lineItems[0]!.custom.autoDeliveryInterval).toBeUndefined();
    expect(carts.updates.at(-1)?.actions).toEqual([
      { action: 'setLineItemCustomField', lineItemId: 'almonds', name: 'autoDeliveryInterval' },
    ]);
  });

  it('retries after a concurrent write, on the reloaded cart', async () => {
    const carts = platform(cart);
    carts.interleave(undefined, 2);
    const result = await new SetLineAutoDelivery(carts).execute({ cart, lineItemId: 'almonds', intervalDays: 42 });
    expect(result.ok && result.value.lineItems[0]!.custom.autoDeliveryInterval).toBe(42);
    expect(result.ok && result.value.version).toBe(cart.version + 3);
  });

  it('refuses an interval that is not a choice and an unknown line', async () => {
    const use = new SetLineAutoDelivery(platform(cart));
    expect(await use.execute({ cart, lineItemId: 'almonds', intervalDays: 35 })).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid' },
    });
    expect(await use.execute({ cart, lineItemId: 'nope', intervalDays: 28 })).toMatchObject({
      ok: false,
      error: { code: 'cart/line-not-found', message: 'Cannot find line item for ID nope' },
    });
  });
});
