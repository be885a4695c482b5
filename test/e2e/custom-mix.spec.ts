import { expect, test, type Page } from '@playwright/test';
import { decodeSelection } from '../../core/customizers';
import { checkOutAsGuest } from './support/checkout';
import { continueAsGuest } from './support/guest';
import { shotsThatFit, visit, waitForApp } from './support/pages';

/**
 * Build a custom trail mix and buy it in Chromium (spec: catalogue-gifting §2 /custom/mixes and
 * /custom/mixes/builder, §4 Mix customizer, §9; core-cart-checkout §2, §3 custom line fields): the page of product
 * 9905 links to the builder; four ingredients with 2, 1, 3 and 1 parts make a 25-pound mix whose case price is
 * round(0.8 × 5 × the bag's price); Add to Cart puts one '9905-25' on the server at that price with the mix's
 * description, the cart shows it, and a guest checks out to the receipt. Screenshots at 1280 and 375 px go to
 * E2E_SHOTS (else test-results/screenshots) and are looked at; at both widths nothing scrolls sideways.
 */

/** '$1,234.56' → 123456 cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

interface AddedLine {
  readonly name: string;
  readonly variant: { readonly sku: string };
  readonly quantity: number;
  readonly totalPrice: { readonly cents: number };
  readonly priceMode: string;
  readonly custom: { readonly externalId?: string; readonly customizationsDescription?: string };
}

async function buildMix(page: Page): Promise<{ readonly picks: readonly string[]; readonly priceCents: number }> {
  const browser = page.getByRole('region', { name: 'Choose your ingredients' });
  const panel = page.getByRole('region', { name: 'Your mix' });
  const addToCart = panel.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  // The least popular four: other specs take popular products (Almonds) out of stock on the shared server.
  const picks = (await browser.getByRole('heading', { level: 3 }).allTextContents()).slice(-4);
  for (const name of picks) await browser.getByRole('button', { name: `Add ${name} to your mix` }).click();
  await expect(panel.getByText('4 of 10 ingredients')).toBeVisible();
  await expect(addToCart).toBeEnabled();
  const parts = [2, 1, 3, 1];
  for (const [i, name] of picks.entries()) await panel.getByLabel(`Parts of ${name}`).selectOption(String(parts[i]));
  await panel.getByRole('radio', { name: /^25 Pound Case/ }).check();
  await panel.getByLabel('Name your mix').fill('Hiking Mix');
  const bag = centsOf(
    await panel.locator('.mix-weight').filter({ hasText: '5 Pound Bag' }).locator('.mix-weight__price').innerText(),
  );
  const priceText = await panel.locator('.mix-panel__price strong').innerText();
  const priceCents = centsOf(priceText);
  expect(bag).toBeGreaterThan(0);
  expect(priceCents).toBe(Math.round(0.8 * bag * 5));
  return { picks, priceCents };
}

test('a shopper builds a 4-ingredient 25-pound mix, adds it and checks out as a guest', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/custom/mixes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Trail Mix');
  await expect(page.getByText('A 5 Pound Bag, or a 25 Pound Case at 20% off', { exact: true })).toBeVisible();
  await shotsThatFit(page, 'custom-mix-page');

  await page.getByRole('link', { name: 'Build your own', exact: true }).click();
  await expect(page).toHaveURL(/\/custom\/mixes\/builder$/);
  await waitForApp(page);
  const header = page.getByRole('heading', { level: 1 });
  await expect(header.getByRole('link', { name: 'Custom Trail Mix' })).toHaveAttribute('href', '/custom/mixes');
  await expect(page.getByRole('group', { name: 'Filter by' }).getByRole('checkbox')).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Choose your ingredients' }).getByRole('status')).toHaveText(
    /^\d+ ingredients$/,
  );
  await shotsThatFit(page, 'custom-mix-builder-empty');

  const { picks, priceCents } = await buildMix(page);
  await shotsThatFit(page, 'custom-mix-builder-filled');

  const added = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/cart');
  await page.getByRole('region', { name: 'Your mix' }).getByRole('button', { name: 'Add to Cart' }).click();
  const body = (await (await added).json()) as { data: { cart: { lineItems: AddedLine[] } } };
  const line = body.data.cart.lineItems.find((l) => l.variant.sku === '9905-25');
  expect(line && [line.name, line.quantity, line.totalPrice.cents, line.priceMode]).toEqual([
    'Custom Trail Mix',
    1,
    priceCents,
    'ExternalPrice',
  ]);
  const [a, b, c, d] = picks;
  expect(line?.custom.customizationsDescription).toBe(
    `Hiking Mix: 2 parts ${a}, 1 part ${b}, 3 parts ${c}, 1 part ${d}`,
  );
  const decoded = decodeSelection('mix', line?.custom.externalId ?? '');
  expect(decoded.ok && decoded.value.map((s) => s?.parts)).toEqual([2, 1, 3, 1]);
  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Custom Trail Mix').first()).toBeVisible();
  await shotsThatFit(page, 'custom-mix-added');

  const price = `$${(priceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await visit(page, '/cart');
  const cartLine = page.locator('.cart-line').filter({ hasText: 'Custom Trail Mix' });
  await expect(cartLine).toHaveCount(1);
  await expect(cartLine.getByText(price).first()).toBeVisible();
  // The union of the four ingredients' allergens, as the server stated it when it priced the mix.
  await expect(cartLine.getByText(/^(Contains: |Contains no major food allergens)/)).toBeVisible();
  await shotsThatFit(page, 'custom-mix-cart');

  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .first()
    .click();
  await continueAsGuest(page, 'mia.mixer@example.com');
  await expect(page).toHaveURL(/\/checkout\/address/);
  await checkOutAsGuest(page, { email: 'mia.mixer@example.com', fullName: 'Mia Mixer' });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Custom Trail Mix').first()).toBeVisible();
  await expect(page.getByText(price).first()).toBeVisible();
  await shotsThatFit(page, 'custom-mix-receipt');
});
