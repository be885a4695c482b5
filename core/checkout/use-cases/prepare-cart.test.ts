import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { PrepareCart } from './prepare-cart';

/** spec: core-cart-checkout §4 Proceeding to checkout, Cart preparation; §8 "Out of stock line removed". */
const onHand = (availableQuantity: number) => ({
  availability: { isOnStock: availableQuantity > 0, availableQuantity },
});
const products = [
  testProduct('almonds', { name: 'Almonds', variants: [testVariant('ALM-1LB', onHand(0))] }),
  testProduct('cashews', { name: 'Cashews', variants: [testVariant('CSH-1LB', onHand(2))] }),
  testProduct('pecans', { name: 'Pecans', variants: [testVariant('PEC-1LB', { backordered: true })] }),
  testProduct('walnuts', { name: 'Walnuts', variants: [testVariant('WAL-1LB')] }),
];
const add = (sku: string, quantity: number) => ({ action: 'addLineItem' as const, sku, quantity });

describe('PrepareCart', () => {
  it('removes out-of-stock and backordered lines in one update, one message per line', async () => {
    const commerce = new InMemoryCommerce({ products });
    commerce.seedCart({
      anonymousId: 'owner-1',
      actions: [add('ALM-1LB', 1), add('CSH-1LB', 3), add('PEC-1LB', 1), add('WAL-1LB', 4)],
    });
    const r = await new PrepareCart(commerce).execute('owner-1');
    if (!r.ok || !r.value.cart) throw new Error('not prepared');
    expect(r.value.removed.map((l) => l.message)).toEqual([
      'Almonds: Sorry, this item is out of stock and has been removed from your cart.',
      'Cashews: Sorry, this item is out of stock and has been removed from your cart.',
      'Pecans: Sorry, this item is out of stock and has been removed from your cart.',
    ]);
    expect(r.value.cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([['WAL-1LB', 4]]);
    expect(commerce.updates).toHaveLength(1);
  });

  it('keeps a cart whose lines are all in stock unchanged', async () => {
    const commerce = new InMemoryCommerce({ products });
    const cart = commerce.seedCart({ anonymousId: 'owner-1', actions: [add('CSH-1LB', 2), add('WAL-1LB', 1)] });
    expect(await new PrepareCart(commerce).execute('owner-1')).toEqual({ ok: true, value: { cart, removed: [] } });
    expect(commerce.updates).toEqual([]);
  });

  it('answers null without a cart and refuses an empty owner', async () => {
    const prepare = new PrepareCart(new InMemoryCommerce({ products }));
    expect(await prepare.execute('owner-1')).toEqual({ ok: true, value: { cart: null, removed: [] } });
    const r = await prepare.execute('');
    expect(r.ok ? undefined : r.error.code).toBe('validation/invalid');
  });
});
