import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { shot, shotAtWidths, visit, waitForApp } from './support/pages';

/**
 * A CX agent takes a shopper's cart by the key the shopper reads off the cart page (spec: core-cart-checkout §2
 * /cart/customer-cart and the signin step, §4 Entry location, §6 CX mode; shell-account §2 Staff cart lookup): the
 * lookup opens the guest cart, Proceed to Checkout lands on /checkout/signin, the agent acts for the customer by
 * e-mail, issues a courtesy credit, splits the cart over two shipments, adds an adjustment with a reason and places
 * an Offline order. Screenshots of the signin step and of the payment step in CX mode, desktop and phone.
 */
const PASSWORD = 'Almonds!2026';
const CSRF = { 'x-nutshell-csrf': '1' };

async function fillAddress(scope: Locator | Page, a: { name: string; street: string; city: string; zip: string }) {
  await scope.getByLabel('Full name', { exact: true }).fill(a.name);
  await scope.getByLabel('Street address', { exact: true }).fill(a.street);
  await scope.getByLabel('City', { exact: true }).fill(a.city);
  await scope.getByLabel('State', { exact: true }).selectOption('NJ');
  await scope.getByLabel('ZIP code', { exact: true }).fill(a.zip);
}

test('an agent finds a cart by its key, acts for the customer, credits them and places a split Offline order', async ({
  browser,
  page,
}) => {
  const stamp = Date.now();
  const agentEmail = `agent-${stamp}@nutshell.example`;
  const customerEmail = `sam-${stamp}@example.com`;

  // The shopper: an account (signed up elsewhere), and a guest cart of two units in this browser.
  const shopper = await browser.newContext();
  const signUp = await shopper.request.post('/api/sign/up', {
    headers: CSRF,
    data: { email: customerEmail, name: 'Sam Shopper', password: PASSWORD, isB2b: false },
  });
  expect(signUp.ok()).toBe(true);
  await shopper.clearCookies();
  const shopperPage = await shopper.newPage();
  await visit(shopperPage, '/nuts');
  await shopperPage.locator('main a[href^="/nuts/"]').first().click();
  await shopperPage.getByLabel('Quantity', { exact: true }).selectOption('2');
  await shopperPage.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(shopperPage.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  await visit(shopperPage, '/cart');
  const keyText = (await shopperPage.getByTestId('cart-key').textContent()) ?? '';
  expect(keyText).toMatch(/^Cart key: [A-HJ-NP-Z2-9]{8}$/);
  const key = keyText.slice('Cart key: '.length);
  await shot(shopperPage, 'cx-signin-00-shopper-cart');

  // The agent: made staff with the CLI, signed in, looks the cart up by the key the shopper read out.
  const up = await page.request.post('/api/sign/up', {
    headers: CSRF,
    data: { email: agentEmail, name: 'Alex Agent', password: PASSWORD, isB2b: false },
  });
  expect(up.ok()).toBe(true);
  execFileSync('node', ['cli/bin/nutshell.mjs', 'staff', 'add', agentEmail], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
  });
  await page.request.post('/api/sign/in', { headers: CSRF, data: { email: agentEmail, password: PASSWORD } });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const bar = page.getByRole('region', { name: 'Staff' });
  await bar.getByText('Cart lookup').click();
  await bar.getByLabel('Cart key').fill(key);
  await bar.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(`/cart/customer-cart?key=${key}`);
  await waitForApp(page);
  await expect(bar.getByTestId('acting-for')).toHaveText(`Guest cart ${key}`);

  // Proceed to Checkout in CX mode lands on the signin step.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/signin$/);
  await expect(page.getByRole('heading', { name: 'Customer', exact: true })).toBeVisible();
  await expect(page.getByTestId('signin-acting-for')).toHaveText(`a guest cart (${key})`);
  await page.getByLabel('Customer email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Act for this customer' }).click();
  await expect(page.getByRole('alert')).toHaveText('No customer with that e-mail.');
  await page.getByLabel('Customer email').fill(customerEmail);
  await page.getByRole('button', { name: 'Act for this customer' }).click();
  await expect(page.getByTestId('signin-acting-for')).toHaveText(customerEmail);
  const summary = page.getByRole('region', { name: 'Customer summary' });
  await expect(summary.getByTestId('cx-name')).toHaveText('Sam Shopper');
  await expect(summary.getByTestId('cx-balance')).toHaveText('$0.00');

  const credit = page.getByRole('form', { name: 'Issue store credit' });
  await expect(credit.getByLabel('Reason')).toHaveValue('Courtesy Credit');
  await credit.getByLabel('Amount ($)').fill('2000');
  await credit.getByRole('button', { name: 'Issue store credit' }).click();
  await expect(credit.getByRole('alert')).toHaveText(
    'A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.',
  );
  await credit.getByLabel('Amount ($)').fill('10.00');
  await credit.getByLabel('Note').fill('Late parcel');
  await credit.getByRole('button', { name: 'Issue store credit' }).click();
  await expect(credit.getByRole('status')).toHaveText('Issued $10.00. Store credit balance: $10.00.');
  await expect(summary.getByTestId('cx-balance')).toHaveText('$10.00');
  await shotAtWidths(page, 'cx-signin-01-signin-step');

  // Continue: the first enabled incomplete step.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByLabel('Email', { exact: true }).fill(customerEmail);
  await fillAddress(page, { name: 'Sam Shopper', street: '12 Orchard Lane', city: 'Princeton', zip: '08540' });
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  // Two shipments: one unit home, one to a friend.
  await visit(page, '/checkout/address');
  await page.getByRole('link', { name: 'Ship to multiple addresses' }).click();
  await expect(page).toHaveURL(/\/checkout\/address\/multi$/);
  await page.getByRole('button', { name: 'Add a shipment' }).click();
  const second = page.getByRole('region', { name: 'Shipment 2' });
  await fillAddress(second, { name: 'Pat Friend', street: '9 Nassau St', city: 'Princeton', zip: '08542' });
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(second.getByText('9 Nassau St')).toBeVisible();
  const split = page.getByRole('region', { name: 'Items in each shipment' });
  const in2 = split.getByLabel(/quantity in Shipment 2$/).first();
  await in2.fill('1');
  await in2.blur();
  await expect(split.getByLabel(/quantity in Shipment 1$/).first()).toHaveValue('1');
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole('group', { name: 'Shipment 2' }).getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  const adjustment = page.getByRole('form', { name: 'Payment adjustment' });
  await adjustment.getByLabel('Adjustment amount ($)').fill('-3.00');
  await adjustment.getByLabel('Reason').selectOption('Damaged Box');
  await adjustment.getByLabel('Note').fill('Box arrived crushed');
  await adjustment.getByRole('button', { name: 'Apply' }).click();
  await expect(adjustment.getByTestId('current-adjustment')).toHaveText('Adjustment: -$3.00 (Damaged Box)');
  await page.getByRole('radio', { name: 'Offline' }).check();
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await shotAtWidths(page, 'cx-signin-02-payment-cx');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipment 2' })).toBeVisible();
  await shot(page, 'cx-signin-03-receipt');
  await shopper.close();
});
