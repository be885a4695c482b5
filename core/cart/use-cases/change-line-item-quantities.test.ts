import { testCart, testLine } from '../model/test-cart';
import { FakeCartEditor } from './fake-cart-editor';
import { ChangeLineItemQuantities } from './change-line-item-quantities';

describe('ChangeLineItemQuantities (spec: core-cart-checkout §4 pending → in-progress → applied in one batch)', () => {
  const cart = () => testCart({ lineItems: [testLine('a', { quantity: 1 }), testLine('b', { quantity: 2 })] });

  it('applies every change in one update', async () => {
    const editor = new FakeCartEditor(cart());
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart, changes: [{ lineItemId: 'a', quantity: 4 }, { lineItemId: 'b', quantity: 0 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lineItems.map((l) => [l.id, l.quantity])).toEqual([['a', 4]]);
    expect(editor.updates).toHaveLength(1);
  });

  it('keeps the last change of a line', async () => {
    const editor = new FakeCartEditor(cart());
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart, changes: [{ lineItemId: 'a', quantity: 4 }, { lineItemId: 'a', quantity: 6 }] });
    expect(r.ok && r.value.lineItems[0]?.quantity).toBe(6);
  });

  it('fails as a whole with the spec message for an unknown line, sending nothing', async () => {
    const editor = new FakeCartEditor(cart());
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart, changes: [{ lineItemId: 'a', quantity: 2 }, { lineItemId: 'zz', quantity: 1 }] });
    expect(r.ok ? '' : r.error.message).toBe('Cannot find line item for ID zz');
    expect(editor.updates).toHaveLength(0);
  });

  it('refuses an empty batch as invalid input', async () => {
    const editor = new FakeCartEditor(cart());
    const r = await new ChangeLineItemQuantities(editor).execute({ cart: editor.cart, changes: [] });
    expect(r.ok ? '' : r.error.code).toBe('validation/invalid');
  });
});
