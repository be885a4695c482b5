import { expect, test, type Page } from '@playwright/test';
import { payWithTestCard } from './support/checkout';
import { mailedRedeemLink } from './support/gifts';
import { continueAsGuest } from './support/guest';
import { SHOTS_DIR, shot, visit } from './support/pages';

/**
 * The tray gift's filters on the redeem page's choose step (spec: catalogue-gifting §2 Gift tray ingredient browser:
 * category filter, tag filter and keyword filter; §5 a keyword longer than 1 character, on the name or filters; §9
 * tag filters): a guest sends a Premium tray to one recipient, who follows the mailed link and narrows the choices.
 * The gift is left unredeemed. Screenshots at 1280 and 375 px go to E2E_SHOTS (else test-results/screenshots).
 */

/** A guest orders a Premium tray gift for `to` and pays; the mailed redeem link. */
async function sendPremiumTray(page: Page, to: string): Promise<string> {
  await visit(page, '/gift-drop/build/gift?type=Tray&category=Premium');
  await page.getByRole('button', { name: 'Continue' }).click();
  const first = page.getByRole('group', { name: 'Recipient 1' });
  await first.getByLabel('Recipient name').fill('Sam Lee');
  await first.getByLabel('Recipient email', { exact: true }).fill(to);
  await first.getByLabel('Confirm recipient email').fill(to);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('From (your name)').fill('Pat');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .first()
    .click();
  await continueAsGuest(page, `pat.${Date.now()}@example.com`);
  await payWithTestCard(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return mailedRedeemLink(to);
}

/** The number of choices the status line says are shown ('12 of 130 choices' → 12, '130 choices' → 130; none matching → 0). */
async function shownCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.locator('.gift-filters__count [role=status]').textContent()) ?? '';
  if (text === 'No choices match these filters.') return { shown: 0, total: 0 };
  const m = /^(\d+)(?: of (\d+))? choices$/.exec(text);
  if (!m) throw new Error(`unexpected count '${text}'`);
  return { shown: Number(m[1]), total: Number(m[2] ?? m[1]) };
}

test('a tray gift’s recipient narrows the choices by category, tag and keyword', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const link = await sendPremiumTray(page, `sam.filters.${Date.now()}@example.com`);
  await page.context().clearCookies();
  await visit(page, link);
  await expect(page.getByRole('heading', { name: 'Choose 5 items' })).toBeVisible();
  const category = page.getByLabel('Category', { exact: true });
  await expect(category).toBeEnabled();
  const all = await shownCount(page);
  expect(all.shown).toBe(all.total);
  expect(all.total).toBeGreaterThan(1);
  await expect(page.locator('.gift-choose .gift-choice')).toHaveCount(all.total);
  await page.screenshot({ path: `${SHOTS_DIR}/redeem-filters-all-1280.png` });

  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.locator('.gift-choose__count')).toHaveText('1 of 5 chosen');
  const keyword = page.getByLabel('Search the choices');
  await keyword.fill('a');
  expect((await shownCount(page)).shown).toBe(all.total);
  await keyword.fill('almond');
  const almond = await shownCount(page);
  expect(almond.shown).toBeLessThan(all.total);
  await expect(page.locator('.gift-choose .gift-choice')).toHaveCount(almond.shown);
  await keyword.fill('');

  const firstRoot = await category.locator('optgroup').first().getAttribute('label');
  await category.selectOption(firstRoot ?? '');
  const inRoot = await shownCount(page);
  expect(inRoot.shown).toBeLessThanOrEqual(all.total);
  await shot(page, 'redeem-filters-category-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS_DIR}/redeem-filters-category-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('group', { name: 'Tags' }).getByLabel('Kosher').check();
  expect((await shownCount(page)).shown).toBeLessThanOrEqual(inRoot.shown);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'redeem-filters-tag-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  expect((await shownCount(page)).shown).toBe(all.total);
  await expect(page.locator('.gift-choose__count')).toHaveText('1 of 5 chosen');
});
