import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, TEST_CLIENT, type TestServer } from '../support/test-server';
import { badBodies, type BadBody, type BodyShape, type Json } from './bad-input-arbitraries';
import { ADDRESS, bearerOf, orderableSku, send, Shopper, type WireCart } from './support';

/**
 * Bad input (Reliability suite), the harness of bad-input-storefront.test.ts and bad-input-commerce.test.ts: fast-check properties against every route of the local server
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
export const CT = '/commerce/nutshell';

let server: TestServer;
let shopper: Shopper;
let bearer = '';
export let cart: WireCart & { key: string };
export let sku = '';

/** One request of a property: method, path with query, headers, and a JSON or raw body. */
export interface Req {
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

export const property = (arb: fc.Arbitrary<Req>) => fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS });

/** Requests with a bad body for `shape`, sent to `method url`. */
export const bodies = (
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
export const queries = (path: string, qs: readonly string[], headers?: Record<string, string>) =>
  fc.constantFrom(...qs).map((q): Req => ({ method: 'GET', url: `${path}?${q}`, headers }));

export const long = (n: number) => 'q'.repeat(n);
export const auth = () => ({ authorization: bearer });
export const ctAddress = {
  firstName: 'Pat',
  lastName: 'Reliable',
  streetName: ADDRESS.street1,
  city: ADDRESS.city,
  state: ADDRESS.state,
  postalCode: ADDRESS.postalCode,
  country: 'US',
};

/**
 * Starts the local server before the calling test file's tests (and closes it after), with a shopper whose keyed cart is
 * ready to order, a custom object and a client bearer token. `cart`, `sku` and the rest are live bindings: read them
 * inside tests or lazily (`() => cart.id`), never at collection time.
 */
export function useBadInputServer(): void {
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
}

export const cartUpdate = (): BodyShape => ({
  valid: {
    version: cart.version,
    actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 5000 }],
  },
  required: ['version', 'actions', 'actions.0.action', 'actions.0.lineItemId'],
  numbers: ['version', 'actions.0.quantity'],
  bounded: ['actions.0.lineItemId'],
});
/** Update bodies every cart endpoint refuses: unknown actions, stale or missing versions, unknown lines, negative quantities on a stale version. */
export const refusedUpdates = () =>
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
