import { expect, test, type Page } from '@playwright/test';

/**
 * From search to cart in Chromium (spec: shell-account §4 Search; catalogue-gifting §2 product page, §4 Delivery
 * estimate): the results page restored from its URL alone, a product opened from a hit, an arrival date
 * estimated for a ZIP code with its 'Order within' countdown, and Add to Cart opening the 'Added to Cart' panel.
 * Screenshots of the product page at desktop and phone sizes go to test-results/screenshots/.
 */
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`on a ${viewport.name}, a shopper opens a product from search results, estimates delivery for a ZIP and adds it to the cart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/search/instant?query=almonds&toggle%5BinStock%5D=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “almonds”');
    const first = page.locator('.search-results > li').first();
    await expect(first).toBeVisible();
    const name = (await first.locator('.search-hit__name').textContent())?.trim() ?? '';
    expect(name).toMatch(/almond/i);
    await first.getByRole('link').first().click();

    await expect(page.locator('h1.product-title')).toContainText(name);
    const productUrl = page.url();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await delivery.getByRole('button', { name: 'Enter zip code for arrival date' }).click();
    await delivery.getByLabel('ZIP code').fill('08540');
    await delivery.getByRole('button', { name: 'Update' }).click();
    await expect(delivery.getByText(/^Arrives by /)).toBeVisible();
    await expect(delivery.getByText(/Order within/)).toBeVisible();
    await shot(page, `product-${viewport.name}-estimate`);

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(panel).toBeVisible();
    await expect(panel.locator('.added-line__name')).toHaveText(name);
    // The panel recommends the product's category, without the product just added.
    const recommended = panel.getByRole('region', { name: 'Frequently bought together' });
    await expect(recommended.getByRole('listitem').first()).toBeVisible();
    await expect(recommended.getByRole('link', { name, exact: true })).toHaveCount(0);
    await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await shot(page, `product-${viewport.name}-added`);

    // Back returns to the same results, restored from the URL.
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/instant\?query=almonds/);
    await expect(page.locator('.search-results > li').first().locator('.search-hit__name')).toHaveText(name);
    expect(productUrl).not.toContain('/search/');
  });
}
