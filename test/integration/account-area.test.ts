import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, signUp } from '../support/account-client';

/**
 * The account area (spec: shell-account §2 Account area; ports/account-area.ts): its pages are behind sign-in
 * (a visitor is sent to /sign/in with the page as the destination), server-rendered with the signed-in customer's
 * data in the page state, and the same data answers GET /api/account/page for a navigation in the browser.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

function stateOf(html: string): { account?: { path: string; page: string; customer: { fullName: string } } } {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

describe('the account area', () => {
  it('sends a visitor to /sign/in with the page as the destination', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/address-book' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign/in?redirect=%2Faccount%2Faddress-book');
    const api = await call(t.app, 'GET', '/api/account/page?path=%2Faccount');
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ errors: [{ key: 'account/not-signed-in' }] });
  });

  it("renders a signed-in customer's page with the sidebar, and answers its data to the API", async () => {
    const { cookie } = await signUp(t.app, 'area@example.com', { name: 'Arlo Area' });
    const page = await t.app.inject({ method: 'GET', url: '/account', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Your Account');
    expect(page.body).toContain('<meta name="robots" content="noindex');
    expect(page.body).toMatch(/<a[^>]*href="\/account\/order-history"[^>]*>Order History<\/a>/);
    expect(page.body).toMatch(
      /<a[^>]*aria-current="page"[^>]*>Your Account<\/a>|<a[^>]*href="\/account"[^>]*aria-current="page"/,
    );
    expect(stateOf(page.body).account).toMatchObject({
      path: '/account',
      page: 'your-account',
      customer: { fullName: 'Arlo Area' },
    });
    const api = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Faddress-book', cookie);
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({
      data: { path: '/account/address-book', page: 'address-book', addresses: [], flags: { is_b2b: false } },
    });
  });

  it('answers 404 for a path that is no account page and an order that is not the customer’s', async () => {
    const { cookie } = await signUp(t.app, 'area404@example.com');
    const api = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Fnope', cookie);
    expect(api.statusCode).toBe(404);
    const order = await t.app.inject({ method: 'GET', url: '/orders/N-99999', headers: { cookie } });
    expect(order.statusCode).toBe(404);
    const bad = await call(t.app, 'GET', '/api/account/page', cookie);
    expect(bad.statusCode).toBe(400);
  });
});
