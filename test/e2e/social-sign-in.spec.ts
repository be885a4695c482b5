import { expect, test } from '@playwright/test';
import { openLogin, shot, waitForApp } from './support/pages';

/**
 * Social sign-in as a shopper does it (spec: shell-account §3 Session sign-in types, §5 Google hidden in Instagram,
 * §7 /api/sign/google): "Continue with Google" in the login modal, the local test identity provider's page, the test
 * user, and back on the page signed in. Screenshots go to the screenshots folder (support/pages.ts).
 */

test('sign in with the test Google provider from the login modal', async ({ page }) => {
  await page.goto('/cart');
  const dialog = await openLogin(page);
  const google = dialog.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Continue with Apple' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
  await shot(page, 'login-modal-social-buttons');
  await google.click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await shot(page, 'test-provider-page');
  await page.getByRole('button', { name: 'Test Shopper <shopper@example.test>' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const bar = page.getByRole('navigation', { name: 'Account and help' });
  await expect(bar.getByText('Hi Test')).toBeVisible();
  await shot(page, 'signed-in-with-google');
});

test('the sign-in page offers the providers, and shows a cancelled sign-in', async ({ page }) => {
  await page.goto('/sign/in');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/sign\/in\?signInError=/);
  await expect(page.getByRole('alert')).toHaveText("We couldn't sign you in with Facebook. Please try again.");
  await shot(page, 'sign-in-page-refused');
});

test.describe('inside the Instagram in-app browser', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 309.0.0.40.113' });

  test('the Google button is hidden', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('link', { name: 'Continue with Apple' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
  });
});

test('sign in with the test Apple provider, whose answer is a form the page posts back', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/sign/in?redirect=%2Fcart');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Continue with Apple' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Newcomer <newcomer@example.test>' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('navigation', { name: 'Account and help' }).getByText('Hi Nova')).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
