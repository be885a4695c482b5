import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedPaymentMethod } from '../../core/customers';
import { buildTestApp, readyToOrder, type TestApp } from '../support/test-server';
import { addToCart, call, signUp, twoSkus } from '../support/account-client';

/**
 * The wallet (spec: core-cart-checkout §7 GET /api/payment-methods, GET /api/credit-accounts, "saved payment methods
 * in checkout"; shell-account §2 Wallet): a signed-in customer saves a card tokenized by their session, pays a later
 * order with it, sees it and removes it; another customer can neither list, charge nor remove it; neither the card
 * number nor its CVC is stored or logged.
 */
const VISA = { number: '4242424242424242', expMonth: 11, expYear: 2031, cvc: '737' } as const;
const ADDRESS = {
  name: 'Wanda Wallet',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
} as const;

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  const stream = { write: (line: string) => void logs.push(line) };
  t = await buildTestApp(undefined, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close();
});

type Wallet = { data: { paymentMethods: SavedPaymentMethod[] } };

async function tokenize(cookie: string, card: object = VISA): Promise<string> {
  const res = await call(t.app, 'POST', '/payments/v1/tokenize', cookie, card);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { nonce: string } }).data.nonce;
}

async function saveCard(cookie: string, cardholderName: string, card: object = VISA) {
  return call(t.app, 'POST', '/api/payment-methods', cookie, { nonce: await tokenize(cookie, card), cardholderName });
}

describe('the wallet', () => {
  it('saves a card from a nonce, lists it (default first) and never stores the number or the CVC', async () => {
    const { cookie } = await signUp(t.app, 'wanda@example.com', { name: 'Wanda Wallet' });
    const saved = await saveCard(cookie, 'Wanda Wallet');
    expect(saved.statusCode).toBe(200);
    const { paymentMethod } = (saved.json() as { data: { paymentMethod: SavedPaymentMethod } }).data;
    expect(paymentMethod).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expirationMonth: 11,
      expirationYear: 2031,
      cardholderName: 'Wanda Wallet',
      isDefault: true,
    });
    const second = await saveCard(cookie, 'Wanda W', {
      number: '5555555555554444',
      expMonth: 3,
      expYear: 2030,
      cvc: '123',
    });
    expect(second.statusCode).toBe(200);
    const list = await call(t.app, 'GET', '/api/payment-methods', cookie);
    expect((list.json() as Wallet).data.paymentMethods.map((m) => [m.brand, m.last4, m.isDefault])).toEqual([
      ['Visa', '4242', true],
      ['Mastercard', '4444', false],
    ]);
    const stored: Record<string, unknown>[] = [
      ...(await t.services.db.query<Record<string, unknown>>('SELECT * FROM saved_payment_methods')),
      ...(await t.services.db.query<Record<string, unknown>>('SELECT * FROM payment_nonces')),
    ];
    const rows = JSON.stringify(stored);
    expect(rows).not.toContain('4242424242424242');
    expect(rows).not.toContain('5555555555554444');
    // The CVC is a short number, so random ids and hashes may hold its digits: no column holds it as its value,
    // and no column is named for it.
    const values = stored.flatMap((row) => Object.values(row).map((value) => String(value)));
    expect(values).not.toContain('737');
    expect(values).not.toContain('123');
    expect(stored.flatMap((row) => Object.keys(row)).filter((column) => /cvc|cvv|security/i.test(column))).toEqual([]);
    expect(logs.join('\n')).not.toContain('4242424242424242');
    expect(logs.join('\n')).not.toContain('"737"');
  });

  it('refuses a nonce twice, a declined card, and a visitor', async () => {
    const { cookie } = await signUp(t.app, 'dee@example.com');
    const nonce = await tokenize(cookie);
    expect(
      (await call(t.app, 'POST', '/api/payment-methods', cookie, { nonce, cardholderName: 'Dee' })).statusCode,
    ).toBe(200);
    const again = await call(t.app, 'POST', '/api/payment-methods', cookie, { nonce, cardholderName: 'Dee' });
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ errors: [{ key: 'payment/nonce-unknown' }] });
    const declined = await saveCard(cookie, 'Dee', {
      number: '4000000000000002',
      expMonth: 1,
      expYear: 2032,
      cvc: '123',
    });
    expect(declined.json()).toMatchObject({
      errors: [{ key: 'payment/declined', message: 'Your card was declined.' }],
    });
    const visitor = await call(t.app, 'GET', '/api/payment-methods');
    expect(visitor.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: { cookie },
      payload: {},
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("keeps customer B away from A's cards: not listed, not charged, not removed", async () => {
    const a = await signUp(t.app, 'alice.wallet@example.com');
    const b = await signUp(t.app, 'bob.wallet@example.com');
    const saved = await saveCard(a.cookie, 'Alice');
    const id = (saved.json() as { data: { paymentMethod: SavedPaymentMethod } }).data.paymentMethod.id;
    expect((await call(t.app, 'GET', '/api/payment-methods', b.cookie)).json()).toEqual({
      data: { paymentMethods: [] },
    });
    const charge = await call(t.app, 'POST', `/api/payment-methods/${id}/nonce`, b.cookie, {});
    expect(charge.statusCode).toBe(404);
    expect(charge.json()).toMatchObject({ errors: [{ key: 'payment/method-not-found' }] });
    const remove = await call(t.app, 'DELETE', `/api/payment-methods/${id}`, b.cookie);
    expect(remove.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/payment-methods', a.cookie)).json()).toMatchObject({
      data: { paymentMethods: [{ id, last4: '4242' }] },
    });
    const removed = await call(t.app, 'DELETE', `/api/payment-methods/${id}`, a.cookie);
    expect(removed.json()).toEqual({ data: { paymentMethods: [] } });
  });

  it('pays an order with a saved card; the order carries the customer', async () => {
    const { cookie, res } = await signUp(t.app, 'payer@example.com', { name: 'Pat Payer' });
    const customerId = (res.json() as { data: { customer: { id: string } } }).data.customer.id;
    const saved = await saveCard(cookie, 'Pat Payer');
    const id = (saved.json() as { data: { paymentMethod: SavedPaymentMethod } }).data.paymentMethod.id;
    const [sku] = await twoSkus(t.services);
    const { cart } = await addToCart(t.app, sku, 1, cookie);
    const version = await readyToOrder(t.services, cart.id, customerId, 'payer@example.com', ADDRESS);
    const nonce = await call(t.app, 'POST', `/api/payment-methods/${id}/nonce`, cookie, {});
    expect(nonce.statusCode).toBe(200);
    const paid = (nonce.json() as { data: { nonce: string; last4: string } }).data;
    expect(paid.last4).toBe('4242');
    const placed = await call(t.app, 'POST', '/api/checkout/place-order', cookie, {
      cartId: cart.id,
      version,
      paymentNonces: [paid.nonce],
      idempotencyKey: 'wallet-order-1',
    });
    expect(placed.statusCode).toBe(200);
    const order = (placed.json() as { data: { order: { id: string; payments: { cardLast4: string }[] } } }).data.order;
    expect(order.payments[0]!.cardLast4).toBe('4242');
    const [row] = await t.services.db.query<{ customer_id: string }>('SELECT customer_id FROM orders WHERE id = $1', [
      order.id,
    ]);
    expect(row!.customer_id).toBe(customerId);
  });

  it('answers the credit accounts as none', async () => {
    const { cookie } = await signUp(t.app, 'credit@example.com');
    const res = await call(t.app, 'GET', '/api/credit-accounts', cookie);
    expect(res.json()).toEqual({ data: { creditAccount: null, storeCreditAccount: null } });
  });
});
