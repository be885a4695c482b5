import { testAddress, testCart, testCustomLine, testLine } from '../model/test-cart';
import { FakeCartEditor } from './fake-cart-editor';
import { RemoveLineItem } from './remove-line-item';

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
    const carts = new FakeCartEditor(cart);
    const result = await new RemoveLineItem(carts).execute({ cart, lineItemId: 'box' });
    expect(result).toMatchObject({ ok: true, value: { lineItems: [{ id: 'figs' }], itemShippingAddresses: [{ key: 'shipment-1' }], customLineItems: [] } });
  });

  it('reports an unknown line', async () => {
    const result = await new RemoveLineItem(new FakeCartEditor(cart)).execute({ cart, lineItemId: 'nope' });
    expect(result).toMatchObject({ ok: false, error: { message: 'Cannot find line item for ID nope' } });
  });
});
