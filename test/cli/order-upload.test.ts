import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFileTemplates } from '../../adapters/order-upload/order-file-templates';
import { HttpOrderUploadDesk } from '../../adapters/storefront-backend/http-order-upload-desk';
import { orderUploadDesk } from '../../adapters/wiring/order-upload-desk';
import { ORDER_UPLOAD_COLUMNS } from '../../core/checkout';
import type { OrderUploadDesk } from '../../ports/order-upload-desk';
import { runCli } from '../../cli/testing/run-cli';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { call, GOOD_PASSWORD, twoSkus } from '../support/account-client';

/**
 * `nutshell order upload` on the embedded engine with the real file reader (csv-parse, exceljs): in-process through
 * the wiring's desk, and through a running local server (HttpOrderUploadDesk), with the same JSON and exit codes.
 */
let t: TestApp;
let inProcess: OrderUploadDesk;
let overHttp: OrderUploadDesk;
let skus: [string, string];
const dir = mkdtempSync(join(tmpdir(), 'nutshell-cli-upload-'));
const BUYER = 'cli-buyer@example.com';

beforeAll(async () => {
  t = await buildTestApp([TEST_CLIENT]);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  inProcess = orderUploadDesk(t.services);
  overHttp = new HttpOrderUploadDesk({ baseUrl, ...TEST_CLIENT, fetch });
  skus = await twoSkus(t.services);
  await call(t.app, 'POST', '/api/sign/up', undefined, {
    email: BUYER,
    name: 'Cy Buyer',
    password: GOOD_PASSWORD,
    isB2b: true,
  });
  await call(t.app, 'POST', '/api/sign/up', undefined, {
    email: 'cli-personal@example.com',
    name: 'Pia Personal',
    password: GOOD_PASSWORD,
    isB2b: false,
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const row = (sku: string, quantity: string, street: string) => [
  sku,
  quantity,
  'Jane Doe',
  'Acme',
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
async function xlsx(name: string, rows: readonly string[][]): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, await createOrderFileTemplates().template('xlsx', [ORDER_UPLOAD_COLUMNS, ...rows]));
  return path;
}
const cli = (desk: OrderUploadDesk, ...args: string[]) =>
  runCli(['order', 'upload', ...args], { commerce: t.services.commerce, orderUpload: desk, customers: null });

describe.each([
  ['in process', () => inProcess],
  ['over a local server', () => overHttp],
])('nutshell order upload %s', (_mode, desk) => {
  it('makes the cart from an XLSX file and prints it as JSON', async () => {
    const path = await xlsx('good.xlsx', [
      row(skus[0], '3', '1 A St'),
      row(skus[1], '1', '2 B St'),
      row(skus[0], '1', '2 B St'),
    ]);
    const run = await cli(desk(), path, '--customer', BUYER, '--json');
    expect([run.exitCode, run.stderr]).toEqual([0, '']);
    const out = JSON.parse(run.stdout) as { cartId: string; customerId: string };
    expect(out).toMatchObject({ rows: 3, shipments: 2, lines: 2 });
    const cart = await t.services.commerce.getActiveCartOf(out.customerId);
    expect(cart?.id).toBe(out.cartId);
    expect(cart?.custom.createdFromOrderUpload).toBe(true);
  });

  it('exits 2 with every row error and creates nothing; 5 for a personal account; 3 for no account', async () => {
    const before = await t.services.accounts.customerByEmail(BUYER);
    const cartBefore = await t.services.commerce.getActiveCartOf(before!.id);
    const path = await xlsx('bad.xlsx', [row('NOPE', '1', '1 A St'), row(skus[0], '1', '=HYPERLINK("x")')]);
    const run = await cli(desk(), path, '--customer', BUYER, '--json');
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        code: 'validation/invalid',
        message: 'The file has 2 errors; nothing was created.',
        rows: [
          { row: 2, column: 'SKU', message: 'Unknown SKU: NOPE' },
          { row: 3, column: 'Street 1', message: 'Formulas are not allowed in a cell.' },
        ],
      },
    });
    expect((await t.services.commerce.getActiveCartOf(before!.id))?.id).toBe(cartBefore?.id);
    const good = await xlsx('ok.xlsx', [row(skus[0], '1', '1 A St')]);
    expect((await cli(desk(), good, '--customer', 'cli-personal@example.com')).exitCode).toBe(5);
    expect((await cli(desk(), good, '--customer', 'nobody@example.com')).exitCode).toBe(3);
  });
});
