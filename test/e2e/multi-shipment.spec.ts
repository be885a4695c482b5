import { expect, test, type Page } from '@playwright/test';
import { continueAsGuest } from './support/guest';
import { shot, visit } from './support/pages';

/**
 * A two-address order end to end (core-cart-checkout §2 address step variant multi, §4 Cart shipping modes and edits):
 * a guest ships one unit of nuts home and the other with a chocolate bar to a friend, picks a delivery option per
 * shipment and pays. Screenshots of the multi-shipment address step and the two-shipment delivery step.
 */

async function addToCart(page: Page, department: string, quantity: string): Promise<void> {
  await visit(page, `/${department}`);
  await page.locator(`main a[href^="/${department}/"]`).first().click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).selectOption(quantity);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByText('Keep Shopping').click();
}

async function fillAddress(
  scope: ReturnType<Page['locator']> | Page,
  a: { name: string; street: string; city: string; state: string; zip: string },
): Promise<void> {
  await scope.getByLabel('Full name', { exact: true }).fill(a.name);
  await scope.getByLabel('Street address', { exact: true }).fill(a.street);
  await scope.getByLabel('City', { exact: true }).fill(a.city);
  await scope.getByLabel('State', { exact: true }).selectOption(a.state);
  await scope.getByLabel('ZIP code', { exact: true }).fill(a.zip);
}

test('a guest splits an order over two addresses, with a delivery option each, and pays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addToCart(page, 'nuts', '2');
  await addToCart(page, 'chocolatessweets', '1');
  await visit(page, '/cart');
  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .first()
    .click();
  await continueAsGuest(page, 'sam.split@example.com');
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByLabel('Email', { exact: true }).fill('sam.split@example.com');
  await fillAddress(page, {
    name: 'Sam Split',
    street: '12 Orchard Lane',
    city: 'Princeton',
    state: 'NJ',
    zip: '08540',
  });
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  await visit(page, '/checkout/address');
  await page.getByRole('link', { name: 'Ship to multiple addresses' }).click();
  await expect(page).toHaveURL(/\/checkout\/address\/multi$/);
  const first = page.getByRole('region', { name: 'Shipment 1' });
  await expect(first.getByText('12 Orchard Lane')).toBeVisible();

  await page.getByRole('button', { name: 'Add a shipment' }).click();
  const second = page.getByRole('region', { name: 'Shipment 2' });
  await expect(second).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove empty shipments' })).toBeVisible();
  await fillAddress(second, {
    name: 'Alex Friend',
    street: '400 Lake Shore Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60611',
  });
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(second.getByText('400 Lake Shore Dr')).toBeVisible();

  // One unit of nuts and the chocolate to shipment 2: each line's units stay 2 and 1 in all.
  const split = page.getByRole('region', { name: 'Items in each shipment' });
  const nutsIn2 = split.getByLabel(/quantity in Shipment 2$/).first();
  await nutsIn2.fill('1');
  await nutsIn2.blur();
  await expect(split.getByLabel(/quantity in Shipment 1$/).first()).toHaveValue('1');
  const chocolateIn2 = split.getByLabel(/quantity in Shipment 2$/).nth(1);
  await chocolateIn2.fill('1');
  await chocolateIn2.blur();
  await expect(split.getByLabel(/quantity in Shipment 1$/).nth(1)).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Remove empty shipments' })).toHaveCount(0);
  await expect(split.getByText('All assigned')).toHaveCount(2);
  await shot(page, 'multi-shipment-address');

  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  const step = page.locator('.checkout__step');
  await expect(step.getByRole('heading', { name: 'Shipment 1' })).toBeVisible();
  await expect(step.getByRole('heading', { name: 'Shipment 2' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByRole('heading', { name: 'Shipment 2' })).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.filter({ has: page.getByRole('radio') })).toHaveCount(2);
  // Each shipment gets its first option by default; then shipment 2 takes its fastest.
  const second2 = page.getByRole('group', { name: 'Shipment 2' });
  await expect(page.getByRole('group', { name: 'Shipment 1' }).getByRole('radio').first()).toBeChecked();
  await expect(second2.getByRole('radio').first()).toBeChecked();
  await expect(second2).not.toHaveAttribute('aria-busy', 'true');
  await second2.getByRole('radio').last().click();
  await expect(second2.getByRole('radio').last()).toBeChecked();
  await expect(page.getByRole('group', { name: 'Shipment 1' }).getByRole('radio').first()).toBeChecked();
  // Shipment 1's ground option allows a later delivery date, picked from the warehouse's ship days.
  const date = step.getByLabel('Requested delivery date', { exact: true });
  await expect(date).toHaveCount(1);
  const later = await date.locator('option').nth(2).getAttribute('value');
  await date.selectOption(later!);
  await expect(date).toHaveValue(later!);
  await shot(page, 'multi-shipment-delivery');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipment 1' })).toBeVisible();
  const receiptSecond = page.getByRole('region', { name: 'Shipment 2' });
  await expect(receiptSecond.getByText('Alex Friend, 400 Lake Shore Dr, Chicago')).toBeVisible();
  await expect(receiptSecond.getByText(/^Shipping \(Overnight/)).toBeVisible();
  await shot(page, 'multi-shipment-receipt');
});
