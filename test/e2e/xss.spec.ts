import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/pages';

/**
 * XSS (Security suite): known payloads placed in a product's description and ingredients and in
 * a category's description (the content the storefront renders from product data) are rendered in Chromium
 * with zero script executions. The payloads are put into the server's answer for the page on its way to the
 * browser, so the browser's own sanitising step (DOMPurify, catalogue-gifting §7) is what is under test.
 */
const PAYLOADS = [
  '<script>window.__xss("script")</script>',
  '<img src=x onerror="window.__xss(\'img-onerror\')">',
  '<svg onload="window.__xss(\'svg-onload\')"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss(\'js-href\')" id="xss-link">click me</a>',
  '<iframe src="javascript:parent.__xss(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(\'srcdoc\')</script>"></iframe>',
  '<details open ontoggle="window.__xss(\'ontoggle\')"><summary>s</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(\'mxss\')"></style></mglyph></table></mtext></math>',
  '<form action="javascript:window.__xss(\'form\')"><button id="xss-submit">go</button></form>',
  '<div style="background:url(javascript:window.__xss(\'css\'))">styled</div>',
  '<object data="javascript:window.__xss(\'object\')"></object>',
  '<body onload="window.__xss(\'body\')">',
  '"><img src=x onerror=window.__xss("attr-break")>',
].join('\n');

/** Counts calls of window.__xss and dialogs; both must stay at zero. */
async function watchScripts(page: Page): Promise<string[]> {
  const executed: string[] = [];
  await page.exposeFunction('__xss', (where: string) => {
    executed.push(where);
  });
  page.on('dialog', (d) => {
    executed.push(`dialog:${d.message()}`);
    void d.dismiss();
  });
  return executed;
}

test('XSS payloads in a product description, its ingredients and a category description never run', async ({
  page,
}) => {
  const executed = await watchScripts(page);
  await page.route('**/api/resolve-path?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: {
        pageType: string;
        props: Record<string, { description?: string; variants?: { ingredients?: string }[] }>;
      };
    };
    const { props } = body.data;
    if (props.product) {
      props.product.description = `<p>Tasty.</p>${PAYLOADS}`;
      for (const v of props.product.variants ?? []) v.ingredients = `Almonds. ${PAYLOADS}`;
    }
    if (props.category) props.category.description = `Nuts. ${PAYLOADS}`;
    await route.fulfill({ response, json: body });
  });

  // Pages the app resolves in the browser (GET /api/resolve-path, which the route above poisons): the server renders
  // the first page itself, so the payloads come with the navigations that follow it.
  await page.goto('/');
  // The app loads after the page's first paint: a click before it has hydrated is an ordinary page load.
  await waitForApp(page);
  await page.waitForLoadState('networkidle'); // the header's navigation is an island: its code loads after the app's
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Nuts', exact: true })
    .click();
  await expect(page).toHaveURL(/\/nuts$/);
  await expect(page.locator('.lead')).toContainText('Nuts.');
  const firstProduct = page.locator('.product-card__name a').first();
  await firstProduct.click();
  await expect(page.locator('h1.product-title')).toBeVisible();
  await expect(page.locator('.rich-text').first()).toContainText('Tasty.');
  await page.getByRole('button', { name: 'Ingredients' }).click();
  await expect(page.getByText('Almonds.').first()).toBeVisible();
  // Interactions that would fire a surviving handler or link.
  for (const id of ['#xss-link', '#xss-submit']) {
    const el = page.locator(id);
    if (await el.count())
      await el
        .first()
        .click({ force: true })
        .catch(() => undefined);
  }
  await page.mouse.move(10, 10);
  await page.waitForTimeout(500);
  expect(executed).toEqual([]);
  // What is left in the page: no script or frame elements, no event-handler attributes, no javascript: URLs.
  const dangerous = await page.locator('.product-page').evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) => {
      const found: string[] = [];
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED)$/.test(el.tagName)) found.push(el.tagName);
      for (const a of el.attributes) {
        if (/^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) found.push(`${el.tagName}[${a.name}]`);
      }
      return found;
    }),
  );
  expect(dangerous).toEqual([]);
});
