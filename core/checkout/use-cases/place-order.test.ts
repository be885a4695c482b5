import { usd } from '../../shared';
import type { Cart } from '../../cart/model';
import { testAddress, testCart, testCustomLine, testLine } from '../../cart/model/test-cart';
import { cartTotals } from '../../cart/model';
import { PlaceOrder } from './place-order';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { FakePaymentGateway } from './testing/fake-payments';
import { FakeShippingRates } from './testing/fake-shipping-rates';
import { sequentialIds } from './testing/fixed';

const chosen = { shippingMethodId: 'ups-ground', shippingMethodName: 'UPS Ground', priceCents: 899 };
const almonds = testLine('almonds', {
  sku: 'ALM-1LB',
  quantity: 2,
  targets: [{ addressKey: 'shipment-1', quantity: 2 }],
});
const taxed = {
  totalNet: usd(3194),
  totalGross: usd(3406),
  totalTax: usd(212),
  taxPortions: [{ name: 'NJ', rate: 0.06625, amount: usd(212) }],
};
const readyCart = (overrides: Partial<Cart> = {}): Cart =>
  testCart({
    anonymousId: 'anon-1',
    version: 5,
    customerEmail: 'pat@example.com',
    lineItems: [almonds],
    itemShippingAddresses: [testAddress('shipment-1', chosen)],
    customLineItems: [testCustomLine('hrp', 'shipment-1-heat-resistant-packaging', 295)],
    shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(899) },
    totalPrice: usd(3194),
    taxedPrice: taxed,
    ...overrides,
  });
type Input = Parameters<PlaceOrder['execute']>[0];
const input = (overrides: Partial<Input> = {}): Input => ({
  anonymousId: 'anon-1',
  cartId: 'cart-1',
  version: 5,
  paymentNonces: ['nonce-ok'],
  idempotencyKey: 'idem-0001',
  ...overrides,
});

function setup(cart: Cart = readyCart(), restricted: Record<string, ('US' | 'CA')[]> = {}) {
  const commerce = new InMemoryCommerce({ carts: [cart] });
  const gateway = new FakePaymentGateway();
  const place = new PlaceOrder(commerce, gateway, new FakeShippingRates(undefined, restricted), sequentialIds());
  return { commerce, gateway, place };
}

/** Expects `cart` to be refused with `code` and `message`, with no authorization and no order. */
async function expectRefused(cart: Cart, code: string, message: string, details?: Record<string, unknown>) {
  const { place, gateway, commerce } = setup(cart);
  expect(await place.execute(input())).toEqual({
    ok: false,
    error: details ? { code, message, details } : { code, message },
  });
  expect(gateway.authorizations).toEqual([]);
  expect(commerce.orders).toEqual([]);
}

const incomplete = 'Please complete your shipping address and delivery choice.';

describe('PlaceOrder', () => {
  it('rejects an incomplete request', async () => {
    const { place } = setup();
    const invalid = { ok: false, error: { code: 'validation/invalid', message: 'The order request is incomplete.' } };
    expect(await place.execute(input({ paymentNonces: [] }))).toEqual(invalid);
    expect(await place.execute(input({ idempotencyKey: 'short' }))).toEqual(invalid);
    expect(await place.execute(input({ version: 1.5 }))).toEqual(invalid);
    expect(await place.execute(input({ billingAddress: { country: 'FR' as 'US' } }))).toEqual(invalid);
  });

  it("answers 'cart/not-found' for another session's cart", async () => {
    const { place, gateway } = setup();
    expect(await place.execute(input({ anonymousId: 'anon-2' }))).toEqual({
      ok: false,
      error: { code: 'cart/not-found', message: 'No cart with id cart-1' },
    });
    expect(gateway.authorizations).toEqual([]);
  });

  it("answers 'cart/version-conflict' with the current version for a stale version", async () => {
    const { place, gateway } = setup();
    expect(await place.execute(input({ version: 4 }))).toEqual({
      ok: false,
      error: {
        code: 'cart/version-conflict',
        message: 'Your cart changed. Please review it and try again.',
        details: { currentVersion: 5 },
      },
    });
    expect(gateway.authorizations).toEqual([]);
  });

  it("sends an empty cart or a line without valid shipping details back to the cart ('checkout/redirect-cart')", async () => {
    const message = 'Please review your cart: every item needs shipping details.';
    await expectRefused(readyCart({ lineItems: [] }), 'checkout/redirect-cart', message);
    const partly = testLine('figs', { quantity: 3, targets: [{ addressKey: 'shipment-1', quantity: 2 }] });
    await expectRefused(readyCart({ lineItems: [almonds, partly] }), 'checkout/redirect-cart', message);
    await expectRefused(readyCart({ lineItems: [almonds, testLine('figs')] }), 'checkout/redirect-cart', message);
  });

  it("refuses a missing street, a missing delivery choice or a restricted country ('checkout/incomplete')", async () => {
    await expectRefused(
      readyCart({ itemShippingAddresses: [testAddress('shipment-1', chosen, { street1: undefined })] }),
      'checkout/incomplete',
      incomplete,
    );
    await expectRefused(
      readyCart({ itemShippingAddresses: [testAddress('shipment-1', { shippingMethodId: 'ups-ground' })] }),
      'checkout/incomplete',
      incomplete,
    );
    const { place } = setup(readyCart(), { 'ALM-1LB': ['US'] });
    expect(await place.execute(input())).toEqual({
      ok: false,
      error: { code: 'checkout/incomplete', message: incomplete },
    });
  });

  it("asks for the e-mail: 'Please enter your email address' / 'Please enter a valid email address'", async () => {
    await expectRefused(
      readyCart({ customerEmail: undefined }),
      'checkout/incomplete',
      'Please enter your email address',
    );
    await expectRefused(readyCart({ customerEmail: '' }), 'checkout/incomplete', 'Please enter your email address');
    await expectRefused(
      readyCart({ customerEmail: 'pat@' }),
      'checkout/incomplete',
      'Please enter a valid email address',
    );
    await expectRefused(
      readyCart({ customerEmail: 'pat example.com' }),
      'checkout/incomplete',
      'Please enter a valid email address',
    );
  });

  it("refuses a shipment address with an invalid ZIP code with the field's message", async () => {
    const badZip = testAddress('shipment-1', chosen, { postalCode: '0701' });
    await expectRefused(
      readyCart({ itemShippingAddresses: [badZip] }),
      'checkout/incomplete',
      'Please enter a valid ZIP code',
      { shipmentKey: 'shipment-1' },
    );
    const badState = testAddress('shipment-1', chosen, { state: 'ZZ' });
    await expectRefused(
      readyCart({ itemShippingAddresses: [badState] }),
      'checkout/incomplete',
      'Please enter a valid state',
      { shipmentKey: 'shipment-1' },
    );
  });

  it('passes a declined authorization through and creates no order', async () => {
    const { place, gateway, commerce } = setup();
    expect(await place.execute(input({ paymentNonces: ['nonce-declined'] }))).toEqual({
      ok: false,
      error: { code: 'payment/declined', message: 'Your card was declined.' },
    });
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-declined', amount: usd(3406) }]);
    expect(commerce.orders).toEqual([]);
    expect(commerce.cart()).toMatchObject({ cartState: 'Active', version: 5 });
  });

  it('authorizes exactly the taxed total and creates the order with the cart totals and a card payment (last4 only)', async () => {
    const { place, gateway, commerce } = setup();
    const result = await place.execute(input());
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(3406) }]);
    expect(commerce.orderInputs).toEqual([
      {
        cartId: 'cart-1',
        version: 5,
        receiptToken: 'token-1',
        idempotencyKey: 'idem-0001',
        totals: cartTotals(readyCart()),
        payments: [{ id: 'txn-1', method: 'card', amountPlanned: usd(3406), cardLast4: '4242', cardBrand: 'Visa' }],
        placedBy: 'Customer',
        checkoutType: 'Guest',
      },
    ]);
    expect(cartTotals(readyCart())).toContainEqual({ label: 'Heat-Resistant Packaging', amount: usd(295) });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.receiptToken).toBe('token-1');
    expect(result.value.order).toMatchObject({
      id: 'order-1',
      orderNumber: '100001',
      receiptToken: 'token-1',
      customerEmail: 'pat@example.com',
    });
    expect(Object.keys(result.value.order.payments[0] ?? {}).sort()).toEqual([
      'amountPlanned',
      'cardBrand',
      'cardLast4',
      'id',
      'method',
    ]);
    expect(commerce.cart()).toMatchObject({ cartState: 'Ordered', version: 6 });
  });

  it('authorizes the total price when the cart has no taxed price', async () => {
    const { place, gateway, commerce } = setup(readyCart({ taxedPrice: undefined }));
    await place.execute(input());
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(3194) }]);
    expect(commerce.orderInputs[0]?.payments[0]?.amountPlanned).toEqual(usd(3194));
  });

  it('a retry with the same idempotency key returns the earlier order without charging again', async () => {
    const { place, gateway, commerce } = setup();
    const first = await place.execute(input());
    const retry = await place.execute(input());
    expect(retry).toEqual(first);
    expect(commerce.orders).toHaveLength(1);
    expect(gateway.authorizations).toHaveLength(1);
  });

  it("an Ordered cart with another idempotency key answers 'cart/not-active' (\"Can't update order\")", async () => {
    const { place, gateway, commerce } = setup();
    await place.execute(input());
    expect(await place.execute(input({ version: 6, idempotencyKey: 'idem-0002' }))).toEqual({
      ok: false,
      error: { code: 'cart/not-active', message: "Can't update order" },
    });
    expect(commerce.orders).toHaveLength(1);
    expect(gateway.authorizations).toHaveLength(1);
  });

  it('a gift certificate shipment is complete with the cart e-mail (no address e-mail, no street)', async () => {
    const gc = testLine('gc', { sku: 'GC-50', unitCents: 5000, targets: [{ addressKey: 'shipment-1', quantity: 1 }] });
    const cart = readyCart({
      lineItems: [gc],
      customLineItems: [],
      itemShippingAddresses: [testAddress('shipment-1', {}, { street1: undefined, city: undefined })],
      totalPrice: usd(5000),
      taxedPrice: undefined,
    });
    const { place, gateway } = setup(cart);
    expect(await place.execute(input())).toMatchObject({ ok: true, value: { receiptToken: 'token-1' } });
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(5000) }]);
    const badRecipient = testAddress('shipment-1', {}, { street1: undefined, email: 'friend@' });
    await expectRefused(
      { ...cart, itemShippingAddresses: [badRecipient] },
      'checkout/incomplete',
      'Please enter a valid email address',
      { shipmentKey: 'shipment-1' },
    );
  });

  it('a pickup shipment needs no valid street address', async () => {
    const pickup = testAddress(
      'shipment-1',
      { shippingMethodId: '38', priceCents: 0, shipmentPickupCarrierCode: '00' },
      { street1: undefined, postalCode: undefined },
    );
    const { place } = setup(readyCart({ itemShippingAddresses: [pickup] }));
    expect(await place.execute(input())).toMatchObject({ ok: true });
  });
});
