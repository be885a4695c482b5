import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_CLIENT, type TestServer } from '../support/test-server';
import { badBodies, type BadBody, type BodyShape, type Json } from './bad-input-arbitraries';
import { ADDRESS, bearerOf, GOOD_CARD, orderableSku, send, Shopper, type WireCart } from './support';

/**
 * Bad input (Reliability suite): fast-check properties against every route of the local server
 * (storefront, payment, recommendation, search, OAuth, the commerce API with a client token, `/me`). Each
 * request is derived from the route's own schema and broken one way (bad-input-arbitraries.ts), plus the
 * domain's refusals (unknown SKU, quantity over the maximum, stale or missing version, unknown action, unknown
 * nonce). Property: the answer is a 4xx with a clear message, never a 5xx, and the mutable tables are
 * byte-for-byte what they were before.
 *
 * Exceptions, by design of the generators: requests carry the shopper's existing session (a first request
 * legitimately creates a session); a negative quantity in changeLineItemQuantity removes the line (spec core
 * §4), so small negatives are only sent with a stale version; a custom object's `value` accepts any JSON.
 * Routes without input (/health, /api/predicted-shipping, /api/favorites, /channels, /cart-discounts) are
 * covered by their bad-token or bad-cookie variants only.
 */
const RUNS = 50;
const MUTABLE_TABLES = [
  'carts',
  'orders',
  'sessions',
  'payment_nonces',
  'favorites',
  'custom_objects',
  'api_tokens',
  'discount_codes',
];
const CT = '/commerce/nutshell';

let server: TestServer;
let shopper: Shopper;
let bearer = '';
let cart: WireCart & { key: string };
let sku = '';

/** One request of a property: method, path with query, headers, and a JSON or raw body. */
interface Req {
  readonly method: string;
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly body?: BadBody;
}

const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      MUTABLE_TABLES.map(async (t) => {
        const [row] = await server.services.db.query<{ h: string | null; n: number }>(
          `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h, count(*)::int AS n FROM ${t} t`,
        );
        return [t, `${row?.n}:${row?.h}`] as const;
      }),
    ),
  );

/** The message a 4xx body carries: commercetools `message`, the envelope's `errors[0].message`, or OAuth's. */
function messageOf(body: unknown): string {
  const b = (body ?? {}) as { message?: unknown; errors?: { message?: unknown }[] };
  const m = b.errors?.[0]?.message ?? b.message;
  return typeof m === 'string' ? m : '';
}

async function check(req: Req): Promise<void> {
  const before = await snapshot();
  const headers = { ...shopper.headers(true), ...req.headers };
  const body =
    req.body === undefined ? {} : 'raw' in req.body ? { raw: req.body.raw } : { raw: JSON.stringify(req.body.json) };
  const res = await send(`${server.baseUrl}${req.url}`, { method: req.method, headers, ...body });
  const what = `${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(req.body)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(messageOf(res.body), what).toMatch(/\w{3,}/);
  expect(await snapshot(), `${what}: changed the database`).toEqual(before);
}

const property = (arb: fc.Arbitrary<Req>) => fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS });

/** Requests with a bad body for `shape`, sent to `method url`. */
const bodies = (
  method: string,
  url: string | (() => string),
  shape: () => BodyShape,
  headers?: Record<string, string>,
) =>
  fc
    .constant(null)
    .chain(() => badBodies(shape()))
    .map((body): Req => ({ method, url: typeof url === 'string' ? url : url(), body, headers }));

/** Requests to `path` with each query string of `queries` (invalid parameters). */
const queries = (path: string, qs: readonly string[], headers?: Record<string, string>) =>
  fc.constantFrom(...qs).map((q): Req => ({ method: 'GET', url: `${path}?${q}`, headers }));

const long = (n: number) => 'q'.repeat(n);
const auth = () => ({ authorization: bearer });
const ctAddress = {
  firstName: 'Pat',
  lastName: 'Reliable',
  streetName: ADDRESS.street1,
  city: ADDRESS.city,
  state: ADDRESS.state,
  postalCode: ADDRESS.postalCode,
  country: 'US',
};

beforeAll(async () => {
  server = await startTestServer();
  shopper = new Shopper(server.baseUrl);
  sku = await orderableSku(server.services.commerce);
  const added = await shopper.addToCart(sku);
  const version = await shopper.readyToOrder(added);
  const keyed = await server.services.commerce.updateCart(added.id, version, [
    { action: 'setKey', key: 'bad-input-cart' },
  ]);
  if (!keyed.ok) throw new Error(keyed.error.message);
  cart = { ...added, version: keyed.value.version, key: 'bad-input-cart' };
  await server.services.commerce.setCustomObject('bad-input', 'existing', { a: 1 });
  bearer = await bearerOf(server.baseUrl, TEST_CLIENT);
});
afterAll(async () => {
  await server?.close();
});

const cartUpdate = (): BodyShape => ({
  valid: {
    version: cart.version,
    actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 5000 }],
  },
  required: ['version', 'actions', 'actions.0.action', 'actions.0.lineItemId'],
  numbers: ['version', 'actions.0.quantity'],
  bounded: ['actions.0.lineItemId'],
});
/** Update bodies every cart endpoint refuses: unknown actions, stale or missing versions, unknown lines, negative quantities on a stale version. */
const refusedUpdates = () =>
  fc
    .oneof(
      fc.record({
        version: fc.constant(cart.version),
        actions: fc.array(
          fc.record({ action: fc.constantFrom('frobnicate', 'setLocale', 'freezeCart', '', 'ADDLINEITEM') }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      fc.record({ actions: fc.constant([{ action: 'recalculate' }]) }),
      fc.record({
        version: fc.integer({ min: 1, max: 2 ** 31 }).filter((v) => v !== cart.version),
        actions: fc.constant([{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: -3 }]),
      }),
      fc.record({
        version: fc.constant(cart.version),
        actions: fc
          .tuple(fc.uuid(), fc.integer({ min: -1_000_000, max: 1_000_000 }))
          .map(([id, quantity]) => [{ action: 'changeLineItemQuantity', lineItemId: id, quantity }]),
      }),
      fc.record({
        version: fc.constant(cart.version),
        actions: fc
          .constantFrom(5000, 999_999, 1_000_000)
          .map((quantity) => [{ action: 'addLineItem', sku, quantity }]),
      }),
      fc.record({
        version: fc.constant(cart.version),
        actions: fc.constant([{ action: 'addLineItem', sku: 'NO-SUCH-SKU', quantity: 1 }]),
      }),
    )
    .map((json): BadBody => ({ json: json as Json }));

describe('bad input: storefront routes', () => {
  it('POST /cart', () =>
    property(
      fc.oneof(
        bodies('POST', '/cart', () => ({
          valid: { cart_sku: { sku_external_id: sku, quantity: 5000 } },
          required: ['cart_sku', 'cart_sku.sku_external_id', 'cart_sku.quantity'],
          bounded: ['cart_sku.sku_external_id'],
          numbers: ['cart_sku.quantity'],
        })),
        fc
          .record({
            sku_external_id: fc.constantFrom(sku, 'NO-SUCH-SKU', 'gc-1'),
            quantity: fc.oneof(fc.integer({ min: -1_000_000, max: 0 }), fc.integer({ min: 5000, max: 1_000_000 })),
          })
          .map((s): Req => ({ method: 'POST', url: '/cart', body: { json: { cart_sku: s } } })),
        fc.constant<Req>({
          method: 'POST',
          url: '/cart',
          headers: { 'x-nutshell-csrf': '0' },
          body: { json: { cart_sku: { sku_external_id: sku, quantity: 1 } } },
        }),
      ),
    ));
  it('GET /api/resolve-path', () =>
    property(queries('/api/resolve-path', ['', 'path=', `path=${long(600)}`, 'path=a&path=b'])));
  it('POST /api/shipping-calculator', () =>
    property(
      bodies('POST', '/api/shipping-calculator', () => ({
        valid: {
          shipments: [
            {
              key: 's1',
              address: {
                name: 'Pat',
                street1: ADDRESS.street1,
                city: ADDRESS.city,
                state: ADDRESS.state,
                postalCode: ADDRESS.postalCode,
                country: 'US',
              },
              lines: [{ id: 'l1', sku, quantity: 1, weightGrams: 500, meltable: false }],
              shipmentValue: { cents: 1000, currency: 'USD' },
            },
          ],
        },
        required: [
          'shipments',
          'shipments.0',
          'shipments.0.key',
          'shipments.0.address',
          'shipments.0.address.country',
          'shipments.0.lines',
          'shipments.0.shipmentValue',
        ],
        bounded: ['shipments.0.key', 'shipments.0.address.city', 'shipments.0.lines.0.sku'],
        numbers: ['shipments.0.lines.0.quantity', 'shipments.0.lines.0.weightGrams', 'shipments.0.shipmentValue.cents'],
      })),
    ));
  it('GET /api/restricted-country-skus', () =>
    property(queries('/api/restricted-country-skus', ['', `skus=${long(5001)}`, 'skus=a&skus=b'])));
  it('POST /api/checkout/delivery', () =>
    property(
      fc.oneof(
        bodies('POST', '/api/checkout/delivery', () => ({
          valid: {
            cartId: cart.id,
            version: cart.version + 1000,
            shipmentKey: 'shipment-1',
            shippingMethodId: 'ground',
          },
          required: ['cartId', 'version', 'shipmentKey', 'shippingMethodId'],
          numbers: ['version'],
          bounded: ['cartId', 'shipmentKey'],
        })),
        fc
          .tuple(fc.constantFrom('shipment-1', 'shipment-9', ''), fc.constantFrom('ground', 'teleport', 'x'))
          .filter(([k, m]) => !(k === 'shipment-1' && m === 'ground'))
          .map(([shipmentKey, shippingMethodId]): Req => ({
            method: 'POST',
            url: '/api/checkout/delivery',
            body: { json: { cartId: cart.id, version: cart.version, shipmentKey, shippingMethodId } },
          })),
      ),
    ));
  it('POST /api/checkout/place-order', () =>
    property(
      fc.oneof(
        bodies('POST', '/api/checkout/place-order', () => ({
          valid: {
            cartId: cart.id,
            version: cart.version,
            paymentNonces: ['tokencc_not-a-real-nonce'],
            idempotencyKey: 'bad-input-order-1',
          },
          required: ['cartId', 'version', 'paymentNonces', 'paymentNonces.0', 'idempotencyKey'],
          numbers: ['version'],
          bounded: ['cartId', 'idempotencyKey', 'paymentNonces.0'],
        })),
        fc
          .tuple(fc.constantFrom(cart?.id ?? '', 'no-such-cart'), fc.integer({ min: 1, max: 50 }))
          .map(([cartId, version]): Req => ({
            method: 'POST',
            url: '/api/checkout/place-order',
            body: {
              json: {
                cartId: cartId || 'x',
                version,
                paymentNonces: ['tokencc_unknown'],
                idempotencyKey: 'bad-input-order-2',
              },
            },
          })),
      ),
    ));
  it('GET /api/orders/receipt and /api/orders/is-first-order', () =>
    property(
      fc.oneof(
        queries('/api/orders/receipt', [
          '',
          'token=short',
          `token=${long(201)}`,
          `token=${long(40)}`,
          'token=a&token=b',
        ]),
        queries('/api/orders/is-first-order', [
          '',
          'receiptToken=short',
          `receiptToken=${long(201)}`,
          `receiptToken=${long(43)}`,
        ]),
      ),
    ));
});

describe('bad input: payment and recommendation routes', () => {
  it('POST /payments/v1/tokenize', () =>
    property(
      fc.oneof(
        bodies('POST', '/payments/v1/tokenize', () => ({
          valid: { ...GOOD_CARD },
          required: ['number', 'expMonth', 'expYear', 'cvc'],
          numbers: ['expMonth', 'expYear'],
          bounded: ['number', 'cvc'],
        })),
        fc
          .constantFrom(
            { ...GOOD_CARD, number: '4111 1111 1111 1112' },
            { ...GOOD_CARD, expYear: 2001 },
            { ...GOOD_CARD, expMonth: 13 },
            { ...GOOD_CARD, cvc: '12' },
            { ...GOOD_CARD, number: '4012 8888 8888 1881' },
          )
          .map((json): Req => ({ method: 'POST', url: '/payments/v1/tokenize', body: { json } })),
      ),
    ));
  it('GET /api/recommendations/*', () =>
    property(
      fc.oneof(
        queries('/api/recommendations/recent-purchases', [
          'limit=abc',
          'limit=-1',
          'limit=0.5',
          'limit=1e9',
          'other=1',
        ]),
        queries('/api/recommendations/category', [
          '',
          'key=',
          `key=${long(201)}`,
          'key=nuts&limit=0',
          'key=nuts&limit=x',
          'key=nuts&limit=9999999',
          'key=nuts&extra=1',
        ]),
      ),
    ));
  it('POST /contents.html', () =>
    property(
      bodies('POST', '/contents.html', () => ({
        valid: { ACTION: 'ADD_BASKET', ITEM_KEY: 'no-such-product', WISHLIST: '1' },
        required: ['ACTION', 'ITEM_KEY', 'WISHLIST'],
        bounded: ['ITEM_KEY', 'WISHLIST'],
      })),
    ));
});

describe('bad input: search API', () => {
  const keys = { 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' };
  it('POST /1/indexes/*/queries and /1/indexes/{name}/query', () =>
    property(
      fc.oneof(
        bodies(
          'POST',
          '/1/indexes/*/queries',
          () => ({
            valid: {
              requests: [{ indexName: 'Products', query: 'nuts', hitsPerPage: 5, page: 0, clickAnalytics: true }],
            },
            required: ['requests', 'requests.0', 'requests.0.indexName'],
            numbers: ['requests.0.hitsPerPage', 'requests.0.page'],
            strict: false,
            free: ['requests.0.query'],
          }),
          keys,
        ),
        fc
          .constantFrom<Json>(
            { requests: [{ indexName: 'NoSuchIndex' }] },
            { requests: [] },
            { requests: Array.from({ length: 51 }, () => ({ indexName: 'Products' })) },
            { requests: [{ indexName: 'Products', type: 'facet' }] },
            { requests: [{ indexName: 'Products', params: 'hitsPerPage=-4' }] },
          )
          .map((json): Req => ({ method: 'POST', url: '/1/indexes/*/queries', headers: keys, body: { json } })),
        fc.constantFrom<Req>(
          {
            method: 'POST',
            url: '/1/indexes/Products/queries',
            headers: keys,
            body: { json: { requests: [{ indexName: 'Products' }] } },
          },
          { method: 'POST', url: '/1/indexes/*/queries', body: { json: { requests: [{ indexName: 'Products' }] } } },
          { method: 'POST', url: '/1/indexes/NoSuchIndex/query', headers: keys, body: { json: { query: 'x' } } },
          { method: 'POST', url: '/1/indexes/Products/query', headers: keys, body: { json: { hitsPerPage: 'many' } } },
        ),
      ),
    ));
});

describe('bad input: commerce API with a client token', () => {
  it('POST /commerce/oauth/token', () =>
    property(
      fc
        .tuple(
          fc.constantFrom('grant_type=password', 'grant_type=', '', 'grant_type=client_credentials'),
          fc.constantFrom(
            undefined,
            'Basic !!!',
            `Basic ${Buffer.from('contract:wrong').toString('base64')}`,
            `Basic ${Buffer.from('nobody:x').toString('base64')}`,
            'Bearer x',
          ),
        )
        .map(([form, authorization]): Req => ({
          method: 'POST',
          url: '/commerce/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
          body: { raw: form },
        })),
    ));
  it('every route without a valid token → 401', () =>
    property(
      fc
        .tuple(
          fc.constantFrom(
            `${CT}/carts`,
            `${CT}/channels`,
            `${CT}/cart-discounts`,
            `${CT}/orders`,
            `${CT}/categories`,
            `${CT}/custom-objects/x/y`,
          ),
          fc.constantFrom(
            '',
            'Bearer ',
            'Bearer short',
            `Bearer ${'A'.repeat(300)}`,
            'Basic abc',
            `Bearer ${'Z'.repeat(43)}`,
          ),
        )
        .map(([url, authorization]): Req => ({ method: 'GET', url, headers: authorization ? { authorization } : {} })),
    ));
  it('carts: read, create, update, delete', () =>
    property(
      fc.oneof(
        bodies('POST', () => `${CT}/carts/${cart.id}`, cartUpdate, auth()),
        refusedUpdates().map((body): Req => ({ method: 'POST', url: `${CT}/carts/${cart.id}`, headers: auth(), body })),
        bodies(
          'POST',
          `${CT}/carts`,
          () => ({
            valid: { currency: 'USD', key: cart.key, country: 'US' },
            required: ['currency'],
            bounded: ['key', 'anonymousId'],
          }),
          auth(),
        ),
        queries(
          `${CT}/carts`,
          [
            'where=id%3D',
            'where=colour%3D%22red%22',
            'sort=colour%20asc',
            'limit=-1',
            'limit=abc',
            `where=${long(20_001)}`,
            'limit=99999',
          ],
          auth(),
        ),
        fc
          .constantFrom('no-such-id', 'key=%', 'key=%E0%A4%A', `key=${long(300)}`, '%00', 'key=')
          .map((id): Req => ({ method: 'GET', url: `${CT}/carts/${id}`, headers: auth() })),
        fc
          .constantFrom('', '?version=abc', '?version=0', '?version=999999', '?version=-1')
          .map((q): Req => ({ method: 'DELETE', url: `${CT}/carts/${cart.id}${q}`, headers: auth() })),
      ),
    ));
  it('orders, product projections, categories, custom objects, discount codes', () =>
    property(
      fc.oneof(
        bodies(
          'POST',
          `${CT}/orders`,
          () => ({
            valid: {
              cart: { typeId: 'cart', id: cart.id },
              version: cart.version + 7,
              custom: {
                type: { key: 'orderFields' },
                fields: { receiptToken: long(20), idempotencyKey: 'bad-input-order-3' },
              },
            },
            required: ['cart', 'cart.id', 'version', 'custom', 'custom.fields.receiptToken'],
            numbers: ['version'],
            bounded: ['cart.id', 'custom.fields.receiptToken'],
          }),
          auth(),
        ),
        fc
          .constantFrom('order-number=%', 'order-number=nope', 'nope', 'order-number=%E0%A4%A')
          .map((ref): Req => ({ method: 'GET', url: `${CT}/orders/${ref}`, headers: auth() })),
        queries(
          `${CT}/orders`,
          [
            'where=frobnicate',
            'limit=-5',
            'offset=999999',
            'where=version%3D%22x%22',
            'withTotal=maybe',
            'var.x=1&where=id%3D:y',
          ],
          auth(),
        ),
        queries(
          `${CT}/product-projections`,
          ['sort=price%20desc', 'where=nonsense', 'limit=501', 'staged=maybe', `where=${long(20_001)}`],
          auth(),
        ),
        fc
          .constantFrom('key=%', 'nope', 'key=%E0%A4%A', 'key=no-such-product')
          .map((ref): Req => ({ method: 'GET', url: `${CT}/product-projections/${ref}`, headers: auth() })),
        queries(`${CT}/categories`, ['limit=-1', 'offset=x'], auth()),
        queries(
          `${CT}/custom-objects/bad-input`,
          [
            'where=key%3D',
            'where=colour%3D%22x%22',
            'limit=501',
            'sort=key%20sideways',
            `where=id in (${Array.from({ length: 600 }, (_, i) => `"${i}"`).join(' ')})`,
          ],
          auth(),
        ),
        fc
          .constantFrom('bad-input/missing', 'x/%', 'nope/nope')
          .map((p): Req => ({ method: 'GET', url: `${CT}/custom-objects/${p}`, headers: auth() })),
        bodies(
          'POST',
          `${CT}/custom-objects`,
          () => ({
            valid: { container: 'bad-input', key: 'existing', value: { a: 2 }, version: 99 },
            required: ['container', 'key', 'value'],
            free: ['value'],
            numbers: ['version'],
            bounded: ['container', 'key'],
          }),
          auth(),
        ),
        queries(
          `${CT}/discount-codes`,
          ['where=code%3D', 'where=name%3D%22x%22', 'frobnicate=1', `where=${long(201)}`],
          auth(),
        ),
        fc
          .constantFrom('discount-codes/nope', 'product-discounts/nope', 'discount-codes/%')
          .map((p): Req => ({ method: 'GET', url: `${CT}/${p}`, headers: auth() })),
      ),
    ));
});

describe('bad input: /me routes (session cookie)', () => {
  it('GET /me/active-cart and /me/carts/{id} with bad cookies or ids', () =>
    property(
      fc.oneof(
        fc
          .constantFrom(
            'nutshell_session=',
            `nutshell_session=${long(300)}`,
            'nutshell_session=%',
            'nutshell_session=abc; nutshell_session=def',
            'other=1',
          )
          .map((cookie): Req => ({ method: 'GET', url: `${CT}/me/active-cart`, headers: { cookie } })),
        fc
          .constantFrom('no-such-cart', '%', '%E0%A4%A', long(300))
          .map((id): Req => ({ method: 'GET', url: `${CT}/me/carts/${id}` })),
      ),
    ));
  it('POST /me/carts/{id}', () =>
    property(
      fc.oneof(
        bodies('POST', () => `${CT}/me/carts/${cart.id}`, cartUpdate),
        refusedUpdates().map((body): Req => ({ method: 'POST', url: `${CT}/me/carts/${cart.id}`, body })),
        fc
          .constantFrom<Json>(
            { action: 'setKey', key: 'mine' },
            {
              action: 'setCustomShippingMethod',
              shippingMethodName: 'Free',
              shippingRate: { price: { currencyCode: 'USD', centAmount: 0 } },
            },
            {
              action: 'addCustomLineItem',
              name: { en: 'x' },
              slug: 'x',
              money: { currencyCode: 'USD', centAmount: -500 },
              quantity: 1,
            },
          )
          .map((a): Req => ({
            method: 'POST',
            url: `${CT}/me/carts/${cart.id}`,
            body: { json: { version: cart.version, actions: [a] } },
          })),
        fc.constant<Req>({
          method: 'POST',
          url: `${CT}/me/carts/${cart.id}`,
          headers: { 'x-nutshell-csrf': '' },
          body: { json: { version: cart.version, actions: [{ action: 'setCustomerEmail', email: 'x@example.com' }] } },
        }),
        fc
          .constant(null)
          .map((): Req => ({
            method: 'POST',
            url: `${CT}/me/carts/${cart.id}`,
            body: {
              json: {
                version: cart.version,
                actions: [{ action: 'setShippingAddress', address: { ...ctAddress, country: 'FR' } }],
              },
            },
          })),
      ),
    ));
});
