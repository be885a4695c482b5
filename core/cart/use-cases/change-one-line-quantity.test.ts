import { PortError } from '../../shared';
import { usd } from '../../shared';
import { testAddress, testCart, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import type { Cart } from '../model';
import { ChangeLineItemQuantities } from './change-line-item-quantities';

/** One line's change, as the CLI's set-quantity sends it. */
const one = (input: { cart: Cart; lineItemId: string; quantity: number }) => ({
  cart: input.cart,
  changes: [{ lineItemId: input.lineItemId, quantity: input.quantity }],
});

const cart = testCart({
  version: 4,
  lineItems: [
    testLine('almonds', { quantity: 2, targets: [{ addressKey: 'shipment-1', quantity: 2 }] }),
    testLine('figs', { quantity: 1, targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
  ],
  itemShippingAddresses: [testAddress('shipment-1')],
});
const platform = () => new InMemoryCommerce({ carts: [cart] });
const withoutFigs = (c: typeof cart) => ({ ...c, lineItems: c.lineItems.filter((l) => l.id !== 'figs') });

describe('ChangeLineItemQuantities with one change (a line set to a quantity)', () => {
  it('sends the quantity and its shipping target with the cart version', async () => {
    const carts = platform();
    const result = await new ChangeLineItemQuantities(carts).execute(one({ cart, lineItemId: 'almonds', quantity: 5 }));
    expect(result).toMatchObject({ ok: true, value: { version: 5, totalPrice: usd(6000) } });
    expect(carts.updates).toEqual([
      {
        id: 'cart-1',
        version: 4,
        actions: [
          { action: 'changeLineItemQuantity', lineItemId: 'almonds', quantity: 5 },
          {
            action: 'setLineItemShippingDetails',
            lineItemId: 'almonds',
            shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 5 }] },
          },
        ],
      },
    ]);
    expect(carts.cart().lineItems[0]).toMatchObject({ quantity: 5, shippingDetails: { valid: true } });
    expect(carts.cart().lineItems[0]?.totalPrice).toEqual(usd(5000));
  });

  it('quantity 0 removes the line', async () => {
    const result = await new ChangeLineItemQuantities(platform()).execute(
      one({ cart, lineItemId: 'figs', quantity: 0 }),
    );
    expect(result.ok && result.value.lineItems.map((l) => l.id)).toEqual(['almonds']);
  });

  it('reloads and recomputes after a version conflict', async () => {
    const carts = platform();
    carts.interleave(withoutFigs);
    const result = await new ChangeLineItemQuantities(carts).execute(one({ cart, lineItemId: 'almonds', quantity: 3 }));
    expect(result).toMatchObject({ ok: true, value: { version: 6, lineItems: [{ id: 'almonds', quantity: 3 }] } });
    expect(result.ok && result.value.totalPrice).toEqual(usd(3000));
    expect(carts.updates.map((u) => u.version)).toEqual([4, 5]);
  });

  it('gives up with the conflict after 3 attempts', async () => {
    const carts = platform();
    carts.interleave(undefined, 3);
    const result = await new ChangeLineItemQuantities(carts).execute(one({ cart, lineItemId: 'almonds', quantity: 3 }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'cart/version-conflict', details: { currentVersion: 7 } },
    });
    expect(carts.updates).toHaveLength(3);
  });

  it('reports a line that a concurrent edit removed', async () => {
    const carts = platform();
    carts.interleave(withoutFigs);
    const result = await new ChangeLineItemQuantities(carts).execute(one({ cart, lineItemId: 'figs', quantity: 3 }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'cart/line-not-found', message: 'Cannot find line item for ID figs' },
    });
  });

  it('retries after a 502 from the port, but not after a 500', async () => {
    const gateway = platform();
    gateway.failNext('updateCart', new PortError('commerce', 'gateway', 502));
    const three = { cart, lineItemId: 'almonds', quantity: 3 };
    expect(await new ChangeLineItemQuantities(gateway).execute(one(three))).toMatchObject({
      ok: true,
      value: { version: 5 },
    });
    expect(gateway.updates).toHaveLength(2);
    const broken = platform();
    broken.failNext('updateCart', new PortError('commerce', 'internal', 500));
    await expect(new ChangeLineItemQuantities(broken).execute(one(three))).rejects.toThrow(PortError);
    expect(broken.updates).toHaveLength(1);
  });

  it('rejects invalid input and quantities above the maximum without an update', async () => {
    const carts = platform();
    const use = new ChangeLineItemQuantities(carts);
    expect(await use.execute(one({ cart, lineItemId: 'almonds', quantity: 1.5 }))).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid' },
    });
    expect(await use.execute(one({ cart, lineItemId: 'almonds', quantity: 5000 }))).toMatchObject({
      ok: false,
      error: { message: 'Quantity cannot exceed 4999' },
    });
    expect(carts.updates).toEqual([]);
  });
});
