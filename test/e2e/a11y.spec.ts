import { expect, test } from '@playwright/test';
import { GUEST, expectAccessiblePage, expectNoSeriousViolations, productName, settle, shot } from './support/a11y';
import { continueAsGuest } from './support/guest';

/**
 * Accessibility of every main page in Chromium (core-cart-checkout §2 "Pages announce a
 * message to screen readers"): axe finds no serious or critical violation on home, a category listing, a
 * product page with the Added-to-Cart panel open, the header's suggestions popover, search results, the cart
 * with lines, each checkout step and the receipt; and each page announces itself through the live region.
 */
test('every main page passes axe (no serious or critical violations) and announces itself', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/');
  await expectAccessiblePage(page, h1, 'Home page', 'home');
  await shot(page, 'a11y-home', false);

  const header = page.getByRole('banner');
  await header.getByPlaceholder('Search for a product').pressSequentially('chocolate', { delay: 30 });
  await expect(header.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'search suggestions popover');
  await page.keyboard.press('Escape');

  await page.goto('/nuts');
  await expectAccessiblePage(page, h1.filter({ hasText: 'Nuts' }), 'Category page: Nuts', 'category listing /nuts');

  await page.goto('/search/instant?query=almonds');
  await expectAccessiblePage(
    page,
    page.locator('.search-results > li').first(),
    'Search results page',
    'search results',
  );

  await page.goto('/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await expect(page.locator('h1.product-title')).toBeVisible();
  const name = await productName(page);
  expect(name).not.toBe('');
  await expectAccessiblePage(page, h1, `Product page: ${name}`, 'product page');
  await shot(page, 'a11y-product', false);

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(panel).toBeVisible();
  await settle(page, '.side-panel');
  await expectNoSeriousViolations(page, 'Added to Cart panel');
  await panel.getByRole('button', { name: 'View Cart' }).click();

  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expectAccessiblePage(page, page.getByRole('heading', { name: 'Your Cart' }), 'Cart page', 'cart with lines');
  await shot(page, 'a11y-cart', false);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await continueAsGuest(page, 'a11y.guest@example.com');
  await expectAccessiblePage(
    page,
    page.getByRole('heading', { name: 'Email & Shipping Info' }),
    'Checkout: Email & Shipping Info',
    'checkout address',
  );
  await page.getByLabel('Email', { exact: true }).fill(GUEST.email);
  await page.getByLabel('Full name', { exact: true }).fill(GUEST.fullName);
  await page.getByLabel('Street address', { exact: true }).fill(GUEST.street);
  await page.getByLabel('City', { exact: true }).fill(GUEST.city);
  await page.getByLabel('State', { exact: true }).selectOption(GUEST.state);
  await page.getByLabel('ZIP code', { exact: true }).fill(GUEST.zip);
  await page.getByRole('button', { name: /Continue/ }).click();

  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  await expectAccessiblePage(page, page.getByRole('radio').first(), 'Checkout: Expected Delivery', 'checkout delivery');
  await page.getByRole('button', { name: /Continue/ }).click();

  await expectAccessiblePage(
    page,
    page.getByRole('heading', { name: 'Payment Method' }),
    'Checkout: Payment Method',
    'checkout payment',
  );
  await page.getByLabel('Card number', { exact: true }).fill(GUEST.card.number);
  await page.getByLabel('Expiration month', { exact: true }).fill(GUEST.card.month);
  await page.getByLabel('Expiration year', { exact: true }).fill(GUEST.card.year);
  await page.getByLabel('CVC', { exact: true }).fill(GUEST.card.cvc);
  await page.getByLabel('Billing ZIP code', { exact: true }).fill(GUEST.zip);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expectAccessiblePage(
    page,
    page.getByRole('heading', { name: 'Thank you for your order!' }),
    'Order receipt',
    'receipt',
  );
  await shot(page, 'a11y-receipt');
});
