import { expect, test, type Page } from '@playwright/test';
import { shot, visit } from './support/pages';

/**
 * A signed-in customer's address step offers the address book (core-cart-checkout §4 address step): the server
 * renders the saved addresses as a radio group, the default preselected; checking out with it sets the cart's
 * shipping address and the order goes through.
 */
const CSRF = { 'x-nutshell-csrf': '1' };

/** Signs a new customer up in the page's context and saves two addresses, the second the default. */
async function customerWithBook(page: Page, email: string): Promise<void> {
  const up = await page.request.post('/api/sign/up', {
    headers: CSRF,
    data: { email, name: 'Sadie Saver', password: 'Walnut.Tree7', isB2b: false },
  });
  expect(up.status()).toBe(200);
  const base = { name: 'Sadie Saver', city: 'Princeton', state: 'NJ', postalCode: '08540', country: 'US' };
  for (const [street1, isDefault] of [
    ['40 Office Park Dr', false],
    ['12 Orchard Lane', true],
  ] as const) {
    const res = await page.request.post('/api/customers/me/addresses', {
      headers: CSRF,
      data: { address: { ...base, street1 }, isDefault },
    });
    expect(res.status()).toBe(200);
  }
}

test('a signed-in customer checks out with a saved address', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await customerWithBook(page, `sadie.${Date.now()}@example.com`);
  await visit(page, '/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  const group = page.getByRole('group', { name: 'Ship to a saved address' });
  await expect(group.getByRole('radio')).toHaveCount(3);

  // The server renders the group: it is in the HTML before any script runs.
  const html = await (await page.request.get('/checkout/address')).text();
  expect(html).toContain('<legend>Ship to a saved address</legend>');
  await page.reload();
  await expect(group.getByRole('radio', { name: /12 Orchard Lane.*Default/ })).toBeChecked();
  await expect(group.getByRole('radio', { name: /40 Office Park Dr/ })).not.toBeChecked();
  await expect(page.getByLabel('Street address', { exact: true })).toHaveCount(0);
  await shot(page, 'address-book-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'address-book-390');
  await group.getByRole('radio', { name: 'Use a new address' }).check();
  await expect(page.getByRole('checkbox', { name: 'Save this address to my address book' })).toBeChecked();
  await shot(page, 'address-book-new-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await group.getByRole('radio', { name: /12 Orchard Lane/ }).check();

  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  await expect(page.locator('address.address-summary').first()).toContainText('12 Orchard Lane');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.locator('main')).toContainText('12 Orchard Lane');
});
