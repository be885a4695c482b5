import { expect, test } from '@playwright/test';
import { nextShipDay, todayOf, weekdayMonthDay } from '../../core/subscriptions';
import { customerWithAddressAndCard } from './support/auto-delivery';
import { shot, visit } from './support/pages';

/**
 * The add-to-auto-delivery control (catalogue-gifting §2, §4 Subscription): a customer with an address and a card
 * subscribes the almonds 1 lb bag every 4 weeks from the product page ('Adding', the 'Added to Auto-Delivery' panel
 * 'Will ship {weekday, month day}', then 'Every 4 Weeks' with Manage and Remove; Remove goes back to idle); a cart line
 * set to every 4 weeks is priced from the auto-delivery channel ($10.99 → $10.44) and rules out guest checkout
 * (core-cart-checkout §4).
 */
const ALMONDS = '/nuts/almonds/almonds';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a customer subscribes every 4 weeks from the product page, sees the panel, and removes it', async ({ page }) => {
  await customerWithAddressAndCard(page, { name: 'Ada Autodelivery' });
  await visit(page, ALMONDS);
  await expect(page.getByText('5% off Auto-Delivery')).toBeVisible();
  await page.getByLabel('Deliver every').selectOption({ label: 'Every 4 Weeks' });
  await shot(page, 'ad-a-product-control');
  // Hold the create call a moment so that the 'Adding' state can be seen.
  await page.route('**/api/auto-delivery/subscriptions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add to Auto-Delivery' }).click();
  await expect(page.getByRole('button', { name: 'Adding' })).toBeDisabled();

  const panel = page.getByRole('dialog', { name: 'Added to Auto-Delivery' });
  const shipsOn = weekdayMonthDay(nextShipDay(todayOf({ nowMs: () => Date.now() })));
  await expect(panel.getByText(`Will ship ${shipsOn}`)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Manage Auto-Delivery' })).toHaveAttribute(
    'href',
    '/account/auto-delivery',
  );
  await expect(panel.getByText('Every 4 Weeks')).toBeVisible();
  await shot(page, 'ad-b-panel');
  await panel.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(panel).toHaveCount(0);

  const added = page.getByRole('group', { name: 'Auto-Delivery' });
  await expect(added.getByText('Every 4 Weeks')).toBeVisible();
  await expect(added.getByRole('link', { name: /^Manage/ })).toHaveAttribute('href', '/account/auto-delivery');
  await shot(page, 'ad-c-product-added');
  await added.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('button', { name: 'Add to Auto-Delivery' })).toBeVisible();
  const list = await page.request.get('/api/auto-delivery/subscriptions?includeInactive=true');
  const { subscriptions } = ((await list.json()) as { data: { subscriptions: { cancelReason?: string }[] } }).data;
  expect(subscriptions.map((s) => s.cancelReason)).toEqual(['Removed with remove button']);
});

test('a cart line every 4 weeks shows the channel price, and guest checkout is not offered', async ({ page }) => {
  await visit(page, ALMONDS);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('button', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('$10.99 each')).toBeVisible();

  await page.getByLabel(/Deliver every/).selectOption({ label: 'Every 4 Weeks' });
  await page.getByRole('button', { name: 'Add to Auto-Delivery' }).click();
  const added = page.getByRole('group', { name: 'Auto-Delivery' });
  await expect(added.getByText('Every 4 Weeks')).toBeVisible();
  await expect(added.getByText('5% off Auto-Delivery')).toBeVisible();
  await expect(page.getByText('$10.44 each')).toBeVisible();
  await shot(page, 'ad-d-cart-line');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
  await shot(page, 'ad-e-login-no-guest');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await added.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('$10.99 each')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Auto-Delivery' })).toBeVisible();
});
