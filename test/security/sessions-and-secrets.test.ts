import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, injectBearer, readyToOrder, type TestApp } from '../support/test-server';

/**
 * Sessions, CSRF and secrets (Security suite; spec core-cart-checkout §9 Cookies): every
 * state-changing browser route refuses a request without the CSRF header and changes nothing; the request log
 * (pino, at info level as `npm start` runs it) never holds a token, cookie, nonce or card data; no card number is
 * stored anywhere in the database after a card is tokenized and an order paid.
 */
const CSRF = { 'x-nutshell-csrf': '1' };
const CLIENT = { clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' };
const CARD = '4111111111111111';
const CARD_SPACED = '4111 1111 1111 1111';

let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
let sku = '';
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  built = await buildTestApp([CLIENT], { logger: { stream } });
  ({ app, services: s } = built);
  sku = (await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 })).results[0]!.variants.find(
    (v) => v.active && !v.backordered,
  )!.sku;
});
afterAll(async () => {
  await built?.close();
});

const countRows = async (table: string) =>
  Number((await s.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);

describe('CSRF: state-changing browser routes need the x-nutshell-csrf header', () => {
  const routes: [string, () => InjectOptions][] = [
    [
      'POST /cart',
      () => ({ method: 'POST', url: '/cart', payload: { cart_sku: { sku_external_id: sku, quantity: 1 } } }),
    ],
    [
      'POST /me/carts/{id}',
      () => ({
        method: 'POST',
        url: '/commerce/nutshell/me/carts/any-cart',
        payload: { version: 1, actions: [{ action: 'recalculate' }] },
      }),
    ],
    [
      'POST /api/checkout/delivery',
      () => ({
        method: 'POST',
        url: '/api/checkout/delivery',
        payload: { cartId: 'c', version: 1, shipmentKey: 'shipment-1', shippingMethodId: 'ground' },
      }),
    ],
    [
      'POST /api/checkout/place-order',
      () => ({
        method: 'POST',
        url: '/api/checkout/place-order',
        payload: { cartId: 'c', version: 1, paymentNonces: ['n'], idempotencyKey: 'abcdefgh' },
      }),
    ],
    [
      'POST /payments/v1/tokenize',
      () => ({
        method: 'POST',
        url: '/payments/v1/tokenize',
        payload: { number: CARD, expMonth: 12, expYear: 2040, cvc: '123' },
      }),
    ],
    [
      'POST /contents.html',
      () => ({
        method: 'POST',
        url: '/contents.html',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'ACTION=ADD_BASKET&ITEM_KEY=x&WISHLIST=1',
      }),
    ],
  ];

  it.each(routes)('%s without the header is 403, creates no session and stores nothing', async (_name, request) => {
    const before = {
      sessions: await countRows('sessions'),
      carts: await countRows('carts'),
      nonces: await countRows('payment_nonces'),
      favorites: await countRows('favorites'),
    };
    const res = await app.inject(request());
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect({
      sessions: await countRows('sessions'),
      carts: await countRows('carts'),
      nonces: await countRows('payment_nonces'),
      favorites: await countRows('favorites'),
    }).toEqual(before);
  });
});

describe('secrets', () => {
  let cookie = '';
  let nonce = '';
  let bearer = '';
  let receiptToken = '';

  beforeAll(async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: CSRF,
      payload: { cart_sku: { sku_external_id: sku, quantity: 1 } },
    });
    cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const tokenized = await app.inject({
      method: 'POST',
      url: '/payments/v1/tokenize',
      headers: { ...CSRF, cookie },
      payload: { number: CARD_SPACED, expMonth: 12, expYear: 2040, cvc: '737' },
    });
    nonce = (tokenized.json() as { data: { nonce: string } }).data.nonce;
    bearer = await injectBearer(app, CLIENT);
    await app.inject({ url: '/commerce/nutshell/categories', headers: { authorization: `Bearer ${bearer}` } });
    const cart = (await app.inject({ url: '/commerce/nutshell/me/active-cart', headers: { cookie } })).json() as {
      id: string;
      version: number;
    };
    const anonymousId = (await s.commerce.getCartById(cart.id))!.anonymousId!;
    const version = await readyToOrder(s, cart.id, anonymousId, 'sam@example.com', {
      name: 'Sam Secret',
      street1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '73301',
      country: 'US',
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: { ...CSRF, cookie },
      payload: { cartId: cart.id, version, paymentNonces: [nonce], idempotencyKey: 'secrets-order-1' },
    });
    receiptToken = (placed.json() as { data: { receiptToken: string } }).data.receiptToken;
    await app.inject({ url: `/api/orders/receipt?token=${encodeURIComponent(receiptToken)}`, headers: { cookie } });
  });

  it('the request log holds requests, but no session token, bearer token, client secret, nonce, receipt token or card data', () => {
    const log = logLines.join('');
    expect(log).toContain('/payments/v1/tokenize');
    expect(log).toContain('/api/checkout/place-order');
    const sessionToken = cookie.split('=')[1]!;
    // The CVC is looked for as a JSON value: its bare digits can occur in a logged response time.
    for (const secret of [
      sessionToken,
      bearer,
      CLIENT.clientSecret,
      Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64'),
      nonce,
      receiptToken,
      CARD,
      CARD_SPACED,
      '"737"',
      '"cvc"',
    ]) {
      expect(secret.length).toBeGreaterThan(2);
      expect(log, `log leaks ${secret.slice(0, 6)}…`).not.toContain(secret);
    }
  });

  it('no table holds the card number, the CVC or the nonce; the order keeps the last four digits', async () => {
    const tables = await s.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    expect(tables.length).toBeGreaterThan(5);
    let dump = '';
    for (const { table_name } of tables) dump += JSON.stringify(await s.db.query(`SELECT * FROM "${table_name}"`));
    for (const secret of [CARD, CARD_SPACED, nonce, '"737"']) expect(dump).not.toContain(secret);
    const order = await s.commerce.getOrderByIdempotencyKey('secrets-order-1');
    expect(order?.payments[0]?.cardLast4).toBe('1111');
  });
});
