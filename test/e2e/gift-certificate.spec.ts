import { expect, test, type Page } from '@playwright/test';
import { continueAsGuest } from './support/guest';
import { visit } from './support/pages';

/**
 * The gift certificate page (catalogue-gifting §2 /gifts/gift-certificate, §4 "gift certificates by id", §9 preset
 * amounts): a link with a variation id opens on its amount, and the amount goes to the cart at its face value.
 * Gift certificates need no shipping (core-cart-checkout §4): checkout asks for an e-mail and a name, then payment.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

test('a shopper opens a $50 gift certificate by its variation id and adds it to the cart', async ({ page }) => {
  await visit(page, '/gifts/gift-certificate?id=6');
  await expect(page.locator('h1.product-title')).toContainText('Gift Certificate');
  const amounts = page.getByRole('group', { name: 'Amount' }).getByRole('radio');
  await expect(amounts).toHaveCount(8);
  await expect(page.getByRole('radio', { name: /\$50\b/ })).toBeChecked();
  await expect(page.locator('.price--large')).toHaveText('$50.00');
  await expect(page.getByText(/\/lb/)).toHaveCount(0);
  await shot(page, 'gift-certificate');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(panel.locator('.added-line__name')).toHaveText('Gift Certificate');
  await expect(panel.locator('.added-line__price')).toHaveText('$50.00');

  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await continueAsGuest(page, 'gift.giver@example.com');
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(page.getByText('Delivery', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill('gift.giver@example.com');
  await page.getByLabel('Full name', { exact: true }).fill('Gift Giver');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});
