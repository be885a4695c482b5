import { expect, test, type Page } from '@playwright/test';
import { CSRF, customerWithAddressAndCard } from './support/auto-delivery';
import { shot, shotAtWidths, visit } from './support/pages';

/**
 * The auto-delivery account pages as a customer uses them (spec: catalogue-gifting §2 /account/auto-delivery, the
 * redesign behind the autoDeliveryPortal flag and the detail pages; §4 Subscription: skip, update, cancel with a
 * reason, reactivate, send now; shell-account §4 feature flags; core-cart-checkout §2 /auto-delivery help): a customer
 * with a saved address and card subscribes through the API, then manages the subscription on the page, each change
 * shown and re-rendered without a page load. Screenshots go to the screenshots folder (support/pages.ts).
 */
const ALMONDS_1LB = '1072-01';

/** The subscription's entry in "Your Auto-Delivery items". */
function subscriptionItem(page: Page) {
  return page
    .getByRole('region', { name: 'Your Auto-Delivery items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /Almonds/ }) });
}

test('manage an Auto-Delivery subscription: skip, every 4 weeks, cancel with a reason, reactivate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { addressId } = await customerWithAddressAndCard(page);
  const created = await page.request.post('/api/auto-delivery/subscriptions', {
    headers: CSRF,
    data: { sku: ALMONDS_1LB, quantity: 2, shippingAddressId: addressId },
  });
  expect(created.status()).toBe(201);

  await visit(page, '/account/auto-delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-Delivery' })).toBeVisible();
  const sidebarLink = page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Auto-Delivery' });
  await expect(sidebarLink).toHaveAttribute('aria-current', 'page');
  const delivery = page.getByRole('article', { name: /^Ships \w+day, \w+ \d+$/ });
  await expect(delivery).toHaveCount(1);
  await expect(delivery.getByText('Ships to Ada Almond, 12 Orchard Lane, Princeton, NJ 08540')).toBeVisible();
  await expect(delivery.getByText('Qty 2')).toBeVisible();
  await expect(delivery.getByText('Every 6 Weeks')).toBeVisible();
  await expect(delivery.getByText(/^Subtotal \$\d+\.\d\d$/)).toBeVisible();
  const firstShip = await delivery.getByRole('heading').textContent();
  await shotAtWidths(page, 'auto-delivery-list');

  const item = subscriptionItem(page);
  await item.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Skipped\. The next shipment is / })).toBeVisible();
  await expect(page.getByRole('article', { name: firstShip! })).toHaveCount(0);

  await item.getByLabel('Delivery frequency').selectOption({ label: 'Every 4 Weeks' });
  await item.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').getByText('Every 4 Weeks')).toBeVisible();

  await subscriptionItem(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('Why are you cancelling?').selectOption('It arrives too often');
  await page.getByRole('button', { name: 'Cancel Auto-Delivery' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almonds was cancelled.' })).toBeVisible();
  const inactive = page.getByRole('region', { name: 'Inactive' });
  await expect(inactive.getByText(/Almonds/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await shot(page, 'auto-delivery-cancelled');

  await inactive.getByRole('button', { name: 'Reactivate Almonds' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almonds is back on Auto-Delivery.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inactive' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The redesign: ?flags=autoDeliveryPortal turns the flag on for the session; the list answers 302 to it.
  await visit(page, '/account/auto-delivery?flags=autoDeliveryPortal');
  await expect(page).toHaveURL(/\/account\/auto-delivery-redesign$/);
  await expect(sidebarLink).toHaveAttribute('href', '/account/auto-delivery-redesign');
  const group = page.getByRole('region', { name: 'Every 4 Weeks' });
  await expect(group.getByRole('heading', { level: 2 })).toHaveText('Every 4 Weeks 1 item');
  await shotAtWidths(page, 'auto-delivery-redesign');
  await group.getByRole('link', { name: /^View details: / }).click();
  await expect(page).toHaveURL(/\/account\/auto-delivery-redesign\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-Delivery Details' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await shot(page, 'auto-delivery-detail');
  await visit(page, '/account/auto-delivery-redesign/details/abc');
  await expect(page).toHaveURL(/\/account\/auto-delivery-redesign$/);

  await visit(page, '/account/auto-delivery?flags=-autoDeliveryPortal');
  await expect(page).toHaveURL(/\/account\/auto-delivery\?flags=-autoDeliveryPortal$/);
  await expect(sidebarLink).toHaveAttribute('href', '/account/auto-delivery');

  // Send Now places the delivery's order with the saved card.
  await page.getByRole('article').getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Your order \S+ has been placed\.$/ })).toBeVisible();
});

test('the /auto-delivery help page, and a visitor sent to sign in first', async ({ page }) => {
  await visit(page, '/auto-delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-Delivery' })).toBeVisible();
  await expect(page.getByText(/5% off Auto-Delivery/)).toBeVisible();
  await shot(page, 'auto-delivery-help');
  await page.getByRole('link', { name: 'Manage Auto-Delivery' }).click();
  await expect(page).toHaveURL(/\/sign\/in\?redirect=%2Faccount%2Fauto-delivery$/);
});
