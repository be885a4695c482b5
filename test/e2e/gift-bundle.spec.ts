import { expect, test } from '@playwright/test';
import { decodeBundleSelection } from '../../core/customizers';
import { shotsThatFit, visit } from './support/pages';

/**
 * The gift box bundle in Chromium (spec: catalogue-gifting §1 "A gift-box buy block sells a '3 Month Subscription
 * Bundle' whose shipments go out immediately, one month after the first box, and one month after the second box", §2
 * Gift box shipments details and /bundle-customizer, §9 'Save {n}%'): the bundle's product page shows the three
 * shipments with their timing labels and 'Save 10%'; at /bundle-customizer the second month becomes the Dried Figs
 * Gift Box and Add to Cart puts one '9910-03' priced on the server ((1779 + 1169 + 1449) × 0.9 → $39.57) with its
 * three boxes in the cart. Screenshots at 1280 and 375 px go to E2E_SHOTS (else test-results/screenshots).
 */

interface AddedLine {
  readonly name: string;
  readonly variant: { readonly sku: string };
  readonly totalPrice: { readonly cents: number };
  readonly priceMode: string;
  readonly custom: { readonly externalId?: string; readonly customizationsDescription?: string };
}

test('a shopper customizes the 3 Month Subscription Bundle and adds it to the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/gifts/gift-box-of-the-month');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gift Box of the Month');
  await expect(page.getByRole('heading', { name: '3 Month Subscription Bundle' })).toBeVisible();
  await expect(page.getByText('Save 10%')).toBeVisible();
  await expect(page.getByText('$42.36')).toBeVisible();
  const details = page.getByRole('region', { name: 'Gift box shipments details' });
  await expect(details.locator('.bundle-shipment__timing')).toHaveText([
    'Shipment 1: ship immediately',
    'Shipment 2: one month after first box',
    'Shipment 3: one month after second box',
  ]);
  await details.getByText('Ingredients').first().click();
  await expect(details.getByText('Chocolate, sugar, cocoa butter, milkfat, soy lecithin, vanilla.')).toBeVisible();
  await shotsThatFit(page, 'gift-bundle-product');

  await page.getByRole('link', { name: 'Customize your boxes' }).click();
  await expect(page).toHaveURL(/\/bundle-customizer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize Your Bundle');
  await page.getByLabel('Shipment 2: one month after first box').selectOption('8014-01');
  await expect(page.getByText('$39.57')).toBeVisible();
  await expect(page.getByText('Save 10%')).toBeVisible();
  await shotsThatFit(page, 'gift-bundle-customizer');

  const added = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/cart');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const body = (await (await added).json()) as { data: { cart: { lineItems: AddedLine[] } } };
  const line = body.data.cart.lineItems.find((l) => l.variant.sku === '9910-03');
  expect(line && [line.name, line.totalPrice.cents, line.priceMode]).toEqual([
    'Gift Box of the Month',
    3957,
    'ExternalPrice',
  ]);
  expect(decodeBundleSelection(line?.custom.externalId ?? '')).toEqual({ ok: true, value: [8009, 8014, 8012] });

  await visit(page, '/cart');
  const cartLine = page.locator('.cart-line').filter({ hasText: 'Gift Box of the Month' });
  await expect(cartLine).toHaveCount(1);
  await expect(cartLine.getByText('$39.57').first()).toBeVisible();
  for (const item of [
    'Dark Chocolate Gift Box (ship immediately)',
    'Dried Figs Gift Box (one month after first box)',
    'Medjool Dates Gift Box (one month after second box)',
  ]) {
    await expect(cartLine.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  }
  await shotsThatFit(page, 'gift-bundle-cart');
});
