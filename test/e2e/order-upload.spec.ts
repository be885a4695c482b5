import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { ORDER_UPLOAD_COLUMNS } from '../../core/checkout/model/order-upload';
import { payWithTestCard } from './support/checkout';
import { shot, visit } from './support/pages';

/**
 * The bulk order upload end to end (spec: core-cart-checkout §2 /order-upload and "the entry when the order was
 * created from an order upload"; shell-account §2 "Order Upload (only if bulk upload is available)"):
 * a business customer opens /order-upload from the account sidebar, uploads a 25-row CSV with two
 * bad rows (a ZIP that is no ZIP, an unknown SKU), sees both errors by row and column, uploads the fixed file, lands
 * on checkout's payment step and pays for a 12-shipment order; a binary file named .csv shows the server's message.
 * Placing an order checks stock but does not consume it, so no SKU's stock changes.
 */
const PASSWORD = 'Walnut.Tree7';
const PROFILE = {
  companyName: 'Upload Gifts LLC',
  industry: 'Restaurant / Cafe',
  taxId: '12-3456789',
  phone: '(201) 555-0123',
  address: { street1: '1 Main St', city: 'Hoboken', state: 'NJ', postalCode: '07030' },
  teamSize: '11-50',
  source: 'Account Creation',
};
/** Twelve recipients, each in a state with a ZIP of its own. */
const PLACES: readonly [string, string, string][] = [
  ['Princeton', 'NJ', '08540'],
  ['New York', 'NY', '10001'],
  ['San Francisco', 'CA', '94105'],
  ['Austin', 'TX', '73301'],
  ['Chicago', 'IL', '60601'],
  ['Boston', 'MA', '02108'],
  ['Seattle', 'WA', '98101'],
  ['Denver', 'CO', '80202'],
  ['Miami', 'FL', '33101'],
  ['Atlanta', 'GA', '30303'],
  ['Phoenix', 'AZ', '85001'],
  ['Portland', 'OR', '97201'],
];

/** Two orderable SKUs of the nuts (`nutshell catalog list --json` against the e2e server's data directory). */
function twoSkus(): [string, string] {
  const out = execFileSync('node', ['cli/bin/nutshell.mjs', 'catalog', 'list', '--category', 'nuts', '--json'], {
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  type Variant = { sku: string; active: boolean; backordered: boolean; availability?: { isOnStock?: boolean } };
  const { results } = JSON.parse(out) as { results: { variants: Variant[] }[] };
  // 1072-01 (Almonds, 1 lb) is the SKU other specs take out of stock for a while.
  const skus = results
    .map((p) => p.variants.find((v) => v.active && !v.backordered && v.availability?.isOnStock !== false)?.sku)
    .filter((s): s is string => s !== undefined && s !== '1072-01');
  return [skus[0]!, skus[1]!];
}

/** 25 rows over the 12 places (row i ships to place i mod 12); `bad` replaces some rows' cells. */
function csvFile(skus: [string, string], bad: Record<number, Partial<Record<'sku' | 'zip', string>>> = {}): string {
  const rows = Array.from({ length: 25 }, (_, i) => {
    const [city, state, zip] = PLACES[i % PLACES.length]!;
    const name = `Recipient ${(i % PLACES.length) + 1}`;
    const sku = bad[i]?.sku ?? skus[i % 2]!;
    return [sku, '1', name, 'Acme', `${100 + (i % 12)} Main St`, '', city, state, bad[i]?.zip ?? zip, 'US']
      .concat(['+1 609 555 0100', '', i === 0 ? 'Happy holidays!' : ''])
      .join(',');
  });
  return [ORDER_UPLOAD_COLUMNS.join(','), ...rows].join('\n');
}

/** Signs a new business customer up (isB2b) and registers the business, in the page's browser context. */
async function businessCustomer(page: Page): Promise<void> {
  const email = `uploader.${Date.now()}@example.com`;
  const headers = { 'x-nutshell-csrf': '1' };
  const up = await page.request.post('/api/sign/up', {
    headers,
    data: { email, name: 'Uma Uploader', password: PASSWORD, isB2b: true },
  });
  expect(up.status()).toBe(200);
  const unit = await page.request.post('/api/business-units', { headers, data: PROFILE });
  expect(unit.status()).toBe(200);
}

/** Full-page screenshots at 1280 and 375 px wide; ends at 1280. */
async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
}

async function upload(page: Page, name: string, content: string | Buffer): Promise<void> {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  await page.getByLabel('File', { exact: true }).setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Upload order' }).click();
}

test('a business customer fixes a 25-row file and pays for 12 shipments', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const skus = twoSkus();
  await businessCustomer(page);
  await visit(page, '/account');
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Order Upload' }).click();
  await expect(page).toHaveURL(/\/order-upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Upload' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute('download');

  // Row 6 (the 5th data row) has a ZIP that is no ZIP, row 10 an unknown SKU.
  await upload(page, 'orders.csv', csvFile(skus, { 4: { zip: '8540' }, 8: { sku: '9999-99' } }));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We found 2 problems in your file. Nothing was created.');
  const errors = page.getByRole('table', { name: 'Problems in your file' });
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expect(errors.getByRole('row').nth(1)).toHaveText(/^6\s*ZIP\s*Please enter a valid ZIP code$/);
  await expect(errors.getByRole('row').nth(2)).toHaveText(/^10\s*SKU\s*Unknown SKU: 9999-99$/);
  await shots(page, 'order-upload-errors');

  await upload(page, 'orders-fixed.csv', csvFile(skus));
  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await shots(page, 'order-upload-checkout');
  await payWithTestCard(page, '07030');

  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Shipment \d+$/ })).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'Shipment 12', exact: true })).toBeVisible();
  await shot(page, 'order-upload-receipt');
});

test('a binary file named .csv is refused with the server’s message', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await businessCustomer(page);
  await visit(page, '/order-upload');
  const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
  await upload(page, 'orders.csv', binary);
  await expect(page.getByRole('alert')).toHaveText('The file is not a CSV or XLSX file.');
  await expect(page.getByRole('table', { name: 'Problems in your file' })).toHaveCount(0);
});
