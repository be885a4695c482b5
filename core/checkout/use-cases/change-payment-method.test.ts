import { usd } from '../../shared';
import type { Cart } from '../../cart/model';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import { ChangePaymentMethod } from './change-payment-method';
import { PlaceOrder } from './place-order';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { FakePaymentGateway } from './testing/fake-payments';
import { FakeShippingRates } from './testing/fake-shipping-rates';
import { sequentialIds } from './testing/fixed';

const chosen = { shippingMethodId: 'ups-ground', shippingMethodName: 'UPS Ground', priceCents: 899 };
const readyCart = (): Cart =>
  testCart({
    anonymousId: 'anon-1',
    version: 5,
    customerEmail: 'pat@example.com',
    lineItems: [
      testLine('almonds', { sku: 'ALM-1LB', quantity: 2, targets: [{ addressKey: 'shipment-1', quantity: 2 }] }),
    ],
    itemShippingAddresses: [testAddress('shipment-1', chosen)],
    shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(899) },
    totalPrice: usd(3194),
  });

const approved = {
  'nonce-ok': { last4: '4242', brand: 'Visa' },
  'nonce-capture-declined': { last4: '0341', brand: 'Visa' },
  'nonce-new': { last4: '4444', brand: 'Mastercard' },
  'nonce-new-capture-declined': { last4: '0341', brand: 'Visa' },
};

/** Places an order with `nonce` and answers the ports, the order and its receipt token. */
async function placed(nonce: string) {
  const commerce = new InMemoryCommerce({ carts: [readyCart()] });
  const gateway = new FakePaymentGateway(
    approved,
    ['nonce-declined'],
    ['nonce-capture-declined', 'nonce-new-capture-declined'],
  );
  const place = new PlaceOrder(
    commerce,
    gateway,
    new FakeShippingRates(),
    sequentialIds(),
    undefined,
    undefined,
    commerce,
  );
  const r = await place.execute({
    anonymousId: 'anon-1',
    cartId: 'cart-1',
    version: 5,
    paymentNonces: [nonce],
    idempotencyKey: 'idem-0001',
  });
  if (!r.ok) throw new Error(r.error.message);
  const change = new ChangePaymentMethod(commerce, gateway, commerce);
  return { commerce, gateway, change, order: r.value.order, receiptToken: r.value.receiptToken };
}

describe('PlaceOrder captures the card after the order commits', () => {
  it("records 'Paid' when the capture goes through, for the card amount", async () => {
    const { order, gateway, commerce } = await placed('nonce-ok');
    expect(order.paymentState).toBe('Paid');
    expect(gateway.captures).toEqual([{ transactionId: 'txn-1', amount: usd(3194) }]);
    expect(commerce.orders[0]?.paymentState).toBe('Paid');
  });

  it("records 'Failed' when the capture is declined, and the order stands", async () => {
    const { order, gateway, commerce } = await placed('nonce-capture-declined');
    expect(order.paymentState).toBe('Failed');
    expect(gateway.captured.size).toBe(0);
    expect(commerce.orders).toHaveLength(1);
    expect(commerce.cart('cart-1').cartState).toBe('Ordered');
  });
});

describe('ChangePaymentMethod', () => {
  it("pays a 'Failed' order with a new card by receipt token: captured for the card amount, order 'Paid'", async () => {
    const { change, gateway, receiptToken, commerce } = await placed('nonce-capture-declined');
    const r = await change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-new' });
    expect(r.ok && r.value.paymentState).toBe('Paid');
    expect(r.ok && r.value.payments).toEqual([
      { id: 'txn-2', method: 'card', amountPlanned: usd(3194), cardLast4: '4444', cardBrand: 'Mastercard' },
    ]);
    expect(gateway.captures.at(-1)).toEqual({ transactionId: 'txn-2', amount: usd(3194) });
    expect(gateway.voids).toEqual([]);
    expect(commerce.orders[0]?.paymentState).toBe('Paid');
  });

  it('finds the order by number for its owner only', async () => {
    const { change, order } = await placed('nonce-capture-declined');
    const other = await change.execute({ ownerId: 'anon-2', orderNumber: order.orderNumber, nonce: 'nonce-new' });
    expect(other).toEqual({
      ok: false,
      error: { code: 'order/not-found', message: 'We could not find that order.' },
    });
    const own = await change.execute({ ownerId: 'anon-1', orderNumber: order.orderNumber, nonce: 'nonce-new' });
    expect(own.ok && own.value.paymentState).toBe('Paid');
  });

  it("answers 'order/payment-not-failed' for a paid order, charging nothing", async () => {
    const { change, gateway, receiptToken } = await placed('nonce-ok');
    expect(await change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-new' })).toEqual({
      ok: false,
      error: {
        code: 'order/payment-not-failed',
        message: 'This order is not waiting for a new payment method.',
        details: { paymentState: 'Paid' },
      },
    });
    expect(gateway.authorizations.map((a) => a.nonce)).toEqual(['nonce-ok']);
  });

  it("a declined new card answers the gateway's message and leaves the order 'Failed'", async () => {
    const { change, commerce, receiptToken } = await placed('nonce-capture-declined');
    const declined = await change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-declined' });
    expect(declined).toEqual({ ok: false, error: { code: 'payment/declined', message: 'Your card was declined.' } });
    expect(commerce.orders[0]?.paymentState).toBe('Failed');
  });

  it('a new card whose capture is declined is voided; the order stays Failed and can be paid again', async () => {
    const { change, gateway, commerce, receiptToken } = await placed('nonce-capture-declined');
    const r = await change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-new-capture-declined' });
    expect(r.ok ? undefined : r.error.message).toBe('Your card was declined.');
    expect(gateway.voids).toEqual(['txn-2']);
    expect(commerce.orders[0]?.paymentState).toBe('Failed');
    const again = await change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-new' });
    expect(again.ok && again.value.paymentState).toBe('Paid');
  });

  it('two concurrent calls charge one card only', async () => {
    const { change, gateway, receiptToken } = await placed('nonce-capture-declined');
    const [a, b] = await Promise.all([
      change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-new' }),
      change.execute({ ownerId: 'anon-1', receiptToken, nonce: 'nonce-ok' }),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect(gateway.captured.size).toBe(1);
  });

  it('refuses an input naming both or neither of receipt token and order number', async () => {
    const { change, receiptToken, order } = await placed('nonce-capture-declined');
    const invalid = { ok: false, error: { code: 'validation/invalid', message: 'Please give the order and a card.' } };
    expect(await change.execute({ ownerId: 'anon-1', nonce: 'nonce-new' })).toEqual(invalid);
    const both = { ownerId: 'anon-1', receiptToken, orderNumber: order.orderNumber, nonce: 'nonce-new' };
    expect(await change.execute(both)).toEqual(invalid);
  });
});
