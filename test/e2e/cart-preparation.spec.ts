import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { continueAsGuest } from './support/guest';
import { shot, visit } from './support/pages';

/**
 * Cart preparation at Proceed to Checkout (spec: core-cart-checkout §4 Proceeding to checkout, Cart preparation;
 * §8 "Out of stock line removed"): a shopper has Almonds and Raw Cashews in the cart, a CX agent sets the Almonds
 * variant's stock to 0 with the CLI (over the running server), and Proceed to Checkout removes that line and lands
 * on /cart with exactly the spec's message; the cashews stay. A checkout page opened with such a line redirects to
 * /cart with the same message.
 */
const ALMONDS_1LB = '1072-01';
const MESSAGE = 'Almonds: Sorry, this item is out of stock and has been removed from your cart.';

/** `nutshell catalog set-stock <sku> <quantity> --json` against the e2e server's data directory. */
function setStock(sku: string, quantity: number): { sku: string; availableQuantity: number; isOnStock: boolean } {
  const out = execFileSync('node', ['cli/bin/nutshell.mjs', 'catalog', 'set-stock', sku, String(quantity), '--json'], {
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { sku: string; availableQuantity: number; isOnStock: boolean };
}

/** Adds the product page's first variant to the cart, then leaves the Added to Cart panel. */
async function addFirstVariant(page: import('@playwright/test').Page, path: string): Promise<void> {
  await visit(page, path);
  const radios = page.getByRole('radio');
  if ((await radios.count()) > 0) await radios.first().check();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByText('Keep Shopping').click();
}

test('an out-of-stock line is removed at Proceed to Checkout with the spec message on /cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addFirstVariant(page, '/nuts/almonds/almonds');
  await addFirstVariant(page, '/nuts/raw-cashews');
  await visit(page, '/cart');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  const skus = await page.evaluate(() => {
    const state = JSON.parse(document.getElementById('nutshell-state')?.textContent ?? '{}') as {
      cart?: { lineItems: { variant: { sku: string } }[] };
    };
    return state.cart?.lineItems.map((l) => l.variant.sku) ?? [];
  });
  expect(skus).toContain(ALMONDS_1LB);

  expect(setStock(ALMONDS_1LB, 0)).toMatchObject({ sku: ALMONDS_1LB, availableQuantity: 0, isOnStock: false });

  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await continueAsGuest(page, 'pia.prepared@example.com');
  await expect(page).toHaveURL(/\/cart$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Sorry, this item is out of stock' });
  await expect(alert).toHaveCount(1);
  await expect(alert.locator('p')).toHaveText(MESSAGE);
  await expect(alert.getByRole('button', { name: `Dismiss: ${MESSAGE}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove .*Almonds/ })).toHaveCount(0);
  await shot(page, 'cart-preparation-removed');
  await page.screenshot({ path: '/tmp/shots-prep/cart-preparation-removed.png', fullPage: true });

  // In stock again: checkout goes on.
  setStock(ALMONDS_1LB, 25);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await continueAsGuest(page, 'pia.prepared@example.com');
  await expect(page).toHaveURL(/\/checkout\/address/);

  // Almonds back in the cart, then out of stock again: opening a checkout page (server-rendered) redirects to /cart with the message, kept after
  // the page hydrates.
  await addFirstVariant(page, '/nuts/almonds/almonds');
  setStock(ALMONDS_1LB, 0);
  await visit(page, '/checkout/address');
  await expect(page).toHaveURL(/\/cart$/);
  const flash = page.getByRole('alert').filter({ hasText: 'Sorry, this item is out of stock' });
  await expect(flash).toHaveCount(1);
  await expect(flash.locator('p')).toHaveText(MESSAGE);
  await page.screenshot({ path: '/tmp/shots-prep/cart-preparation-page-redirect.png', fullPage: true });

  // The product page shows the variant with none on hand as out of stock, and Add to Cart is disabled for it.
  await visit(page, '/nuts/almonds/almonds');
  await page.getByRole('radio').first().check();
  await expect(page.getByRole('status').filter({ hasText: 'Out of stock!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots-prep/product-out-of-stock.png' });
});
