import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoSeriousViolations, shot } from './support/a11y';
import { visit } from './support/pages';

/**
 * A content editor (shell-account §2 Page content blocks; core-cart-checkout §2 content pages): a page is written with
 * `nutshell content put` over the running server as a draft, is not on the site until `nutshell content publish`,
 * then is served at its path, server-rendered, with its blocks.
 */
function nutshell(args: readonly string[]): string {
  return execFileSync('node', ['cli/bin/nutshell.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
  });
}

test('a page put with the CLI is a draft until published, then served at its path', async ({ page }) => {
  const path = `/cms/harvest-${Date.now()}`;
  const dir = mkdtempSync(join(tmpdir(), 'nutshell-content-'));
  const file = join(dir, 'page.json');
  writeFileSync(
    file,
    JSON.stringify({
      name: `harvest-${path.slice(-6)}`,
      query: [{ property: 'urlPath', operator: 'is', value: path }],
      data: {
        title: 'The Pecan Harvest',
        url: path,
        description: 'How our pecans come in from the orchards each autumn.',
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'hero',
            component: {
              name: 'Hero',
              options: {
                title: 'Fresh pecans are in',
                alignment: 'center',
                buttons: [{ text: 'Shop pecans', url: '/nuts' }],
              },
            },
          },
          {
            '@type': '@builder.io/sdk:Element',
            id: 'faq',
            component: {
              name: 'FAQ Accordion',
              options: {
                items: [{ question: 'When do pecans ship?', answer: '<p>From the first week of November.</p>' }],
              },
            },
          },
        ],
      },
    }),
  );
  nutshell(['content', 'put', 'page', file]);
  const draft = await page.request.get(path);
  expect(draft.status()).toBe(404);

  nutshell(['content', 'publish', 'page', `harvest-${path.slice(-6)}`]);
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'The Pecan Harvest' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop pecans' })).toHaveAttribute('href', '/nuts');
  await page.getByRole('button', { name: 'When do pecans ship?' }).click();
  await expect(page.getByText('From the first week of November.')).toBeVisible();
  await expectNoSeriousViolations(page, 'a published content page');
  await shot(page, 'content-editing-01-published');
});
