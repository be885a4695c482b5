import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readyToOrder, type TestApp } from '../support/test-server';
import { addToCart, call, signUp, twoSkus } from '../support/account-client';
import { grantStoreCredit, issuedCertificate } from '../support/stored-value';

/**
 * Stored value over HTTP (spec: core-cart-checkout §7 GET /api/credit-accounts, place order "store credit and gift
 * certificate nonces prepended"; the payment step's "Apply a gift certificate"): a signed-in customer's store credit
 * and its nonce, a certificate applied by code (masked but the last four), the spec's error texts, the rate limit,
 * and an order paid with credit, certificate and card.
 */
const ADDRESS = {
  name: 'Gil Giver',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
} as const;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Credit = {
  data: { creditAccount: null; storeCreditAccount: { balance: { cents: number }; nonce: string } | null };
};
type Applied = { data: { giftCertificate: { code: string; balance: { cents: number }; nonce: string } } };

describe('GET /api/credit-accounts and POST /api/gift-certificates/apply', () => {
  it("answers the customer's store credit with a new nonce each call; 401 for a visitor", async () => {
    const { cookie } = await signUp(t.app, 'credit.route@example.com');
    expect((await call(t.app, 'GET', '/api/credit-accounts', cookie)).json()).toEqual({
      data: { creditAccount: null, storeCreditAccount: null },
    });
    await grantStoreCredit(t.services, 'credit.route@example.com', 1250);
    const first = (await call(t.app, 'GET', '/api/credit-accounts', cookie)).json() as Credit;
    const second = (await call(t.app, 'GET', '/api/credit-accounts', cookie)).json() as Credit;
    expect(first.data.storeCreditAccount?.balance.cents).toBe(1250);
    expect(first.data.storeCreditAccount?.nonce).toMatch(/^sv_/);
    expect(second.data.storeCreditAccount?.nonce).not.toBe(first.data.storeCreditAccount?.nonce);
    const visitor = await call(t.app, 'GET', '/api/credit-accounts');
    expect(visitor.statusCode).toBe(401);
  });

  it('applies a code in any case, masked but its last four; the spec texts for a bad or empty code', async () => {
    const code = await issuedCertificate(t.services, 'GC-ROUTES-1', 2500);
    const applied = await call(t.app, 'POST', '/api/gift-certificates/apply', undefined, { code: code.toLowerCase() });
    expect(applied.statusCode).toBe(200);
    const body = (applied.json() as Applied).data.giftCertificate;
    expect(body.code).toBe(`XXXX-XXXX-XXXX-${code.slice(-4)}`);
    expect(body.balance.cents).toBe(2500);
    const bad = await call(t.app, 'POST', '/api/gift-certificates/apply', undefined, { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect([bad.statusCode, bad.json()]).toEqual([
      404,
      { errors: [{ message: 'That gift certificate code is not valid.', key: 'gift-certificate/invalid' }] },
    ]);
    await t.services.db.query("UPDATE gift_certificates SET balance_cents = 0 WHERE order_number = 'GC-ROUTES-1'");
    const empty = await call(t.app, 'POST', '/api/gift-certificates/apply', undefined, { code });
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { errors: [{ message: 'That gift certificate has no balance left.', key: 'gift-certificate/empty' }] },
    ]);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/gift-certificates/apply', payload: { code } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('limits the attempts of one session', async () => {
    const { cookie } = await signUp(t.app, 'guesser@example.com');
    const codes = await Promise.all(
      Array.from({ length: 11 }, () =>
        call(t.app, 'POST', '/api/gift-certificates/apply', cookie, { code: 'AAAA-BBBB-CCCC-DDDD' }),
      ),
    );
    expect(codes.map((r) => r.statusCode).sort()).toEqual([...Array<number>(10).fill(404), 429]);
  });

  it('places an order paid by store credit, a certificate and a card for the rest', async () => {
    const { cookie, res } = await signUp(t.app, 'mixer@example.com');
    const customerId = (res.json() as { data: { customer: { id: string } } }).data.customer.id;
    await grantStoreCredit(t.services, 'mixer@example.com', 500);
    const code = await issuedCertificate(t.services, 'GC-ROUTES-2', 1000);
    const [sku] = await twoSkus(t.services);
    const { cart } = await addToCart(t.app, sku, 2, cookie);
    const version = await readyToOrder(t.services, cart.id, customerId, 'mixer@example.com', ADDRESS);
    const credit = ((await call(t.app, 'GET', '/api/credit-accounts', cookie)).json() as Credit).data;
    const gc = ((await call(t.app, 'POST', '/api/gift-certificates/apply', cookie, { code })).json() as Applied).data;
    const card = await call(t.app, 'POST', '/payments/v1/tokenize', cookie, {
      number: '4111111111111111',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    const cardNonce = (card.json() as { data: { nonce: string } }).data.nonce;
    const placed = await call(t.app, 'POST', '/api/checkout/place-order', cookie, {
      cartId: cart.id,
      version,
      paymentNonces: [credit.storeCreditAccount!.nonce, gc.giftCertificate.nonce, cardNonce],
      billingAddress: ADDRESS,
      idempotencyKey: 'stored-value-route-1',
    });
    expect(placed.statusCode).toBe(200);
    type Placed = { data: { order: { payments: { method: string; amountPlanned: { cents: number } }[] } } };
    const payments = (placed.json() as Placed).data.order.payments;
    const total = payments.reduce((sum, p) => sum + p.amountPlanned.cents, 0);
    expect(payments.map((p) => [p.method, p.amountPlanned.cents])).toEqual([
      ['store_credit', 500],
      ['gift_certificate', 1000],
      ['card', total - 1500],
    ]);
  });
});
