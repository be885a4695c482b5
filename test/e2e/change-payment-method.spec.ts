import { expect, test, type Page } from '@playwright/test';
import { continueAsGuest } from './support/guest';
import { shot, visit } from './support/pages';

/**
 * A card whose capture is declined after the order is placed (the test gateway's 4000 0000 0000 0341; spec:
 * core-cart-checkout §4 Placing an order, §7 change payment method): the receipt says so and offers "Update payment
 * method"; a declined card keeps the form with the gateway's message; 4242… pays the order. The purchase event is
 * tracked once, not again on reload.
 */
async function addAndProceed(page: Page): Promise<void> {
  await visit(page, '/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
}

async function addressAndDelivery(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Email & Shipping Info' })).toBeVisible();
  await page.getByLabel('Full name', { exact: true }).fill('Dee Clined');
  await page.getByLabel('Street address', { exact: true }).fill('12 Orchard Lane');
  await page.getByLabel('City', { exact: true }).fill('Princeton');
  await page.getByLabel('State', { exact: true }).selectOption('NJ');
  await page.getByLabel('ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
}

async function fillCard(scope: Page | ReturnType<Page['locator']>, number: string): Promise<void> {
  await scope.getByLabel('Card number', { exact: true }).fill(number);
  await scope.getByLabel('Expiration month', { exact: true }).fill('12');
  await scope.getByLabel('Expiration year', { exact: true }).fill('2031');
  await scope.getByLabel('CVC', { exact: true }).fill('123');
  await scope.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
}

/** The 'Order Completed' entries of the page's tag layer. */
const purchases = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'Order Completed',
    ),
  );

test('a declined capture is paid from the receipt with a new card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addAndProceed(page);
  await continueAsGuest(page, 'dee.clined@example.com');
  await addressAndDelivery(page);
  await fillCard(page, '4000 0000 0000 0341');
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/events/fb') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Update payment method' });
  await expect(
    payment.getByText('Your card was declined. Please update your payment method to complete your order.'),
  ).toBeVisible();
  await expect(payment.getByLabel('Card number', { exact: true })).toHaveAttribute('autocomplete', 'cc-number');
  const sent = (await beacon).postDataJSON() as { event_name: string; user_data: Record<string, string> };
  expect(sent.event_name).toBe('Purchase');
  expect(Object.keys(sent.user_data).sort()).toEqual(['em', 'fn', 'ln']);
  expect(Object.values(sent.user_data).every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  await expect.poll(async () => (await purchases(page)).length).toBe(1);
  await shot(page, 'orders-receipt-declined');

  await fillCard(payment, '4000 0000 0000 0002');
  await payment.getByRole('button', { name: 'Update payment method' }).click();
  await expect(payment.getByText('Your card was declined.', { exact: true })).toBeVisible();

  await fillCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your payment went through.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Update payment method' })).toHaveCount(0);
  await shot(page, 'orders-receipt-paid');

  // A reload shows the paid order and reports no second purchase.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Update payment method' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await purchases(page)).toEqual([]);
});
