import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bucketOf } from '../../adapters/embedded/targeting/bucketing';
import { expectNoSeriousViolations } from './support/a11y';
import { visit, waitForHydrated } from './support/pages';

/**
 * Feature flags in their four layers and targeting (spec: shell-account §4 "Feature flags come in layers by
 * precedence: local, session, site, visitor; set from a comma list where a '-' prefix means false", "Engagement with
 * a targeting decision is reported with decision_id and variation_id"; catalogue-gifting §4 Recommendations): a flag
 * set in each layer switches what it names, and a recommendation row served by targeting reports the click on its
 * card. Nothing here changes stock or the shared server's settings (the site layer runs on a server of its own).
 */
const REFER = 'Refer & Get $20';

/** The first visitor id the 50/50 campaign `campaignId` buckets into `variationId` (the embedded bucketing). */
function visitorFor(campaignId: number, ids: readonly [number, number], variationId: number): string {
  const variations = ids.map((id) => ({ id, weight: 50 }));
  for (let i = 0; ; i++) if (bucketOf(`e2e${i}`, campaignId, variations)?.id === variationId) return `e2e${i}`;
}

const utilityRefer = (page: Page) =>
  page.getByRole('navigation', { name: /utility|account/i }).getByRole('link', { name: REFER });
const footerRefer = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: REFER });

async function stateFlags(page: Page): Promise<Record<string, boolean> | undefined> {
  const json = await page.locator('#nutshell-state').textContent();
  return (JSON.parse(json ?? '{}') as { featureFlags?: Record<string, boolean> }).featureFlags;
}

test('local layer: ?localFlags= and window.nutshellFlags switch disableReferral in this browser', async ({ page }) => {
  await visit(page, '/?localFlags=disableReferral');
  await waitForHydrated(page.getByRole('contentinfo').getByRole('link').first());
  await expect(footerRefer(page)).toHaveCount(0);
  await expect(utilityRefer(page)).toHaveCount(0);
  await visit(page, '/nuts');
  await expect(footerRefer(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { nutshellFlags: { list(): string } }).nutshellFlags.list()),
  ).toBe('disableReferral');
  await page.evaluate(() => (window as unknown as { nutshellFlags: { clear(): void } }).nutshellFlags.clear());
  await expect(footerRefer(page)).toHaveCount(1);
});

test('session layer: ?flags= keeps disableReferral for the session, and -disableReferral turns it off', async ({
  page,
}) => {
  await visit(page, '/?flags=disableReferral');
  await expect(footerRefer(page)).toHaveCount(0);
  await visit(page, '/nuts');
  await expect(footerRefer(page)).toHaveCount(0);
  await visit(page, '/nuts?flags=-disableReferral');
  await expect(footerRefer(page)).toHaveCount(1);
});

test('visitor layer: the Visitor Flags campaign turns socialProofMessaging on for its variation', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: '_dyid', value: visitorFor(301, [3011, 3012], 3012), url: baseURL! }]);
  await visit(page, '/');
  expect(await stateFlags(page)).toEqual({ socialProofMessaging: true });
  await visit(page, '/?flags=-socialProofMessaging');
  expect(await stateFlags(page)).toEqual({ socialProofMessaging: false });
  await context.clearCookies();
  await context.addCookies([{ name: '_dyid', value: visitorFor(301, [3011, 3012], 3011), url: baseURL! }]);
  await visit(page, '/');
  expect(await stateFlags(page)).toBeUndefined();
});

test('a recommendation row served by targeting reports the click on its card', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: '_dyid', value: visitorFor(101, [1011, 1012], 1012), url: baseURL! }]);
  await visit(page, '/nuts/almonds/almonds');
  const row = page.getByRole('region', { name: 'Frequently bought together' });
  const first = row.getByRole('link', { name: 'Dry Roasted Cashews (Salted)' }).first();
  await waitForHydrated(first);
  await expectNoSeriousViolations(page, 'product page with a targeted row');
  const engagement = page.waitForRequest((r) => r.url().endsWith('/api/dy/engagement') && r.method() === 'POST');
  await first.click();
  const body = (await engagement).postData() ?? '';
  expect(new URLSearchParams(body).get('decision_id')).toBe('nd-101-1012');
  expect(new URLSearchParams(body).get('variation_id')).toBe('1012');
  await expect(page).toHaveURL(/dry-roasted-cashews/);
});

test.describe('site layer', () => {
  const port = Number(process.env.E2E_PORT ?? 3123) + 1;
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-site`;
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn('npx', ['tsx', 'adapters/wiring/server-main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        NUTSHELL_DATA_DIR: dataDir,
        NUTSHELL_FLAGS: 'disableReferral',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      // Its own process group, so that stopping it stops npx's children (tsx, the server) too.
      detached: true,
    });
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/health`).catch(() => undefined))?.status, {
        timeout: 120_000,
      })
      .toBe(200);
  });
  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("NUTSHELL_FLAGS sets the site layer, under the session's ?flags=", async ({ page }) => {
    await visit(page, `http://localhost:${port}/`);
    await expect(footerRefer(page)).toHaveCount(0);
    await visit(page, `http://localhost:${port}/?flags=-disableReferral`);
    await expect(footerRefer(page)).toHaveCount(1);
  });
});
