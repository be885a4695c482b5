import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * Where the specs' screenshots go (looked at while building): E2E_SHOTS when set, else inside Playwright's output
 * folder, so a run never writes outside the checkout.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS ?? 'test-results/screenshots';

/**
 * Waits until the app has hydrated the server's page (ui/app/app.tsx marks `<html data-hydrated>`): before, a link
 * is an ordinary page load and a button does nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `url` and waits until the app has hydrated (the page is server-rendered; its code comes after it paints). */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}

/**
 * Waits until React has hydrated the element `target` finds. An island (ui/app/island.tsx: the utility bar, the header
 * search, the footer) hydrates after the app, once its own code is there; until then a click on it is the server
 * markup's default (a link is a plain page load). React marks the elements it has hydrated with its own `__reactProps`
 * keys, which only this test helper reads.
 */
export async function waitForHydrated(target: Locator): Promise<void> {
  await target.first().waitFor();
  await expect
    .poll(() => target.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Opens the login modal from the utility bar (once the bar's island has hydrated: before, the link is a page load). */
export async function openLogin(page: Page) {
  await waitForApp(page);
  const link = page.getByRole('navigation', { name: 'Account and help' }).getByRole('link', {
    name: 'Sign in to your account',
  });
  await waitForHydrated(link);
  await link.click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

/** A full-page screenshot `{name}.png` at the current viewport. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Full-page screenshots `{name}-1280.png` and `{name}-390.png` (desktop and phone widths); ends at 1280 wide. */
export async function shotAtWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Full-page screenshots `{name}-1280.png` and `{name}-375.png`, each once nothing is wider than the screen (no
 * sideways scrolling on a phone; the header settles a moment after a resize, so this waits for the page to fit rather
 * than measuring once); ends at 1280 × 900.
 */
export async function shotsThatFit(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(width);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The built browser chunks ('assets/….js', from dist/ui/.vite/manifest.json) of the source modules whose path matches
 * `modules` (chunks are named by their hash, vite.config.ts).
 */
export function chunkFilesOf(modules: RegExp): string[] {
  const manifest = JSON.parse(readFileSync('dist/ui/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return Object.entries(manifest)
    .filter(([source]) => modules.test(source))
    .map(([, chunk]) => chunk.file);
}
