import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, shot } from './support/a11y';

/**
 * The secondary navigation's pages and 'Gifts under $40' in Chromium (shell-account §2 Header "Default secondary
 * navigation links", Desktop mega menu "Gifts under $40"): each link from home opens a page (200) with its heading and
 * product cards (the pantry staples page: its content), axe-clean; the gifts under $40 show only gifts priced at most
 * $40 with a removable 'Under $40' chip. Read-only: nothing is added to a cart.
 */

const LINKS: readonly (readonly [text: string, heading: string])[] = [
  ['Organic', 'Organic'],
  ['Raw', 'Raw'],
  ['Gluten-Free', 'Gluten-Free'],
  ['Dark Chocolate', 'Dark Chocolate'],
  ['Pantry Staples', 'Pantry Staples'],
  ['Superfoods', 'Superfoods'],
  ['Single-Serve', 'Single-Serve Nuts'],
  ['Office Snacks', 'Office Snacks'],
  ['New Products', 'New Products'],
  ['Top Sellers', 'Top Sellers'],
];

const secondaryNav = (page: Page) => page.getByRole('navigation', { name: 'Popular' });

test('each secondary navigation link opens its page with a heading and cards, axe-clean', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [text, heading] of LINKS) {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const link = secondaryNav(page).getByRole('link', { name: text, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect((await page.request.get(href)).status(), href).toBe(200);
    await link.click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (text === 'Pantry Staples') {
      await expect(main.getByRole('link', { name: /Flours & Grains/ })).toBeVisible();
    } else {
      expect(await main.locator('article').count(), href).toBeGreaterThanOrEqual(4);
    }
    await expectNoSeriousViolations(page, `secondary nav ${href}`);
  }
  await page.goto('/tag/dark+chocolate');
  await shot(page, 'collection-dark-chocolate-1280', false);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/tag/dark+chocolate');
  await shot(page, 'collection-dark-chocolate-375', false);
});

/** The prices the results page shows, in dollars. */
const shownPrices = (page: Page) =>
  page
    .locator('.search-results .search-hit__now')
    .allTextContents()
    .then((texts) => texts.map((t) => Number(t.replace(/[^0-9.]/g, ''))));

test("'Gifts under $40' lists only gifts of $40 or less, with a removable 'Under $40' chip", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const megaNav = page.getByRole('navigation', { name: 'Shop by category' });
  await megaNav.getByRole('link', { name: 'Gifts', exact: true }).hover();
  await megaNav
    .getByRole('region', { name: 'Gifts', exact: true })
    .getByRole('link', { name: 'Gifts under $40' })
    .click();
  await expect(page).toHaveURL(/range%5Bprice%5D=%3A40/);
  const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chip).toHaveText('Under $40');
  await expect(page.locator('.search-results > li').first()).toBeVisible();
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(
    prices.every((p) => p >= 0 && p <= 40),
    prices.join(', '),
  ).toBe(true);
  await expectNoSeriousViolations(page, 'gifts under $40');
  await shot(page, 'gifts-under-40-1280', false);

  await page.getByRole('button', { name: 'Remove filter: Under $40' }).click();
  await expect(page).not.toHaveURL(/range%5Bprice%5D/);
  await expect(chip).toHaveCount(0);
  // Without the range, the dearest variants (2 lb tins, larger certificates) come back: highest price first shows them.
  await page.getByLabel('Sort by').selectOption('Products_price_desc');
  await expect.poll(async () => (await shownPrices(page)).some((p) => p > 40)).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(
    '/search/instant?refinementList%5Bcategories.lvl0%5D=Gifts&range%5Bprice%5D=%3A70&sortBy=Products_price_asc',
  );
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveText('Under $70');
  expect((await shownPrices(page)).every((p) => p <= 70)).toBe(true);
  await shot(page, 'gifts-under-70-375', false);
});
