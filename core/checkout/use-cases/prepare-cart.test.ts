import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { usd } from '../../shared';
import { outOfStockNotice } from '../model/cart-preparation';
import { PrepareCart, type CustomItemIngredientCheck, type CustomLineRef } from './prepare-cart';

/** spec: core-cart-checkout §4 Proceeding to checkout, Cart preparation; §8 "Out of stock line removed". */
const onHand = (availableQuantity: number) => ({
  availability: { isOnStock: availableQuantity > 0, availableQuantity },
});
const products = [
  testProduct('almonds', { name: 'Almonds', variants: [testVariant('ALM-1LB', onHand(0))] }),
  testProduct('cashews', { name: 'Cashews', variants: [testVariant('CSH-1LB', onHand(2))] }),
  testProduct('pecans', { name: 'Pecans', variants: [testVariant('PEC-1LB', { backordered: true })] }),
  testProduct('walnuts', { name: 'Walnuts', variants: [testVariant('WAL-1LB')] }),
  testProduct('9905', { name: 'Custom Trail Mix', variants: [testVariant('9905-05'), testVariant('9905-25')] }),
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

/** spec: core-cart-checkout §4 Cart preparation, §8 Unavailable ingredient; catalogue-gifting §3. */
describe('PrepareCart with custom items', () => {
  const mix = (externalId: string, customizationsDescription: string, sku = '9905-05') => ({
    action: 'addLineItem' as const,
    sku,
    quantity: 1,
    externalPrice: usd(5807),
    custom: { externalId, customizationsDescription },
  });
  /** A check that finds 'Roasted Almonds' unavailable in every line holding them, and records what it was asked. */
  class AlmondsGone implements CustomItemIngredientCheck {
    readonly asked: CustomLineRef[][] = [];
    async unavailableIngredients(lines: readonly CustomLineRef[]) {
      this.asked.push([...lines]);
      return new Map(
        lines.filter((l) => l.customizationsDescription?.includes('Almonds')).map((l) => [l.lineItemId, 'Almonds']),
      );
    }
  }

  it('removes a custom item whose ingredient is unavailable with the §8 message, keyed per line', async () => {
    const commerce = new InMemoryCommerce({ products });
    const seeded = commerce.seedCart({
      anonymousId: 'owner-1',
      actions: [
        mix('0rB30xw1', 'My Mix: 3 parts Almonds, 1 part Raisins'),
        mix('0xw13', '3 parts Raisins', '9905-25'),
        add('WAL-1LB', 1),
      ],
    });
    const check = new AlmondsGone();
    const r = await new PrepareCart(commerce, check).execute('owner-1');
    if (!r.ok || !r.value.cart) throw new Error('not prepared');
    const [first, second] = seeded.lineItems;
    expect(check.asked).toEqual([
      [
        {
          lineItemId: first!.id,
          sku: '9905-05',
          externalId: '0rB30xw1',
          customizationsDescription: 'My Mix: 3 parts Almonds, 1 part Raisins',
        },
        { lineItemId: second!.id, sku: '9905-25', externalId: '0xw13', customizationsDescription: '3 parts Raisins' },
      ],
    ]);
    expect(r.value.removed).toEqual([
      {
        lineItemId: first!.id,
        sku: '9905-05',
        name: 'Custom Trail Mix',
        reason: 'unavailable-ingredient',
        message:
          'An ingredient (Almonds) you added to the Custom Trail Mix is currently unavailable. Please return to the ' +
          'Custom Trail Mix page and rebuild it using an alternative ingredient.',
      },
    ]);
    expect(outOfStockNotice(r.value.removed[0]!).key).toBe(`checkout/unavailable-ingredient:${first!.id}`);
    expect(r.value.cart.lineItems.map((l) => l.variant.sku)).toEqual(['9905-25', 'WAL-1LB']);
    expect(commerce.updates).toHaveLength(1);
  });

  it('removes an out-of-stock line and an unavailable custom item in the same update', async () => {
    const commerce = new InMemoryCommerce({ products });
    commerce.seedCart({
      anonymousId: 'owner-1',
      actions: [add('ALM-1LB', 1), mix('0rB30xw1', 'Almonds Mix: 1 part Almonds')],
    });
    const r = await new PrepareCart(commerce, new AlmondsGone()).execute('owner-1');
    expect(r.ok && r.value.removed.map((l) => l.message)).toEqual([
      'Almonds: Sorry, this item is out of stock and has been removed from your cart.',
      'An ingredient (Almonds) you added to the Custom Trail Mix is currently unavailable. Please return to the ' +
        'Custom Trail Mix page and rebuild it using an alternative ingredient.',
    ]);
    expect(r.ok && r.value.cart?.lineItems).toEqual([]);
    expect(commerce.updates).toHaveLength(1);
  });

  it('asks nothing of the check when the cart holds no custom item', async () => {
    const commerce = new InMemoryCommerce({ products });
    commerce.seedCart({ anonymousId: 'owner-1', actions: [add('WAL-1LB', 1)] });
    const check = new AlmondsGone();
    const r = await new PrepareCart(commerce, check).execute('owner-1');
    expect([r.ok && r.value.removed, check.asked]).toEqual([[], []]);
  });
});
