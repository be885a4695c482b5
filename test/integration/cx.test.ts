import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import type { Order } from '../../core/cart';
import { buildTestApp, injectBearer, readyToOrder, TEST_CLIENT, type TestApp } from '../support/test-server';
import { addToCart, call, GOOD_PASSWORD, sessionCookieOf, signIn, signUp, twoSkus } from '../support/account-client';

/**
 * CX agents over the local server (spec: core-cart-checkout §2 /cart/customer-cart, §6 CX mode, §7; shell-account §2
 * Staff cart lookup, §6 Staff): staff made over the API (/nutshell/staff), the lookup by key opening a shopper's cart
 * for the agent, every cart call then working on it, acting for a customer, stopping, and removal ending it all.
 */
let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
let bearer = '';
let skuA = '';
let skuB = '';
const ADDRESS = {
  name: 'Sam Shopper',
  street1: '12 Orchard Lane',
  city: 'Princeton',
  state: 'NJ',
  postalCode: '08540',
  country: 'US' as const,
};

beforeAll(async () => {
  built = await buildTestApp(undefined, { pages: true });
  ({ app, services: s } = built);
  [skuA, skuB] = await twoSkus(s);
  bearer = await injectBearer(app, TEST_CLIENT);
});
afterAll(async () => {
  await built?.close();
});

const staffApi = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });
const json = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: { key: string; message: string }[] }).errors;

/** A signed-up account made staff over the API, signed in: its session cookie. */
async function agent(email: string, admin = false): Promise<string> {
  await signUp(app, email, { name: 'Alex Agent' });
  const added = await staffApi('POST', '/nutshell/staff', { email, admin });
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ created: false, mailed: false, member: { role: { isAdmin: admin } } });
  const { res, cookie } = await signIn(app, { email, password: GOOD_PASSWORD });
  expect(res.json()).toMatchObject({ data: { permissions: ['checkOutAsCustomer'], isAdmin: admin, actingFor: null } });
  return cookie;
}

describe('staff over /nutshell/staff', () => {
  it('creates a passwordless account and mails its set-password link; lists it; refuses without the token', async () => {
    const res = await staffApi('POST', '/nutshell/staff', { email: 'new.agent@nutshell.example', admin: true });
    expect(res.json()).toMatchObject({
      created: true,
      mailed: true,
      member: { customer: { email: 'new.agent@nutshell.example' }, role: { permissions: ['checkOutAsCustomer'] } },
    });
    const [mail] = await s.outbox.list({ to: 'new.agent@nutshell.example', limit: 1 });
    expect(mail?.text).toMatch(/http:\/\/localhost\/sign\/reset-password\/\S+/);
    const list = await staffApi('GET', '/nutshell/staff');
    expect((list.json() as { staff: { customer: { email: string } }[] }).staff.map((m) => m.customer.email)).toContain(
      'new.agent@nutshell.example',
    );
    const anonymous = await app.inject({ method: 'GET', url: '/nutshell/staff' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the staff cart lookup (/cart/customer-cart) and acting for a customer', () => {
  it("opens a shopper's cart by id for the agent; the agent's cart calls then edit that cart", async () => {
    const shopper = await addToCart(app, skuA, 1);
    let cookie = await agent('alex@nutshell.example');
    const opened = await json(`/cart/customer-cart?key=${shopper.cart.id}`, cookie);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as { data: { cart: { id: string } } }).data.cart.id).toBe(shopper.cart.id);
    cookie = sessionCookieOf(opened)!;
    const added = await call(app, 'POST', '/cart', cookie, { cart_sku: { sku_external_id: skuB, quantity: 2 } });
    expect((added.json() as { data: { cart: { id: string } } }).data.cart.id).toBe(shopper.cart.id);
    const seen = await s.commerce.getCartById(shopper.cart.id);
    expect(seen?.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      [skuA, 1],
      [skuB, 2],
    ]);
    const page = await app.inject({
      method: 'GET',
      url: `/cart/customer-cart?key=${shopper.cart.id}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    // Looked up by its id, the cart is acted for under its cart key (a shopper's cart has one).
    const cartKey = seen?.key;
    expect(cartKey).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(page.body).toContain(`"actingFor":{"cartId":"${shopper.cart.id}","cartKey":"${cartKey}"`);
    const stopped = await call(app, 'POST', '/api/cx/stop', cookie);
    expect(stopped.json()).toEqual({ data: { stopped: true } });
    const after = await call(app, 'POST', '/cart', sessionCookieOf(stopped), {
      cart_sku: { sku_external_id: skuA, quantity: 1 },
    });
    expect((after.json() as { data: { cart: { id: string } } }).data.cart.id).not.toBe(shopper.cart.id);
  });

  it('a page lookup opens the cart and answers 303 to itself; an unknown key is 404 "No cart with that key."', async () => {
    const shopper = await addToCart(app, skuA, 1);
    let cookie = await agent('blair@nutshell.example');
    const page = await app.inject({
      method: 'GET',
      url: `/cart/customer-cart?key=${shopper.cart.id}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/cart/customer-cart?key=${shopper.cart.id}`);
    cookie = sessionCookieOf(page)!;
    const unknown = await json('/cart/customer-cart?key=NO-SUCH-CART', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toEqual([{ key: 'cart/not-found', message: 'No cart with that key.' }]);
    const unknownPage = await app.inject({
      method: 'GET',
      url: '/cart/customer-cart?key=NO-SUCH-CART',
      headers: { cookie },
    });
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toContain('"customerCartMiss":"NO-SUCH-CART"');
    const posted = await call(app, 'POST', '/cart/customer-cart', cookie, { key: 'NO-SUCH-CART' });
    expect(posted.statusCode).toBe(404);
  });

  it('acts for a customer by e-mail: describe, act-for keeps the looked-up cart and names the customer', async () => {
    await signUp(app, 'casey@example.com', { name: 'Casey Shopper' });
    const guest = await addToCart(app, skuA, 1);
    let cookie = await agent('drew@nutshell.example', true);
    const described = await call(app, 'POST', '/api/customers/email=casey@example.com/describe', cookie);
    expect(described.json()).toMatchObject({ data: { customer: { email: 'casey@example.com' }, addresses: [] } });
    cookie = sessionCookieOf(await json(`/cart/customer-cart?key=${guest.cart.id}`, cookie))!;
    const acted = await call(app, 'POST', '/api/cx/act-for', cookie, { email: 'CASEY@example.com' });
    expect(acted.json()).toMatchObject({
      data: { cart: { id: guest.cart.id }, customer: { email: 'casey@example.com' } },
    });
    cookie = sessionCookieOf(acted)!;
    const page = await app.inject({ method: 'GET', url: '/cart', headers: { cookie } });
    expect(page.body).toMatch(
      /"isAdmin":true,"actingFor":\{"cartId":"[^"]+","cartKey":"[A-HJ-NP-Z2-9]{8}","customerId":"[^"]+","customerEmail":"casey@example.com"\}/,
    );
    const unknown = await call(app, 'POST', '/api/cx/act-for', cookie, { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toEqual([{ key: 'resource/not-found', message: 'No customer with that e-mail.' }]);
  });

  it("an admin agent adjusts the acted cart and places an Offline order: placed by 'Employee', type CX", async () => {
    const shopper = await addToCart(app, skuA, 2);
    let cookie = await agent('frankie@nutshell.example', true);
    cookie = sessionCookieOf(await json(`/cart/customer-cart?key=${shopper.cart.id}`, cookie))!;
    const owner = (await s.commerce.getCartById(shopper.cart.id))!.anonymousId!;
    const version = await readyToOrder(s, shopper.cart.id, owner, 'shopper@example.com', ADDRESS);
    const adjusted = await call(app, 'POST', '/api/cx/adjustment', cookie, {
      amountCents: -150,
      reason: 'Damaged Bag',
      note: 'Torn on arrival',
    });
    expect(adjusted.statusCode).toBe(200);
    const tooMuch = await call(app, 'POST', '/api/cx/adjustment', cookie, { amountCents: 50_001, reason: 'Stale' });
    expect(errorsOf(tooMuch)).toEqual([
      { key: 'validation/invalid', message: 'The adjustment can be at most $500.00.' },
    ]);
    const placed = await call(app, 'POST', '/api/checkout/place-order', cookie, {
      cartId: shopper.cart.id,
      version: version + 1,
      paymentNonces: ['offline'],
      idempotencyKey: 'cx-offline-0001',
    });
    expect(placed.statusCode).toBe(200);
    const order = (placed.json() as { data: { order: Order } }).data.order;
    expect(order).toMatchObject({ placedBy: 'Employee', checkoutType: 'CX', payments: [{ method: 'offline' }] });
    expect(order.totals).toContainEqual({ label: 'Adjustment', amount: { cents: -150, currency: 'USD' } });
  });

  it("quotes shipping with the 'customerService' filter for staff only: Will Call / Warehouse Pickup", async () => {
    const body = {
      shipments: [
        {
          key: 'shipment-1',
          address: { country: 'US', state: 'NJ', postalCode: '08540', city: 'Princeton' },
          lines: [{ id: 'l1', sku: skuA, quantity: 1, weightGrams: 454, meltable: false }],
          shipmentValue: { cents: 2000, currency: 'USD' },
        },
      ],
    };
    type Sets = { data: { offerSets: { shippingOffers: { shippingMethodId: string }[] }[] } };
    const idsOf = (res: { json: () => unknown }) =>
      (res.json() as Sets).data.offerSets[0]!.shippingOffers.map((o) => o.shippingMethodId);
    const cookie = await agent('gale@nutshell.example');
    const staff = await call(app, 'POST', '/api/shipping-calculator', cookie, body);
    expect(idsOf(staff)).toContain('will-call');
    const shopper = await call(app, 'POST', '/api/shipping-calculator', undefined, body);
    expect(shopper.statusCode).toBe(200);
    expect(idsOf(shopper)).not.toContain('will-call');
  });

  it('removing the staff member ends their sessions at once', async () => {
    const cookie = await agent('erin@nutshell.example');
    const removed = await staffApi('DELETE', '/nutshell/staff?email=erin@nutshell.example');
    expect(removed.json()).toMatchObject({ role: { permissions: [], isAdmin: false } });
    const refused = await call(app, 'POST', '/api/cx/stop', cookie);
    expect(refused.statusCode).toBe(403);
    const gone = await staffApi('DELETE', '/nutshell/staff?email=nobody@example.com');
    expect(gone.statusCode).toBe(404);
  });
});
