import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/pages';

/**
 * Every page kind is rendered on the server and hydrates without an error, a hydration warning or a
 * Content-Security-Policy violation; and a browser without JavaScript gets complete pages and can add to its cart.
 */

/** A path no page has. */
const NOT_FOUND_PATH = '/no/such/page';

/** Records console errors and warnings, uncaught errors and CSP violations of `page` from its first script on. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The 404 page's own document answers 404 on purpose, which Chromium logs as a failed load.
    if (m.location().url.endsWith(NOT_FOUND_PATH)) return;
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match|server/i.test(m.text())))
      problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return problems;
}

/** Opens `path`, waits until the app has hydrated and gone quiet. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

test('every page kind hydrates with no console error, hydration warning or CSP violation', async ({ page }) => {
  const problems = await watch(page);
  for (const path of ['/', '/nuts', '/nuts/almonds', '/nuts/almonds/almonds', '/search/instant?query=almonds']) {
    await open(page, path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await open(page, NOT_FOUND_PATH);
  await expect(page.getByText('404').first()).toBeVisible();
  await open(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  // A line in the cart, then the cart and each checkout step rendered by the server.
  await open(page, '/nuts/almonds/almonds');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  for (const path of ['/cart', '/checkout/address', '/checkout/shipping', '/checkout/payment']) {
    await open(page, path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("a product card's link opens the product within the app, without loading a new document", async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await open(page, '/nuts');
  const link = page.locator('main .product-card__name a').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/nuts');
  expect(documents).toHaveLength(1);
  // Back returns to the listing, within the app too.
  await page.goBack();
  await expect(page.locator('main h1').first()).toHaveText('Nuts');
});

test('the hydrated product page works: a variant, a quantity and Add to Cart', async ({ page }) => {
  const problems = await watch(page);
  await open(page, '/nuts/almonds/almonds');
  const radios = page.getByRole('radio');
  await radios.nth(1).check();
  await expect(radios.nth(1)).toBeChecked();
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a listing, a product and a search are complete and readable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Nutshell' }).first()).toBeVisible();
    await expect(page.locator('main a[href^="/nuts"]').first()).toBeVisible();

    await page.goto('/nuts');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuts' })).toBeVisible();
    const product = page.locator('main a[href="/nuts/almonds/almonds"]').first();
    await expect(product).toBeVisible();
    await product.click();
    await expect(page).toHaveURL(/\/nuts\/almonds\/almonds$/);
    await expect(page.getByRole('heading', { level: 1, name: /Almonds/ })).toBeVisible();
    await expect(page.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
    await expect(page.getByRole('radio')).not.toHaveCount(0);
    await expect(page.getByText('Nutrition Facts').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    await page.goto('/search/instant?query=almonds');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('almonds');
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
    await expect(page.locator('main a[href="/nuts/almonds/almonds"]').first()).toBeVisible();
  });

  test('a listing pages through its products with real links', async ({ page }) => {
    await page.goto('/nuts');
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('href', /\?page=2$/);
    const firstOnPageOne = await page.locator('main .product-card a').first().getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(/\/nuts\?page=2$/);
    const firstOnPageTwo = await page.locator('main .product-card a').first().getAttribute('href');
    expect(firstOnPageTwo).not.toBe(firstOnPageOne);
  });

  test('Add to Cart is a form that adds the line and shows the cart', async ({ page }) => {
    await page.goto('/nuts/almonds/almonds');
    await page.getByLabel('Quantity', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(page.locator('main').getByText('Almonds').first()).toBeVisible();
    await expect(page.getByLabel('Quantity', { exact: true }).first()).toHaveValue('3');
  });
});
