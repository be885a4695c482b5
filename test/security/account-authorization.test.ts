import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, injectBearer, TEST_CLIENT, type TestApp } from '../support/test-server';
import { addToCart, call, GOOD_PASSWORD, sessionCookieOf, signIn, signUp, twoSkus } from '../support/account-client';

/**
 * Authorization matrix of the customers' own resources (Security suite): customers A and B, a guest (anonymous)
 * session and no session. Nobody reads or writes another's addresses, description, business profile, cart, favorites,
 * payment methods or resale certificates, before and after signing in and out; staff review certificates only through
 * the bearer-token CLI API.
 */
let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
let skuA = '';
let skuB = '';
const cookie = { a: '', b: '', guest: '' };
let addressOfA = '';
let cartOfA = '';
let productKey = '';

const address = { name: 'Ann A', street1: '1 Elm St', city: 'Newark', state: 'NJ', postalCode: '07102', country: 'US' };
const keyOf = (res: { json: () => unknown }) => (res.json() as { errors?: { key: string }[] }).errors?.[0]?.key;

async function favorite(who: string | undefined, key: string) {
  return app.inject({
    method: 'POST',
    url: '/contents.html',
    headers: {
      'x-nutshell-csrf': '1',
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { cookie: who } : {}),
    },
    payload: `ACTION=ADD_BASKET&ITEM_KEY=${encodeURIComponent(key)}&WISHLIST=1`,
  });
}

beforeAll(async () => {
  built = await buildTestApp();
  ({ app, services: s } = built);
  [skuA, skuB] = await twoSkus(s);
  productKey = (await s.commerce.getProductBySku(skuA))!.key;
  cookie.a = (await signUp(app, 'a@example.com', { name: 'Ann A' })).cookie;
  cookie.b = (await signUp(app, 'b@example.com', { name: 'Bob B' })).cookie;
  cookie.guest = (await addToCart(app, skuB, 1)).cookie;
  cartOfA = (await addToCart(app, skuA, 2, cookie.a)).cart.id;
  const added = await call(app, 'POST', '/api/customers/me/addresses', cookie.a, { address });
  addressOfA = (added.json() as { data: { address: { id: string } } }).data.address.id;
  expect((await favorite(cookie.a, productKey)).statusCode).toBe(200);
});
afterAll(async () => {
  await built?.close();
});

describe('addresses, describe, payment methods', () => {
  it("B, a guest and no session cannot read or change A's address book", async () => {
    const listB = await call(app, 'GET', '/api/customers/me/addresses', cookie.b);
    expect(listB.json()).toEqual({ data: { addresses: [] } });
    const put = await call(app, 'PUT', '/api/customers/me/addresses', cookie.b, { addressId: addressOfA, address });
    expect([put.statusCode, keyOf(put)]).toEqual([404, 'account/address-not-found']);
    const del = await call(app, 'DELETE', `/api/customers/me/addresses/${addressOfA}`, cookie.b);
    expect([del.statusCode, keyOf(del)]).toEqual([404, 'account/address-not-found']);
    for (const who of [cookie.guest, undefined]) {
      for (const [method, url] of [
        ['GET', '/api/customers/me/addresses'],
        ['POST', '/api/me/describe'],
        ['GET', '/api/payment-methods'],
        ['GET', '/api/credit-accounts'],
        ['DELETE', `/api/customers/me/addresses/${addressOfA}`],
      ] as const) {
        const res = await call(app, method, url, who);
        expect([url, res.statusCode, keyOf(res)]).toEqual([url, 401, 'account/not-signed-in']);
      }
    }
    const listA = await call(app, 'GET', '/api/customers/me/addresses', cookie.a);
    expect((listA.json() as { data: { addresses: { id: string }[] } }).data.addresses.map((x) => x.id)).toEqual([
      addressOfA,
    ]);
  });

  it('each customer describes only themself', async () => {
    const b = await call(app, 'POST', '/api/me/describe', cookie.b);
    expect(b.json()).toMatchObject({ data: { customer: { email: 'b@example.com' }, addresses: [] } });
    const a = await call(app, 'POST', '/api/me/describe', cookie.a);
    expect(a.json()).toMatchObject({ data: { customer: { email: 'a@example.com' }, addresses: [{ id: addressOfA }] } });
  });
});

describe('business profiles (core-cart-checkout §6 Business, §7 business-units)', () => {
  it("only A reads or changes A's business profile; B, a guest and no session reach none of it", async () => {
    const form = { companyName: 'Ann Co', industry: 'Other', phone: '9735550100', address, teamSize: '1-10' };
    const made = await call(app, 'POST', '/api/business-units', cookie.a, { ...form, source: 'User Converted' });
    expect(made.statusCode).toBe(200);
    const readB = await call(app, 'GET', '/api/business-units/me/profile', cookie.b);
    expect([readB.statusCode, keyOf(readB)]).toEqual([404, 'business/not-found']);
    const putB = await call(app, 'PUT', '/api/business-units/me/profile', cookie.b, { ...form, companyName: 'Bob' });
    expect([putB.statusCode, keyOf(putB)]).toEqual([404, 'business/not-found']);
    for (const who of [cookie.guest, undefined]) {
      for (const method of ['GET', 'PUT', 'POST'] as const) {
        const res = await call(app, method, '/api/business-units/me/profile', who, form);
        expect([method, res.statusCode, keyOf(res)]).toEqual([method, 401, 'account/not-signed-in']);
      }
      const create = await call(app, 'POST', '/api/business-units', who, { ...form, source: 'User Converted' });
      expect(create.statusCode).toBe(401);
    }
    const a = await call(app, 'GET', '/api/business-units/me/profile', cookie.a);
    expect(a.json()).toMatchObject({ data: { profile: { companyName: 'Ann Co', source: 'User Converted' } } });
  });
});

describe('resale certificates (shell-account §2 Reseller Certifications)', () => {
  it("only reseller R lists and downloads R's certificates; B, staff, a guest and no session reach none", async () => {
    const r = (await signUp(app, 'r@example.com', { name: 'Rita R' })).cookie;
    const form = {
      companyName: 'Rita Co',
      industry: 'Retail / Reseller',
      phone: '9735550100',
      address,
      teamSize: '1-10',
    };
    expect((await call(app, 'POST', '/api/business-units', r, { ...form, source: 'User Converted' })).statusCode).toBe(
      200,
    );
    const query = 'state=NJ&certificateNumber=NJ-1&expiresOn=2030-12-31&fileName=nj.pdf';
    const headers = { 'x-nutshell-csrf': '1', 'content-type': 'application/pdf' };
    const upload = (who?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/reseller-certificates?${query}`,
        headers: { ...headers, ...(who ? { cookie: who } : {}) },
        payload: Buffer.from('%PDF-1.7 certificate'),
      });
    const made = await upload(r);
    expect(made.statusCode).toBe(200);
    const id = (made.json() as { data: { certificate: { id: string } } }).data.certificate.id;
    await signUp(app, 'staff.r@nutshell.example');
    const added = await s.accounts.addStaff({ email: 'staff.r@nutshell.example', admin: true, origin: 'x' });
    if (!added.ok) throw new Error(added.error.message);
    const staff = (await signIn(app, { email: 'staff.r@nutshell.example', password: GOOD_PASSWORD })).cookie;
    const file = `/api/reseller-certificates/${id}/file`;
    for (const who of [cookie.b, staff]) {
      const list = await call(app, 'GET', '/api/reseller-certificates', who);
      expect((list.json() as { data: { certificates: unknown[] } }).data.certificates).toEqual([]);
      expect((await call(app, 'GET', file, who)).statusCode).toBe(404);
      expect((await call(app, 'GET', '/nutshell/resellers/certificates', who)).statusCode).toBe(401);
      const approve = await call(app, 'POST', `/nutshell/resellers/certificates/${id}/approve`, who, {
        reviewedBy: 'x',
      });
      expect(approve.statusCode).toBe(401);
    }
    for (const who of [cookie.guest, undefined]) {
      expect((await call(app, 'GET', '/api/reseller-certificates', who)).statusCode).toBe(401);
      expect((await call(app, 'GET', file, who)).statusCode).toBe(401);
      expect((await upload(who)).statusCode).toBe(401);
    }
    expect((await upload(cookie.b)).statusCode).toBe(403);
    expect((await call(app, 'GET', file, r)).statusCode).toBe(200);
    const bearer = await injectBearer(app, TEST_CLIENT);
    const listed = await app.inject({
      method: 'GET',
      url: '/nutshell/resellers/certificates?pending=true',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect((listed.json() as { certificates: { id: string }[] }).certificates.map((c) => c.id)).toContain(id);
  });
});

describe('carts and favorites', () => {
  it("nobody else reads or edits A's cart, before and after A signs out and in", async () => {
    for (const who of [cookie.b, cookie.guest, undefined]) {
      const read = await call(app, 'GET', `/commerce/nutshell/me/carts/${cartOfA}`, who);
      expect(read.statusCode).toBe(404);
      const edit = await call(app, 'POST', `/commerce/nutshell/me/carts/${cartOfA}`, who, {
        version: 1,
        actions: [{ action: 'setCustomerEmail', email: 'x@example.com' }],
      });
      expect(edit.statusCode).toBe(404);
    }
    const out = await call(app, 'POST', '/api/sign/out', cookie.a, { copyCartToAnonymousCart: false });
    const anonymousAfter = sessionCookieOf(out)!;
    expect((await call(app, 'GET', `/commerce/nutshell/me/carts/${cartOfA}`, anonymousAfter)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/commerce/nutshell/me/carts/${cartOfA}`, cookie.a)).statusCode).toBe(404);
    const back = await signIn(app, { email: 'a@example.com', password: GOOD_PASSWORD }, anonymousAfter);
    cookie.a = back.cookie;
    const read = await call(app, 'GET', `/commerce/nutshell/me/carts/${cartOfA}`, cookie.a);
    expect((read.json() as { id: string }).id).toBe(cartOfA);
  });

  it("A's favorites are A's only, and follow A's sign-in", async () => {
    const favoritesOf = async (who?: string) =>
      ((await call(app, 'GET', '/api/favorites', who)).json() as { data: { favorites: string[] } }).data.favorites;
    expect(await favoritesOf(cookie.a)).toEqual([productKey]);
    expect(await favoritesOf(cookie.b)).toEqual([]);
    expect(await favoritesOf(cookie.guest)).toEqual([]);
    expect(await favoritesOf(undefined)).toEqual([]);
  });
});
