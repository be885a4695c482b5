import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y';
import { shotsThatFit, visit } from './support/pages';

/**
 * The wholesale page in Chromium (spec: shell-account §1 /wholesale, §2 footer link Wholesale; core-cart-checkout §6
 * "A bulk wholesale item is offered only if its variant name contains 'individually wrapped'"): /wholesale lists the
 * seeded cases by category; the Category filter narrows it to Candy; two cases of Butterscotch Candies go into the cart
 * (POST /cart, the product page's path) and /cart shows the line at the case price; axe finds nothing serious. Each test has its own browser
 * context (a fresh session and cart); adding to a cart changes no stock. Screenshots at 1280 and 375 px go to
 * E2E_SHOTS (else test-results/screenshots).
 */

interface AddedLine {
  readonly name: string;
  readonly quantity: number;
  readonly variant: { readonly sku: string };
  readonly totalPrice: { readonly cents: number };
}

test('a business buyer filters the wholesale cases and adds two cases to the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/wholesale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await expect(page.locator('.wholesale-category h2')).toHaveText([
    'Nuts',
    'Almonds',
    'Peanuts',
    'Dried Fruit',
    'Candy',
    'Snacks',
  ]);
  await expect(page.getByText('Case of 100 individually wrapped 1 oz packs').first()).toBeVisible();
  await expect(page.getByText('25 lb case')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'wholesale page');
  await shotsThatFit(page, 'wholesale');

  await page.getByLabel('Category', { exact: true }).selectOption('candy');
  await expect(page).toHaveURL(/\/wholesale\?category=candy$/);
  await expect(page.locator('.wholesale-category h2')).toHaveText(['Candy']);
  await expect(page.getByText('12 wholesale items')).toBeVisible();

  const row = page.locator('.wholesale-item').filter({ hasText: 'Butterscotch Candies' });
  await expect(row.getByText('Case of 200 individually wrapped 0.5 oz pieces')).toBeVisible();
  await expect(row.getByText('$40.89 per case')).toBeVisible();
  await expect(row.getByText('$0.20 per piece')).toBeVisible();
  await row.getByLabel('Cases').fill('2');
  await shotsThatFit(page, 'wholesale-candy');

  const added = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/cart');
  await row.getByRole('button', { name: /^Add to Cart/ }).click();
  const body = (await (await added).json()) as { data: { cart: { lineItems: AddedLine[] } } };
  const line = body.data.cart.lineItems.find((l) => l.variant.sku === '1237-04');
  expect(line && [line.name, line.quantity, line.totalPrice.cents]).toEqual(['Butterscotch Candies', 2, 8178]);

  await visit(page, '/cart');
  const cartLine = page.locator('.cart-line').filter({ hasText: 'Butterscotch Candies' });
  await expect(cartLine).toHaveCount(1);
  await expect(cartLine.getByText('Case of 200 individually wrapped 0.5 oz pieces').first()).toBeVisible();
  await expect(cartLine.getByText('$81.78').first()).toBeVisible();
  await shotsThatFit(page, 'wholesale-cart');
});

test('the footer links to /wholesale, and /wholesale/ lands on it', async ({ page }) => {
  await visit(page, '/wholesale/');
  await expect(page).toHaveURL(/\/wholesale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Wholesale' })).toHaveAttribute(
    'href',
    '/wholesale',
  );
});
