import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readyToOrder, type TestApp } from '../support/test-server';
import { addToCart, call, signUp, TEST_ORDER_ADDRESS, twoSkus } from '../support/account-client';

/**
 * A card whose capture is declined after the order is placed (the test gateway's 4000 0000 0000 0341), and
 * POST /api/orders/change-payment-method paying the order with a new card (spec: core-cart-checkout §4 Placing an
 * order, §7), over HTTP on the embedded profile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CAPTURE_DECLINED = '4000000000000341';

async function tokenize(cookie: string, number: string): Promise<string> {
  const res = await call(t.app, 'POST', '/payments/v1/tokenize', cookie, {
    number,
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  return (res.json() as { data: { nonce: string } }).data.nonce;
}

interface PlacedOrder {
  orderNumber: string;
  receiptToken: string;
  paymentState?: string;
  payments: { method: string; amountPlanned: { cents: number }; cardLast4?: string }[];
  totals: { label: string; amount: { cents: number } }[];
}

/** A guest (or, with `cookie`, a signed-in customer) places an order paid with `number`; the order and cookie. */
async function placeWith(number: string, signedIn?: { cookie: string; customerId: string; email: string }) {
  const [sku] = await twoSkus(t.services);
  const { cart, cookie } = await addToCart(t.app, sku, 1, signedIn?.cookie);
  const owner = signedIn?.customerId ?? (await t.services.commerce.getCartById(cart.id))!.anonymousId!;
  const email = signedIn?.email ?? `guest-${cart.id.slice(0, 8)}@example.com`;
  const version = await readyToOrder(t.services, cart.id, owner, email, TEST_ORDER_ADDRESS);
  const res = await call(t.app, 'POST', '/api/checkout/place-order', cookie, {
    cartId: cart.id,
    version,
    paymentNonces: [await tokenize(cookie, number)],
    idempotencyKey: `order-${cart.id}`,
  });
  expect(res.statusCode).toBe(200);
  return { order: (res.json() as { data: { order: PlacedOrder } }).data.order, cookie };
}

const change = (cookie: string, body: object) => call(t.app, 'POST', '/api/orders/change-payment-method', cookie, body);

describe('POST /api/orders/change-payment-method', () => {
  it("an approved card is captured at placing: the order is 'Paid'; a new card answers 409", async () => {
    const { order, cookie } = await placeWith('4242424242424242');
    expect(order.paymentState).toBe('Paid');
    const res = await change(cookie, {
      receiptToken: order.receiptToken,
      nonce: await tokenize(cookie, '4111111111111111'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [{ message: 'This order is not waiting for a new payment method.', key: 'order/payment-not-failed' }],
    });
  });

  it("a declined capture leaves the order placed and 'Failed'; a declined new card keeps it so; 4242 pays it", async () => {
    const { order, cookie } = await placeWith(CAPTURE_DECLINED);
    expect(order.paymentState).toBe('Failed');
    const total = order.totals.find((l) => l.label === 'Total')!.amount.cents;
    expect(order.payments).toEqual([expect.objectContaining({ method: 'card', cardLast4: '0341' })]);

    const declined = await change(cookie, {
      receiptToken: order.receiptToken,
      nonce: await tokenize(cookie, '4000000000000002'),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ errors: [{ message: 'Your card was declined.', key: 'payment/declined' }] });
    const receipt = await call(t.app, 'GET', `/api/orders/receipt?token=${order.receiptToken}`, cookie);
    expect((receipt.json() as { data: { order: PlacedOrder } }).data.order.paymentState).toBe('Failed');

    const paid = await change(cookie, {
      receiptToken: order.receiptToken,
      nonce: await tokenize(cookie, '4242424242424242'),
    });
    expect(paid.statusCode).toBe(200);
    const after = (paid.json() as { data: { order: PlacedOrder } }).data.order;
    expect(after.paymentState).toBe('Paid');
    expect(after.payments).toEqual([
      expect.objectContaining({ method: 'card', cardLast4: '4242', amountPlanned: { cents: total, currency: 'USD' } }),
    ]);
  });

  it("by order number, only the order's own session may pay it", async () => {
    const email = 'payer@example.com';
    const { res, cookie } = await signUp(t.app, email, { name: 'Pay Er' });
    const customerId = (res.json() as { data: { customer: { id: string } } }).data.customer.id;
    const { order } = await placeWith(CAPTURE_DECLINED, { cookie, customerId, email });
    expect(order.paymentState).toBe('Failed');

    const stranger = (await addToCart(t.app, (await twoSkus(t.services))[0], 1)).cookie;
    const theirs = await change(stranger, {
      orderNumber: order.orderNumber,
      nonce: await tokenize(stranger, '4242424242424242'),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: [{ message: 'We could not find that order.', key: 'order/not-found' }] });

    const mine = await change(cookie, {
      orderNumber: order.orderNumber,
      nonce: await tokenize(cookie, '4242424242424242'),
    });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { data: { order: PlacedOrder } }).data.order.paymentState).toBe('Paid');
  });

  it('needs the CSRF header and a valid body', async () => {
    const { order, cookie } = await placeWith(CAPTURE_DECLINED);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/orders/change-payment-method',
      headers: { cookie },
      payload: { receiptToken: order.receiptToken, nonce: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const both = await change(cookie, { receiptToken: order.receiptToken, orderNumber: order.orderNumber, nonce: 'x' });
    expect(both.statusCode).toBe(400);
    expect((both.json() as { errors: { key: string }[] }).errors[0]!.key).toBe('validation/invalid');
  });
});

describe('POST /api/events/fb (the purchase beacon)', () => {
  const digest = 'ab'.repeat(32);
  const purchase = {
    event_name: 'Purchase',
    event_id: '100042',
    custom_data: { value: 40.93, currency: 'USD' },
    user_data: { em: digest, ph: digest, fn: digest, ln: digest },
  };

  it('takes a purchase with hashed fields and answers 204', async () => {
    const res = await call(t.app, 'POST', '/api/events/fb', undefined, purchase);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('refuses unhashed fields, other events and calls without the CSRF header', async () => {
    const plain = await call(t.app, 'POST', '/api/events/fb', undefined, {
      ...purchase,
      user_data: { em: 'pat@example.com' },
    });
    expect(plain.statusCode).toBe(400);
    expect((plain.json() as { errors: { key: string }[] }).errors[0]!.key).toBe('validation/invalid');
    const other = await call(t.app, 'POST', '/api/events/fb', undefined, { ...purchase, event_name: 'Lead' });
    expect(other.statusCode).toBe(400);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/events/fb', payload: purchase });
    expect(noCsrf.statusCode).toBe(403);
  });
});
