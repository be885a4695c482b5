import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { encodeSelection } from '../../core/customizers';
import { checkOutAsGuest } from './support/checkout';
import { continueAsGuest } from './support/guest';
import { shot, shotsThatFit, visit } from './support/pages';

/**
 * A custom mix in the cart (spec: catalogue-gifting §3 "The cart line carries it; the product page and the cart show
 * what is inside"; core-cart-checkout §3 line custom fields, §4 Cart preparation, §8 Unavailable ingredient): a mix
 * of two ingredients the mix builder offers (its page state) is added over POST /cart, the cart shows its name and
 * ingredients with their parts and links to the builder, a quantity change keeps its price; after a CX agent sets one
 * ingredient's stock to 0 with the CLI, Proceed to Checkout lands on /cart with exactly the §8 message.
 * Screenshots go to E2E_SHOTS (else test-results/screenshots).
 */
interface Ingredient {
  readonly name: string;
  readonly sku: string;
  readonly productNumber: number;
}

/** `nutshell catalog set-stock <sku> <quantity> --json` against the e2e server's data directory. */
function setStock(sku: string, quantity: number): { sku: string; availableQuantity: number; isOnStock: boolean } {
  const out = execFileSync('node', ['cli/bin/nutshell.mjs', 'catalog', 'set-stock', sku, String(quantity), '--json'], {
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { sku: string; availableQuantity: number; isOnStock: boolean };
}

/** The mix builder's ingredients, as the server put them in the page state of /custom/mixes/builder. */
async function mixIngredients(page: Page): Promise<readonly Ingredient[]> {
  await visit(page, '/custom/mixes/builder');
  return page.evaluate(() => {
    const state = JSON.parse(document.getElementById('nutshell-state')?.textContent ?? '{}') as {
      customizer?: { ingredients?: Ingredient[] };
    };
    return state.customizer?.ingredients ?? [];
  });
}

/** Adds 'Trail Day', a 5-pound mix of 3 parts of the builder's first ingredient and 1 part of its second. */
async function addMix(page: Page): Promise<readonly [Ingredient, Ingredient]> {
  const ingredients = await mixIngredients(page);
  expect(ingredients.length).toBeGreaterThan(2);
  const [first, second] = ingredients as [Ingredient, Ingredient];
  const selection = encodeSelection('mix', [
    { productNumber: first.productNumber, parts: 3 },
    { productNumber: second.productNumber, parts: 1 },
  ]);
  const status = await page.evaluate(
    async (body) => {
      const res = await fetch('/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nutshell-csrf': '1' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { cart_sku: { sku_external_id: '9905-05', quantity: 1, customization: { selection, name: 'Trail Day' } } },
  );
  expect(status).toBe(200);
  return [first, second];
}

test('a custom mix shows its ingredients in the cart and is removed when one goes out of stock', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, second] = await addMix(page);
  await visit(page, '/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Custom Trail Mix' }) });
  await expect(line.getByRole('link', { name: 'Custom Trail Mix' })).toHaveAttribute('href', '/custom/mixes/builder');
  await expect(line.getByText('Trail Day', { exact: true })).toBeVisible();
  const contents = line.getByRole('list', { name: 'What is inside the Custom Trail Mix' });
  await expect(contents.getByRole('listitem')).toHaveText([`3 parts ${first.name}`, `1 part ${second.name}`]);
  const unit = (await line.locator('.cart-line__unit').textContent())?.replace(' each', '') ?? '';
  expect(unit).toMatch(/^\$\d+\.\d\d$/);
  await expect(line.locator('.cart-line__total')).toContainText(unit);

  // A quantity change keeps the mix's price (the engine keeps the external price).
  await line.getByLabel('Quantity').selectOption('2');
  const twice = `$${(Number(unit.slice(1)) * 2).toFixed(2)}`;
  await expect(line.locator('.cart-line__total')).toContainText(twice);
  await shotsThatFit(page, 'custom-item-cart');

  expect(setStock(second.sku, 0)).toMatchObject({ sku: second.sku, availableQuantity: 0, isOnStock: false });
  try {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
    await continueAsGuest(page, 'mia.mix@example.com');
    await expect(page).toHaveURL(/\/cart$/);
    const message =
      `An ingredient (${second.name}) you added to the Custom Trail Mix is currently unavailable. ` +
      'Please return to the Custom Trail Mix page and rebuild it using an alternative ingredient.';
    const alert = page.getByRole('alert').filter({ hasText: 'is currently unavailable' });
    await expect(alert).toHaveCount(1);
    await expect(alert.locator('p')).toHaveText(message);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await shot(page, 'custom-item-removed-1280');
  } finally {
    // Restore the stock even when a step above fails: the specs share one server.
    setStock(second.sku, 40);
  }
});

test("the checkout summary, the receipt and the CLI's order show list a custom mix's ingredients", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, second] = await addMix(page);
  const items = [`3 parts ${first.name}`, `1 part ${second.name}`];
  await visit(page, '/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await continueAsGuest(page, 'max.mix@example.com');
  await expect(page).toHaveURL(/\/checkout\/address/);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const inSummary = summary.getByRole('list', { name: 'What is inside the Custom Trail Mix' });
  await expect(inSummary.getByRole('listitem')).toHaveText(items);
  await expect(summary.getByText('Trail Day', { exact: true })).toBeVisible();
  await shot(page, 'custom-item-checkout-1280');

  await checkOutAsGuest(page, { email: 'max.mix@example.com', fullName: 'Max Mix' });
  const onReceipt = page.getByRole('list', { name: 'What is inside the Custom Trail Mix' });
  await expect(onReceipt.getByRole('listitem')).toHaveText(items);
  await shot(page, 'custom-item-receipt-1280');
  const orderNumber =
    /Order number (\d+)/.exec(
      await page
        .getByText(/Order number/)
        .first()
        .innerText(),
    )?.[1] ?? '';
  const shown = execFileSync('node', ['cli/bin/nutshell.mjs', 'order', 'show', orderNumber], {
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  expect(shown).toContain(`Trail Day\n  - ${items[0]}\n  - ${items[1]}\n`);
});
