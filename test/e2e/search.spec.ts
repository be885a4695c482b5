import { expect, test, type Page } from '@playwright/test';
import { chunkFilesOf, waitForApp } from './support/pages';

/**
 * Search as a shopper does it in Chromium (spec: shell-account §2 Search, §4 Search; core-cart-checkout §9):
 * type in the header, see the suggestions popover (departments, products, query suggestions), submit, refine
 * by a facet, sort, go to page 2, reload and get the same results from the URL, go back. Then the phone
 * layout: the search button opens a full-screen modal. Screenshots go to test-results/screenshots/.
 */
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });

const resultNames = (page: Page) => page.locator('.search-results .search-hit__name').allTextContents();
/** The results page's hit count ('127 products' → 127), once answered; NaN before. */
const productCount = async (page: Page) =>
  Number(((await page.locator('.search-page__count').textContent()) ?? '').replace(/[^0-9]/g, '') || Number.NaN);
const resultPrices = async (page: Page) =>
  (await page.locator('.search-results .search-hit__now').allTextContents()).map((t) =>
    Number(t.replace(/[^0-9.]/g, '')),
  );

test('a shopper searches from the header, refines, sorts, pages, reloads and goes back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const box = header.getByPlaceholder('Search for a product');
  await expect(box).toBeVisible();

  // Nothing of InstantSearch is loaded until the shopper opens search.
  const searchChunks: string[] = [];
  const searchFiles = chunkFilesOf(/suggestions-panel|search-client|search-page/);
  page.on('request', (r) => {
    if (searchFiles.some((f) => r.url().endsWith(`/${f}`))) searchChunks.push(r.url());
  });
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(searchChunks).toEqual([]);

  await box.click();
  await box.pressSequentially('chocolate', { delay: 40 });
  const departments = header.getByRole('region', { name: 'Departments' });
  await expect(departments.getByRole('link', { name: 'Chocolates & Sweets' })).toBeVisible();
  await expect(header.getByRole('region', { name: 'Products' }).getByRole('listitem')).toHaveCount(5);
  await expect(header.getByRole('region', { name: 'Popular searches' }).getByRole('listitem')).toHaveCount(6);
  expect(searchChunks.length).toBeGreaterThan(0);
  await expect(header.getByRole('region', { name: 'Products' }).locator('mark').first()).toHaveText(/^chocolate$/i);
  await shot(page, 'search-01-suggestions-desktop');

  await page.keyboard.press('Escape');
  await expect(header.getByRole('region', { name: 'Departments' })).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/instant\?query=chocolate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “chocolate”');
  // The seeded catalogue has more than one page (50) of chocolate products.
  await expect(page.locator('.search-page__count')).toHaveText(/^\d+ products$/);
  const allCount = await productCount(page);
  expect(allCount).toBeGreaterThan(50);
  await expect(page.locator('.search-results > li')).toHaveCount(50);

  // Refine by a facet: the URL follows after its 400 ms debounce.
  const category = page.getByRole('region', { name: 'Category' });
  await category.getByRole('checkbox', { name: /^Chocolates & Sweets/ }).check();
  await expect(page).toHaveURL(/refinementList%5Bcategories\.lvl0%5D=Chocolates\+%26\+Sweets/);
  await expect.poll(() => productCount(page)).toBeLessThan(allCount);
  const refinedCount = await productCount(page);
  expect(refinedCount).toBeGreaterThan(50);

  // Sort by price: the URL gains sortBy, the cheapest come first.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sortBy=Products_price_asc/);
  await expect
    .poll(async () => {
      const p = await resultPrices(page);
      return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    })
    .toBe(true);
  await shot(page, 'search-02-results-desktop', true);

  // Page 2.
  const firstPageNames = await resultNames(page);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Page 2' })
    .or(page.locator('.search-pagination').getByRole('link', { name: 'Page 2' }))
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await resultNames(page))[0]).not.toBe(firstPageNames[0]);
  const secondPageNames = await resultNames(page);
  expect(secondPageNames).toHaveLength(50);
  const url = page.url();

  // Reload: same results from the URL alone.
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect.poll(() => resultNames(page)).toEqual(secondPageNames);
  await expect(
    page.getByRole('region', { name: 'Category' }).getByRole('checkbox', { name: /^Chocolates & Sweets/ }),
  ).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('Products_price_asc');
  await shot(page, 'search-03-page-2-desktop');

  // Back: page 1 of the same sorted, refined results; back again: unsorted.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sortBy=Products_price_asc/);
  await expect.poll(() => resultNames(page)).toEqual(firstPageNames);
  await page.goBack();
  await expect(page).not.toHaveURL(/sortBy=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('Products');

  // The search is kept in recent searches.
  await header.getByPlaceholder('Search for a product').click();
  await expect(
    header.getByRole('region', { name: 'Recent searches' }).getByRole('button', { name: 'chocolate' }),
  ).toBeVisible();
  await expect(header.getByRole('region', { name: 'Products' }).getByRole('listitem')).toHaveCount(5);
  await shot(page, 'search-07-recent-desktop');
});

test('on a phone the search button opens a full-screen modal', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByPlaceholder('Search for a product')).toHaveCount(0);
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByPlaceholder('Search for a product');
  await expect(box).toBeFocused();
  await box.pressSequentially('almond', { delay: 40 });
  await expect(
    dialog.getByRole('region', { name: 'Departments' }).getByRole('link', { name: 'Almonds' }),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Products' }).locator('mark').first()).toHaveText(/^almond$/i);
  await shot(page, 'search-04-modal-phone');

  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\/instant\?query=almond$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “almond”');
  await expect(page.locator('.search-results > li').first()).toBeVisible();
  await shot(page, 'search-05-results-phone');

  // On the results page the search button focuses the page's search input.
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
  await expect(page.locator('#search-page-query')).toBeFocused();

  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeVisible();
  await shot(page, 'search-06-filters-phone');
});
