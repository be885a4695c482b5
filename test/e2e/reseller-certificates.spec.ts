import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expectNoSeriousViolations } from './support/a11y';
import { shot, visit } from './support/pages';

/**
 * A reseller's resale certificate (shell-account §2 Reseller Certifications): a business
 * customer in the 'Retail / Reseller' industry (set up over the API) uploads a PDF certificate for NJ on
 * /account/reseller-certification, an agent approves it with the CLI against the running server, and the next order
 * shipped to NJ has Tax $0.00 and the exemption line on the receipt. Screenshots of the page at 1280 and 375 px.
 */
const CSRF = { 'x-nutshell-csrf': '1' };
const CLI_ENV = { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' };
const nutshell = (...args: string[]) =>
  execFileSync('node', ['cli/bin/nutshell.mjs', ...args], { encoding: 'utf8', env: CLI_ENV });

test('a reseller uploads a certificate, an agent approves it, and the next NJ order is tax-exempt', async ({
  page,
}) => {
  const email = `rita.${Date.now()}@example.com`;
  const up = await page.request.post('/api/sign/up', {
    headers: CSRF,
    data: { email, name: 'Rita Reseller', password: 'Walnut.Tree7', isB2b: true },
  });
  expect(up.status()).toBe(200);
  const address = { street1: '1 Main St', city: 'Hoboken', state: 'NJ', postalCode: '07030' };
  const business = await page.request.post('/api/business-units', {
    headers: CSRF,
    data: {
      companyName: 'Rita Resells LLC',
      industry: 'Retail / Reseller',
      phone: '(201) 555-0123',
      address,
      teamSize: '1-10',
      source: 'User Converted',
    },
  });
  expect(business.status()).toBe(200);
  const saved = await page.request.post('/api/customers/me/addresses', {
    headers: CSRF,
    data: { address: { name: 'Rita Reseller', ...address, country: 'US' }, isDefault: true },
  });
  expect(saved.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/account/reseller-certification');
  await expect(page.getByRole('heading', { name: 'Reseller Certifications', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not uploaded a resale certificate yet.')).toBeVisible();
  await page.getByLabel('State').selectOption('NJ');
  await page.getByLabel('Certificate number').fill('NJ-ST5-2026');
  await page.getByLabel('Expiry date').fill('2030-12-31');
  await page.getByLabel('Certificate file (PDF, PNG or JPEG, up to 10 MB)').setInputFiles({
    name: 'nj-st5.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n% NJ ST-5 resale certificate\n'),
  });
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  const table = page.getByRole('table', { name: 'Your resale certificates, newest first' });
  await expect(table.getByRole('cell', { name: 'Pending review' })).toBeVisible();
  await shot(page, 'reseller-01-pending-1280');
  await expectNoSeriousViolations(page, 'reseller certification page');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'reseller-02-pending-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  const pending = JSON.parse(nutshell('reseller', 'list', '--pending', '--json')) as {
    id: string;
    customerEmail: string;
  }[];
  const mine = pending.find((c) => c.customerEmail === email);
  expect(mine).toBeDefined();
  expect(nutshell('reseller', 'approve', mine!.id)).toContain(
    `Approved resale certificate ${mine!.id} (NJ, NJ-ST5-2026)`,
  );
  await visit(page, '/account/reseller-certification');
  await expect(table.getByRole('cell', { name: 'Approved' })).toBeVisible();

  await visit(page, '/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page
    .getByRole('group', { name: 'Ship to a saved address' })
    .getByRole('radio', { name: /1 Main St/ })
    .check();
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  const summaryTax = page.locator('.totals__row', { hasText: 'Tax' }).first();
  await expect(summaryTax).toContainText('$0.00');
  await expect(summaryTax).toContainText('Tax exempt: resale certificate on file for NJ');
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('07030');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/);
  const receiptTax = page.locator('.totals__row', { hasText: 'Tax' }).first();
  await expect(receiptTax.locator('dd').first()).toHaveText('$0.00');
  await expect(receiptTax).toContainText('Tax exempt: resale certificate on file for NJ');
  await shot(page, 'reseller-03-receipt-1280');
});
