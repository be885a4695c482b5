import { usd } from '../../shared';
import { domainError, err, ok } from '../../shared';
import type { Cart } from '../../cart/model';
import { testAddress, testCart, testCustomLine, testLine } from '../../cart/model/test-cart';
import { shipmentRequestsOf } from '../model/shipment-requests';
import { SelectDeliveryOption } from './select-delivery-option';
import { ALL_CARRIERS_ALLOWED } from '../../shipping/model';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { FakeShippingRates, testOfferSet, testOption } from './testing/fake-shipping-rates';
import { FIXED_NOW_MS, fixedClock } from './testing/fixed';

const ground = testOption('ups-ground');
const express = testOption('fedex-2day', {
  carrier: 'FedEx',
  carrierCode: '92',
  name: 'FedEx 2Day',
  price: usd(1999),
  latestArrivalOn: '2025-06-11',
  heatResistantIncluded: true,
});
const truffles = testLine('truffles', {
  sku: 'TRF-8OZ',
  quantity: 2,
  custom: { meltable: true },
  targets: [{ addressKey: 'shipment-1', quantity: 2 }],
});
const shipment1 = testAddress('shipment-1');
const baseCart = (overrides: Partial<Cart> = {}) =>
  testCart({
    anonymousId: 'anon-1',
    version: 3,
    lineItems: [truffles],
    itemShippingAddresses: [shipment1],
    ...overrides,
  });
const input = (overrides: Partial<Parameters<SelectDeliveryOption['execute']>[0]> = {}) => ({
  anonymousId: 'anon-1',
  cartId: 'cart-1',
  version: 3,
  shipmentKey: 'shipment-1',
  shippingMethodId: 'ups-ground',
  ...overrides,
});

function setup(cart: Cart = baseCart(), containsMeltables = true) {
  const commerce = new InMemoryCommerce({ carts: [cart] });
  const rates = new FakeShippingRates(
    ok([
      testOfferSet('shipment-1', [ground, express], containsMeltables),
      testOfferSet('shipment-2', [testOption('ups-ground', { price: usd(650) })]),
    ]),
  );
  return { commerce, rates, select: new SelectDeliveryOption(commerce, rates, fixedClock()) };
}

const chosenGround = {
  shippingMethodId: 'ups-ground',
  shippingMethodName: 'UPS Ground',
  priceCents: 899,
  requestedDeliveryOn: '2025-06-12',
  shipmentPickupCarrier: 'UPS',
  shipmentPickupCarrierCode: '03',
};
const packaging = {
  action: 'addCustomLineItem',
  name: 'Heat-Resistant Packaging',
  slug: 'shipment-1-heat-resistant-packaging',
  money: usd(295),
  quantity: 1,
};

describe('SelectDeliveryOption', () => {
  it("answers 'cart/not-found' for another session's cart and for an unknown cart", async () => {
    const { select, commerce } = setup();
    const notFound = { ok: false, error: { code: 'cart/not-found', message: 'No cart with id cart-1' } };
    expect(await select.execute(input({ anonymousId: 'anon-2' }))).toEqual(notFound);
    expect(await select.execute(input({ cartId: 'cart-404' }))).toEqual({
      ok: false,
      error: { code: 'cart/not-found', message: 'No cart with id cart-404' },
    });
    expect(commerce.updates).toEqual([]);
  });

  it("answers 'cart/version-conflict' with the current version for a stale version", async () => {
    const { select, rates } = setup();
    expect(await select.execute(input({ version: 2 }))).toEqual({
      ok: false,
      error: {
        code: 'cart/version-conflict',
        message: 'The cart changed; please review it.',
        details: { currentVersion: 3 },
      },
    });
    expect(rates.quotes).toEqual([]);
  });

  it("answers 'unknown shipment: {key}' for a shipment the cart does not have", async () => {
    const { select } = setup();
    expect(await select.execute(input({ shipmentKey: 'shipment-9' }))).toEqual({
      ok: false,
      error: { code: 'cart/unknown-shipment', message: 'unknown shipment: shipment-9' },
    });
  });

  it("answers 'shipping/unknown-option' for an option id the calculator did not offer", async () => {
    const { select, commerce } = setup();
    expect(await select.execute(input({ shippingMethodId: 'usps-priority' }))).toEqual({
      ok: false,
      error: {
        code: 'shipping/unknown-option',
        message: 'That delivery option is no longer available. Please choose another.',
      },
    });
    expect(commerce.updates).toEqual([]);
  });

  it('rejects a malformed request', async () => {
    const { select } = setup();
    const invalid = { ok: false, error: { code: 'validation/invalid', message: 'Invalid delivery option request' } };
    expect(await select.execute(input({ shipmentKey: 'home' }))).toEqual(invalid);
    expect(await select.execute(input({ version: -1 }))).toEqual(invalid);
    expect(await select.execute(input({ shippingMethodId: '' }))).toEqual(invalid);
  });

  it("passes the calculator's error through", async () => {
    const { select, rates, commerce } = setup();
    rates.result = err(domainError('shipping/invalid-postal-code', 'Invalid postal code 0701'));
    expect(await select.execute(input())).toEqual({
      ok: false,
      error: { code: 'shipping/invalid-postal-code', message: 'Invalid postal code 0701' },
    });
    expect(commerce.updates).toEqual([]);
  });

  it('quotes the cart shipments at the clock time', async () => {
    const { select, rates } = setup();
    await select.execute(input());
    expect(rates.quotes).toEqual([
      { shipments: shipmentRequestsOf(baseCart()), carrierOptions: ALL_CARRIERS_ALLOWED, nowMs: FIXED_NOW_MS },
    ]);
  });

  it("quotes with the cart owner's carrier allow flags (core-cart-checkout §3 carrierOptions)", async () => {
    const { commerce, rates } = setup();
    const flags = { ...ALL_CARRIERS_ALLOWED, allowOntrac: false };
    const carriers = { carrierOptions: async (id: string) => (id === 'anon-1' ? flags : ALL_CARRIERS_ALLOWED) };
    await new SelectDeliveryOption(commerce, rates, fixedClock(), carriers).execute(input());
    expect(rates.quotes.map((q) => q.carrierOptions)).toEqual([flags]);
  });

  it('sets the shipment custom fields, a Single-mode method at the option price and 295 cents of packaging for meltables', async () => {
    const { select, commerce } = setup();
    const result = await select.execute(input());
    expect(commerce.updates).toEqual([
      {
        id: 'cart-1',
        version: 3,
        actions: [
          { action: 'updateItemShippingAddress', address: { ...shipment1, custom: chosenGround } },
          { action: 'setCustomShippingMethod', shippingMethodName: 'UPS Ground', price: usd(899) },
          packaging,
        ],
      },
    ]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.version).toBe(4);
    expect(result.value.itemShippingAddresses[0]?.custom).toEqual(chosenGround);
    expect(result.value.shippingInfo).toEqual({ shippingMethodName: 'UPS Ground', price: usd(899) });
    expect(result.value.customLineItems.map((c) => [c.slug, c.totalPrice.cents])).toEqual([
      ['shipment-1-heat-resistant-packaging', 295],
    ]);
    expect(result.value.totalPrice).toEqual(usd(2000 + 899 + 295));
  });

  it('adds no packaging when the option includes heat-resistant packaging', async () => {
    const { select, commerce } = setup();
    await select.execute(input({ shippingMethodId: 'fedex-2day' }));
    expect(commerce.updates[0]?.actions.map((a) => a.action)).toEqual([
      'updateItemShippingAddress',
      'setCustomShippingMethod',
    ]);
    expect(commerce.cart().customLineItems).toEqual([]);
    expect(commerce.cart().shippingInfo).toEqual({ shippingMethodName: 'FedEx 2Day', price: usd(1999) });
  });

  it('adds no packaging when the offer set holds no meltables', async () => {
    const { select, commerce } = setup(baseCart(), false);
    await select.execute(input());
    expect(commerce.updates[0]?.actions.map((a) => a.action)).toEqual([
      'updateItemShippingAddress',
      'setCustomShippingMethod',
    ]);
    expect(commerce.cart().customLineItems).toEqual([]);
  });

  it('re-selecting removes the previous packaging line before adding one, so there is never two', async () => {
    const old = testCustomLine('hrp-old', 'shipment-1-heat-resistant-packaging', 295);
    const other = testCustomLine('slip', 'shipment-1-packing-slip', 0);
    const { select, commerce } = setup(baseCart({ customLineItems: [old, other] }));
    await select.execute(input());
    expect(commerce.updates[0]?.actions.slice(2)).toEqual([
      { action: 'removeCustomLineItem', customLineItemId: 'hrp-old' },
      packaging,
    ]);
    expect(commerce.cart().customLineItems.map((c) => [c.id, c.slug])).toEqual([
      ['slip', 'shipment-1-packing-slip'],
      ['custom-1', 'shipment-1-heat-resistant-packaging'],
    ]);

    await select.execute(input({ version: 4, shippingMethodId: 'fedex-2day' }));
    expect(commerce.updates[1]?.actions.slice(2)).toEqual([
      { action: 'removeCustomLineItem', customLineItemId: 'custom-1' },
    ]);
    expect(commerce.cart().customLineItems.map((c) => c.id)).toEqual(['slip']);
  });

  it("Single mode: the cart method costs this option plus the other shipments' chosen prices", async () => {
    const almonds = testLine('almonds', { targets: [{ addressKey: 'shipment-2', quantity: 1 }] });
    const cart = baseCart({
      lineItems: [truffles, almonds],
      itemShippingAddresses: [
        shipment1,
        testAddress('shipment-2', { shippingMethodId: 'ups-ground', priceCents: 650 }),
      ],
    });
    const { select, commerce } = setup(cart);
    await select.execute(input());
    expect(commerce.updates[0]?.actions[1]).toEqual({
      action: 'setCustomShippingMethod',
      shippingMethodName: 'UPS Ground',
      price: usd(899 + 650),
    });
  });

  it('Multiple mode: one method for this shipment key at the option price', async () => {
    const { select, commerce } = setup(baseCart({ shippingMode: 'Multiple' }));
    await select.execute(input());
    expect(commerce.updates[0]?.actions[1]).toEqual({
      action: 'setCustomShippingMethod',
      shippingMethodName: 'UPS Ground',
      price: usd(899),
      shippingKey: 'shipment-1',
    });
    expect(commerce.cart().shipping).toEqual([
      { shippingKey: 'shipment-1', shippingMethodName: 'UPS Ground', price: usd(899) },
    ]);
  });

  it('never trusts a price sent by the caller', async () => {
    const { select, commerce } = setup();
    const forged = { ...input(), priceCents: 1, price: usd(1) } as Parameters<SelectDeliveryOption['execute']>[0];
    await select.execute(forged);
    const [update] = commerce.updates;
    expect(update?.actions[0]).toMatchObject({ address: { custom: { priceCents: 899 } } });
    expect(update?.actions[1]).toMatchObject({ price: usd(899) });
    expect(commerce.cart().totalPrice).toEqual(usd(2000 + 899 + 295));
  });

  it('stores a requested delivery date the option allows, and refuses others with the spec message', async () => {
    const { commerce, select } = setup();
    const later = await select.execute(input({ requestedDeliveryOn: '2025-06-16' }));
    expect(later.ok && later.value.itemShippingAddresses[0]?.custom.requestedDeliveryOn).toBe('2025-06-16');
    expect(commerce.updates).toHaveLength(1);
    const { select: again } = setup();
    const bad = await again.execute(input({ requestedDeliveryOn: '16/06/2025' }));
    expect(bad.ok ? '' : bad.error.message).toBe('Invalid date string: 16/06/2025');
    const early = await again.execute(input({ requestedDeliveryOn: '2025-06-11' }));
    expect(early.ok ? '' : early.error.message).toBe('Delivery cannot be requested on 2025-06-11 with UPS Ground');
    const exact = await again.execute(input({ shippingMethodId: 'fedex-2day', requestedDeliveryOn: '2025-06-16' }));
    expect(exact.ok ? '' : exact.error.code).toBe('validation/invalid-date');
  });
});
