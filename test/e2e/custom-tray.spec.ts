import { expect, test } from '@playwright/test';
import { decodeSelection } from '../../core/customizers';
import { shotsThatFit, visit } from './support/pages';

/**
 * Build a Premium gift tray in Chromium (spec: catalogue-gifting §1 'Custom Gift Tray, Premium: 130+ choices, from
 * $69.99', §2 gift tray ingredient browser with category, tag and keyword filters, §4 Tray customizer: 5 sections,
 * sku 9901-05, §5 keyword filter; core-cart-checkout §2): five treats fill the tray (one found with the keyword
 * filter), Add to Cart puts one '9901-05' priced $69.99 on the server with its five items, and the cart shows it.
 * Screenshots at 1280 and 375 px go to E2E_SHOTS (else test-results/screenshots) and are looked at; at both widths
 * nothing scrolls sideways.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/screenshots';

interface AddedLine {
  readonly name: string;
  readonly variant: { readonly sku: string };
  readonly quantity: number;
  readonly totalPrice: { readonly cents: number };
  readonly priceMode: string;
  readonly custom: { readonly externalId?: string; readonly customizationsDescription?: string };
}

test('a shopper fills a Premium tray with 5 treats, one found by keyword, and adds it to the cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/custom/trays/premium');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Gift Tray, Premium');
  await expect(page.getByText('130+ choices')).toBeVisible();
  const browser = page.getByRole('region', { name: 'Choose your treats' });
  const tray = page.getByRole('region', { name: 'Your tray' });
  const cards = browser.locator('.tray-card');
  const total = Number(/^(\d+) treats$/.exec((await browser.getByRole('status').textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(130);
  await expect(cards).toHaveCount(50);
  await expect(browser.getByText(`Showing 50 of ${total}`)).toBeVisible();
  await expect(tray.getByRole('button', { name: /^Section \d: empty$/ })).toHaveCount(5);
  await expect(tray.getByText('$69.99', { exact: true })).toBeVisible();
  const addToCart = tray.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await shotsThatFit(page, 'custom-tray-empty');

  const names = (await browser.locator('.tray-card__name').allTextContents()).slice(0, 4);
  for (const [i, name] of names.entries()) {
    await browser.getByRole('button', { name: `Add ${name} to section ${i + 1}`, exact: true }).click();
    await expect(tray.getByText(`${i + 1} of 5 sections filled`)).toBeVisible();
  }
  await expect(addToCart).toBeDisabled();

  // The keyword filter: a single character filters nothing, 'pecan' (any case) the treats naming it.
  const keyword = browser.getByRole('searchbox', { name: 'Search treats' });
  await keyword.fill('p');
  await expect(browser.getByRole('status')).toHaveText(`${total} treats`);
  await keyword.fill('PECAN');
  await expect(browser.getByRole('status')).toHaveText(/^\d+ of \d+ treats$/);
  const found = await browser.locator('.tray-card__name').allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name.toLowerCase()).toContain('pecan');
  await shotsThatFit(page, 'custom-tray-keyword');
  const fifth = found[0] as string;
  await browser.getByRole('button', { name: `Add ${fifth} to section 5`, exact: true }).click();
  await expect(tray.getByText('Your tray is full')).toBeVisible();
  await expect(tray.getByRole('button', { name: /^Remove / })).toHaveCount(5);
  await expect(addToCart).toBeEnabled();
  await shotsThatFit(page, 'custom-tray-full');
  // The tray itself on a phone, at full size.
  await page.setViewportSize({ width: 375, height: 812 });
  await tray.screenshot({ path: `${SHOTS}/custom-tray-panel-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  const added = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/cart');
  await addToCart.click();
  const body = (await (await added).json()) as { data: { cart: { lineItems: AddedLine[] } } };
  const line = body.data.cart.lineItems.find((l) => l.variant.sku === '9901-05');
  expect(line && [line.name, line.quantity, line.totalPrice.cents, line.priceMode]).toEqual([
    'Custom Gift Tray, Premium',
    1,
    6999,
    'ExternalPrice',
  ]);
  expect(line?.custom.customizationsDescription).toBe([...names, fifth].join(', '));
  const decoded = decodeSelection('tray', line?.custom.externalId ?? '');
  expect(decoded.ok && decoded.value.length).toBe(5);

  await visit(page, '/cart');
  const cartLine = page.locator('.cart-line').filter({ hasText: 'Custom Gift Tray, Premium' });
  await expect(cartLine).toHaveCount(1);
  await expect(cartLine.getByText('$69.99').first()).toBeVisible();
  await shotsThatFit(page, 'custom-tray-cart');
});
