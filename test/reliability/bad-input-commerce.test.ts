import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  CT,
  property,
  bodies,
  queries,
  long,
  auth,
  cartUpdate,
  refusedUpdates,
  ctAddress,
  cart,
  useBadInputServer,
  type Req,
} from './bad-input-harness';
import type { Json } from './bad-input-arbitraries';

/** Bad input (see bad-input-harness.ts) on the commerce API with a client token and the `/me` routes. */

useBadInputServer();

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
              action: 'addLineItem',
              sku: '1001-01',
              quantity: 1,
              externalPrice: { currencyCode: 'USD', centAmount: 1 },
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
        fc.constant(null).map((): Req => ({
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
