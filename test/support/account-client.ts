import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { readyToOrder } from './test-server';

/** The CSRF header of the browser's JSON calls. */
export const CSRF = { 'x-nutshell-csrf': '1' } as const;

/** A password that meets every rule of shell-account §5. */
export const GOOD_PASSWORD = 'Walnut.Tree7';

/** The `nutshell_session=…` pair of an answer's Set-Cookie, or undefined when it sets none. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith('nutshell_session='))?.split(';')[0];
}

/** The full Set-Cookie line of the session cookie (attributes included), or undefined. */
export function sessionSetCookieOf(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith('nutshell_session='));
}

/** A JSON call of the browser: CSRF header, the session cookie when given. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Signs up `email` (name 'Ann Lee' unless given); the answer and the new session cookie. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  options: { cookie?: string; name?: string; password?: string; attachGuestOrders?: boolean } = {},
): Promise<{ res: LightMyRequestResponse; cookie: string }> {
  const res = await call(app, 'POST', '/api/sign/up', options.cookie, {
    email,
    name: options.name ?? 'Ann Lee',
    password: options.password ?? GOOD_PASSWORD,
    isB2b: false,
    ...(options.attachGuestOrders === undefined ? {} : { attachGuestOrders: options.attachGuestOrders }),
  });
  return { res, cookie: sessionCookieOf(res) ?? '' };
}

/** Signs in; the answer and the new session cookie ('' when refused). */
export async function signIn(
  app: FastifyInstance,
  body: { email: string; password: string; keepLoggedIn?: boolean; preserveCart?: boolean },
  cookie?: string,
): Promise<{ res: LightMyRequestResponse; cookie: string }> {
  const res = await call(app, 'POST', '/api/sign/in', cookie, body);
  return { res, cookie: sessionCookieOf(res) ?? '' };
}

/** Adds `quantity` of `sku` to the session's cart (POST /cart); the cart and the session cookie. */
export async function addToCart(
  app: FastifyInstance,
  sku: string,
  quantity: number,
  cookie?: string,
): Promise<{ cart: { id: string; lineItems: { variant: { sku: string }; quantity: number }[] }; cookie: string }> {
  const res = await call(app, 'POST', '/cart', cookie, { cart_sku: { sku_external_id: sku, quantity } });
  if (res.statusCode !== 200) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
  return { cart: (res.json() as { data: { cart: never } }).data.cart, cookie: cookie ?? sessionCookieOf(res)! };
}

/** Two orderable SKUs of the catalogue (active, not backordered, of different products). */
export async function twoSkus(s: EmbeddedServices): Promise<[string, string]> {
  const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 10, offset: 0 });
  const skus = results.map((p) => p.variants.find((v) => v.active && !v.backordered)?.sku).filter(Boolean);
  return [skus[0]!, skus[1]!];
}

/** The last link mailed to `to` (from the outbox), or undefined. */
export async function mailedLink(s: EmbeddedServices, to: string): Promise<{ url: string; key: string } | undefined> {
  const [message] = await s.outbox.list({ limit: 1, to });
  const url = /https?:\/\/\S+\/sign\/(?:magic-link|reset-password)\/[A-Za-z0-9_-]+/.exec(message?.text ?? '')?.[0];
  return url ? { url, key: url.slice(url.lastIndexOf('/') + 1) } : undefined;
}

/** A shipping address that meets core-cart-checkout §5, for orders placed in tests. */
export const TEST_ORDER_ADDRESS = {
  name: 'Olive Order',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
} as const;

/**
 * Places an order of `lines` ([sku, quantity]) on the signed-in session `cookie` of customer `customerId` (e-mail
 * `email`), paid with the test gateway's Visa: through POST /cart, the cart made ready to order (readyToOrder) and
 * POST /api/checkout/place-order. The order's number; throws when the order is refused.
 */
export async function placeOrderAs(
  t: { app: FastifyInstance; services: EmbeddedServices },
  who: { cookie: string; customerId: string; email: string },
  lines: readonly (readonly [string, number])[],
): Promise<{ orderNumber: string }> {
  let cartId = '';
  for (const [sku, quantity] of lines) cartId = (await addToCart(t.app, sku, quantity, who.cookie)).cart.id;
  const version = await readyToOrder(t.services, cartId, who.customerId, who.email, TEST_ORDER_ADDRESS);
  const nonce = await tokenizeVisa(t.app, who.cookie);
  const placed = await call(t.app, 'POST', '/api/checkout/place-order', who.cookie, {
    cartId,
    version,
    paymentNonces: [nonce],
    idempotencyKey: `order-${cartId}`,
  });
  if (placed.statusCode !== 200) throw new Error(`place order: ${placed.body}`);
  return (placed.json() as { data: { order: { orderNumber: string } } }).data.order;
}

/** A nonce of the test gateway's approved Visa (4242…, 12/2099) for the session `cookie` (POST /payments/v1/tokenize). */
export async function tokenizeVisa(app: FastifyInstance, cookie: string): Promise<string> {
  const card = await call(app, 'POST', '/payments/v1/tokenize', cookie, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  return (card.json() as { data: { nonce: string } }).data.nonce;
}
