import { expect, test, type Page } from '@playwright/test';
import { openLogin, visit, waitForHydrated } from './support/pages';
import { execFileSync } from 'node:child_process';

/**
 * Sign-up, sign-out, sign-in with a password, sign-in through a mailed link and a password reset, as a shopper does
 * them (spec: shell-account §4 Sign-in flow, Gated links; core-cart-checkout §2 /sign/in, magic-link and
 * reset-password pages). Mailed links are read from the embedded outbox with the CLI (`nutshell mail list`), which
 * reaches the running server's data directory. Needs the server's account routes.
 */

const PASSWORD = 'Almonds!2026';
/** A fresh address per run, so reruns on one data directory do not meet an existing account. */
const email = (who: string) => `${who}-${Date.now()}@example.com`;

/** The newest message's link to `/sign/{kind}/{key}` sent to `to`, read from the outbox with the CLI. */
function mailedLink(to: string, kind: 'magic-link' | 'reset-password'): string {
  const out = execFileSync('npx', ['nutshell', 'mail', 'list', '--to', to, '--json'], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
  });
  const link = new RegExp(`/sign/${kind}/[A-Za-z0-9_-]+`).exec(out)?.[0];
  if (!link) throw new Error(`no ${kind} link mailed to ${to}`);
  return link;
}

async function signUp(page: Page, address: string, name: string) {
  await visit(page, '/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const signUpDialog = page.getByRole('dialog', { name: 'Create an account' });
  await signUpDialog.getByLabel('Full name').fill(name);
  await signUpDialog.getByLabel('Password').fill(PASSWORD);
  await signUpDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Hi ${name.split(' ')[0]}`)).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
}

test('sign up, sign out, then sign in with the password; the greeting is server-rendered', async ({ page }) => {
  const address = email('jane');
  await signUp(page, address, 'Jane Doe');
  await page.screenshot({ path: 'test-results/screenshots/signed-in.png' });
  await page.reload();
  await expect(page.getByText('Hi Jane')).toBeVisible();
  await signOut(page);
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Welcome back, Jane!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/login-password-step.png' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi Jane')).toBeVisible();
});

test('a gated link opens the modal and leads to its page after sign-in', async ({ page }) => {
  const address = email('gated');
  await signUp(page, address, 'Gail Gated');
  await signOut(page);
  const gated = page.getByRole('navigation', { name: 'Account and help' }).getByRole('link', { name: 'Easy Reorder' });
  await waitForHydrated(gated);
  await gated.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/easy-reorder$/);
});

test('sign in through the mailed link', async ({ page }) => {
  const address = email('link');
  await signUp(page, address, 'Lina Link');
  await signOut(page);
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(dialog.getByText('Check your email')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/login-link-sent.png' });
  await visit(page, mailedLink(address, 'magic-link'));
  await expect(page.getByText('Hi Lina')).toBeVisible();
});

test('reset the password through the mailed link, then sign in with the new one', async ({ page }) => {
  const address = email('reset');
  await signUp(page, address, 'Rita Reset');
  await signOut(page);
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByText(`We sent a link to ${address} to reset your password.`)).toBeVisible();
  const link = mailedLink(address, 'reset-password');
  const response = await page.request.get(link);
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  await visit(page, link);
  await page.getByLabel('New password').fill('Walnuts!2027');
  await page.getByLabel('Confirm password').fill('Walnuts!2027');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('Hi Rita')).toBeVisible();
  await visit(page, link);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
});

test('/sign/in is a server-rendered, non-indexed page that goes to its redirect after sign-in', async ({ page }) => {
  const address = email('page');
  await signUp(page, address, 'Pat Page');
  await signOut(page);
  const response = await page.request.get('/sign/in?redirect=/cart');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('Sign in or create an account with your email address.');
  await visit(page, '/sign/in?redirect=/cart');
  await page.getByRole('main').getByLabel('Email').fill(address);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
