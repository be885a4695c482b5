import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { mailedRedeemLink } from './support/gifts';
import { continueAsGuest } from './support/guest';
import { shot, visit } from './support/pages';

/**
 * The digital gift, end to end (spec: catalogue-gifting §1 gift landing and shipping note, §2 /gift-drop/build/:step?,
 * /gift-drop/redeem/:step?, the 'See Ingredients' modal, §4 Gift drop, §5 recipient fields; core-cart-checkout §4
 * digital gift lines, §5 the sender after ' - '): a guest sends a Premium tray to two recipients and pays; one
 * recipient follows the mailed link (read from the outbox with the CLI), chooses 5 items and a Hawaii address, and
 * sees the shipment with its order number ('Order {n}'), an order the CLI's `nutshell order show` finds. Screenshots of each step at 1280 and 375 px.
 */

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** Full-page screenshots `gift-{name}-1280.png` and `gift-{name}-375.png`; ends at 1280 wide. */
async function shots(page: Page, name: string): Promise<void> {
  await shot(page, `gift-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, `gift-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the landing offers three gifts, a disabled one, and each gift’s choices in a modal', async ({ page }) => {
  await visit(page, '/gift-drop/build');
  const cards = page.locator('.gift-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Custom Gift Tray');
  await expect(cards.nth(0)).toContainText('Premium');
  await expect(cards.nth(0)).toContainText('130+ choices');
  await expect(cards.nth(0)).toContainText('from $69.99');
  await expect(cards.nth(1)).toContainText('50+ choices');
  await expect(cards.nth(1)).toContainText('from $59.99');
  await expect(cards.nth(2)).toContainText('$42.99');
  await expect(cards.nth(3)).toHaveText('New Option Coming Soon');
  await expect(cards.nth(3)).toHaveAttribute('data-state', 'disabled');
  const hrefs = await page.locator('.gift-card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/gift-drop/build/gift?type=Tray&category=Premium',
    '/gift-drop/build/gift?type=Tray&category=Classic',
    '/gift-drop/build/gift?type=Box&category=Classic',
  ]);
  await expect(
    page.getByText('Shipping is only within the United States (including Hawaii and Alaska) and Puerto Rico.'),
  ).toBeVisible();
  await shots(page, 'landing');

  await cards.nth(0).getByRole('button', { name: 'See Ingredients' }).click();
  const modal = page.getByRole('dialog', { name: 'Ingredient Choices for Your Recipient(s)' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('.gift-choice').first()).toBeVisible();
  expect(await modal.locator('.gift-choice').count()).toBeGreaterThan(20);
  await shot(page, 'gift-modal-tray-1280');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  await cards.nth(2).getByRole('button', { name: 'See Ingredients' }).click();
  await expect(modal).toBeVisible();
  await expect(modal.locator('.gift-choice')).toHaveCount(50);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'gift-modal-box-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.click(5, 5);
  await expect(modal).toHaveCount(0);
});

test('a guest sends a Premium tray to two recipients; one chooses 5 items to Hawaii and sees the shipment', async ({
  page,
}) => {
  const stamp = Date.now();
  const sam = `sam.${stamp}@example.com`;
  const alex = `alex.${stamp}@example.com`;
  await visit(page, '/gift-drop/build');
  await page.getByRole('link', { name: 'Choose Custom Gift Tray, Premium' }).click();
  await expect(page).toHaveURL(/\/gift-drop\/build\/gift\?type=Tray&category=Premium$/);
  await expect(page.locator('.gift-build .gift-card')).toHaveAttribute('data-state', 'selected');
  await shots(page, 'build-gift');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/gift-drop\/build\/recipients\?/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  const first = page.getByRole('group', { name: 'Recipient 1' });
  await first.getByLabel('Recipient name').fill('Sam Lee');
  await first.getByLabel('Recipient email', { exact: true }).fill(sam);
  await first.getByLabel('Confirm recipient email').fill(`x${sam}`);
  await first.getByLabel('Confirm recipient email').blur();
  await expect(first.getByText('Please make sure the email address matches')).toBeVisible();
  await shots(page, 'build-recipients-errors');
  await first.getByLabel('Confirm recipient email').fill(sam);
  await expect(first.getByText('Please make sure the email address matches')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another recipient' }).click();
  const second = page.getByRole('group', { name: 'Recipient 2' });
  await second.getByLabel('Recipient name').fill('Alex Kim');
  await second.getByLabel('Recipient email', { exact: true }).fill(alex);
  await second.getByLabel('Confirm recipient email').fill(alex);
  await shots(page, 'build-recipients');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/gift-drop\/build\/message\?/);
  await page.getByLabel('Gift message').fill('Enjoy!');
  await page.getByLabel('From (your name)').fill('Pat');
  await expect(page.getByTestId('gift-preview')).toHaveText('Enjoy! - Pat');
  await expect(page.getByText('Custom Gift Tray, Premium · 2 gifts')).toBeVisible();
  // A greeting card rides with the gift: one per recipient, in each recipient's order (core-cart-checkout §4).
  await page.getByLabel('Add a greeting card').check();
  await page.getByLabel('Greeting card message').fill('Happy holidays!');
  await shots(page, 'build-message');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Custom Gift Tray, Premium').first()).toBeVisible();
  await page
    .getByRole('button', { name: 'Proceed to Checkout' })
    .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
    .first()
    .click();
  await continueAsGuest(page, `pat.${stamp}@example.com`);
  // Digital gift lines and their card ship to the warehouse by themselves (core-cart-checkout §4): no address to give.
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByText('Custom Gift Tray, Premium').first()).toBeVisible();
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const link = mailedRedeemLink(sam);
  await page.context().clearCookies();
  // Rendered on the server from the key's gift; the key stays out of the head.
  const html = await (await page.request.get(link)).text();
  expect(html).toContain('A gift from Pat');
  expect(html.split('</head>')[0]).not.toContain(link.split('key=')[1]);
  await visit(page, link);
  await expect(page.getByText('A gift from Pat')).toBeVisible();
  await expect(page.getByText('Enjoy! - Pat')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose 5 items' })).toBeVisible();
  const adds = page.getByRole('button', { name: /^Add / });
  for (const i of [0, 1, 1, 2, 3]) await adds.nth(i).click();
  await expect(page.locator('.gift-choose__count')).toHaveText('5 of 5 chosen');
  await page.screenshot({ path: `${process.env.E2E_SHOTS ?? 'test-results/screenshots'}/gift-redeem-choose-view.png` });
  await page.getByLabel('Search the choices').fill('almond');
  await expect(page.locator('.gift-choose .gift-choice').first()).toContainText(/almond/i);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${process.env.E2E_SHOTS ?? 'test-results/screenshots'}/gift-redeem-search-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Search the choices').fill('');
  await shots(page, 'redeem-choose');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/gift-drop\/redeem\/address\?key=/);
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Lee');
  await page.getByRole('button', { name: 'Send my gift' }).click();
  await expect(page.getByText('Please enter a value').first()).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('autocomplete', 'shipping postal-code');
  await page.getByLabel('Street address').fill('1 Aloha Way');
  await page.getByLabel('City').fill('Honolulu');
  await page.getByLabel('State', { exact: true }).selectOption('HI');
  await page.getByLabel('ZIP code').fill('96813');
  await shots(page, 'redeem-address');
  await page.getByRole('button', { name: 'Send my gift' }).click();

  await expect(page).toHaveURL(/\/gift-drop\/redeem\/done\?key=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Gift Is on Its Way' })).toBeVisible();
  await expect(page.getByText(/^Ships on /)).toBeVisible();
  await expect(page.locator('.gift-shipment__address')).toContainText('Honolulu, HI 96813');
  await expect(page.locator('.gift-shipment .gift-choice')).toHaveCount(4);
  // The redemption placed the recipient's order (catalogue-gifting §4 "which creates their shipment").
  const orderText = await page.locator('.gift-shipment__order').textContent();
  const orderNumber = /^Order (\d+)$/.exec(orderText ?? '')?.[1];
  expect(orderNumber).toBeTruthy();
  const order = JSON.parse(
    execFileSync('npx', ['nutshell', 'order', 'show', orderNumber!, '--json'], {
      encoding: 'utf8',
      env: { ...process.env, NUTSHELL_DATA_DIR: DATA_DIR },
    }),
  ) as { shippingAddress?: { city?: string }; cart: { lineItems: { variant: { sku: string } }[] } };
  expect([order.shippingAddress?.city, order.cart.lineItems.map((l) => l.variant.sku)]).toEqual([
    'Honolulu',
    ['9901-05', '9980-01'],
  ]);
  await shots(page, 'redeem-done');

  // The link again: the gift is redeemed, so the page shows its shipment, rendered on the server.
  await visit(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Gift Is on Its Way' })).toBeVisible();
  await expect(page.locator('.gift-shipment__order')).toHaveText(`Order ${orderNumber}`);
  await visit(page, '/gift-drop/redeem?key=nosuchkeynosuchkeynosuchkey');
  await expect(page.getByText(/We could not find a gift for this link/)).toBeVisible();
});
