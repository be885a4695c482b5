import { expect, test, type Page } from '@playwright/test';
import { continueAsGuest } from './support/guest';
import { shot, visit } from './support/pages';

/**
 * Checkout for customers (core-cart-checkout §4 Proceeding to checkout, Placing an order; shell-account §4 step 4):
 * the login modal before checkout and its "Continue as guest", an account made at payment with a password, and the
 * wallet: a card saved at payment, paid with on the next order, listed and removed on the Wallet page.
 */
const PASSWORD = 'Walnut.Tree7';

/** Adds the first nut product to the cart and proceeds to checkout from the Added to Cart panel. */
async function addAndProceed(page: Page): Promise<void> {
  await visit(page, '/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
}

/** The address (e-mail already there) and the first delivery option, up to the payment step. */
async function addressAndDelivery(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Email & Shipping Info' })).toBeVisible();
  await page.getByLabel('Full name', { exact: true }).fill(name);
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

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a visitor proceeds to checkout through the login modal and continues as a guest', async ({ page }) => {
  await addAndProceed(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  await expect(dialog.getByText('You can create an account after placing your order.')).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill('visitor.guest@example.com');
  await shot(page, 'a-login-modal-guest');
  await continueAsGuest(page, 'visitor.guest@example.com');
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('visitor.guest@example.com');
  await shot(page, 'a-address-with-email');
});

test('a guest creates an account with a password at payment and is signed in with the order', async ({ page }) => {
  const email = `new.customer.${Date.now()}@example.com`;
  await addAndProceed(page);
  await continueAsGuest(page, email);
  await addressAndDelivery(page, 'Nora Newcustomer');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: 'Create an account for faster checkout next time' }).check();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('Your password needs')).toBeVisible();
  await shot(page, 'b-payment-create-account');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(
    page.getByText('Your account is created and you are signed in. This order is in your order history.'),
  ).toBeVisible();
  await shot(page, 'b-receipt-account');
  const summary = await page.request.get('/api/account/page?path=%2Faccount%2Forder-history');
  expect(summary.status()).toBe(200);
  expect(((await summary.json()) as { data: { customer: { email: string } } }).data.customer.email).toBe(email);
  await page.goto('/account/order-history');
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await shot(page, 'b-order-history');
});

test('a signed-in customer saves a card, pays the next order with it, and removes it in the wallet', async ({
  page,
}) => {
  const email = `wallet.${Date.now()}@example.com`;
  const up = await page.request.post('/api/sign/up', {
    headers: { 'x-nutshell-csrf': '1' },
    data: { email, name: 'Walt Wallet', password: PASSWORD, isB2b: false },
  });
  expect(up.status()).toBe(200);

  await addAndProceed(page);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  await addressAndDelivery(page, 'Walt Wallet');
  await fillCard(page, '5555 5555 5555 4444');
  await page.getByRole('checkbox', { name: 'Save this card for later' }).check();
  await shot(page, 'c-payment-save-card');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  await addAndProceed(page);
  await addressAndDelivery(page, 'Walt Wallet');
  const saved = page.getByRole('radio', { name: 'Mastercard •••• 4444, expires 12/2031 (Default)' });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await shot(page, 'c-payment-saved-card');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  await page.goto('/account/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByText('Expires 12/2031')).toBeVisible();
  await shot(page, 'c-wallet');
  await page.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('You have no saved cards yet. Cards you save at checkout appear here.')).toBeVisible();
  await shot(page, 'c-wallet-empty');
});
