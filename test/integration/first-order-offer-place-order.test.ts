import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { SetShippingAddress, type Cart, type Order } from '../../core/cart';
import { FIRST_ORDER_OFFER, NOT_FIRST_ORDER_MESSAGE } from '../../core/marketing';
import { activeNutsSku, openTestServices, value, type TestServices } from '../support/embedded-test-services';

/**
 * The first-order offer at place order on the embedded engine (spec: shell-account §9 Offer: "20% off the first
 * order; first-time subscribers only; shipped to the contiguous USA; free ground shipping needs at least $59 spent
 * after the discount; excludes e-gift certificates, wholesale cases and multiple-address orders"): the first order
 * takes 20 % off; a buyer who has ordered before gets 'discount/offer-removed' before any payment, the cart re-priced
 * without the offer; a cart moved to Alaska is priced without the offer, so the order charges what was shown.
 */
let t: TestServices;
let s: EmbeddedServices;
let sku = '';
let unitCents = 0;
beforeAll(async () => {
  t = await openTestServices();
  s = t.services;
  sku = await activeNutsSku(s.commerce);
  unitCents = value(await s.storefront.addToCart('price-probe', { sku, quantity: 1 })).cart.totalPrice.cents;
}, 120_000);
afterAll(async () => t?.close());

const NJ = {
  name: 'Pat Buyer',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US' as const,
};
const AK = {
  name: 'Pat Buyer',
  street1: '1 Main St',
  city: 'Juneau',
  state: 'AK',
  postalCode: '99801',
  country: 'US' as const,
};
const visa = { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123' };

/** A session's cart of `quantity` units with the offer landed for a new subscriber `email`, shipped to `address`. */
async function offerCart(anonymousId: string, email: string, quantity: number, address = NJ): Promise<Cart> {
  value(await s.storefront.addToCart(anonymousId, { sku, quantity }));
  const signup = value(
    await s.marketing.subscribe({ email: `offer-${anonymousId}@example.com`, reason: FIRST_ORDER_OFFER.reason }),
  );
  const landed = value(await s.marketing.landCampaign(anonymousId, signup.couponToken));
  const addressed = value(await new SetShippingAddress(s.commerce).execute({ cart: landed, email, address }));
  return value(
    await s.storefront.selectDeliveryOption(anonymousId, {
      cartId: addressed.id,
      version: addressed.version,
      shipmentKey: 'shipment-1',
      shippingMethodId: 'ground',
    }),
  );
}

async function place(anonymousId: string, cart: Cart) {
  const nonce = value(await s.gateway.tokenizeCard(visa, anonymousId)).nonce;
  return s.storefront.placeOrder(anonymousId, {
    cartId: cart.id,
    version: cart.version,
    paymentNonces: [nonce],
    idempotencyKey: `key-${anonymousId}-${cart.version}`,
  });
}

const linesCents = (cart: Cart) => cart.lineItems.reduce((a, l) => a + l.totalPriceBeforeCartLevelDiscount.cents, 0);
const shippingCents = (cart: Cart) => cart.shippingInfo?.price.cents;
/** What the checkout shows as the total (cents): the taxed gross, else the total. */
const shown = (cart: Cart) => (cart.taxedPrice?.totalGross ?? cart.totalPrice).cents;
/** What the order charged (cents): its payments' planned amounts. */
const charged = (order: Order) => order.payments.reduce((a, p) => a + p.amountPlanned.cents, 0);

describe('the first-order offer at place order (shell-account §9)', () => {
  it('takes 20 % off the first order of a buyer, with free ground shipping at $59 or more after the discount', async () => {
    const quantity = Math.ceil(9000 / unitCents); // about $90 before (less with quantity tiers)
    const cart = await offerCart('first-buyer', 'first@example.com', quantity);
    expect(cart.discountCodes[0]).toMatchObject({ state: 'MatchesCart', cartDiscountIds: ['cd-first-order-offer'] });
    expect(cart.discountTotal.cents).toBe(Math.round(linesCents(cart) * 0.2));
    expect(linesCents(cart) - cart.discountTotal.cents).toBeGreaterThanOrEqual(5900);
    expect(shippingCents(cart)).toBe(0);
    const placed = value(await place('first-buyer', cart));
    expect(charged(placed.order)).toBe(shown(cart));
    expect(placed.order.cart.discountTotal).toEqual(cart.discountTotal);
  });

  it('charges ground shipping when the order is under $59 after the discount', async () => {
    const quantity = Math.max(1, Math.floor(5800 / unitCents)); // under $58 before the discount
    const cart = await offerCart('small-buyer', 'small@example.com', quantity);
    expect(linesCents(cart) - cart.discountTotal.cents).toBeLessThan(5900);
    expect(shippingCents(cart)).toBeGreaterThan(0);
  });

  it('drops a free ground delivery chosen before the offer lands: chosen again, it is priced after the discount', async () => {
    const anonymousId = 'early-delivery';
    const added = value(await s.storefront.addToCart(anonymousId, { sku, quantity: Math.ceil(6500 / unitCents) })).cart;
    const addressed = value(
      await new SetShippingAddress(s.commerce).execute({ cart: added, email: 'early@example.com', address: NJ }),
    );
    const ground = { shipmentKey: 'shipment-1', shippingMethodId: 'ground' };
    const free = value(
      await s.storefront.selectDeliveryOption(anonymousId, {
        cartId: addressed.id,
        version: addressed.version,
        ...ground,
      }),
    );
    expect(linesCents(free)).toBeGreaterThanOrEqual(5900);
    expect(shippingCents(free)).toBe(0);
    const signup = value(
      await s.marketing.subscribe({ email: 'early-sub@example.com', reason: FIRST_ORDER_OFFER.reason }),
    );
    const landed = value(await s.marketing.landCampaign(anonymousId, signup.couponToken));
    expect(linesCents(landed) - landed.discountTotal.cents).toBeLessThan(5900);
    expect(landed.shippingInfo).toBeUndefined();
    const again = value(
      await s.storefront.selectDeliveryOption(anonymousId, { cartId: landed.id, version: landed.version, ...ground }),
    );
    expect(shippingCents(again)).toBeGreaterThan(0);
  });

  it('removes the offer from the cart of a buyer who has ordered before, before any payment', async () => {
    value(await place('repeat-first', await offerCart('repeat-first', 'repeat@example.com', 2)));
    const cart = await offerCart('second-buyer', 'Repeat@Example.com', 2);
    expect(cart.discountTotal.cents).toBeGreaterThan(0);
    const refused = await place('second-buyer', cart);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('discount/offer-removed');
    expect(refused.error.message).toContain(NOT_FIRST_ORDER_MESSAGE);
    expect(refused.error.message).toContain('Please review your new total');
    const after = (await s.commerce.getCartById(cart.id))!;
    expect(refused.error.details).toEqual({ reason: 'not-first-order', currentVersion: after.version });
    expect(after.discountCodes).toEqual([]);
    expect(after.discountTotal.cents).toBe(0);
    expect(after.totalPrice.cents).toBeGreaterThan(cart.totalPrice.cents);
    expect(await s.commerce.countOrdersByEmail('repeat@example.com')).toBe(1);
    const again = value(await place('second-buyer', after));
    expect(charged(again.order)).toBe(shown(after));
  });

  it('prices the offer out of a cart shipped outside the contiguous USA, so the order is charged as shown', async () => {
    const cart = await offerCart('alaska-buyer', 'alaska@example.com', 2, AK);
    expect(cart.discountCodes[0]?.state).toBe('DoesNotMatchCart');
    expect(cart.discountTotal.cents).toBe(0);
    const placed = value(await place('alaska-buyer', cart));
    expect(charged(placed.order)).toBe(shown(cart));
  });
});
