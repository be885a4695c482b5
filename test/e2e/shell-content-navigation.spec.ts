import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shotsThatFit, visit, waitForHydrated } from './support/pages';

/**
 * The header's content follows an in-app navigation (shell-account §4 CMS content loading; §7 user attributes incl.
 * urlPath): a sitewide banner published for '/help' only appears after navigating in the app from / to /help, without
 * a page load, and disappears going back. The banner is unpublished afterwards (the specs share one server).
 */
function nutshell(args: readonly string[]): string {
  return execFileSync('node', ['cli/bin/nutshell.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
  });
}

const NAME = 'e2e-help-banner';
const TEXT = 'Questions? Our help centre has the answers.';

test.afterAll(() => {
  nutshell(['content', 'unpublish', 'sitewide-banner', NAME]);
});

test('a banner targeted at /help shows after an in-app navigation to /help and goes going back', async ({ page }) => {
  const file = join(mkdtempSync(join(tmpdir(), 'nutshell-banner-')), 'banner.json');
  writeFileSync(
    file,
    JSON.stringify({
      name: NAME,
      query: [{ property: 'urlPath', operator: 'is', value: '/help' }],
      data: { content: `<p>${TEXT}</p>` },
    }),
  );
  nutshell(['content', 'put', 'sitewide-banner', file]);
  nutshell(['content', 'publish', 'sitewide-banner', NAME]);

  await visit(page, '/');
  await expect(page.getByText(TEXT)).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const help = page.locator('footer a[href="/help"]').first();
  await waitForHydrated(help);
  await help.click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByText(TEXT)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await shotsThatFit(page, 'shell-content-help-banner');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(TEXT)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
