import { ok, usd, err, domainError } from '../../shared';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { AddToCart, type CustomItemPricer } from './add-to-cart';
import { AddLineItem } from './add-line-item';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';

const customMix = testProduct('9905', {
  variants: [testVariant('9905-05', { prices: [{ id: 'p-mix', value: usd(0), tiers: [] }] })],
});
const clock = { nowMs: () => Date.parse('2026-11-25T15:00:00Z') };
const priced = { externalPrice: usd(5807), externalId: '0rB30xw1', customizationsDescription: 'My Mix: 3 parts X' };

describe('AddToCart with a custom item (catalogue-gifting §4 customizers)', () => {
  it('adds the line at the price the server computed, with its selection and description', async () => {
    const commerce = new InMemoryCommerce({ products: [customMix] });
    const calls: unknown[] = [];
    const pricer: CustomItemPricer = { execute: async (i) => (calls.push(i), ok(priced)) };
    const r = await new AddToCart(commerce, clock, undefined, pricer).execute({
      anonymousId: 'anon-1',
      sku: '9905-05',
      quantity: 2,
      customization: { selection: '0rB30xw1', name: 'My Mix' },
    });
    expect(calls).toEqual([{ sku: '9905-05', selection: '0rB30xw1', name: 'My Mix' }]);
    expect(commerce.createdCarts[0]?.actions).toEqual([
      {
        action: 'addLineItem',
        sku: '9905-05',
        quantity: 2,
        externalPrice: usd(5807),
        custom: { externalId: '0rB30xw1', customizationsDescription: 'My Mix: 3 parts X' },
      },
    ]);
    expect(r.ok && r.value.cart.lineItems.map((l) => [l.priceMode, l.totalPrice.cents])).toEqual([
      ['ExternalPrice', 11614],
    ]);
  });

  it("answers the pricer's refusal and creates nothing", async () => {
    const commerce = new InMemoryCommerce({ products: [customMix] });
    const refusal = domainError('customizer/incomplete', 'Fill every ingredient slot of the mix.');
    const r = await new AddToCart(commerce, clock, undefined, { execute: async () => err(refusal) }).execute({
      anonymousId: 'anon-1',
      sku: '9905-05',
      quantity: 1,
      customization: { selection: '000' },
    });
    expect(r).toEqual({ ok: false, error: refusal });
    expect([commerce.createdCarts, commerce.updates]).toEqual([[], []]);
  });

  it('refuses a customizer SKU added as a plain line, from the shop and from the CLI', async () => {
    const commerce = new InMemoryCommerce({ products: [customMix] });
    const shop = await new AddToCart(commerce, clock).execute({ anonymousId: 'a', sku: '9905-05', quantity: 1 });
    const message = 'Build this item in its customizer to add it to the cart.';
    expect(shop.ok ? undefined : shop.error).toMatchObject({ code: 'customizer/incomplete', message });
    const cart = await commerce.createCart({ anonymousId: 'b' });
    if (!cart.ok) throw new Error(cart.error.message);
    const cx = await new AddLineItem(commerce, clock).execute({ cart: cart.value, sku: '3719-01', quantity: 1 });
    expect(cx.ok ? undefined : cx.error).toMatchObject({ code: 'customizer/incomplete', message });
  });
});
