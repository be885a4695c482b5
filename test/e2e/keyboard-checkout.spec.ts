import { expect, test, type Locator, type Page } from '@playwright/test';
import { GUEST, expectAnnouncement, productName, settle, shot } from './support/a11y';

/**
 * The guest checkout with the keyboard alone in Chromium (WCAG 2.1.1 Keyboard, 2.4.3 Focus
 * Order, 2.4.7 Focus Visible): from a product page (variant by arrow keys, quantity by typing, Add to Cart)
 * through the Added-to-Cart panel (Tab stays inside it), the cart, the address, delivery and payment steps to
 * the receipt, with Tab, Shift+Tab, Enter, Space, arrow keys and typing only. Every focus stop must show a
 * focus indicator (an outline or a box shadow on the focused element), and focus is never lost to the body.
 */

/** The focused element, described for messages, and whether it draws an outline or a box shadow. */
const focusStop = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body)
      return { what: 'nothing (document.body)', visible: false };
    const s = getComputedStyle(el);
    const outline =
      s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
    const name =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement
        ? el.labels?.[0]?.textContent
        : el.textContent) ??
      '';
    return {
      what: `<${el.tagName.toLowerCase()} class="${el.className}"> ${name.trim().slice(0, 40)}`,
      visible: outline || s.boxShadow !== 'none',
    };
  });

/** Whether `target` (any of its matches) has the focus. */
const hasFocus = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, checking the focus indicator at every stop;
 * fails with the path taken when `target` is not reached within `maxStops`.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxStops = 60): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    path.push(stop.what);
    expect.soft(stop.visible, `a visible focus indicator on ${stop.what}`).toBe(true);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${key} did not reach ${target} in ${maxStops} stops: ${path.join(' → ')}`);
}

/** Tabs into a radio group and chooses the next option with ArrowDown, which checks the radio it focuses. */
async function chooseNextRadio(page: Page, radios: Locator): Promise<void> {
  const checkedIndex = () => radios.evaluateAll((els) => els.findIndex((r) => (r as HTMLInputElement).checked));
  await tabTo(page, radios);
  const before = await checkedIndex();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('input[type="radio"]:focus')).toBeChecked();
  expect(await checkedIndex()).toBe((before + 1) % (await radios.count()));
}

/** Tabs to a text field and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('a guest checks out with the keyboard alone, with a visible focus indicator at every stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/nuts');
  const productPath = await page.locator('main a[href^="/nuts/"]').first().getAttribute('href');
  await page.goto(productPath!);
  await expect(page.locator('h1.product-title')).toBeVisible();
  await expectAnnouncement(page, `Product page: ${await productName(page)}`);

  // The skip link first, then the page: a variant by arrow keys, a quantity by typing, Add to Cart by Enter.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const radios = page.getByRole('radio');
  if ((await radios.count()) > 1) await chooseNextRadio(page, radios);
  const quantity = page.getByLabel('Quantity', { exact: true });
  await tabTo(page, quantity);
  await page.keyboard.type('2');
  await expect(quantity).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');

  // The panel takes the focus and keeps it: Shift+Tab from the panel wraps to its last control, not the page behind.
  const panel = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(
    await panel.evaluate((d) => d !== document.activeElement && d.contains(document.activeElement)),
    'Shift+Tab stays inside the panel',
  ).toBe(true);
  await tabTo(page, panel.getByRole('button', { name: 'View Cart' }));
  await settle(page, '.side-panel');
  await shot(page, 'keyboard-01-panel-view-cart-focused', false);
  await page.keyboard.press('Space');

  await expect(page).toHaveURL(/\/cart$/);
  await expectAnnouncement(page, 'Cart page');
  await expect(page.locator('main')).toBeFocused();
  await tabTo(
    page,
    page
      .getByRole('button', { name: 'Proceed to Checkout' })
      .or(page.getByRole('link', { name: 'Proceed to Checkout' })),
  );
  await shot(page, 'keyboard-02-cart-proceed-focused', false);
  await page.keyboard.press('Enter');

  // The login modal: the e-mail typed, then "Continue as guest" (shell-account §4 Sign-in flow step 4).
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await typeInto(page, login.getByLabel('Email', { exact: true }), GUEST.email);
  await tabTo(page, login.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Email & Shipping Info' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(GUEST.email);
  await typeInto(page, page.getByLabel('Full name', { exact: true }), GUEST.fullName);
  await typeInto(page, page.getByLabel('Street address', { exact: true }), GUEST.street);
  await typeInto(page, page.getByLabel('City', { exact: true }), GUEST.city);
  const state = page.getByLabel('State', { exact: true });
  await tabTo(page, state);
  await page.keyboard.type('New Jersey');
  await expect(state).toHaveValue(GUEST.state);
  await typeInto(page, page.getByLabel('ZIP code', { exact: true }), GUEST.zip);
  // Shift+Tab back to the state to see it kept, then on to Continue.
  await tabTo(page, state, 'Shift+Tab');
  await expect(state).toHaveValue(GUEST.state);
  await tabTo(page, page.getByRole('button', { name: /Continue/ }));
  await shot(page, 'keyboard-03-address-continue-focused', false);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  // The step change moves focus to <main>; tabbing starts from there (not before the move lands).
  await expect(page.locator('main')).toBeFocused();
  const options = page.getByRole('radio');
  await expect(options.first()).toBeVisible();
  const toPayment = page.getByRole('button', { name: /Continue/ });
  await expect(toPayment).toBeEnabled(); // the first option is chosen by default
  await chooseNextRadio(page, options);
  await expect(toPayment).toBeEnabled();
  await tabTo(page, toPayment);
  await shot(page, 'keyboard-04-delivery-continue-focused', false);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await typeInto(page, page.getByLabel('Card number', { exact: true }), GUEST.card.number);
  await typeInto(page, page.getByLabel('Expiration month', { exact: true }), GUEST.card.month);
  await typeInto(page, page.getByLabel('Expiration year', { exact: true }), GUEST.card.year);
  await typeInto(page, page.getByLabel('CVC', { exact: true }), GUEST.card.cvc);
  await typeInto(page, page.getByLabel('Billing ZIP code', { exact: true }), GUEST.zip);
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await shot(page, 'keyboard-05-payment-place-order-focused', false);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expectAnnouncement(page, 'Order receipt');
  await expect(page.getByText(/Order number/).first()).toBeVisible();
});
