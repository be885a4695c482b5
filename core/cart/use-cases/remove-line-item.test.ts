import type { Cart } from '../model/cart';
import { testAddress, testCart, testCustomLine, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { RemoveLineItem } from './remove-line-item';

const platform = (cart: Cart) => new InMemoryCommerce({ carts: [cart] });

describe('RemoveLineItem', () => {
  const cart = testCart({
    lineItems: [
      testLine('box', { custom: { externalId: 'b' }, targets: [{ addressKey: 'shipment-2', quantity: 1 }] }),
      testLine('card', { custom: { parentExternalId: 'b' }, targets: [{ addressKey: 'shipment-2', quantity: 1 }] }),
      testLine('figs', { targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
    ],
    itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    customLineItems: [testCustomLine('hrp', 'shipment-2-heat-resistant-packaging', 295)],
  });

  it('removes the line, its children and the shipment only they used', async () => {
    const carts = platform(cart);
    const result = await new RemoveLineItem(carts).execute({ cart, lineItemId: 'box' });
    expect(result).toMatchObject({
      ok: true,
      value: { lineItems: [{ id: 'figs' }], itemShippingAddresses: [{ key: 'shipment-1' }], customLineItems: [] },
    });
    expect(result.ok && result.value.totalPrice).toEqual({ cents: 1000, currency: 'USD' });
  });

  it('reports an unknown line', async () => {
    const result = await new RemoveLineItem(platform(cart)).execute({ cart, lineItemId: 'nope' });
    expect(result).toMatchObject({ ok: false, error: { message: 'Cannot find line item for ID nope' } });
  });
});
