import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_COLUMNS } from '../../core/checkout';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, CSRF, GOOD_PASSWORD, sessionCookieOf, signUp, twoSkus } from '../support/account-client';

/**
 * The /order-upload page over the real server and renderer (spec: core-cart-checkout §2 /order-upload and "the entry
 * when the order was created from an order upload"; shell-account §2 "Order Upload (only if bulk upload is
 * available)"): server-rendered for a business customer, the not-allowed page for another customer, sign-in first
 * for a visitor; an uploaded file's cart opens checkout at payment.
 */
let t: TestApp;
let skus: [string, string];

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  skus = await twoSkus(t.services);
});
afterAll(async () => {
  await t?.close();
});

async function business(email: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/sign/up', undefined, {
    email,
    name: 'Bea Business',
    password: GOOD_PASSWORD,
    isB2b: true,
  });
  return sessionCookieOf(res) ?? '';
}

function stateOf(html: string): { orderUpload?: { access: string } } {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

const page = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/order-upload', headers: cookie ? { cookie } : {} });

describe('GET /order-upload', () => {
  it('sends a visitor to sign in with /order-upload as the destination', async () => {
    const res = await page();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign/in?redirect=%2Forder-upload');
    const access = await call(t.app, 'GET', '/api/order-upload/access');
    expect([access.statusCode, access.json()]).toEqual([200, { data: { access: 'signed-out' } }]);
  });

  it('renders the page for a business customer: columns, templates, the file form, in its own chunk', async () => {
    const cookie = await business('page-upload@example.com');
    const res = await page(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Order Upload');
    expect(res.body).toContain('<meta name="robots" content="noindex');
    expect(res.body).toMatch(/<h1>Order Upload<\/h1>/);
    expect(res.body).toMatch(/<a href="\/api\/order-upload\/template\.csv" download="order-upload-template\.csv">/);
    expect(res.body).toContain('href="/api/order-upload/template.xlsx"');
    expect(res.body).toMatch(/<label for="order-upload-file">File<\/label>/);
    expect(res.body).toMatch(/<input[^>]*type="file"[^>]*accept="\.csv,\.xlsx"/);
    expect(res.body).toMatch(/<button type="submit"[^>]*>Upload order<\/button>/);
    for (const column of ORDER_UPLOAD_COLUMNS) expect(res.body).toContain(`<th scope="row">${column}</th>`);
    expect(stateOf(res.body).orderUpload).toEqual({ access: 'allowed' });
    const access = await call(t.app, 'GET', '/api/order-upload/access', cookie);
    expect(access.json()).toEqual({ data: { access: 'allowed' } });
  });

  it('tells a customer without bulk upload that it is for business accounts', async () => {
    const { cookie } = await signUp(t.app, 'page-personal@example.com');
    const res = await page(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Order upload is for business accounts');
    expect(res.body).toContain('href="/business/register?source=User+Converted"');
    expect(res.body).not.toContain('type="file"');
    expect(stateOf(res.body).orderUpload).toEqual({ access: 'not-allowed' });
    const access = await call(t.app, 'GET', '/api/order-upload/access', cookie);
    expect(access.json()).toEqual({ data: { access: 'not-allowed' } });
  });
});

describe('checkout after an upload (core-cart-checkout §2: payment is the entry of an uploaded order)', () => {
  it('gives every shipment its first delivery, and /checkout opens at /checkout/payment', async () => {
    const cookie = await business('page-to-payment@example.com');
    const row = (sku: string, name: string, street: string, state: string, zip: string) =>
      [sku, '2', name, '', street, '', 'Springfield', state, zip, 'US', '+1 609 555 0100', '', ''].join(',');
    const file = [
      ORDER_UPLOAD_COLUMNS.join(','),
      row(skus[0], 'Ann One', '1 Main St', 'NJ', '08540'),
      row(skus[1], 'Ann One', '1 Main St', 'NJ', '08540'),
      row(skus[0], 'Ben Two', '2 Oak Ave', 'NY', '10001'),
    ].join('\n');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/order-upload?fileName=orders.csv',
      headers: { ...CSRF, cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(file),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ data: { rows: 3, shipments: 2, lines: 2 } });
    const cart = await t.services.commerce.getCartById((up.json() as { data: { cartId: string } }).data.cartId);
    expect(cart?.custom.createdFromOrderUpload).toBe(true);
    expect(cart?.itemShippingAddresses.map((s) => [s.key, typeof s.custom.shippingMethodId, s.phone])).toEqual([
      ['shipment-1', 'string', '+1 609 555 0100'],
      ['shipment-2', 'string', '+1 609 555 0100'],
    ]);
    const checkout = await t.app.inject({ method: 'GET', url: '/checkout', headers: { cookie } });
    expect([checkout.statusCode, checkout.headers.location]).toEqual([302, '/checkout/payment']);
    const payment = await t.app.inject({ method: 'GET', url: '/checkout/payment', headers: { cookie } });
    expect(payment.statusCode).toBe(200);
    expect(payment.body).toContain('Payment Method');
  });
});
