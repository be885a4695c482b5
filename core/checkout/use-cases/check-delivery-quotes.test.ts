import { ok, usd, type Result } from '../../shared';
import type { Cart } from '../../cart/model';
import { testAddress, testCart, testCustomLine, testLine } from '../../cart/model/test-cart';
import type { ShipmentRequest, ShippingOfferSet } from '../../shipping/model';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import { PlaceOrder } from './place-order';
import { CheckDeliveryQuotes, SHIPPING_CHANGED_MESSAGE, requoteDeliveries } from './check-delivery-quotes';
import { FakePaymentGateway } from './testing/fake-payments';
import { FakeShippingRates, testOfferSet, testOption } from './testing/fake-shipping-rates';
import { fixedClock, sequentialIds } from './testing/fixed';

/**
 * Rates by the free-ground rule (core-cart-checkout §4, §9: free ground for a shipment worth $59 or more; 899 below),
 * 2-Day at 1599 unless `twoDay` is false, and the hidden 'cx-freight' (2500) only for 'customerService'.
 */
class RuleRates extends FakeShippingRates {
  twoDay = true;
  readonly filters: (string | undefined)[] = [];

  override async quote(input: Parameters<ShippingRatesPort['quote']>[0]): Promise<Result<readonly ShippingOfferSet[]>> {
    await super.quote(input);
    this.filters.push(input.filter);
    return ok(input.shipments.map((s: ShipmentRequest) => testOfferSet(s.key, this.offers(s, input.filter))));
  }

  private offers(s: ShipmentRequest, filter: string | undefined) {
    const free = s.shipmentValue.cents >= 5900;
    return [
      testOption('ground', { name: free ? 'Standard Ground (FREE)' : 'Standard Ground', price: usd(free ? 0 : 899) }),
      ...(this.twoDay ? [testOption('two-day', { name: '2-Day', price: usd(1599) })] : []),
      ...(filter ? [testOption('cx-freight', { name: 'Freight', price: usd(2500), hidden: true })] : []),
    ];
  }
}

const freeGround = { shippingMethodId: 'ground', shippingMethodName: 'Standard Ground (FREE)', priceCents: 0 };
/** 1429 a unit: 5 units are $71.45, 4 are $57.16 (below the $59 free-ground threshold). */
const nuts = (quantity: number, key = 'shipment-1', id = 'cashews') =>
  testLine(id, { sku: `SKU-${id}`, unitCents: 1429, quantity, targets: [{ addressKey: key, quantity }] });

/** A Single-mode cart of `quantity` units with free ground stored (chosen when it held 5 units: $71.45). */
const singleCart = (quantity: number, overrides: Partial<Cart> = {}): Cart =>
  testCart({
    anonymousId: 'anon-1',
    version: 5,
    customerEmail: 'pat@example.com',
    lineItems: [nuts(quantity)],
    itemShippingAddresses: [testAddress('shipment-1', freeGround)],
    shippingInfo: { shippingMethodName: 'Standard Ground (FREE)', price: usd(0) },
    ...overrides,
  });

const input = (version = 5, extra: Partial<Parameters<PlaceOrder['execute']>[0]> = {}) => ({
  anonymousId: 'anon-1',
  cartId: 'cart-1',
  version,
  paymentNonces: ['nonce-ok'],
  idempotencyKey: `idem-000${version}`,
  ...extra,
});

function setup(cart: Cart) {
  const commerce = new InMemoryCommerce({ carts: [cart] });
  const gateway = new FakePaymentGateway();
  const rates = new RuleRates();
  const check = new CheckDeliveryQuotes({ commerce, rates, clock: fixedClock() });
  const place = new PlaceOrder(
    commerce,
    gateway,
    rates,
    sequentialIds(),
    undefined,
    undefined,
    undefined,
    undefined,
    check,
  );
  const stored = () => commerce.getCartById('cart-1') as Promise<Cart>;
  return { commerce, gateway, rates, place, stored };
}

describe('CheckDeliveryQuotes at place order (core-cart-checkout §4 Shipping cost; free ground at $59)', () => {
  it('re-quotes free ground of a cart lowered from $71.45 to $57.16, refuses once, then charges the new total', async () => {
    const { place, gateway, commerce, stored } = setup(singleCart(4));
    expect((await stored()).totalPrice.cents).toBe(5716);
    const refused = await place.execute(input());
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'shipping/price-changed',
        message: 'Your shipping changed with your cart. Please review your new total and place your order again.',
        details: { shipmentKeys: ['shipment-1'], currentVersion: 6 },
      },
    });
    expect(SHIPPING_CHANGED_MESSAGE).toBe(refused.ok ? '' : refused.error.message);
    expect(gateway.authorizations).toEqual([]);
    expect(commerce.orders).toEqual([]);
    const after = await stored();
    expect(after.shippingInfo).toEqual({ shippingMethodName: 'Standard Ground', price: usd(899) });
    expect(after.itemShippingAddresses[0]?.custom).toMatchObject({
      shippingMethodId: 'ground',
      shippingMethodName: 'Standard Ground',
      priceCents: 899,
    });
    expect(after.totalPrice.cents).toBe(5716 + 899);
    const placed = await place.execute(input(6));
    expect(placed.ok).toBe(true);
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(6615) }]);
  });

  it('places at once a cart whose quote did not change ($71.45, free ground)', async () => {
    const { place, gateway, rates } = setup(singleCart(5));
    expect((await place.execute(input())).ok).toBe(true);
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(7145) }]);
    expect(rates.quotes).toHaveLength(1);
  });

  it('re-quotes only the shipment that changed in Multiple mode', async () => {
    const elsewhere = { street1: '9 Elm St', postalCode: '07102', city: 'Newark' };
    const cart = singleCart(5, {
      shippingMode: 'Multiple',
      lineItems: [nuts(5), nuts(4, 'shipment-2', 'pecans')],
      itemShippingAddresses: [testAddress('shipment-1', freeGround), testAddress('shipment-2', freeGround, elsewhere)],
      shippingInfo: undefined,
      shipping: [
        { shippingKey: 'shipment-1', shippingMethodName: 'Standard Ground (FREE)', price: usd(0) },
        { shippingKey: 'shipment-2', shippingMethodName: 'Standard Ground (FREE)', price: usd(0) },
      ],
    });
    const { place, gateway, stored } = setup(cart);
    const refused = await place.execute(input());
    expect(refused.ok ? undefined : refused.error).toMatchObject({
      code: 'shipping/price-changed',
      details: { shipmentKeys: ['shipment-2'], currentVersion: 6 },
    });
    const after = await stored();
    expect(after.shipping).toEqual([
      { shippingKey: 'shipment-1', shippingMethodName: 'Standard Ground (FREE)', price: usd(0) },
      { shippingKey: 'shipment-2', shippingMethodName: 'Standard Ground', price: usd(899) },
    ]);
    expect(after.itemShippingAddresses.map((s) => s.custom.priceCents)).toEqual([0, 899]);
    expect((await place.execute(input(6))).ok).toBe(true);
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(7145 + 5716 + 899) }]);
  });

  it('removes a delivery no longer offered, so the shopper chooses again', async () => {
    const twoDay = { shippingMethodId: 'two-day', shippingMethodName: '2-Day', priceCents: 1599 };
    const cart = singleCart(5, {
      itemShippingAddresses: [testAddress('shipment-1', { ...twoDay, requestedDeliveryOn: '2025-06-11' })],
      shippingInfo: { shippingMethodName: '2-Day', price: usd(1599) },
    });
    const { place, rates, stored, gateway } = setup(cart);
    rates.twoDay = false;
    const refused = await place.execute(input());
    expect(refused.ok ? undefined : refused.error.code).toBe('shipping/price-changed');
    const after = await stored();
    expect(after.shippingInfo).toBeUndefined();
    expect(after.itemShippingAddresses[0]?.custom).toEqual({});
    const again = await place.execute(input(6));
    expect(again.ok ? undefined : again.error.code).toBe('checkout/incomplete');
    expect(gateway.authorizations).toEqual([]);
  });

  it("follows the same rule for a CX agent's order, quoting the hidden options too", async () => {
    const cx = { agentCustomerId: 'agent-1', isAdmin: false };
    const { place, rates, gateway } = setup(singleCart(4));
    const refused = await place.execute(input(5, { cx, paymentNonces: ['offline'] }));
    expect(refused.ok ? undefined : refused.error.code).toBe('shipping/price-changed');
    expect(rates.filters).toEqual(['customerService']);
    expect((await place.execute(input(6, { cx, paymentNonces: ['offline'] }))).ok).toBe(true);
    expect(gateway.authorizations).toEqual([]);
  });

  it('re-quotes the heat-resistant packaging when the meltable line left the shipment', async () => {
    const cart = singleCart(5, {
      customLineItems: [testCustomLine('hrp', 'shipment-1-heat-resistant-packaging', 295)],
    });
    const { place, stored } = setup(cart);
    const refused = await place.execute(input());
    expect(refused.ok ? undefined : refused.error.code).toBe('shipping/price-changed');
    expect((await stored()).customLineItems).toEqual([]);
  });
});

describe('requoteDeliveries', () => {
  it('matches each chosen delivery by its method id and leaves shipments with no choice out', async () => {
    const cart = singleCart(4, {
      shippingMode: 'Multiple',
      lineItems: [nuts(4), nuts(1, 'shipment-2', 'pecans')],
      itemShippingAddresses: [testAddress('shipment-1', freeGround), testAddress('shipment-2')],
    });
    const found = await requoteDeliveries(cart, { rates: new RuleRates(), clock: fixedClock() });
    expect(found.ok && found.value.map((r) => [r.shipment.key, r.option?.name, r.option?.price.cents])).toEqual([
      ['shipment-1', 'Standard Ground', 899],
    ]);
  });
});
