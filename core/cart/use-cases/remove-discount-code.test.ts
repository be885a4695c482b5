import type { CartEditor } from '../../../ports/my-cart';
import type { Cart } from '../model/cart';
import { testAddress, testCart, testDiscountCode, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { RemoveDiscountCode } from './remove-discount-code';

const almonds = testLine('almonds', { targets: [{ addressKey: 'shipment-1', quantity: 1 }] });
const code = testDiscountCode('dc-1', 'GIFT', 'MatchesCart', 'Free gift');

const platform = (cart: Cart) => new InMemoryCommerce({ carts: [cart] });

describe('RemoveDiscountCode', () => {
  it('removes the code, stashes it and removes empty shipments', async () => {
    const cart = testCart({
      lineItems: [almonds],
      discountCodes: [code],
      itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    });
    const result = await new RemoveDiscountCode(platform(cart)).execute({ cart, discountCodeId: 'dc-1' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        discountCodes: [],
        custom: { stashedDiscountCode: 'GIFT', stashedDiscountCodeName: 'Free gift' },
        itemShippingAddresses: [{ key: 'shipment-1' }],
      },
    });
  });

  it('clears a shipment emptied by the gift line the discount took away', async () => {
    const gift = testLine('gift', {
      lineItemMode: 'GiftLineItem',
      targets: [{ addressKey: 'shipment-2', quantity: 1 }],
    });
    const cart = testCart({
      lineItems: [almonds, gift],
      discountCodes: [code],
      itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    });
    const fake = platform(cart);
    const withGiftRule: CartEditor = {
      getCartById: (id) => fake.getCartById(id),
      async updateCart(id, version, actions) {
        const result = await fake.updateCart(id, version, actions);
        if (!result.ok || !actions.some((a) => a.action === 'removeDiscountCode')) return result;
        // The platform takes the discount's gift line away with the code.
        const lineItems = result.value.lineItems.filter((l) => l.lineItemMode !== 'GiftLineItem');
        fake.putCart({ ...result.value, lineItems });
        return { ok: true, value: fake.cart(id) };
      },
    };
    const result = await new RemoveDiscountCode(withGiftRule).execute({ cart, discountCodeId: 'dc-1' });
    expect(result).toMatchObject({
      ok: true,
      value: { lineItems: [{ id: 'almonds' }], itemShippingAddresses: [{ key: 'shipment-1' }] },
    });
    expect(fake.updates).toHaveLength(2);
  });

  it('reports a code that is not on the cart', async () => {
    const cart = testCart({ lineItems: [almonds] });
    const result = await new RemoveDiscountCode(platform(cart)).execute({ cart, discountCodeId: 'dc-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'discount/not-found' } });
  });
});
