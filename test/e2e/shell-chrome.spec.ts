import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y';
import { openLogin, shot, visit } from './support/pages';

/**
 * The shell's chrome as a shopper meets it (spec: shell-account §2 Query-driven review modals; §4 Popovers, toast;
 * §8 Completed reviews, Expired review link, Unhandled errors; §9 popover 5000 ms, toast 3 s, breadcrumbs 5): the
 * review modals a review e-mail's link opens, with their texts, axe and screenshots at 1280 and 375 pixels; the
 * default-address tip marked seen after 5 s in view (page.clock) and the 3 s toast; an error thrown in the page
 * reaching the /sentry tunnel. Nothing here changes stock or shared state: a fresh customer of its own.
 */

/** Screenshots of the open modal at 1280 and 375 pixels wide; ends at 1280. */
async function modalShots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shot(page, `${name}-${width}`);
  }
}

test('the review modals from the query: texts, axe, Escape and Continue Shopping clear the parameters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/?justCompletedReviews=true&orderDate=2026-05-01&totalSkusCount=3');
  let dialog = page.getByRole('dialog', { name: 'Reviews submitted' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Thank You!');
  await expect(dialog).toContainText('All 3/3 products from your order on May 1, 2026 have been reviewed.');
  await expect(dialog.getByRole('button', { name: 'Continue Shopping' })).toBeFocused();
  await expectNoSeriousViolations(page, 'reviews submitted modal');
  await modalShots(page, 'review-modal-submitted');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await visit(page, '/nuts?hasCompletedReviews=true&orderDate=2026-04-12&totalSkusCount=2');
  dialog = page.getByRole('dialog', { name: 'Reviews already submitted' });
  await expect(dialog).toContainText('All reviews from this order have been completed');
  await expect(dialog).toContainText('All 2/2 products from your order on April 12, 2026 have been reviewed.');
  await expectNoSeriousViolations(page, 'reviews already submitted modal');
  await modalShots(page, 'review-modal-already');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/nuts$/);

  await visit(page, '/?reviewsLinkExpired=true');
  dialog = page.getByRole('dialog', { name: 'Apologies for the inconvenience!' });
  await expect(dialog).toContainText('Link Expired');
  await expect(dialog).toContainText('Review request links expire after 6 months.');
  await expectNoSeriousViolations(page, 'expired review link modal');
  await modalShots(page, 'review-modal-expired');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the default-address tip is marked seen after 5 s in view; the toast hides after 3 s', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(`tip-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await signUp.getByLabel('Full name').fill('Tia Pistachio');
  await signUp.getByLabel('Password').fill('Almonds!2026');
  await signUp.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Hi Tia')).toBeVisible();

  await visit(page, '/account/address-book');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('region', { name: 'Add a new address' });
  await form.getByLabel('Full name').fill('Tia Home');
  await form.getByLabel('Street address').fill('12 Maple Ave');
  await form.getByLabel('City').fill('Newark');
  await form.getByLabel('State').selectOption('NJ');
  await form.getByLabel('ZIP code').fill('07102');
  // The clock stands still from here: the toast's 3 s and the tip's 5 s start when they show, and run only as told.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  await form.getByRole('button', { name: 'Save address' }).click();

  const tip = page.getByRole('note').filter({ hasText: 'This is your default address.' });
  const toast = page.getByRole('status', { name: 'Notifications' });
  await expect(tip).toBeVisible();
  // The count runs while the default address is at least half in view: bring it there (the header is tall).
  await page.getByText('Tia HomeDefault').scrollIntoViewIfNeeded();
  await expect(toast).toHaveText('Address saved');
  await shot(page, 'tip-default-address-1280');
  await page.clock.runFor(2_900);
  await expect(toast).toHaveText('Address saved');
  await expect(tip).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveText('');
  // The 5 s start when the observer first reports the anchor half in view, which a loaded machine may deliver a little
  // after the tip shows: the clock runs on in 500 ms steps until the tip goes (still there at 3.1 s, above).
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return tip.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(false);
  const seen = await page.evaluate(() => window.localStorage.getItem('nutshell.tipSeen.default-address'));
  expect(seen).toBe('1');
  await page.clock.resume();
  await page.reload();
  await expect(page.getByText('Tia HomeDefault')).toBeVisible();
  await expect(tip).toHaveCount(0);

  // axe on the tip (axe waits on timers, so the clock runs: the tip has its 5 s).
  await page.evaluate(() => window.localStorage.removeItem('nutshell.tipSeen.default-address'));
  await page.reload();
  await expect(tip).toBeVisible();
  await expectNoSeriousViolations(page, 'default-address tip');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'tip-default-address-375');
});

test('an error thrown in the page reaches the /sentry tunnel with its breadcrumbs', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.body.classList.add('enableBrowserTelemetry')),
  );
  await visit(page, '/');
  // The reporter loads when the browser is idle; a first error loads it too. Clicks after it are breadcrumbs.
  await page.waitForTimeout(1_000);
  await page.getByRole('heading', { level: 1 }).click();
  const tunnel = page.waitForResponse((r) => r.url().endsWith('/sentry') && r.request().method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: thrown in the page');
    });
  });
  const response = await tunnel;
  expect(response.status()).toBe(200);
  const body = response.request().postData() ?? '';
  const [header, item, event] = body
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(item).toEqual({ type: 'event' });
  expect(await response.json()).toEqual({ id: header?.['event_id'] });
  expect(event).toMatchObject({
    level: 'error',
    exception: { values: [{ type: 'Error', value: 'e2e: thrown in the page' }] },
    breadcrumbs: { values: [expect.objectContaining({ category: 'ui.click' })] },
  });
});
