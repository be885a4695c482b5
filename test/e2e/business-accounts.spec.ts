import { expect, test, type Page } from '@playwright/test';
import { openLogin, shotsThatFit, visit } from './support/pages';

/**
 * Business accounts as a shopper makes them (spec: core-cart-checkout §2 /business/register, §6 Business: Create,
 * Convert and View Business Account; shell-account §4 Sign-in flow 3 "A new business account outside checkout goes to
 * /business/register, recording the source as Account Creation"; §2 the account sidebar's Business Account).
 */

const PASSWORD = 'Almonds!2026';
/** A fresh address per run, so reruns on one data directory do not meet an existing account. */
const email = (who: string) => `${who}-${Date.now()}@example.com`;

/** Fills the business form with a valid business. */
async function fillBusiness(page: Page, company: string) {
  const form = page.locator('form.business-form');
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Industry').selectOption('Office / Corporate');
  await form.getByLabel('Tax ID (EIN, optional)').fill('12-3456789');
  await form.getByLabel('Business phone').fill('(201) 555-0123');
  await form.getByLabel('Team size').selectOption('11-50');
  await form.getByLabel('Street address').fill('10 Main St');
  await form.getByLabel('City').fill('Newark');
  await form.getByLabel('State').selectOption('NJ');
  await form.getByLabel('ZIP code').fill('07102');
}

/** The Business details' facts as shown on /account/business. */
function businessFacts(page: Page) {
  return page.getByRole('region', { name: 'Business details' }).getByRole('definition');
}

test('a visitor creates a business account, lands on /business/register and registers the business', async ({
  page,
}) => {
  await visit(page, '/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuts For Business' })).toBeVisible();
  await shotsThatFit(page, 'business-landing');
  await visit(page, '/business/register');
  await expect(page.getByRole('heading', { name: 'Business registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Business Account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await signUp.getByRole('textbox', { name: 'Email' }).fill(email('bea'));
  await expect(signUp.getByLabel('Business Account')).toBeChecked();
  await signUp.getByLabel('Full name').fill('Bea Baker');
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/business\/register\?source=Account\+Creation$/);
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page.getByText('Please choose an industry')).toBeVisible();
  await fillBusiness(page, 'Bea Bakery LLC');
  await shotsThatFit(page, 'business-register');
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page).toHaveURL(/\/account\/business$/);
  await expect(page.getByText('Your business account is ready.')).toBeVisible();
  await expect(businessFacts(page)).toHaveText([
    'Bea Bakery LLC',
    'Office / Corporate',
    '12-3456789',
    '(201) 555-0123',
    '10 Main StNewark, NJ 07102',
    '11-50 people',
    'Account Creation',
  ]);
  const sidebar = page.getByRole('navigation', { name: 'Your account' });
  await expect(sidebar.getByRole('link', { name: 'Business Account' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Order Upload' })).toHaveAttribute('href', '/order-upload');
  await expect(page.getByText('Refer a business and get $50 when it places its first order.')).toBeVisible();
  await shotsThatFit(page, 'business-account');
  // Server-rendered: the page reloads with its data.
  await page.reload();
  await expect(businessFacts(page).first()).toHaveText('Bea Bakery LLC');
});

test('a customer converts to a business account from Your Account; the cart then offers View Business Account', async ({
  page,
}) => {
  await visit(page, '/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email('carl'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signUp.getByLabel('Personal Account')).toBeChecked();
  await signUp.getByLabel('Full name').fill('Carl Customer');
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Hi Carl')).toBeVisible();
  await visit(page, '/account');
  await page.getByRole('link', { name: 'Convert to Business Account' }).click();
  await expect(page).toHaveURL(/\/business\/register\?source=User\+Converted$/);
  await fillBusiness(page, 'Carl Consulting Inc');
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page).toHaveURL(/\/account\/business$/);
  await expect(businessFacts(page).last()).toHaveText('User Converted');
  const edit = page.getByRole('region', { name: 'Update business details' });
  await edit.getByLabel('Company name').fill('Carl Consulting Group');
  await edit.getByRole('button', { name: 'Save business details' }).click();
  await expect(edit.getByText('Your business details have been saved.')).toBeVisible();
  await expect(businessFacts(page).first()).toHaveText('Carl Consulting Group');
  await visit(page, '/account');
  await expect(page.getByRole('link', { name: 'View Business Account' })).toHaveAttribute('href', '/account/business');
  await visit(page, '/business/register');
  await expect(page.getByText('This account already has a business account.')).toBeVisible();
});
