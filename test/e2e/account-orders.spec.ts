import { expect, test, type Page } from '@playwright/test';
import { openLogin, shotAtWidths, visit } from './support/pages';

/**
 * A signed-in shopper's past orders (spec: shell-account §1 /account/order-history, /orders/{id},
 * /orders/{id}/track, /account/easy-reorder, /account/favorites; §2 Account area; §3 Cart (shell view)
 * copiedFromOrderNumber): places an order, finds it in Order History, opens its detail and tracking pages, reorders
 * it into the cart (which says so and can forget it), favorites a product and finds it on Favorites. Screenshots at
 * 1280 and 390 pixels wide go to the screenshots folder (support/pages.ts).
 */
const PASSWORD = 'Almonds!2026';

async function signUp(page: Page, address: string): Promise<void> {
  await visit(page, '/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const signUpDialog = page.getByRole('dialog', { name: 'Create an account' });
  await signUpDialog.getByLabel('Full name').fill('Olive Order');
  await signUpDialog.getByLabel('Password').fill(PASSWORD);
  await signUpDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Hi Olive')).toBeVisible();
}

/** Buys the first nuts product through checkout (guest-checkout.spec.ts's steps): the order's number. */
async function placeOrder(page: Page, address: string): Promise<string> {
  await visit(page, '/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByText('View Cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await expect(page).toHaveURL(/\/checkout\/address/);
  const email = page.getByLabel('Email', { exact: true });
  if ((await email.inputValue()) === '') await email.fill(address);
  await page.getByLabel('Full name', { exact: true }).fill('Olive Order');
  await page.getByLabel('Street address', { exact: true }).fill('12 Orchard Lane');
  await page.getByLabel('City', { exact: true }).fill('Princeton');
  await page.getByLabel('State', { exact: true }).selectOption('NJ');
  await page.getByLabel('ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const text = await page
    .getByText(/Order number/)
    .first()
    .innerText();
  const orderNumber = /(\d{6,})/.exec(text)?.[1];
  if (!orderNumber) throw new Error(`no order number in '${text}'`);
  return orderNumber;
}

test('a signed-in shopper finds, tracks and reorders an order, and keeps favorites', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  const address = `olive-${Date.now()}@example.com`;
  await signUp(page, address);
  const orderNumber = await placeOrder(page, address);

  await visit(page, '/account/order-history');
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['Date', 'Status', 'Tracking Numbers', 'Order'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: orderNumber });
  await expect(row.getByRole('cell', { name: 'Processing' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '—' })).toBeVisible();
  await shotAtWidths(page, '01-order-history');

  await row.getByRole('link', { name: `Order ${orderNumber} details` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByRole('heading', { name: 'Order Details', level: 1 })).toBeVisible();
  await expect(page.getByText(`Order #${orderNumber}`)).toBeVisible();
  await expect(page.getByText(/Visa ending in 1111/)).toBeVisible();
  await shotAtWidths(page, '02-order-detail');

  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/track$`));
  await expect(page.getByText('Your order is being prepared')).toBeVisible();
  await shotAtWidths(page, '03-order-tracking');

  await page.getByRole('link', { name: 'View order details' }).click();
  await page.getByRole('button', { name: `Reorder order ${orderNumber}` }).click();
  await expect(page.getByText(`The items of order ${orderNumber} are in your cart.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items?/ })).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`Copied from order ${orderNumber}`)).toBeVisible();
  await shotAtWidths(page, '04-cart-copied');
  await page
    .getByRole('button', { name: `Clear the note that this cart was copied from order ${orderNumber}` })
    .click();
  await expect(page.getByText(`Copied from order ${orderNumber}`)).toHaveCount(0);

  await visit(page, '/account/easy-reorder');
  await expect(page.getByRole('heading', { name: 'Buy It Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reorder order ${orderNumber}` })).toBeVisible();
  await shotAtWidths(page, '05-easy-reorder');

  await visit(page, '/nuts');
  const heart = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = /^Add (.+) to favorites$/.exec(label)?.[1] ?? '';
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favorites` }).first()).toBeVisible();
  await visit(page, '/account/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();
  await shotAtWidths(page, '06-favorites');
  expect(errors).toEqual([]);
});
