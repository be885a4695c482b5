import { expect, test, type Page } from '@playwright/test';
import { SHOTS_DIR, visit } from './support/pages';

/**
 * Allergen statements and nutrient content claims as a shopper meets them in Chromium: search results
 * filtered to tree-nut-free show no product whose statement contains tree nuts (checked on the cards' allergen badges
 * and on the product pages of the first results); a product page shows its 'Contains:' line under the ingredients and
 * its claims, each explained on hover and on keyboard focus per the reference amount of its kind of food.
 * Screenshots go to SHOTS_DIR.
 */
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });

test('a shopper filters search to tree-nut-free and sees no product that contains tree nuts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/search/instant?query=chocolate');
  const count = page.locator('.search-page__count');
  await expect(count).toHaveText(/^\d+ products$/);
  const before = Number((await count.textContent())!.replace(/\D/g, ''));
  // Before the filter, some results contain tree nuts.
  await expect(page.locator('.search-hit .allergen-badge', { hasText: /^Tree Nuts$/ }).first()).toBeVisible();

  const freeFrom = page.getByRole('region', { name: 'Free from' });
  await freeFrom.getByRole('checkbox', { name: /^Tree nut-free/ }).check();
  await expect(page).toHaveURL(/refinementList%5BfreeFrom%5D=tree-nut-free/);
  await expect.poll(async () => Number(((await count.textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(before);
  await expect(page.locator('.search-results > li').first()).toBeVisible();
  await expect(page.locator('.search-hit .allergen-badge', { hasText: /^Tree Nuts$/ })).toHaveCount(0);
  // Every shown product has a known statement: the filter never includes a product whose allergens are unknown.
  const cards = page.locator('.search-results .search-hit');
  const n = await cards.count();
  expect(n).toBeGreaterThan(10);
  await shot(page, 'allergens-01-search-tree-nut-free');

  // The product pages of the first results say so too.
  const paths = await page
    .locator('.search-results .search-hit__name a')
    .evaluateAll((links) => links.slice(0, 3).map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  for (const path of paths) {
    await visit(page, path);
    await page.getByRole('button', { name: 'Ingredients' }).click();
    const statement = page.locator('.allergen-statement');
    await expect(statement).toHaveText(/^(Contains: |Contains no major food allergens)/);
    await expect(statement).not.toContainText('Tree Nuts');
  }

  // The filter survives a reload (it is in the URL).
  await visit(page, '/search/instant?query=chocolate&refinementList%5BfreeFrom%5D=tree-nut-free');
  await expect(
    page.getByRole('region', { name: 'Free from' }).getByRole('checkbox', { name: /^Tree nut-free/ }),
  ).toBeChecked();
  await expect(page.locator('.search-hit .allergen-badge', { hasText: /^Tree Nuts$/ })).toHaveCount(0);
});

test("a product page shows its 'Contains:' line and its claims, explained on hover and focus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/nuts/almonds/dry-roasted-almonds-unsalted');
  const ingredients = page.getByRole('button', { name: 'Ingredients' });
  if ((await ingredients.getAttribute('aria-expanded')) !== 'true') await ingredients.click();
  await expect(page.locator('.allergen-statement')).toHaveText('Contains: Tree Nuts (Almonds)');

  const highlights = page.getByRole('list', { name: 'Highlights' });
  const fiber = highlights.getByText('Good Source of Fiber', { exact: true });
  await expect(fiber).toBeVisible();
  const tooltip = page.getByRole('tooltip', {
    name: '10 to 19% of the Daily Value of fiber per 30 g, the reference amount for nuts',
  });
  await expect(tooltip).toBeHidden();
  await fiber.hover();
  await expect(tooltip).toBeVisible();
  await shot(page, 'allergens-02-claim-hover');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  // Keyboard: the claim takes focus and its explanation is its description.
  await fiber.focus();
  await expect(tooltip).toBeVisible();
  await expect(fiber).toHaveAccessibleDescription(
    '10 to 19% of the Daily Value of fiber per 30 g, the reference amount for nuts',
  );
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(page.locator('.claim-disclosures')).toHaveText(
    'Contains 15 g of total fat per serving. See nutrition information for fat content.',
  );
  await shot(page, 'allergens-03-product-contains');

  // A food with claims of 21 CFR 101.13(e)(2): dates are fat free by nature.
  await visit(page, '/driedfruit/medjool-dates');
  const fatFree = page.getByRole('list', { name: 'Highlights' }).getByText('Fat Free', { exact: true });
  await fatFree.focus();
  await expect(
    page.getByRole('tooltip', {
      name: 'Medjool Dates, a fat free food: less than 0.5 g of fat per 40 g, the reference amount for dried fruit',
    }),
  ).toBeVisible();
  const dateIngredients = page.getByRole('button', { name: 'Ingredients' });
  if ((await dateIngredients.getAttribute('aria-expanded')) !== 'true') await dateIngredients.click();
  await expect(page.locator('.allergen-statement')).toHaveText('Contains no major food allergens');
  await shot(page, 'allergens-04-dates-fat-free');

  // The phone layout keeps the statement and the explanation readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/chocolatessweets/chocolate/milk-chocolate-with-almonds');
  const chocolateIngredients = page.getByRole('button', { name: 'Ingredients' });
  if ((await chocolateIngredients.getAttribute('aria-expanded')) !== 'true') await chocolateIngredients.click();
  await expect(page.locator('.allergen-statement')).toHaveText('Contains: Milk, Soybeans, Tree Nuts (Almonds)');
  await page.locator('.allergen-statement').scrollIntoViewIfNeeded();
  await shot(page, 'allergens-05-phone-contains');
});
