import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, injectBearer, readyToOrder, type TestApp } from '../support/test-server';

/**
 * Authorization matrix (Security suite): every customer-owned resource the local server has
 * (carts by id and by key, the session's active cart, delivery selection and order placement on a cart, orders,
 * receipts by token, payment nonces) against every caller that exists today: anonymous session A (the owner),
 * anonymous session B, no session, and a commerce API client (client credentials; the back office / CX role).
 * No one reads or writes what is not theirs, and a refused write changes nothing. The CX staff routes have their
 * own table below (staff, customer, visitor, no session).
 */
const CSRF = { 'x-nutshell-csrf': '1' };
const CLIENT = { clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' };
const ADDRESS = {
  name: 'Pat Owner',
  street1: '12 Orchard Lane',
  city: 'Princeton',
  state: 'NJ',
  postalCode: '08540',
  country: 'US' as const,
};

let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
let bearer = '';

/** One caller of the matrix: the headers it sends. */
type Caller = 'owner' | 'other' | 'anonymous';
const cookies: Record<Caller, string | undefined> = { owner: undefined, other: undefined, anonymous: undefined };
const headersOf = (caller: Caller, extra: Record<string, string> = {}) => ({
  ...extra,
  ...(cookies[caller] ? { cookie: cookies[caller]! } : {}),
});

let cartA = { id: '', version: 0, key: '', anonymousId: '' };
let cartB = { id: '', version: 0 };
let nonceA = '';
let nonceB = '';

async function addToCart(cookie?: string) {
  const sku = (await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 })).results[0]!.variants.find(
    (v) => v.active && !v.backordered,
  )!.sku;
  const res = await app.inject({
    method: 'POST',
    url: '/cart',
    headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
    payload: { cart_sku: { sku_external_id: sku, quantity: 1 } },
  });
  const cart = (res.json() as { data: { cart: { id: string; version: number; anonymousId: string } } }).data.cart;
  return { cart, cookie: cookie ?? String(res.headers['set-cookie']).split(';')[0]! };
}

async function tokenize(caller: Caller): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/payments/v1/tokenize',
    headers: headersOf(caller, CSRF),
    payload: { number: '4111 1111 1111 1111', expMonth: 12, expYear: 2040, cvc: '123' },
  });
  return (res.json() as { data: { nonce: string } }).data.nonce;
}

beforeAll(async () => {
  built = await buildTestApp([CLIENT]);
  ({ app, services: s } = built);
  const a = await addToCart();
  cookies.owner = a.cookie;
  const b = await addToCart();
  cookies.other = b.cookie;
  const keyed = await s.commerce.updateCart(a.cart.id, a.cart.version, [{ action: 'setKey', key: 'matrix-cart-a' }]);
  if (!keyed.ok) throw new Error(keyed.error.message);
  cartA = {
    id: a.cart.id,
    version: await readyToOrder(s, a.cart.id, a.cart.anonymousId, 'owner@example.com', ADDRESS),
    key: 'matrix-cart-a',
    anonymousId: a.cart.anonymousId,
  };
  cartB = {
    id: b.cart.id,
    version: await readyToOrder(s, b.cart.id, b.cart.anonymousId, 'owner@example.com', ADDRESS),
  };
  nonceA = await tokenize('owner');
  nonceB = await tokenize('other');
  bearer = `Bearer ${await injectBearer(app, CLIENT)}`;
});
afterAll(async () => {
  await built?.close();
});

const cartVersion = async (id: string) => (await s.commerce.getCartById(id))?.version;

describe('authorization matrix: carts', () => {
  it.each([
    ['owner', 200],
    ['other', 404],
    ['anonymous', 404],
  ] as const)('GET /me/carts/{A} as %s → %i', async (caller, status) => {
    const res = await app.inject({ url: `/commerce/nutshell/me/carts/${cartA.id}`, headers: headersOf(caller) });
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.body).not.toContain(cartA.anonymousId);
  });

  it.each([
    ['other', 404],
    ['anonymous', 404],
  ] as const)('POST /me/carts/{A} as %s → %i and the cart is unchanged', async (caller, status) => {
    const before = await cartVersion(cartA.id);
    const res = await app.inject({
      method: 'POST',
      url: `/commerce/nutshell/me/carts/${cartA.id}`,
      headers: headersOf(caller, CSRF),
      payload: { version: before, actions: [{ action: 'setCustomerEmail', email: 'thief@example.com' }] },
    });
    expect(res.statusCode).toBe(status);
    expect(await cartVersion(cartA.id)).toBe(before);
    expect((await s.commerce.getCartById(cartA.id))?.customerEmail).toBe('owner@example.com');
  });

  it('GET /me/active-cart gives each session its own cart, and none without a session', async () => {
    const mine = await app.inject({ url: '/commerce/nutshell/me/active-cart', headers: headersOf('owner') });
    expect((mine.json() as { id: string }).id).toBe(cartA.id);
    const theirs = await app.inject({ url: '/commerce/nutshell/me/active-cart', headers: headersOf('other') });
    expect((theirs.json() as { id: string }).id).toBe(cartB.id);
    expect((await app.inject({ url: '/commerce/nutshell/me/active-cart' })).statusCode).toBe(404);
  });

  it.each([
    ['by id', () => `/commerce/nutshell/carts/${cartA.id}`],
    ['by key', () => `/commerce/nutshell/carts/key=${cartA.key}`],
  ] as const)('the commerce API (%s) needs a client token: sessions get 401, the client 200', async (_by, url) => {
    for (const caller of ['owner', 'other', 'anonymous'] as const) {
      expect((await app.inject({ url: url(), headers: headersOf(caller) })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: url(), headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    const res = await app.inject({ url: url(), headers: { authorization: bearer } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: string }).id).toBe(cartA.id);
  });
});

describe('authorization matrix: checkout on a cart', () => {
  it.each(['other', 'anonymous'] as const)(
    "POST /api/checkout/delivery on A's cart as %s is refused and changes nothing",
    async (caller) => {
      const before = await cartVersion(cartA.id);
      const res = await app.inject({
        method: 'POST',
        url: '/api/checkout/delivery',
        headers: headersOf(caller, CSRF),
        payload: { cartId: cartA.id, version: before, shipmentKey: 'shipment-1', shippingMethodId: 'express' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(await cartVersion(cartA.id)).toBe(before);
    },
  );

  it.each(['other', 'anonymous'] as const)(
    "POST /api/checkout/place-order on A's cart as %s is refused: no order, the cart stays active",
    async (caller) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/checkout/place-order',
        headers: headersOf(caller, CSRF),
        payload: {
          cartId: cartA.id,
          version: cartA.version,
          paymentNonces: [nonceB],
          idempotencyKey: `matrix-${caller}-a`,
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect((await s.commerce.getCartById(cartA.id))?.cartState).toBe('Active');
      expect(await s.commerce.getOrderByIdempotencyKey(`matrix-${caller}-a`)).toBeUndefined();
    },
  );

  it("a payment nonce pays only for its own session: B cannot pay with A's nonce, then B pays with its own", async () => {
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: headersOf('other', CSRF),
      payload: { cartId: cartB.id, version: cartB.version, paymentNonces: [nonceA], idempotencyKey: 'matrix-b-stolen' },
    });
    expect(stolen.statusCode).toBe(402);
    expect((stolen.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'The payment could not be processed. Please enter your card again.',
    );
    expect((await s.commerce.getCartById(cartB.id))?.cartState).toBe('Active');
    const own = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: headersOf('other', CSRF),
      payload: { cartId: cartB.id, version: cartB.version, paymentNonces: [nonceB], idempotencyKey: 'matrix-b-own' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('authorization matrix: orders and receipts', () => {
  let receiptToken = '';
  let orderNumber = '';

  beforeAll(async () => {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: headersOf('owner', CSRF),
      payload: { cartId: cartA.id, version: cartA.version, paymentNonces: [nonceA], idempotencyKey: 'matrix-a-own' },
    });
    const data = (placed.json() as { data: { order: { orderNumber: string }; receiptToken: string } }).data;
    receiptToken = data.receiptToken;
    orderNumber = data.order.orderNumber;
  });

  it('the receipt is read with its unguessable token by whoever holds it, and a wrong token reads nothing', async () => {
    for (const caller of ['owner', 'other', 'anonymous'] as const) {
      const res = await app.inject({
        url: `/api/orders/receipt?token=${encodeURIComponent(receiptToken)}`,
        headers: headersOf(caller),
      });
      expect((res.json() as { data: { order: { orderNumber: string } } }).data.order.orderNumber).toBe(orderNumber);
    }
    const wrong = await app.inject({ url: `/api/orders/receipt?token=${'x'.repeat(43)}`, headers: headersOf('owner') });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain(orderNumber);
    expect((await app.inject({ url: `/api/orders/is-first-order?receiptToken=${'y'.repeat(43)}` })).statusCode).toBe(
      404,
    );
  });

  it('orders are read through the commerce API only with a client token', async () => {
    const url = `/commerce/nutshell/orders/order-number=${orderNumber}`;
    for (const caller of ['owner', 'other', 'anonymous'] as const)
      expect((await app.inject({ url, headers: headersOf(caller) })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: { authorization: bearer } })).statusCode).toBe(200);
  });

  it('an ordered cart can no longer be edited, even by its owner', async () => {
    const version = await cartVersion(cartA.id);
    const res = await app.inject({
      method: 'POST',
      url: `/commerce/nutshell/me/carts/${cartA.id}`,
      headers: headersOf('owner', CSRF),
      payload: { version, actions: [{ action: 'setCustomerEmail', email: 'late@example.com' }] },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await cartVersion(cartA.id)).toBe(version);
  });
});

/**
 * CX mode (core-cart-checkout §6; shell-account §6): every staff route against staff (a signed-in account with
 * checkOutAsCustomer), a signed-in customer, a visitor (anonymous session) and no session. Only staff pass; the others
 * get 403 in the envelope (the lookup page: the 404 page), and nothing changes.
 */
describe('authorization matrix: CX staff routes', () => {
  type CxCaller = 'staff' | 'customer' | 'visitor' | 'none';
  const cx: Record<CxCaller, string | undefined> = {
    staff: undefined,
    customer: undefined,
    visitor: undefined,
    none: undefined,
  };
  let cartC = { id: '', version: 0 };
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const all = (Array.isArray(raw) ? raw : [raw]).map(String);
    return all.find((c) => c.startsWith('nutshell_session='))?.split(';')[0];
  };
  const signUpAndIn = async (email: string) => {
    const up = await app.inject({
      method: 'POST',
      url: '/api/sign/up',
      headers: CSRF,
      payload: { email, name: 'Matrix Person', password: 'Walnut.Tree7', isB2b: false },
    });
    return cookieOf(up)!;
  };
  const as = (caller: CxCaller, extra: Record<string, string> = {}) => ({
    ...CSRF,
    ...extra,
    ...(cx[caller] ? { cookie: cx[caller]! } : {}),
  });

  beforeAll(async () => {
    const c = await addToCart();
    cx.visitor = c.cookie;
    cartC = { id: c.cart.id, version: c.cart.version };
    cx.customer = await signUpAndIn('matrix.customer@example.com');
    await signUpAndIn('matrix.agent@nutshell.example');
    const added = await s.accounts.addStaff({
      email: 'matrix.agent@nutshell.example',
      admin: false,
      origin: 'http://x',
    });
    if (!added.ok) throw new Error(added.error.message);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/sign/in',
      headers: CSRF,
      payload: { email: 'matrix.agent@nutshell.example', password: 'Walnut.Tree7' },
    });
    cx.staff = cookieOf(signIn)!;
  });

  const routes: readonly { name: string; method: 'GET' | 'POST'; url: () => string; payload?: () => object }[] = [
    { name: 'GET /cart/customer-cart?key= (JSON)', method: 'GET', url: () => `/cart/customer-cart?key=${cartC.id}` },
    {
      name: 'POST /cart/customer-cart',
      method: 'POST',
      url: () => '/cart/customer-cart',
      payload: () => ({ key: cartC.id }),
    },
    {
      name: 'POST /api/customers/email={email}/describe',
      method: 'POST',
      url: () => '/api/customers/email=matrix.customer@example.com/describe',
    },
    {
      name: 'POST /api/cx/act-for',
      method: 'POST',
      url: () => '/api/cx/act-for',
      payload: () => ({ email: 'matrix.customer@example.com' }),
    },
    {
      name: 'POST /api/cx/store-credit',
      method: 'POST',
      url: () => '/api/cx/store-credit',
      payload: () => ({ amountCents: 500, reason: 'Courtesy Credit', note: 'matrix' }),
    },
    { name: 'GET /api/cx/store-credit', method: 'GET', url: () => '/api/cx/store-credit' },
    {
      name: 'POST /api/cx/adjustment',
      method: 'POST',
      url: () => '/api/cx/adjustment',
      payload: () => ({ amountCents: -100, reason: 'Stale', note: 'matrix' }),
    },
    { name: 'POST /api/cx/stop', method: 'POST', url: () => '/api/cx/stop' },
  ];

  it.each(routes)('$name: visitor, customer and no session get 403; the cart is unchanged', async (route) => {
    for (const caller of ['customer', 'visitor', 'none'] as const) {
      const before = await cartVersion(cartC.id);
      const res = await app.inject({
        method: route.method,
        url: route.url(),
        headers: as(caller, { accept: 'application/json' }),
        ...(route.payload ? { payload: route.payload() } : {}),
      });
      expect(res.statusCode, `${caller}`).toBe(403);
      expect((res.json() as { errors: { key: string; message: string }[] }).errors).toEqual([
        { key: 'auth/forbidden', message: 'Only staff with the checkOutAsCustomer permission may do this.' },
      ]);
      expect(await cartVersion(cartC.id)).toBe(before);
    }
  });

  it('staff pass every route, in order: look up, describe, act for, credit, adjust, stop', async () => {
    for (const route of routes) {
      const res = await app.inject({
        method: route.method,
        url: route.url(),
        headers: as('staff', { accept: 'application/json' }),
        ...(route.payload ? { payload: route.payload() } : {}),
      });
      expect(res.statusCode, route.name).toBe(200);
      cx.staff = cookieOf(res) ?? cx.staff;
    }
    const adjusted = await s.commerce.getCartById(cartC.id);
    expect(adjusted?.customLineItems.map((c) => [c.slug, c.money.cents, c.custom])).toEqual([
      ['adjustment', -100, { adjustmentReason: 'Stale', adjustmentNote: 'matrix' }],
    ]);
    const credit = await s.useCases.storedValue.getStoreCredit.execute({ email: 'matrix.customer@example.com' });
    expect(credit.ok && [credit.value.balance.cents, credit.value.entries.map((e) => [e.reason, e.issuedBy])]).toEqual([
      500,
      [['Courtesy Credit', 'matrix.agent@nutshell.example']],
    ]);
  });

  it('saved cards: staff read the acted-for customer’s wallet by customerId; nobody else reads another’s', async () => {
    const customerId = (await s.accounts.customerByEmail('matrix.customer@example.com'))!.id;
    const agentId = (await s.accounts.customerByEmail('matrix.agent@nutshell.example'))!.id;
    const tokenized = await app.inject({
      method: 'POST',
      url: '/payments/v1/tokenize',
      headers: as('customer'),
      payload: { number: '5555 5555 5555 4444', expMonth: 3, expYear: 2039, cvc: '123' },
    });
    const nonce = (tokenized.json() as { data: { nonce: string } }).data.nonce;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: as('customer'),
      payload: { nonce, cardholderName: 'Matrix Person' },
    });
    const cardId = (saved.json() as { data: { paymentMethod: { id: string } } }).data.paymentMethod.id;
    const wallet = (caller: CxCaller, query = '') =>
      app.inject({ url: `/api/payment-methods${query}`, headers: as(caller) });
    const nonceFor = (caller: CxCaller, query = '') =>
      app.inject({ method: 'POST', url: `/api/payment-methods/${cardId}/nonce${query}`, headers: as(caller) });
    const forbidden = {
      key: 'auth/forbidden',
      message: 'You may use only your own saved cards or, in CX mode, those of the customer you act for.',
    };
    const errorsOf = (res: { json: () => unknown }) => (res.json() as { errors: unknown[] }).errors;

    // Not acting for anyone yet (the last test stopped): the customer's wallet is not the agent's to read.
    expect((await wallet('staff', `?customerId=${customerId}`)).statusCode).toBe(403);
    const act = await app.inject({
      method: 'POST',
      url: '/api/cx/act-for',
      headers: as('staff'),
      payload: { email: 'matrix.customer@example.com' },
    });
    cx.staff = cookieOf(act) ?? cx.staff;
    const listed = await wallet('staff', `?customerId=${customerId}`);
    expect(listed.statusCode).toBe(200);
    const cards = (listed.json() as { data: { paymentMethods: { id: string; last4: string }[] } }).data;
    expect(cards.paymentMethods.map((m) => [m.id, m.last4])).toEqual([[cardId, '4444']]);
    expect((await wallet('staff')).json()).toEqual({ data: { paymentMethods: [] } });
    const charged = await nonceFor('staff', `?customerId=${customerId}`);
    expect(charged.statusCode).toBe(200);
    expect((charged.json() as { data: { last4: string } }).data.last4).toBe('4444');
    const own = await nonceFor('staff');
    expect([own.statusCode, (own.json() as { errors: { key: string }[] }).errors[0]?.key]).toEqual([
      404,
      'payment/method-not-found',
    ]);

    const other = await wallet('customer', `?customerId=${agentId}`);
    expect([other.statusCode, errorsOf(other)]).toEqual([403, [forbidden]]);
    const otherNonce = await nonceFor('customer', `?customerId=${agentId}`);
    expect([otherNonce.statusCode, errorsOf(otherNonce)]).toEqual([403, [forbidden]]);
    expect((await wallet('customer', `?customerId=${customerId}`)).statusCode).toBe(200);
    expect((await wallet('visitor', `?customerId=${customerId}`)).statusCode).toBe(401);
    expect((await wallet('none', `?customerId=${customerId}`)).statusCode).toBe(401);
    const empty = await wallet('staff', '?customerId=');
    expect([empty.statusCode, errorsOf(empty)]).toEqual([403, [forbidden]]);
  });

  it('a customer cannot reach CX mode by any URL or header', async () => {
    const tricks = {
      'x-nutshell-cx': '1',
      'x-act-for': cartC.id,
      'x-permissions': 'checkOutAsCustomer',
      cookie: `${cx.customer!}; nutshell_cx=1; actingFor=${cartC.id}`,
    };
    const lookup = await app.inject({
      url: `/cart/customer-cart?key=${cartC.id}&cx=1&permissions=checkOutAsCustomer`,
      headers: { ...tricks, accept: 'application/json' },
    });
    expect(lookup.statusCode).toBe(403);
    const page = await app.inject({ url: `/cart/customer-cart?key=${cartC.id}`, headers: tricks });
    expect(page.statusCode).toBe(404);
    expect(cookieOf(page)).toBeUndefined();
    const offline = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: { ...CSRF, ...tricks },
      payload: { cartId: cartC.id, version: 1, paymentNonces: ['offline'], idempotencyKey: 'matrix-offline-1' },
    });
    expect(offline.statusCode).toBe(403);
    expect((offline.json() as { errors: { key: string }[] }).errors[0]?.key).toBe('payment/offline-not-allowed');
    const smuggled = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: { ...CSRF, ...tricks },
      payload: {
        cartId: cartC.id,
        version: 1,
        paymentNonces: ['offline'],
        idempotencyKey: 'matrix-offline-2',
        cx: { agentCustomerId: 'x', isAdmin: true },
      },
    });
    expect(smuggled.statusCode).toBe(400);
    const me = await app.inject({ method: 'POST', url: '/api/me/describe', headers: { ...CSRF, ...tricks } });
    expect(me.statusCode).toBe(200);
    expect(await s.commerce.getCartById(cartC.id)).toMatchObject({ customLineItems: [expect.anything()] });
  });
});
