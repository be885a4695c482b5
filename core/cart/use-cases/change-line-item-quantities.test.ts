import { usd } from '../../shared';
import { testCart, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { ChangeLineItemQuantities } from './change-line-item-quantities';

describe('ChangeLineItemQuantities (spec: core-cart-checkout §4 pending → in-progress → applied in one batch)', () => {
  const lines = () => [testLine('a', { quantity: 1 }), testLine('b', { quantity: 2 })];
  const platform = () => new InMemoryCommerce({ carts: [testCart({ lineItems: lines() })] });

  it('applies every change in one update', async () => {
    const editor = platform();
    const changes = [
      { lineItemId: 'a', quantity: 4 },
      { lineItemId: 'b', quantity: 0 },
    ];
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart(), changes });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lineItems.map((l) => [l.id, l.quantity])).toEqual([['a', 4]]);
    expect(r.value.totalPrice).toEqual(usd(4000));
    expect(editor.updates).toHaveLength(1);
  });

  it('keeps the last change of a line', async () => {
    const editor = platform();
    const changes = [
      { lineItemId: 'a', quantity: 4 },
      { lineItemId: 'a', quantity: 6 },
    ];
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart(), changes });
    expect(r.ok && r.value.lineItems.map((l) => l.quantity)).toEqual([6, 2]);
  });

  it('fails as a whole with the spec message for an unknown line, sending nothing', async () => {
    const editor = platform();
    const changes = [
      { lineItemId: 'a', quantity: 2 },
      { lineItemId: 'zz', quantity: 1 },
    ];
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart(), changes });
    expect(r.ok ? '' : r.error.message).toBe('Cannot find line item for ID zz');
    expect(editor.updates).toHaveLength(0);
  });

  it('refuses an empty batch as invalid input', async () => {
    const editor = platform();
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart(), changes: [] });
    expect(r.ok ? '' : r.error.code).toBe('validation/invalid');
  });
});
