import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { ApplyDiscountCode } from '../../core/cart';
import { SetShippingAddress } from '../../core/cart';
import { cartTotals } from '../../core/cart';
import type { Cart } from '../../core/cart';
import type { Result } from '../../core/shared';

/** The guest checkout use cases end to end on the embedded profile with a fresh in-memory database. */
let s: EmbeddedServices;
let database: TestDatabase;
beforeAll(async () => {
  database = await freshTestDatabase();
  s = await openEmbedded(database.location, systemClock, cryptoIds);
});
afterAll(async () => {
  await s?.close();
  await database?.drop();
});

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('guest checkout on the embedded default', () => {
  it('adds, edits, discounts, ships, pays and places an order exactly once', async () => {
    const anonymousId = cryptoIds.uuid();
    const { results } = await s.commerce.listProducts({ categoryKey: 'chocolatessweets', limit: 50, offset: 0 });
    const meltable = results.find((p) => p.meltable && p.variants.some((v) => v.active && !v.backordered));
    expect(meltable).toBeDefined();
    const sku = meltable!.variants.find((v) => v.active && !v.backordered)!.sku;

    let cart: Cart = value(await s.storefront.addToCart(anonymousId, { sku, quantity: 1 })).cart;
    expect(cart.lineItems).toHaveLength(1);
    cart = value(
      await s.useCases.cart.changeLineItemQuantities.execute({
        cart,
        changes: [{ lineItemId: cart.lineItems[0]!.id, quantity: 3 }],
      }),
    );
    expect(cart.lineItems[0]!.quantity).toBe(3);

    const exhausted = await new ApplyDiscountCode(s.commerce).execute({ cart, code: 'SUMMER15' });
    expect(exhausted.ok ? '' : exhausted.error.message).toBe(
      'Discount code could not be applied because it is MaxApplicationReached',
    );
    cart = (await s.commerce.getCartById(cart.id))!;
    cart = value(await new ApplyDiscountCode(s.commerce).execute({ cart, code: 'SAVE10' }));
    const before = cart.lineItems[0]!.totalPriceBeforeCartLevelDiscount.cents;
    expect(cart.discountTotal.cents).toBe(Math.round(before / 10));

    cart = value(
      await new SetShippingAddress(s.commerce).execute({
        cart,
        email: 'guest@example.com',
        address: {
          name: 'Pat Guest',
          street1: '1 Main St',
          city: 'Newark',
          state: 'NJ',
          postalCode: '07102',
          country: 'US',
        },
      }),
    );
    expect(cart.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1']);

    const quote = value(
      await s.storefront.calculateShipping({
        shipments: [
          {
            key: 'shipment-1',
            address: cart.itemShippingAddresses[0]!,
            lines: [{ id: 'l', sku, quantity: 3, weightGrams: 227, meltable: true }],
            shipmentValue: { cents: 1000, currency: 'USD' },
          },
        ],
      }),
    );
    expect(quote[0]!.containsMeltables).toBe(true);
    const ground = quote[0]!.shippingOffers.find((o) => o.shippingMethodId === 'ground')!;
    cart = value(
      await s.storefront.selectDeliveryOption(anonymousId, {
        cartId: cart.id,
        version: cart.version,
        shipmentKey: 'shipment-1',
        shippingMethodId: 'ground',
      }),
    );
    const labels = Object.fromEntries(cartTotals(cart).map((t) => [t.label, t.amount.cents]));
    expect(labels['Heat-Resistant Packaging']).toBe(295);
    expect(labels['Shipping']).toBeGreaterThanOrEqual(0);
    expect(ground).toBeDefined();
    expect(labels['Tax']).toBe(Math.round(cart.totalPrice.cents * 0.06625));

    const declined = value(
      await s.gateway.tokenizeCard({ number: '4000 0000 0000 0002', expMonth: 12, expYear: 2040, cvc: '123' }),
    );
    const refused = await s.storefront.placeOrder(anonymousId, {
      cartId: cart.id,
      version: cart.version,
      paymentNonces: [declined.nonce],
      idempotencyKey: 'declined-attempt-1',
    });
    expect(refused.ok ? '' : refused.error.message).toBe('Your card was declined.');

    const card = value(
      await s.gateway.tokenizeCard({ number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123' }),
    );
    const placed = value(
      await s.storefront.placeOrder(anonymousId, {
        cartId: cart.id,
        version: cart.version,
        paymentNonces: [card.nonce],
        idempotencyKey: 'order-attempt-1',
      }),
    );
    expect(placed.order.orderNumber).toMatch(/^\d{6,}$/);
    expect(placed.order.payments[0]?.cardLast4).toBe('1111');
    expect(JSON.stringify(placed.order)).not.toContain('4111111111111111');
    const again = value(
      await s.storefront.placeOrder(anonymousId, {
        cartId: cart.id,
        version: cart.version,
        paymentNonces: [card.nonce],
        idempotencyKey: 'order-attempt-1',
      }),
    );
    expect(again.order.id).toBe(placed.order.id);
    expect((await s.commerce.getOrderByReceiptToken(placed.receiptToken))?.orderNumber).toBe(placed.order.orderNumber);
  });

  it('refuses another session, a stale version and an empty cart', async () => {
    const a = cryptoIds.uuid();
    const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
    const sku = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
    const { cart } = value(await s.storefront.addToCart(a, { sku, quantity: 1 }));
    const other = await s.storefront.selectDeliveryOption(cryptoIds.uuid(), {
      cartId: cart.id,
      version: cart.version,
      shipmentKey: 'shipment-1',
      shippingMethodId: 'ground',
    });
    expect(other.ok ? '' : other.error.code).toBe('cart/not-found');
    const stale = await s.storefront.placeOrder(a, {
      cartId: cart.id,
      version: cart.version - 1,
      paymentNonces: ['x'],
      idempotencyKey: 'stale-attempt',
    });
    expect(stale.ok ? '' : stale.error.code).toBe('cart/version-conflict');
    const bad = await s.storefront.addToCart(a, { sku, quantity: 0 });
    expect(bad.ok ? '' : bad.error.message).toBe('Quantity must be higher than 0');
  });
});
