import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, type TestApp } from '../support/test-server';
import {
  CSRF,
  addToCart,
  call,
  GOOD_PASSWORD,
  mailedLink,
  sessionCookieOf,
  sessionSetCookieOf,
  signIn,
  signUp,
  twoSkus,
} from '../support/account-client';

/**
 * The account routes over the local server (ports/account-backend.ts; spec: shell-account §4 Sign-in flow, §7):
 * sign-up, sign-out, sign-in, session rotation, mailed links and resets (read from the outbox), the cart of a
 * sign-in (preserveCart), guest orders, describe, the address book, the mailed links' pages and rate limits.
 */
let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
let nowMs = Date.parse('2026-03-02T10:00:00Z');
const clock = { nowMs: () => nowMs };
let skuA = '';
let skuB = '';

beforeAll(async () => {
  built = await buildTestApp(undefined, { clock });
  ({ app, services: s } = built);
  [skuA, skuB] = await twoSkus(s);
});
afterAll(async () => {
  await built?.close();
});

const errorOf = (res: { json: () => unknown }) => (res.json() as { errors: { key: string; message: string }[] }).errors;
type Data = {
  data: {
    customer: { email: string } | null;
    userFirstName: string | null;
    signedLoginType: string | null;
    userCreatedAt: string | null;
    cart: { lineItems: { variant: { sku: string }; quantity: number }[] } | null;
    redirectPath?: string;
  };
};
const dataOf = (res: { json: () => unknown }) => (res.json() as Data).data;

describe('sign-up, sign-out and sign-in', () => {
  it('signs up, mails the welcome message and answers the session data', async () => {
    const { res, cookie } = await signUp(app, 'Ann.Lee@Example.com');
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({
      customer: { email: 'Ann.Lee@Example.com' },
      userFirstName: 'Ann',
      signedLoginType: 'password',
      userCreatedAt: new Date(nowMs).toISOString(),
      cart: null,
    });
    expect(cookie).toMatch(/^nutshell_session=/);
    expect(sessionSetCookieOf(res)).toContain('Max-Age=15811200');
    const [welcome] = await s.outbox.list({ limit: 1, to: 'ann.lee@example.com' });
    expect(welcome).toMatchObject({ kind: 'welcome', subject: 'Welcome to Nutshell' });
    const again = await signUp(app, 'ann.lee@example.com');
    expect(again.res.statusCode).toBe(409);
    expect(errorOf(again.res)[0]!.key).toBe('account/email-taken');
  });

  it('refuses a weak password with the spec message', async () => {
    const { res } = await signUp(app, 'weak@example.com', { password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual([
      {
        key: 'account/weak-password',
        message: 'Your password needs to be at least 8 characters. Capitalization matters.',
      },
    ]);
  });

  it('signs out to a fresh anonymous session; the old cookie is signed out', async () => {
    const { cookie } = await signUp(app, 'out@example.com');
    expect((await call(app, 'POST', '/api/me/describe', cookie)).statusCode).toBe(200);
    const out = await call(app, 'POST', '/api/sign/out', cookie, { copyCartToAnonymousCart: false });
    expect(out.statusCode).toBe(200);
    expect(dataOf(out)).toMatchObject({ customer: null, userFirstName: null, signedLoginType: null, cart: null });
    const fresh = sessionCookieOf(out)!;
    expect(fresh).not.toBe(cookie);
    expect((await call(app, 'POST', '/api/me/describe', cookie)).statusCode).toBe(401);
    expect(errorOf(await call(app, 'POST', '/api/me/describe', fresh))[0]!.key).toBe('account/not-signed-in');
  });

  it('answers a wrong password and an unknown e-mail alike (401)', async () => {
    await signUp(app, 'pat@example.com');
    const wrong = await signIn(app, { email: 'pat@example.com', password: 'Wrong.Pass1' });
    const unknown = await signIn(app, { email: 'nobody@example.com', password: 'Wrong.Pass1' });
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.body).toBe(unknown.res.body);
    expect(errorOf(wrong.res)[0]!.key).toBe('account/invalid-credentials');
    expect(wrong.cookie).toBe('');
  });

  it('rotates the session on sign-in: a new cookie, the old one no longer works, the cart follows', async () => {
    await signUp(app, 'rotate@example.com');
    const anonymous = await addToCart(app, skuA, 2);
    const { res, cookie } = await signIn(
      app,
      { email: 'ROTATE@example.com', password: GOOD_PASSWORD },
      anonymous.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(cookie).not.toBe(anonymous.cookie);
    expect(dataOf(res).cart?.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[skuA, 2]]);
    const oldActive = await call(app, 'GET', '/commerce/nutshell/me/active-cart', anonymous.cookie);
    expect(oldActive.statusCode).toBe(404);
    const newActive = await call(app, 'GET', '/commerce/nutshell/me/active-cart', cookie);
    expect((newActive.json() as { id: string }).id).toBe(anonymous.cart.id);
  });

  it('keepLoggedIn false gives a browser-session cookie (no Max-Age)', async () => {
    await signUp(app, 'brief@example.com');
    const res = await call(app, 'POST', '/api/sign/in', undefined, {
      email: 'brief@example.com',
      password: GOOD_PASSWORD,
      keepLoggedIn: false,
    });
    expect(res.statusCode).toBe(200);
    const line = sessionSetCookieOf(res)!;
    expect(line).not.toMatch(/Max-Age/i);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
  });

  it('refuses unknown fields and calls without the CSRF header', async () => {
    const extra = await call(app, 'POST', '/api/sign/in', undefined, { email: 'a@b.co', password: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(errorOf(extra)[0]!.key).toBe('validation/invalid');
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/sign/in',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('looks up a user by e-mail', async () => {
    const found = await call(app, 'GET', '/api/users/find?email=ann.lee%40example.com');
    expect(dataOf(found)).toEqual({ user: { firstName: 'Ann', guest: false } });
    const none = await call(app, 'GET', '/api/users/find?email=none%40example.com');
    expect(dataOf(none)).toEqual({ user: null });
  });
});

describe('mailed links', () => {
  it('a sign-in link signs in once; its page is valid, then expired', async () => {
    await signUp(app, 'link@example.com');
    const sent = await call(app, 'POST', '/api/sign/send-sign-in-link-email', undefined, {
      email: 'link@example.com',
      redirectPath: '/checkout',
    });
    expect(dataOf(sent)).toEqual({ sent: true });
    const link = (await mailedLink(s, 'link@example.com'))!;
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/sign\/magic-link\//);
    const page = await call(app, 'GET', `/api/resolve-path?path=${encodeURIComponent(`/sign/magic-link/${link.key}`)}`);
    expect(dataOf(page)).toEqual({
      pageType: 'MagicLinkPage',
      props: { key: link.key, status: 'valid', setPassword: false },
    });
    const first = await call(app, 'POST', '/api/sign/in-by-link-key', undefined, { key: link.key });
    expect(first.statusCode).toBe(200);
    expect(dataOf(first)).toMatchObject({
      customer: { email: 'link@example.com' },
      signedLoginType: 'magic link',
      redirectPath: '/checkout',
    });
    const second = await call(app, 'POST', '/api/sign/in-by-link-key', undefined, { key: link.key });
    expect(second.statusCode).toBe(410);
    expect(errorOf(second)[0]!.key).toBe('account/link-expired');
    const used = await call(app, 'GET', `/api/resolve-path?path=${encodeURIComponent(`/sign/magic-link/${link.key}`)}`);
    expect(dataOf(used)).toMatchObject({ pageType: 'MagicLinkPage', props: { status: 'expired' } });
  });

  it('a sign-in link expires after 15 minutes; unknown e-mails get the same answer and no mail', async () => {
    await call(app, 'POST', '/api/sign/send-sign-in-link-email', undefined, {
      email: 'link@example.com',
      redirectPath: '//evil.example',
    });
    const link = (await mailedLink(s, 'link@example.com'))!;
    nowMs += 16 * 60_000;
    const late = await call(app, 'POST', '/api/sign/in-by-link-key', undefined, { key: link.key });
    expect(late.statusCode).toBe(410);
    const unknown = await call(app, 'POST', '/api/sign/send-sign-in-link-email', undefined, {
      email: 'ghost@example.com',
      redirectPath: '/',
    });
    expect(dataOf(unknown)).toEqual({ sent: true });
    expect(await s.outbox.list({ limit: 5, to: 'ghost@example.com' })).toEqual([]);
  });

  it('a reset sets the new password once; the old one stops working', async () => {
    await signUp(app, 'reset@example.com');
    const asked = await call(app, 'POST', '/api/sign/forgot-password', undefined, { email: 'reset@example.com' });
    expect(dataOf(asked)).toEqual({ sent: true });
    const [mail] = await s.outbox.list({ limit: 1, to: 'reset@example.com' });
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Nutshell password' });
    const link = (await mailedLink(s, 'reset@example.com'))!;
    const page = await call(app, 'GET', `/api/resolve-path?path=/sign/reset-password/${link.key}`);
    expect(dataOf(page)).toEqual({
      pageType: 'ResetPasswordPage',
      props: { key: link.key, status: 'valid', setPassword: false },
    });
    const weak = await call(app, 'POST', '/api/sign/reset-password', undefined, { key: link.key, password: 'abc' });
    expect(errorOf(weak)[0]!.key).toBe('account/weak-password');
    const done = await call(app, 'POST', '/api/sign/reset-password', undefined, {
      key: link.key,
      password: 'Cashew.Grove9',
    });
    expect(done.statusCode).toBe(200);
    expect(dataOf(done)).toMatchObject({ customer: { email: 'reset@example.com' }, signedLoginType: 'password' });
    const again = await call(app, 'POST', '/api/sign/reset-password', undefined, {
      key: link.key,
      password: 'Cashew.Grove9',
    });
    expect(again.statusCode).toBe(410);
    expect((await signIn(app, { email: 'reset@example.com', password: GOOD_PASSWORD })).res.statusCode).toBe(401);
    expect((await signIn(app, { email: 'reset@example.com', password: 'Cashew.Grove9' })).res.statusCode).toBe(200);
  });

  it("mails links on the site's own origin, whatever Host header the request forged", async () => {
    await signUp(app, 'host@example.com');
    const asked = await app.inject({
      method: 'POST',
      url: '/api/sign/forgot-password',
      headers: { ...CSRF, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'host@example.com' },
    });
    expect(asked.statusCode).toBe(200);
    const link = (await mailedLink(s, 'host@example.com'))!;
    expect(link.url.startsWith('http://localhost/sign/reset-password/')).toBe(true);
    const [mail] = await s.outbox.list({ limit: 1, to: 'host@example.com' });
    expect(mail!.text).not.toContain('evil.example');
  });

  it('a reset link expires after 24 hours, and its page says so', async () => {
    await call(app, 'POST', '/api/sign/forgot-password', undefined, { email: 'reset@example.com' });
    const link = (await mailedLink(s, 'reset@example.com'))!;
    nowMs += 25 * 3_600_000;
    const late = await call(app, 'POST', '/api/sign/reset-password', undefined, {
      key: link.key,
      password: 'Pecan.Pie42',
    });
    expect(late.statusCode).toBe(410);
    expect(errorOf(late)[0]!.key).toBe('account/link-expired');
    const page = await call(app, 'GET', `/api/resolve-path?path=/sign/reset-password/${link.key}`);
    expect(dataOf(page)).toEqual({
      pageType: 'ResetPasswordPage',
      props: { key: link.key, status: 'expired', setPassword: false },
    });
  });
});

describe("the session's cart when signing in", () => {
  it('preserveCart merges the anonymous cart into the customer cart, quantities added up', async () => {
    const first = await signUp(app, 'merge@example.com');
    await addToCart(app, skuA, 2, first.cookie);
    await call(app, 'POST', '/api/sign/out', first.cookie, { copyCartToAnonymousCart: false });
    const anonymous = await addToCart(app, skuA, 3);
    await addToCart(app, skuB, 1, anonymous.cookie);
    const merged = await signIn(
      app,
      { email: 'merge@example.com', password: GOOD_PASSWORD, preserveCart: true },
      anonymous.cookie,
    );
    const lines = dataOf(merged.res).cart!.lineItems.map((l) => [l.variant.sku, l.quantity]);
    expect(lines).toEqual([
      [skuA, 5],
      [skuB, 1],
    ]);
    const active = await call(app, 'GET', '/commerce/nutshell/me/active-cart', merged.cookie);
    expect((active.json() as { lineItems: unknown[] }).lineItems).toHaveLength(2);
  });

  it("without preserveCart the customer's own cart becomes the session's; sign-out can copy it", async () => {
    const anonymous = await addToCart(app, skuB, 4);
    const { res, cookie } = await signIn(
      app,
      { email: 'merge@example.com', password: GOOD_PASSWORD },
      anonymous.cookie,
    );
    expect(dataOf(res).cart!.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      [skuA, 5],
      [skuB, 1],
    ]);
    const out = await call(app, 'POST', '/api/sign/out', cookie, { copyCartToAnonymousCart: true });
    expect(dataOf(out).cart!.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      [skuA, 5],
      [skuB, 1],
    ]);
    const copy = await call(app, 'GET', '/commerce/nutshell/me/active-cart', sessionCookieOf(out));
    expect((copy.json() as { customerId?: string }).customerId).toBeUndefined();
  });

  it("gives the new customer the guest orders of the same e-mail once the welcome mail's link proves it", async () => {
    const created = await s.commerce.createCart({
      anonymousId: 'guest-session',
      customerEmail: 'Guest.Buyer@Example.com',
      actions: [{ action: 'addLineItem', sku: skuA, quantity: 1 }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const order = await s.commerce.createOrderFromCart({
      cartId: created.value.id,
      version: created.value.version,
      receiptToken: 'guest-receipt-token-0001',
      totals: [],
      payments: [],
    });
    if (!order.ok) throw new Error(order.error.message);
    const { res } = await signUp(app, 'guest.buyer@example.com');
    const customerId = (res.json() as { data: { customer: { id: string } } }).data.customer.id;
    const ownerOf = () =>
      s.db.query<{ customer_id: string | null }>('SELECT customer_id FROM orders WHERE id = $1', [order.value.id]);
    // Typing an e-mail proves nothing: the guest orders wait for the welcome mail's confirm link.
    expect(await ownerOf()).toEqual([{ customer_id: null }]);
    const confirm = (await mailedLink(s, 'guest.buyer@example.com'))!;
    const used = await call(app, 'POST', '/api/sign/in-by-link-key', undefined, { key: confirm.key });
    expect(dataOf(used)).toMatchObject({ redirectPath: '/account/order-history' });
    expect(await ownerOf()).toEqual([{ customer_id: customerId }]);
    const notAttached = await signUp(app, 'other.buyer@example.com', { attachGuestOrders: false });
    expect(notAttached.res.statusCode).toBe(200);
  });
});

describe('describe and the address book', () => {
  const address = {
    name: 'Ann Lee',
    street1: '12 Orchard Lane',
    city: 'Princeton',
    state: 'new jersey',
    postalCode: '08540',
    country: 'US',
  };
  it("describes the signed-in customer and keeps the customer's addresses", async () => {
    const { cookie } = await signUp(app, 'book@example.com', { name: 'Bea Book' });
    const described = await call(app, 'POST', '/api/me/describe', cookie);
    expect(dataOf(described)).toMatchObject({
      customer: { email: 'book@example.com' },
      contact: { email: 'book@example.com', firstName: 'Bea', isB2b: false, subscribed: true },
      addresses: [],
      hasBusinessAccount: false,
      signedUpAt: new Date(nowMs).toISOString(),
    });
    const added = await call(app, 'POST', '/api/customers/me/addresses', cookie, { address });
    expect(added.statusCode).toBe(200);
    const first = (added.json() as { data: { address: { id: string; isDefault: boolean; address: object } } }).data;
    expect(first.address).toMatchObject({ isDefault: true, address: { ...address, state: 'NJ' } });
    const second = await call(app, 'POST', '/api/customers/me/addresses', cookie, {
      address: { ...address, street1: '9 Hazel Court' },
      isDefault: true,
    });
    const book = (second.json() as { data: { addresses: { id: string; isDefault: boolean }[] } }).data.addresses;
    expect(book.map((a) => a.isDefault)).toEqual([false, true]);
    const changed = await call(app, 'PUT', '/api/customers/me/addresses', cookie, {
      addressId: first.address.id,
      address: { ...address, city: 'Trenton' },
    });
    expect(changed.json()).toMatchObject({ data: { address: { id: first.address.id, address: { city: 'Trenton' } } } });
    const refused = await call(app, 'POST', '/api/customers/me/addresses', cookie, {
      address: { ...address, postalCode: '123' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual([{ key: 'validation/invalid-address', message: 'Please enter a valid ZIP code' }]);
    const deleted = await call(app, 'DELETE', `/api/customers/me/addresses/${first.address.id}`, cookie);
    expect((deleted.json() as { data: { addresses: unknown[] } }).data.addresses).toHaveLength(1);
    const gone = await call(app, 'DELETE', `/api/customers/me/addresses/${first.address.id}`, cookie);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)[0]!.key).toBe('account/address-not-found');
    const payment = await call(app, 'GET', '/api/payment-methods', cookie);
    expect(dataOf(payment)).toEqual({ paymentMethods: [] });
  });
});

describe('rate limits', () => {
  it('answers the 11th sign-in for one e-mail in 15 minutes with 429 and Retry-After', async () => {
    const fresh = await buildTestApp(undefined, { clock });
    try {
      const tries = [];
      for (let i = 0; i < 11; i++)
        tries.push(
          await call(fresh.app, 'POST', '/api/sign/in', undefined, { email: 'Busy@example.com', password: 'Nope.1' }),
        );
      expect(tries.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(401));
      expect(tries[10]!.statusCode).toBe(429);
      expect(errorOf(tries[10]!)[0]!.key).toBe('account/rate-limited');
      expect(Number(tries[10]!.headers['retry-after'])).toBeGreaterThan(0);
      const otherEmail = await call(fresh.app, 'POST', '/api/sign/in', undefined, {
        email: 'calm@example.com',
        password: 'Nope.1',
      });
      expect(otherEmail.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
