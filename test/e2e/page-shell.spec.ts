import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkFilesOf, visit, waitForApp } from './support/pages';

/**
 * The page the server sends for each route (Lighthouse): compressed, naming the code the route loads on demand in
 * the script that loads the app after the first paint, and a product page rendered with its state, which the app hydrates
 * without asking /api/resolve-path.
 */
test('the cart page names its on-demand chunks; assets come pre-compressed', async ({ request }) => {
  const cart = await request.get('/cart', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(cart.headers()['content-type']).toContain('text/html');
  const html = await cart.text();
  // The app's modules are listed in the one inline script that loads them after the first paint: the entry first,
  // then its chunks and the cart's on-demand ones.
  const modules = /(\["\/assets\/[^\]]*\])\.forEach\(function\(u\)\{import\(u\)\}\)/.exec(html)?.[1];
  const list = JSON.parse(modules ?? '[]') as string[];
  // Chunks are named by their hash (vite.config.ts): the build manifest says which file holds which module.
  expect(list).toContain(`/${chunkFilesOf(/^routes\/cart-route\.tsx$/)[0]}`);
  expect(list).toContain(`/${chunkFilesOf(/commercetools\/http-my-cart\.ts$/)[0]}`);
  const entry = list[0];
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const js = await request.get(entry!, { headers: { 'accept-encoding': 'br' } });
  expect(js.headers()['content-encoding']).toBe('br');
});

test('a product page arrives rendered, with its state, and hydrates without a resolve-path call', async ({ page }) => {
  const resolveCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/resolve-path')) resolveCalls.push(r.url());
  });
  await page.goto('/nuts/almonds/almonds');
  await expect(page.getByRole('heading', { level: 1, name: 'Almonds' })).toBeVisible();
  await expect(page.locator('script#nutshell-state')).toHaveCount(1);
  await waitForApp(page);
  expect(resolveCalls).toEqual([]);
  // Navigating on within the app asks the server as before.
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'Nuts', exact: true })
    .click();
  await expect.poll(() => resolveCalls.length).toBeGreaterThan(0);
});

test('the browser build carries no dependency-injection container: neither inversify nor reflect-metadata', () => {
  const assets = join(process.cwd(), 'dist', 'ui', 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  // inversify keys its class metadata '@inversifyjs/…'; reflect-metadata defines Reflect.defineMetadata.
  const carrying = scripts.filter((f) => /@inversifyjs|defineMetadata/.test(readFileSync(join(assets, f), 'utf8')));
  expect(carrying).toEqual([]);
});

test("a store page loads no style sheet after it paints: every sheet it needs, its islands' included, is inline", async ({
  page,
}) => {
  for (const path of ['/', '/nuts/almonds/almonds']) {
    const sheets: string[] = [];
    const onRequest = (r: { resourceType(): string; url(): string }) => {
      if (r.resourceType() === 'stylesheet') sheets.push(r.url());
    };
    page.on('request', onRequest);
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(sheets, path).toEqual([]);
    // Vite's preload helper adds a chunk's sheet unless a <link rel="stylesheet"> names it: the inline ones have one,
    // disabled (html-shell.ts).
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBeGreaterThan(0);
  }
});
