import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { addToCart, call, placeOrderAs, signUp, tokenizeVisa, twoSkus } from '../support/account-client';

/**
 * The authorization matrix of the account area (Security suite; spec: shell-account §2 Account area, §6 Roles):
 * customers A and B, a guest (an anonymous session with a cart) and no session, against A's orders (Order History,
 * /orders/{id}, /orders/{id}/track, reorder), wallet (list, charge, remove), addresses, favorites and every account
 * page's data. Nobody but A reads or changes what is A's; a visitor is sent to sign in.
 */
let t: TestApp;
const who = { a: '', b: '', guest: '' };
let aId = '';
let orderOfA = '';
let cardOfA = '';
let skuA = '';

const PAGES = [
  '/account',
  '/account/communications',
  '/account/address-book',
  '/account/wallet',
  '/account/order-history',
  '/account/easy-reorder',
  '/account/favorites',
];

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  [skuA] = await twoSkus(t.services);
  const a = await signUp(t.app, 'matrix.a@example.com', { name: 'Ava A' });
  who.a = a.cookie;
  aId = (a.res.json() as { data: { customer: { id: string } } }).data.customer.id;
  who.b = (await signUp(t.app, 'matrix.b@example.com', { name: 'Ben B' })).cookie;
  who.guest = (await addToCart(t.app, skuA, 1)).cookie;
  orderOfA = (await placeOrderAs(t, { cookie: who.a, customerId: aId, email: 'matrix.a@example.com' }, [[skuA, 2]]))
    .orderNumber;
  const nonce = await tokenizeVisa(t.app, who.a);
  const saved = await call(t.app, 'POST', '/api/payment-methods', who.a, { nonce, cardholderName: 'Ava A' });
  cardOfA = (saved.json() as { data: { paymentMethod: { id: string } } }).data.paymentMethod.id;
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const keyOf = (res: { json: () => unknown }) => (res.json() as { errors?: { key: string }[] }).errors?.[0]?.key;

describe("A's orders", () => {
  it('are in A’s Order History only', async () => {
    const history = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Forder-history', who.a);
    expect((history.json() as { data: { orders: { id: string }[] } }).data.orders.map((o) => o.id)).toEqual([orderOfA]);
    const ofB = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Forder-history', who.b);
    expect(ofB.json()).toMatchObject({ data: { orders: [] } });
  });

  it.each(['', '/track'])(
    "/orders/{A's order}%s is A's page; B gets the 404 page; a visitor signs in first",
    async (tail) => {
      const path = `/orders/${orderOfA}${tail}`;
      expect((await page(path, who.a)).statusCode).toBe(200);
      const ofB = await page(path, who.b);
      expect(ofB.statusCode).toBe(404);
      expect(ofB.body).not.toContain('matrix.a@example.com');
      for (const visitor of [who.guest, undefined]) {
        const res = await page(path, visitor);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`/sign/in?redirect=${encodeURIComponent(path)}`);
      }
      const api = `/api/account/page?path=${encodeURIComponent(path)}`;
      expect((await call(t.app, 'GET', api, who.b)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', api, who.guest)).statusCode).toBe(401);
      expect((await call(t.app, 'GET', api)).statusCode).toBe(401);
    },
  );

  it('only A can reorder A’s order', async () => {
    const byB = await call(t.app, 'POST', '/api/orders/reorder', who.b, { orderNumber: orderOfA });
    expect(byB.statusCode).toBe(404);
    for (const visitor of [who.guest, undefined]) {
      const res = await call(t.app, 'POST', '/api/orders/reorder', visitor, { orderNumber: orderOfA });
      expect(res.statusCode).toBe(401);
      expect(keyOf(res)).toBe('account/not-signed-in');
    }
  });
});

describe("A's wallet", () => {
  it('nobody else lists, charges or removes A’s card', async () => {
    const ofB = await call(t.app, 'GET', '/api/payment-methods', who.b);
    expect(ofB.json()).toEqual({ data: { paymentMethods: [] } });
    expect((await call(t.app, 'POST', `/api/payment-methods/${cardOfA}/nonce`, who.b, {})).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/payment-methods/${cardOfA}`, who.b)).statusCode).toBe(404);
    for (const visitor of [who.guest, undefined]) {
      expect((await call(t.app, 'GET', '/api/payment-methods', visitor)).statusCode).toBe(401);
      expect((await call(t.app, 'DELETE', `/api/payment-methods/${cardOfA}`, visitor)).statusCode).toBe(401);
    }
    const wallet = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Fwallet', who.a);
    expect(
      (wallet.json() as { data: { paymentMethods: { id: string }[] } }).data.paymentMethods.map((m) => m.id),
    ).toEqual([cardOfA]);
  });
});

describe('every account page', () => {
  it('answers its data to its own customer only; a visitor is sent to sign in', async () => {
    for (const path of PAGES) {
      const api = `/api/account/page?path=${encodeURIComponent(path)}`;
      const ofA = await call(t.app, 'GET', api, who.a);
      expect(ofA.json()).toMatchObject({ data: { path, customer: { email: 'matrix.a@example.com' } } });
      const ofB = await call(t.app, 'GET', api, who.b);
      expect(ofB.json()).toMatchObject({ data: { path, customer: { email: 'matrix.b@example.com' } } });
      expect(JSON.stringify(ofB.json())).not.toContain('matrix.a@example.com');
      for (const visitor of [who.guest, undefined]) {
        expect((await call(t.app, 'GET', api, visitor)).statusCode).toBe(401);
        const res = await page(path, visitor);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`/sign/in?redirect=${encodeURIComponent(path)}`);
      }
    }
  });
});
