import { describe, expect, it } from 'vitest';
import type { Cart, CartAction, Order } from '../../cart/model';
import { testCart, testDiscountCode, testLine } from '../../cart/model/test-cart';
import { ok, type Result } from '../../shared';
import { NOT_FIRST_ORDER_MESSAGE } from '../model/first-order-offer';
import { CheckFirstOrderOffer } from './check-first-order-offer';

// spec: shell-account §9 Offer: "20% off the first order; first-time subscribers only; shipped to the contiguous USA;
// ... excludes e-gift certificates, wholesale cases and multiple-address orders".

const OFFER = { ...testDiscountCode('dc-1', 'WELCOME-ABCDEFGHIJ'), cartDiscountIds: ['cd-first-order-offer'] };
const NJ = {
  name: 'Pat',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US' as const,
};

function offerCart(overrides: Partial<Cart> = {}): Cart {
  return testCart({
    lineItems: [testLine('l1', { quantity: 8, unitCents: 1000 })],
    discountCodes: [OFFER],
    shippingAddress: NJ,
    customerEmail: 'pat@example.com',
    ...overrides,
  });
}

/** A commerce whose buyer has `byEmail` orders; records the cart updates. */
function fakes(byEmail: number, byCustomer = 0) {
  const updates: CartAction[][] = [];
  const commerce = {
    countOrdersByEmail: async () => byEmail,
    updateCart: async (_id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> => {
      updates.push([...actions]);
      return ok(offerCart({ version: version + 1, discountCodes: [] }));
    },
  };
  const orders = { ordersOf: async () => (byCustomer > 0 ? [{ id: 'o1' } as Order] : []) };
  return { commerce, orders, updates };
}

describe('CheckFirstOrderOffer', () => {
  it('lets the first order of a buyer through with the offer, changing nothing', async () => {
    const f = fakes(0);
    expect(await new CheckFirstOrderOffer(f).execute(offerCart())).toEqual(ok(undefined));
    expect(f.updates).toEqual([]);
  });

  it('passes a cart without the offer unread (its buyer may have ordered before)', async () => {
    const f = fakes(3);
    const other = testDiscountCode('dc-2', 'SAVE10');
    expect(await new CheckFirstOrderOffer(f).execute(offerCart({ discountCodes: [other] }))).toEqual(ok(undefined));
    expect(f.updates).toEqual([]);
  });

  it("removes the offer when the cart's e-mail has ordered before: 'discount/offer-removed' with the new version", async () => {
    const f = fakes(1);
    const result = await new CheckFirstOrderOffer(f).execute(offerCart());
    expect(f.updates).toEqual([[{ action: 'removeDiscountCode', discountCodeId: 'dc-1' }]]);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'discount/offer-removed',
        message: `${NOT_FIRST_ORDER_MESSAGE} We removed it from your cart. Please review your new total and place your order again.`,
        details: { reason: 'not-first-order', currentVersion: 2 },
      },
    });
  });

  it("looks a signed-in customer's orders up by customer id", async () => {
    const f = fakes(0, 1);
    const result = await new CheckFirstOrderOffer(f).execute(offerCart({ customerId: 'c-1' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.details?.reason).toBe('not-first-order');
  });

  it.each([
    ['not-contiguous-usa', { shippingAddress: { ...NJ, state: 'HI' } }, 'only to orders shipped to the contiguous USA'],
    ['e-gift-certificate', { lineItems: [testLine('gc', { sku: 'GC-50' })] }, 'excludes e-gift certificates'],
  ] as const)('removes the offer from a cart it excludes (%s), whatever the engine priced', async (reason, o, text) => {
    const f = fakes(0);
    const result = await new CheckFirstOrderOffer(f).execute(offerCart(o));
    expect(f.updates).toHaveLength(1);
    expect(!result.ok && result.error.details?.reason).toBe(reason);
    expect(!result.ok && result.error.message).toContain(text);
  });
});
