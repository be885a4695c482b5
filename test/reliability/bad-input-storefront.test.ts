import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ADDRESS, GOOD_CARD } from './support';
import { property, bodies, queries, long, cart, sku, useBadInputServer, type Req } from './bad-input-harness';
import type { Json } from './bad-input-arbitraries';

/** Bad input (see bad-input-harness.ts) on the storefront, payment, recommendation and search routes. */

useBadInputServer();

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
  it('GET /api/gifted-trays/catalog', () =>
    property(
      queries('/api/gifted-trays/catalog', [
        'category=Deluxe',
        'type=Box',
        'type=Tray&category=premium',
        'category=Premium&category=Classic',
        'type=Tray&category=Classic&sort=price',
        `category=${long(600)}`,
      ]),
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
