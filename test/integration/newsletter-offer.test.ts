import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '../../core/cart';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * The newsletter, survey and first-order offer calls on the local server (shell-account §7 /subscribe,
 * /subscribe/customer, newsletter check and signup, /api/contacts, /survey-submissions, /campaign-landing; §9 Offer:
 * 20% off the first order, first-time subscribers only).
 */
let s: EmbeddedServices;
let built: TestApp;
let app: FastifyInstance;
let sku = '';
const CSRF = { 'x-nutshell-csrf': '1' };
const QUIZ = 'Onsite Offer Quiz';

beforeAll(async () => {
  built = await buildTestApp([{ clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' }]);
  ({ services: s, app } = built);
  const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
  sku = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
});
afterAll(async () => {
  await built?.close();
});

const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...CSRF, ...headers }, payload });

async function cartSession(): Promise<{ cookie: string; cart: Cart }> {
  const res = await post('/cart', { cart_sku: { sku_external_id: sku, quantity: 2 } });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { cookie, cart: (res.json() as { data: { cart: Cart } }).data.cart };
}

describe('newsletter check and signup', () => {
  it('refuses a request without the CSRF header (403) and a bad e-mail (400, the §5 message)', async () => {
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/newsletter/signup',
      payload: { email: 'a@example.com', reason: QUIZ },
    });
    expect(forbidden.statusCode).toBe(403);
    const bad = await post('/api/newsletter/signup', { email: 'not-an-email', reason: QUIZ });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please enter a valid email address');
    expect((await post('/api/newsletter/check', { nope: 1 })).statusCode).toBe(400);
  });

  it('answers a couponToken for a new contact only; the second signup is an existing contact', async () => {
    const email = 'New.Subscriber@Example.com';
    const check = await post('/api/newsletter/check', { email, reason: QUIZ });
    expect(check.json()).toEqual({ data: { existingCustomer: false, existingContact: false } });
    const first = await post('/api/newsletter/signup', { email, reason: QUIZ });
    expect(first.statusCode).toBe(200);
    const data = (first.json() as { data: { couponToken?: string; existingContact: boolean } }).data;
    expect(data.existingContact).toBe(false);
    expect(data.couponToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const again = await post('/api/newsletter/signup', { email: 'new.subscriber@example.com', reason: QUIZ });
    expect(again.json()).toEqual({ data: { existingCustomer: false, existingContact: true } });
  });
});

describe('POST /subscribe and /subscribe/customer', () => {
  it('subscribes the footer form (form data inputEmail, inputFirstName, detailsForm, reason footer)', async () => {
    const form = 'inputEmail=footer%40example.com&inputFirstName=Ann&detailsForm=footer&reason=footer';
    const res = await post('/subscribe', form, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { existingCustomer: false, existingContact: false } });
    expect(await s.marketing.check({ email: 'footer@example.com', reason: 'footer' })).toMatchObject({
      ok: true,
      value: { existingContact: true },
    });
    const bad = await post('/subscribe', 'inputEmail=nope', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a signed-in customer for /subscribe/customer (401)', async () => {
    const res = await post('/subscribe/customer', { email: 'x@example.com', reason: 'footer' });
    expect(res.statusCode).toBe(401);
  });

  it('adds a contact by POST /api/contacts', async () => {
    const res = await post('/api/contacts', { email: 'contact@example.com', firstName: 'Cy' });
    expect(res.json()).toEqual({ data: { existingCustomer: false, existingContact: false } });
  });
});

describe('POST /survey-submissions', () => {
  it('records the answers with the e-mail; an unknown answer id is 400', async () => {
    const ok = await post('/survey-submissions', {
      email: 'quiz@example.com',
      surveySubmissions: [{ answerId: 'ftb25_v3_q2_gifts' }, { answerId: 'ftb25_v3_q3_chocolaty-rich' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { recorded: 2 } });
    const bad = await post('/survey-submissions', {
      email: 'quiz@example.com',
      surveySubmissions: [{ answerId: 'ftb25_v3_q9_nothing' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await post('/survey-submissions', { email: 'quiz@example.com' })).statusCode).toBe(400);
  });
});

describe('POST /campaign-landing?token=', () => {
  it("applies 20% off to the session's cart once; the token's reuse and an unknown token leave the cart", async () => {
    const signup = await post('/api/newsletter/signup', { email: 'lander@example.com', reason: QUIZ });
    const token = (signup.json() as { data: { couponToken: string } }).data.couponToken;
    const { cookie, cart } = await cartSession();
    const landed = await post(`/campaign-landing?token=${token}`, '', { cookie });
    expect(landed.statusCode).toBe(200);
    const after = (landed.json() as { data: { cart: Cart } }).data.cart;
    const lines = cart.lineItems.reduce((a, l) => a + l.totalPrice.cents, 0);
    expect(after.discountCodes).toHaveLength(1);
    expect(after.discountCodes[0]).toMatchObject({ state: 'MatchesCart', cartDiscountIds: ['cd-first-order-offer'] });
    expect(after.discountTotal.cents).toBe(Math.round(lines * 0.2));
    const reused = await post(`/campaign-landing?token=${token}`, '', { cookie });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ errors: [{ key: 'discount/max-application-reached' }] });
    const unknown = await post('/campaign-landing?token=aaaaaaaaaaaaaaaaaaaaaaaa', '', { cookie });
    expect(unknown.json()).toMatchObject({ errors: [{ key: 'discount/not-found' }] });
    expect((await post('/campaign-landing', '', { cookie })).statusCode).toBe(400);
    expect((await s.commerce.getCartById(after.id))?.version).toBe(after.version);
  });

  it('keeps the offer off a cart shipped outside the contiguous USA (Alaska): DoesNotMatchCart', async () => {
    const signup = await post('/api/newsletter/signup', { email: 'alaska@example.com', reason: QUIZ });
    const token = (signup.json() as { data: { couponToken: string } }).data.couponToken;
    const { cookie, cart } = await cartSession();
    const address = { firstName: 'A', lastName: 'K', streetName: '1 Main St', city: 'Juneau', state: 'AK' };
    const moved = await s.commerce.updateCart(cart.id, cart.version, [
      { action: 'setShippingAddress', address: { ...address, postalCode: '99801', country: 'US' } },
    ]);
    expect(moved.ok).toBe(true);
    const landed = await post(`/campaign-landing?token=${token}`, '', { cookie });
    const after = (landed.json() as { data: { cart: Cart } }).data.cart;
    expect(after.discountCodes[0]?.state).toBe('DoesNotMatchCart');
    expect(after.discountTotal.cents).toBe(0);
  });
});
