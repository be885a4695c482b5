import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { ChangeLineItemQuantities, SetShippingAddress, type Cart, type Order } from '../../core/cart';
import { SHIPPING_CHANGED_MESSAGE, shipmentRequestsOf } from '../../core/checkout';
import { activeNutsSku, openTestServices, value, type TestServices } from '../support/embedded-test-services';

/**
 * The chosen delivery re-quoted at place order on the embedded engine (spec: core-cart-checkout §4 Shipping cost,
 * Placing an order; free-shipping threshold $59): free ground chosen on a cart of about $71.45, then the quantity
 * lowered below $59 → the order is refused with 'shipping/price-changed' before any payment, the cart's ground
 * re-quoted at its price, and the order placed on the second try at the re-quoted total; a cart whose quote did not
 * change is placed at once.
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
const visa = { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123' };

/** A session's cart of `quantity` units shipped to New Jersey with ground chosen. */
async function groundCart(anonymousId: string, quantity: number): Promise<Cart> {
  const added = value(await s.storefront.addToCart(anonymousId, { sku, quantity })).cart;
  const email = `${anonymousId}@example.com`;
  const addressed = value(await new SetShippingAddress(s.commerce).execute({ cart: added, email, address: NJ }));
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

const linesCents = (cart: Cart) => cart.lineItems.reduce((a, l) => a + l.totalPrice.cents, 0);
const shippingCents = (cart: Cart) => cart.shippingInfo?.price.cents;
/** What the checkout shows as the total (cents): the taxed gross, else the total. */
const shown = (cart: Cart) => (cart.taxedPrice?.totalGross ?? cart.totalPrice).cents;
/** What the order charged (cents): its payments' planned amounts. */
const charged = (order: Order) => order.payments.reduce((a, p) => a + p.amountPlanned.cents, 0);

describe('the chosen delivery re-quoted at place order (core-cart-checkout §4; free ground at $59)', () => {
  it('refuses once a cart lowered below $59 that kept free ground, then charges the re-quoted ground', async () => {
    const anonymousId = 'requote-lowered';
    const free = await groundCart(anonymousId, Math.ceil(7145 / unitCents)); // about $71.45
    expect(linesCents(free)).toBeGreaterThanOrEqual(5900);
    expect(shippingCents(free)).toBe(0);
    const line = free.lineItems[0]!;
    const lower = Math.max(1, Math.floor(5716 / unitCents)); // about $57.16
    const lowered = value(
      await new ChangeLineItemQuantities(s.commerce).execute({
        cart: free,
        changes: [{ lineItemId: line.id, quantity: lower }],
      }),
    );
    expect(linesCents(lowered)).toBeLessThan(5900);
    expect(shippingCents(lowered)).toBe(0); // the stored price: free ground kept (the bug)
    const refused = await place(anonymousId, lowered);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('shipping/price-changed');
    expect(refused.error.message).toBe(SHIPPING_CHANGED_MESSAGE);
    const after = (await s.commerce.getCartById(lowered.id))!;
    expect(refused.error.details).toEqual({ shipmentKeys: ['shipment-1'], currentVersion: after.version });
    expect(await s.commerce.countOrdersByEmail(`${anonymousId}@example.com`)).toBe(0);
    const quote = value(await s.rates.quote({ shipments: shipmentRequestsOf(after), nowMs: Date.now() }));
    const ground = quote[0]?.shippingOffers.find((o) => o.shippingMethodId === 'ground');
    expect(ground?.price.cents).toBeGreaterThan(0);
    expect(shippingCents(after)).toBe(ground?.price.cents);
    expect(after.itemShippingAddresses[0]?.custom.priceCents).toBe(shippingCents(after));
    expect(after.shippingInfo?.shippingMethodName).not.toContain('FREE');
    expect(shown(after)).toBeGreaterThan(shown(lowered));
    const again = value(await place(anonymousId, after));
    expect(charged(again.order)).toBe(shown(after));
  });

  it('places at once a cart whose quote did not change', async () => {
    const cart = await groundCart('requote-same', Math.ceil(7145 / unitCents));
    expect(shippingCents(cart)).toBe(0);
    const placed = value(await place('requote-same', cart));
    expect(charged(placed.order)).toBe(shown(cart));
  });
});
