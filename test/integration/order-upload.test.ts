import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_COLUMNS } from '../../core/checkout';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, CSRF, GOOD_PASSWORD, sessionCookieOf, signUp, twoSkus } from '../support/account-client';

/**
 * The bulk order upload over the real server (spec: core-cart-checkout §2 /order-upload, §4 Multiple mode, §5; issue
 * "Bulk order upload"): a business customer's valid file becomes a Multiple-mode cart with one shipment per address;
 * a bad file or a bad row is refused with every error by row and column, and nothing is stored.
 */
let t: TestApp;
let skus: [string, string];

beforeAll(async () => {
  t = await buildTestApp();
  skus = await twoSkus(t.services);
});
afterAll(async () => {
  await t?.close();
});

async function business(email: string): Promise<{ cookie: string; customerId: string }> {
  const res = await call(t.app, 'POST', '/api/sign/up', undefined, {
    email,
    name: 'Bea Business',
    password: GOOD_PASSWORD,
    isB2b: true,
  });
  const customer = await t.services.accounts.customerByEmail(email);
  return { cookie: sessionCookieOf(res) ?? '', customerId: customer!.id };
}

const STATES: readonly [string, string][] = [
  ['NJ', '08540'],
  ['NY', '10001'],
  ['CA', '94105'],
  ['TX', '73301'],
];
/** Row `i` of a file shipping to `addresses` distinct places. */
function csvRow(i: number, addresses: number, sku: string, quantity = '2'): string {
  const a = i % addresses;
  const [state, zip] = STATES[a % STATES.length]!;
  return [
    sku,
    quantity,
    `Recipient ${a}`,
    'Acme',
    `${100 + a} Main St`,
    '',
    'Springfield',
    state,
    zip,
    'US',
    '',
    '',
    '',
  ]
    .map((c) => (c.includes(',') ? `"${c}"` : c))
    .join(',');
}
const csvOf = (rows: readonly string[]) => [ORDER_UPLOAD_COLUMNS.join(','), ...rows].join('\n');

function upload(app: FastifyInstance, cookie: string, body: Buffer | string, fileName = 'orders.csv') {
  return app.inject({
    method: 'POST',
    url: `/api/order-upload?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...CSRF, cookie, 'content-type': 'application/octet-stream' },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  });
}

describe('POST /api/order-upload', () => {
  it('is for signed-in customers with is_bulk_upload_available only', async () => {
    const visitor = await upload(t.app, '', csvOf([csvRow(0, 1, skus[0])]));
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await signUp(t.app, 'personal-upload@example.com');
    const personal = await upload(t.app, cookie, csvOf([csvRow(0, 1, skus[0])]));
    expect(personal.statusCode).toBe(403);
    expect(personal.json()).toMatchObject({ errors: [{ message: 'Order upload is not available for this account.' }] });
    const template = await call(t.app, 'GET', '/api/order-upload/template.csv', cookie);
    expect(template.statusCode).toBe(403);
  });

  it('shows both errors of a 25-row file with two bad rows, then turns the fixed file into a 12-shipment cart', async () => {
    const { cookie, customerId } = await business('bulk-25@example.com');
    const rows = Array.from({ length: 25 }, (_, i) => csvRow(i, 12, skus[i % 2]!));
    rows[4] = csvRow(4, 12, 'NO-SUCH-SKU');
    rows[9] = csvRow(9, 12, skus[0], '5000');
    const bad = await upload(t.app, cookie, csvOf(rows));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ message: 'The file has 2 errors; nothing was created.', key: 'validation/invalid' }],
      data: {
        problem: 'invalid-rows',
        rows: [
          { row: 6, column: 'SKU', message: 'Unknown SKU: NO-SUCH-SKU' },
          { row: 11, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
        ],
      },
    });
    expect(await t.services.commerce.getActiveCartOf(customerId)).toBeUndefined();
    rows[4] = csvRow(4, 12, skus[0]);
    rows[9] = csvRow(9, 12, skus[1]);
    const good = await upload(t.app, cookie, csvOf(rows));
    expect(good.statusCode).toBe(200);
    const data = (good.json() as { data: { cartId: string; rows: number; shipments: number; lines: number } }).data;
    expect(data).toMatchObject({ rows: 25, shipments: 12, lines: 2 });
    const cart = await t.services.commerce.getActiveCartOf(customerId);
    expect(cart?.id).toBe(data.cartId);
    expect(cart?.shippingMode).toBe('Multiple');
    expect(cart?.custom.createdFromOrderUpload).toBe(true);
    expect(cart?.itemShippingAddresses).toHaveLength(12);
    expect(cart?.lineItems.reduce((n, l) => n + l.quantity, 0)).toBe(50);
  });

  it('serves the template in both formats, and the XLSX template (with its example SKU replaced) uploads', async () => {
    const { cookie } = await business('bulk-template@example.com');
    const csv = await call(t.app, 'GET', '/api/order-upload/template.csv', cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="order-upload-template.csv"');
    expect(csv.body.split('\n')[0]).toBe(ORDER_UPLOAD_COLUMNS.join(','));
    const xlsx = await call(t.app, 'GET', '/api/order-upload/template.xlsx', cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const fromTemplate = csv.body.replace('1001-01', skus[0]);
    expect((await upload(t.app, cookie, fromTemplate, 'template.csv')).statusCode).toBe(200);
  });
});

describe('bad files are refused and nothing is stored', () => {
  it.each([
    [
      'a binary renamed .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0x49, 0x48]),
      400,
      'The file is not a CSV or XLSX file.',
    ],
    ['a 50 MB file', Buffer.alloc(50 * 1024 * 1024, 0x41), 413, 'The file is larger than 10 MB.'],
  ])('%s', async (_name, body, status, message) => {
    const { cookie, customerId } = await business(`bulk-bad-${status}@example.com`);
    const res = await upload(t.app, cookie, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ errors: [{ message }] });
    expect(await t.services.commerce.getActiveCartOf(customerId)).toBeUndefined();
  });

  it('a formula cell, an unknown SKU and a quantity of 5000, each by row and column', async () => {
    const { cookie, customerId } = await business('bulk-cells@example.com');
    const formula = csvRow(0, 1, skus[0]).replace('Acme', '"=HYPERLINK(""http://evil.example"",""Click"")"');
    const res = await upload(t.app, cookie, csvOf([formula, csvRow(1, 1, 'NOPE-9'), csvRow(2, 1, skus[1], '5000')]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: {
        rows: [
          { row: 2, column: 'Company', message: 'Formulas are not allowed in a cell.' },
          { row: 3, column: 'SKU', message: 'Unknown SKU: NOPE-9' },
          { row: 4, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
        ],
      },
    });
    expect(await t.services.commerce.getActiveCartOf(customerId)).toBeUndefined();
  });

  it('refuses an upload without the CSRF header', async () => {
    const { cookie } = await business('bulk-csrf@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order-upload',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csvOf([csvRow(0, 1, skus[0])]),
    });
    expect(res.statusCode).toBe(403);
  });
});
