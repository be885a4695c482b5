import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { shot, visit, waitForApp } from './support/pages';

/**
 * A CX agent (spec: core-cart-checkout §2 /cart/customer-cart, §6 CX mode; shell-account §2 staff bar, Staff cart
 * lookup): made staff with the CLI (`nutshell staff add`, over the running server), signs in, looks up a shopper's cart
 * (made in another browser) by its id in the staff bar's lookup form, fills in the shipping and delivery, adds a
 * payment adjustment with a reason and places an Offline order.
 */
const PASSWORD = 'Almonds!2026';
const CSRF = { 'x-nutshell-csrf': '1' };

test('an agent looks up a shopper’s cart, adjusts it and places an Offline order', async ({ browser, page }) => {
  const agentEmail = `agent-${Date.now()}@nutshell.example`;
  // The shopper: a cart in another browser context.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await visit(shopperPage, '/nuts');
  await shopperPage.locator('main a[href^="/nuts/"]').first().click();
  await shopperPage.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(shopperPage.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  const active = await shopper.request.get('/commerce/nutshell/me/active-cart');
  const cartId = ((await active.json()) as { id: string }).id;

  // The agent: an account, made staff with the CLI against the running server.
  const up = await page.request.post('/api/sign/up', {
    headers: CSRF,
    data: { email: agentEmail, name: 'Alex Agent', password: PASSWORD, isB2b: false },
  });
  expect(up.ok()).toBe(true);
  const added = execFileSync('node', ['cli/bin/nutshell.mjs', 'staff', 'add', agentEmail, '--admin'], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
  });
  expect(added).toContain('Permissions: checkOutAsCustomer');
  await page.request.post('/api/sign/in', { headers: CSRF, data: { email: agentEmail, password: PASSWORD } });

  await visit(page, '/');
  const bar = page.getByRole('region', { name: 'Staff' });
  await expect(bar.getByText('Staff mode')).toBeVisible();
  await expect(bar.getByTestId('acting-for')).toHaveText('nobody yet');
  await bar.getByText('Cart lookup').click();
  await bar.getByLabel('Cart key').fill(cartId);
  await shot(page, 'cx-01-staff-bar');
  await bar.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(`/cart/customer-cart?key=${cartId}`);
  await waitForApp(page);
  // Looked up by its id, the cart is named by its cart key (every shopper's cart has one).
  await expect(bar.getByTestId('acting-for')).toHaveText(/^Guest cart [A-HJ-NP-Z2-9]{8}$/);
  await expect(bar.getByLabel('Cart key')).toHaveValue(cartId);
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await shot(page, 'cx-02-customer-cart');

  await visit(page, '/checkout/address');
  await page.getByLabel('Email', { exact: true }).fill('sam.shopper@example.com');
  await page.getByLabel('Full name', { exact: true }).fill('Sam Shopper');
  await page.getByLabel('Street address', { exact: true }).fill('12 Orchard Lane');
  await page.getByLabel('City', { exact: true }).fill('Princeton');
  await page.getByLabel('State', { exact: true }).selectOption('NJ');
  await page.getByLabel('ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);

  const adjustment = page.getByRole('form', { name: 'Payment adjustment' });
  await adjustment.getByLabel('Adjustment amount ($)').fill('600');
  await adjustment.getByLabel('Reason').selectOption('Damaged Box');
  await adjustment.getByRole('button', { name: 'Apply' }).click();
  await expect(adjustment.getByRole('alert')).toHaveText('The adjustment can be at most $500.00.');
  await adjustment.getByLabel('Adjustment amount ($)').fill('-2.50');
  await adjustment.getByLabel('Note').fill('Box arrived crushed');
  await adjustment.getByRole('button', { name: 'Apply' }).click();
  await expect(adjustment.getByTestId('current-adjustment')).toHaveText('Adjustment: -$2.50 (Damaged Box)');
  await expect(page.getByText('Adjustment', { exact: true }).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Offline' }).check();
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await shot(page, 'cx-03-payment');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Adjustment', { exact: true }).first()).toBeVisible();
  await shot(page, 'cx-04-receipt');
  await shopper.close();
});
