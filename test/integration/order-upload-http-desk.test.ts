import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_COLUMNS } from '../../core/checkout';
import { HttpOrderUploadDesk } from '../../adapters/storefront-backend/http-order-upload-desk';
import { startTestServer, TEST_CLIENT, type TestServer } from '../support/test-server';
import { GOOD_PASSWORD, twoSkus } from '../support/account-client';

/**
 * `nutshell order upload` while a local server holds the data directory: the HTTP desk against the server's
 * /nutshell/cx/order-upload (bearer token), with the same outcome and the same per-row errors as in process.
 */
let server: TestServer;
let desk: HttpOrderUploadDesk;
let skus: [string, string];

beforeAll(async () => {
  server = await startTestServer();
  desk = new HttpOrderUploadDesk({ baseUrl: server.baseUrl, ...TEST_CLIENT, fetch });
  skus = await twoSkus(server.services);
  const body = { email: 'http-bulk@example.com', name: 'Hal Http', password: GOOD_PASSWORD, isB2b: true };
  const res = await fetch(`${server.baseUrl}/api/sign/up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nutshell-csrf': '1' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status}`);
});
afterAll(async () => {
  await server?.close();
});

const file = (rows: readonly string[][]) => ({
  bytes: new TextEncoder().encode([ORDER_UPLOAD_COLUMNS, ...rows].map((r) => r.join(',')).join('\n')),
  fileName: 'orders.csv',
});
const row = (sku: string, quantity: string, street: string) => [
  sku,
  quantity,
  'Jane Doe',
  '',
  street,
  '',
  'Princeton',
  'NJ',
  '08540',
  'US',
  '',
  '',
  '',
];

describe('HttpOrderUploadDesk over the local server', () => {
  it('uploads for a business customer by e-mail', async () => {
    const r = await desk.upload(
      { customerEmail: 'http-bulk@example.com' },
      file([row(skus[0], '2', '1 A St'), row(skus[1], '1', '2 B St')]),
    );
    expect(r).toMatchObject({ ok: true, value: { rows: 2, shipments: 2, lines: 2 } });
    const customer = await server.services.accounts.customerByEmail('http-bulk@example.com');
    const cart = await server.services.commerce.getActiveCartOf(customer!.id);
    expect(cart?.id).toBe(r.ok ? r.value.cartId : '');
  });

  it('brings back every row error, and the refusal of an unknown customer', async () => {
    const bad = await desk.upload(
      { customerEmail: 'http-bulk@example.com' },
      file([row('NOPE', '1', '1 A St'), row(skus[0], '5000', '1 A St')]),
    );
    expect(bad).toEqual({
      ok: false,
      error: {
        code: 'validation/invalid',
        message: 'The file has 2 errors; nothing was created.',
        details: {
          problem: 'invalid-rows',
          errors: [
            { row: 2, column: 'SKU', message: 'Unknown SKU: NOPE' },
            { row: 3, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
          ],
        },
      },
    });
    const unknown = await desk.upload({ customerEmail: 'nobody@example.com' }, file([row(skus[0], '1', '1 A St')]));
    expect(unknown).toMatchObject({ ok: false, error: { code: 'resource/not-found' } });
  });
});
