import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { CSRF_COOKIE, csrfToken } from '../../adapters/embedded/server/security';
import { SESSION_COOKIE } from '../../adapters/embedded/server/sessions';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * Add to Cart without JavaScript (adapters/embedded/server/cart-form.ts): POST /cart as an HTML form
 * (`sku`, `quantity`, `_csrf`) adds the line and answers 303 to /cart; a missing or wrong CSRF token is a 403 page
 * that changes nothing; bad fields a 400 page that changes nothing; a failed add its status and message. The JSON
 * call keeps its `x-nutshell-csrf` header check.
 */

const HOST = '127.0.0.1:3000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: HOST };
const EXPIRED =
  '<h1>This form has expired</h1><p>Nothing was added to your cart. Go back, reload the page and try again.</p>';
const QUANTITY_MESSAGE = '<p>Quantity must be a whole number from 1 to 4999.</p>';

let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
let sku = '';

beforeAll(async () => {
  built = await buildTestApp();
  ({ app, services: s } = built);
  // The page route's part: a page holding a form with the response's CSRF token (and its cookie).
  app.get('/test/form', async (_req, reply) => ({ token: csrfToken(reply), again: csrfToken(reply) }));
  sku = (await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 })).results[0]!.variants.find(
    (v) => v.active && !v.backordered,
  )!.sku;
});
afterAll(async () => {
  await built?.close();
});

/** The value of cookie `name` set by `res` as a `name=value` pair, or undefined. */
function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

/** A page's CSRF token and the cookie that goes with it (a new browser: no cookies yet). */
async function formToken(): Promise<{ token: string; cookie: string }> {
  const res = await app.inject({ url: '/test/form', headers: { host: HOST } });
  const { token, again } = res.json() as { token: string; again: string };
  expect(again).toBe(token);
  const cookie = setCookie(res, CSRF_COOKIE)!;
  expect(String(res.headers['set-cookie'])).toBe(`${cookie}; Max-Age=15811200; Path=/; HttpOnly; SameSite=Lax`);
  return { token, cookie };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const countRows = async (table: string) =>
  Number((await s.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);
const counts = async () => ({ sessions: await countRows('sessions'), carts: await countRows('carts') });

/** The lines of the session's active cart (GET /me/active-cart as the browser asks), as [sku, quantity]. */
async function cartLines(sessionCookie: string): Promise<[string, number][]> {
  const res = await app.inject({ url: '/commerce/nutshell/me/active-cart', headers: { cookie: sessionCookie } });
  expect(res.statusCode).toBe(200);
  const cart = res.json() as { lineItems: { variant: { sku: string }; quantity: number }[] };
  return cart.lineItems.map((l) => [l.variant.sku, l.quantity]);
}

describe('POST /cart as a form with a valid CSRF token', () => {
  it('adds the quantity to a new session cart and answers 303 See Other to /cart', async () => {
    const { token, cookie } = await formToken();
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...FORM, cookie },
      payload: form({ sku, quantity: '3', _csrf: token }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    expect(res.body).toBe('');
    const session = setCookie(res, SESSION_COOKIE)!;
    expect(await cartLines(session)).toEqual([[sku, 3]]);
  });

  it('adds 1 without a quantity field, and adds to the session cart it already has (the same token again)', async () => {
    const { token, cookie } = await formToken();
    const first = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...FORM, cookie },
      payload: form({ sku, _csrf: token }),
    });
    expect(first.statusCode).toBe(303);
    const session = setCookie(first, SESSION_COOKIE)!;
    expect(await cartLines(session)).toEqual([[sku, 1]]);
    const second = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: {
        ...FORM,
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        cookie: `${cookie}; ${session}`,
      },
      payload: form({ sku, quantity: '0004', _csrf: token }),
    });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/cart');
    expect(setCookie(second, SESSION_COOKIE)).toBeUndefined();
    expect(await cartLines(session)).toEqual([[sku, 5]]);
  });

  it('a failed add answers its status and message on a page (an unknown SKU: 400)', async () => {
    const { token, cookie } = await formToken();
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...FORM, cookie, referer: `http://${HOST}/nuts/almonds?size=1lb` },
      payload: form({ sku: 'NO-SUCH-SKU', quantity: '1', _csrf: token }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(
      '<h1>We could not add this to your cart</h1><p>No product variant with SKU NO-SUCH-SKU</p>',
    );
    expect(res.body).toContain('<a href="/nuts/almonds?size=1lb">Go back</a> · <a href="/cart">View your cart</a>');
    // The same failure as the JSON call answers.
    const json = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'x-nutshell-csrf': '1' },
      payload: { cart_sku: { sku_external_id: 'NO-SUCH-SKU', quantity: 1 } },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      errors: [{ message: 'No product variant with SKU NO-SUCH-SKU', key: 'product/sku-not-found' }],
    });
  });
});

describe('POST /cart as a form without a valid CSRF token: 403, nothing changed', () => {
  const cases: [string, () => Promise<{ cookie?: string; fields: Record<string, string> }>][] = [
    ['no token', async () => ({ cookie: (await formToken()).cookie, fields: { sku, quantity: '1' } })],
    ['an empty token', async () => ({ cookie: (await formToken()).cookie, fields: { sku, _csrf: '' } })],
    ['a made-up token', async () => ({ cookie: (await formToken()).cookie, fields: { sku, _csrf: 'abc-def' } })],
    [
      "another browser's token",
      async () => {
        const mine = await formToken();
        const theirs = await formToken();
        return { cookie: mine.cookie, fields: { sku, _csrf: theirs.token } };
      },
    ],
    ['a valid token without its cookie', async () => ({ fields: { sku, _csrf: (await formToken()).token } })],
  ];

  it.each(cases)('%s', async (_name, request) => {
    const { cookie, fields } = await request();
    const before = await counts();
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      // The JSON call's header does not stand in for a form's token.
      headers: { ...FORM, 'x-nutshell-csrf': '1', ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(EXPIRED);
    expect(res.body).toContain('<a href="/">Go back</a>');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});

describe('POST /cart as a form with bad fields: 400 with a clear message, nothing changed', () => {
  it.each([
    ['quantity 0', { quantity: '0' }, QUANTITY_MESSAGE],
    ['quantity abc', { quantity: 'abc' }, QUANTITY_MESSAGE],
    ['quantity 5000', { quantity: '5000' }, QUANTITY_MESSAGE],
    ['quantity -1', { quantity: '-1' }, QUANTITY_MESSAGE],
    ['quantity 1.5', { quantity: '1.5' }, QUANTITY_MESSAGE],
    ['an empty quantity', { quantity: '' }, QUANTITY_MESSAGE],
    ['no sku', { sku: undefined }, '<p>The form names no product (sku).</p>'],
    ['an empty sku', { sku: '' }, '<p>The form names no product (sku).</p>'],
    ['a sku of 65 characters', { sku: 'A'.repeat(65) }, '<p>The product code (sku) must be at most 64 characters.</p>'],
    ['a field the form does not have', { colour: 'red' }, '<p>Unexpected form fields: colour.</p>'],
  ])('%s', async (_name, change, message) => {
    const { token, cookie } = await formToken();
    const fields = Object.fromEntries(
      Object.entries({ sku, quantity: '2', _csrf: token, ...change }).filter(
        (e): e is [string, string] => e[1] !== undefined,
      ),
    );
    const before = await counts();
    const res = await app.inject({ method: 'POST', url: '/cart', headers: { ...FORM, cookie }, payload: form(fields) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<h1>Please check the form</h1>${message}`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('the page escapes what it shows, and links back only to a page of this site', async () => {
    const { token, cookie } = await formToken();
    const bad = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...FORM, cookie, referer: `http://${HOST}/nuts/"><script>x</script>` },
      payload: form({ sku, _csrf: token, '<b>': '1' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<p>Unexpected form fields: &#60;b&#62;.</p>');
    expect(bad.body).toContain('<a href="/nuts/%22%3E%3Cscript%3Ex%3C/script%3E">Go back</a>');
    for (const referer of ['https://evil.example/nuts', `http://${HOST}//evil.example/x`, 'not a url']) {
      const res = await app.inject({
        method: 'POST',
        url: '/cart',
        headers: { ...FORM, cookie, referer },
        payload: form({ sku, quantity: 'x', _csrf: token }),
      });
      expect(res.body, referer).toContain('<a href="/">Go back</a>');
    }
  });
});

describe("POST /cart as a form: other refusals keep the app's answers", () => {
  it('a body with a NUL is the parser refusal in the envelope (400), not the expired-form page', async () => {
    const { token, cookie } = await formToken();
    const before = await counts();
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...FORM, cookie },
      payload: `sku=${sku}%00&_csrf=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ key: 'validation/invalid' }] });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /cart as JSON: unchanged', () => {
  it('still needs the x-nutshell-csrf header (a CSRF cookie and a _csrf field are no substitute)', async () => {
    const { token, cookie } = await formToken();
    const before = await counts();
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { cookie },
      payload: { cart_sku: { sku_external_id: sku, quantity: 1 }, _csrf: token },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ message: 'Missing CSRF header.', key: 'auth/forbidden' }] });
    expect(await counts()).toEqual(before);
  });

  it('with the header: the envelope with the cart, status 200', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'x-nutshell-csrf': '1' },
      payload: { cart_sku: { sku_external_id: sku, quantity: 2 } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { cart: { lineItems: { variant: { sku: string }; quantity: number }[] } } };
    expect(body.data.cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sku, 2]]);
  });
});
