import type { CartEditor } from '../../../ports/my-cart';
import { PortError } from '../../shared/errors';
import { testAddress, testCart, testLine } from '../model/test-cart';
import { ChangeLineItemQuantity } from './change-line-item-quantity';
import { FakeCartEditor } from './fake-cart-editor';

const cart = testCart({
  version: 4,
  lineItems: [
    testLine('almonds', { quantity: 2, targets: [{ addressKey: 'shipment-1', quantity: 2 }] }),
    testLine('figs', { quantity: 1, targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
  ],
  itemShippingAddresses: [testAddress('shipment-1')],
});

describe('ChangeLineItemQuantity', () => {
  it('sends the quantity and its shipping target with the cart version', async () => {
    const carts = new FakeCartEditor(cart);
    const result = await new ChangeLineItemQuantity(carts).execute({ cart, lineItemId: 'almonds', quantity: 5 });
    expect(result).toMatchObject({ ok: true, value: { version: 5 } });
    expect(carts.updates).toEqual([{
      version: 4,
      actions: [
        { action: 'changeLineItemQuantity', lineItemId: 'almonds', quantity: 5 },
        { action: 'setLineItemShippingDetails', lineItemId: 'almonds', shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 5 }] } },
      ],
    }]);
    expect(carts.cart.lineItems[0]).toMatchObject({ quantity: 5, shippingDetails: { valid: true } });
  });

  it('quantity 0 removes the line', async () => {
    const carts = new FakeCartEditor(cart);
    const result = await new ChangeLineItemQuantity(carts).execute({ cart, lineItemId: 'figs', quantity: 0 });
    expect(result.ok && result.value.lineItems.map((l) => l.id)).toEqual(['almonds']);
  });

  it('reloads and recomputes after a version conflict', async () => {
    const carts = new FakeCartEditor(cart);
    carts.conflictOnce((c) => ({ ...c, lineItems: c.lineItems.filter((l) => l.id !== 'figs') }));
    const result = await new ChangeLineItemQuantity(carts).execute({ cart, lineItemId: 'almonds', quantity: 3 });
    expect(result).toMatchObject({ ok: true, value: { version: 6, lineItems: [{ id: 'almonds', quantity: 3 }] } });
    expect(carts.updates.map((u) => u.version)).toEqual([4, 5]);
  });

  it('gives up with the conflict after 3 attempts', async () => {
    const carts = new FakeCartEditor(cart);
    carts.conflictOnce(undefined, 3);
    const result = await new ChangeLineItemQuantity(carts).execute({ cart, lineItemId: 'almonds', quantity: 3 });
    expect(result).toMatchObject({ ok: false, error: { code: 'cart/version-conflict', details: { currentVersion: 7 } } });
    expect(carts.updates).toHaveLength(3);
  });

  it('reports a line that a concurrent edit removed', async () => {
    const carts = new FakeCartEditor(cart);
    carts.conflictOnce((c) => ({ ...c, lineItems: c.lineItems.filter((l) => l.id !== 'figs') }));
    const result = await new ChangeLineItemQuantity(carts).execute({ cart, lineItemId: 'figs', quantity: 3 });
    expect(result).toMatchObject({ ok: false, error: { code: 'cart/line-not-found', message: 'Cannot find line item for ID figs' } });
  });

  it('retries after a 502 from the port, but not after a 500', async () => {
    const fake = new FakeCartEditor(cart);
    const flaky = (status: number): CartEditor => ({
      getCartById: (id) => fake.getCartById(id),
      updateCart: vi.fn<CartEditor['updateCart']>().mockRejectedValueOnce(new PortError('commerce', 'gateway', status)).mockImplementation((...a) => fake.updateCart(...a)),
    });
    expect(await new ChangeLineItemQuantity(flaky(502)).execute({ cart, lineItemId: 'almonds', quantity: 3 })).toMatchObject({ ok: true });
    await expect(new ChangeLineItemQuantity(flaky(500)).execute({ cart, lineItemId: 'almonds', quantity: 3 })).rejects.toThrow(PortError);
  });

  it('rejects invalid input and quantities above the maximum without an update', async () => {
    const carts = new FakeCartEditor(cart);
    const use = new ChangeLineItemQuantity(carts);
    const fraction = await use.execute({ cart, lineItemId: 'almonds', quantity: 1.5 });
    expect(fraction).toMatchObject({ ok: false, error: { code: 'validation/invalid' } });
    expect(await use.execute({ cart, lineItemId: 'almonds', quantity: 5000 })).toMatchObject({ ok: false, error: { message: 'Quantity cannot exceed 4999' } });
    expect(carts.updates).toEqual([]);
  });
});
