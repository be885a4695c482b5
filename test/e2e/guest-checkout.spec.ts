import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { continueAsGuest } from './support/guest';
import { visit, waitForApp } from './support/pages';

/**
 * Steps 2 and 3 of the walking skeleton, as a shopper does them in Chromium: home → category → product →
 * variant → quantity → Add to Cart → Added to Cart panel → cart (change quantity, remove, discount code) →
 * guest checkout (address, delivery, payment) → receipt. Then a CX agent finds the order with the CLI.
 * A screenshot of each page goes to test-results/screenshots/.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

test('a guest buys from the home page to the receipt, and the CLI shows the order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Nutshell' }).first()).toBeVisible();
  await shot(page, '01-home');

  await page.getByRole('navigation').getByRole('link', { name: 'Nuts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/nuts$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nuts');
  await shot(page, '02-category');

  await page.locator('main a[href^="/nuts/"]').first().click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByText('Nutrition Facts').first()).toBeVisible();
  const radios = page.getByRole('radio');
  if ((await radios.count()) > 1) await radios.nth(1).check();
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');
  await shot(page, '03-product');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('button', { name: 'View Cart' }).or(panel.getByRole('link', { name: 'View Cart' })),
  ).toBeVisible();
  await expect(panel.getByText(/Proceed to Checkout/)).toBeVisible();
  await expect(panel.getByText(/Keep Shopping/)).toBeVisible();
  await expect(panel.getByText(/FREE shipping/i)).toBeVisible();
  await shot(page, '04-added-to-cart');
  await panel.getByText('Keep Shopping').click();

  // A meltable chocolate product (heat-resistant packaging at checkout), then a third product to remove.
  await page.getByRole('navigation').getByRole('link', { name: 'Chocolates & Sweets', exact: true }).first().click();
  await page.locator('main a[href^="/chocolatessweets/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByText('Keep Shopping').click();
  await visit(page, '/driedfruit');
  await page.locator('main a[href^="/driedfruit/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByText('View Cart').click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  const removeButtons = page.getByRole('button', { name: /^Remove / });
  await expect(removeButtons).toHaveCount(3);
  await page.getByLabel('Quantity', { exact: true }).first().selectOption('3');
  await expect(page.getByLabel('Quantity', { exact: true }).first()).toHaveValue('3');
  await removeButtons.nth(2).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);

  await page.getByLabel('Discount code', { exact: true }).fill('SUMMER15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount code could not be applied because it is MaxApplicationReached')).toBeVisible();
  await page.getByLabel('Discount code', { exact: true }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('SAVE10')).toBeVisible();
  await expect(page.getByText('Discount', { exact: true }).first()).toBeVisible();
  await shot(page, '05-cart');

  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .first()
    .click();
  await continueAsGuest(page, 'pat.shopper@example.com');
  await expect(page).toHaveURL(/\/checkout\/address/);
  await expect(page.getByRole('heading', { name: 'Email & Shipping Info' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('pat.shopper@example.com');
  await page.getByLabel('Full name', { exact: true }).fill('Pat Shopper');
  await page.getByLabel('Street address', { exact: true }).fill('12 Orchard Lane');
  await page.getByLabel('City', { exact: true }).fill('Princeton');
  await page.getByLabel('State', { exact: true }).selectOption('NJ');
  await page.getByLabel('ZIP code', { exact: true }).fill('08540');
  await shot(page, '06-checkout-address');
  await page.getByRole('button', { name: /Continue/ }).click();

  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  const options = page.getByRole('radio');
  await expect(options.first()).toBeVisible();
  await options.first().check();
  await expect(page.getByText(/Order within/)).toBeVisible();
  await expect(page.getByText('Heat-Resistant Packaging').first()).toBeVisible();
  await shot(page, '07-checkout-shipping');
  await page.getByRole('button', { name: /Continue/ }).click();

  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await page.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0002');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await shot(page, '08-checkout-payment');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  for (const label of ['Subtotal', 'Discount', 'Shipping', 'Heat-Resistant Packaging', 'Tax'])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  const orderText = await page
    .getByText(/Order number/)
    .first()
    .innerText();
  const orderNumber = /(\d{6,})/.exec(orderText)?.[1];
  expect(orderNumber).toBeTruthy();
  await shot(page, '09-receipt');

  // The receipt as the server renders it (a reload, or the link in a mail): complete, and it hydrates cleanly.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(orderNumber!).first()).toBeVisible();
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  // The CX agent: the CLI talks to the running server over HTTP and finds the order.
  const out = execFileSync('node', ['cli/bin/nutshell.mjs', 'order', 'show', orderNumber!, '--json'], {
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  const order = JSON.parse(out) as { orderNumber: string; customerEmail: string };
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.customerEmail).toBe('pat.shopper@example.com');
});
