import { expect, test, type Page } from '@playwright/test';
import { openLogin, shotAtWidths, visit, waitForApp } from './support/pages';

/**
 * The account pages as a customer uses them (spec: shell-account §2 Account area: Your Account, Email
 * Communications, Address Book; §5 name and New password; core-cart-checkout §5 address rules): sign up through the
 * login modal, change the name and the password (then sign out and in with the new one), the newsletter choice, and
 * the address book (add, edit, make default, delete), each change without a page reload. Screenshots of each page at
 * 1280 and 390 pixels wide go to the screenshots folder (support/pages.ts).
 */

const PASSWORD = 'Almonds!2026';
const NEW_PASSWORD = 'Cashew#Tree9';

async function signUp(page: Page, address: string, name: string): Promise<void> {
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

/** Goes to an account page through the sidebar (a navigation in the app, no page load). */
async function sidebar(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('Your Account: change the name and the password, then sign in with the new one', async ({ page }) => {
  const address = `paula-${Date.now()}@example.com`;
  await signUp(page, address, 'Paula Pecan');
  await visit(page, '/account');
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByText('Personal Account')).toBeVisible();
  await expect(details.getByText(address)).toBeVisible();
  await expect(details.getByText('Password', { exact: true })).toBeVisible();

  const nameForm = page.getByRole('region', { name: 'Change your name' });
  await nameForm.getByLabel('Full name').fill('');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByText('Please enter your full name')).toBeVisible();
  await nameForm.getByLabel('Full name').fill('Petra Walnut');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('Your name has been saved.');
  await expect(page.getByText('Hi Petra')).toBeVisible();
  await expect(details.getByText('Petra Walnut')).toBeVisible();

  const passwordForm = page.getByRole('region', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('Wrong!Guess1');
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Confirm new password').fill('Cashew#Tree8');
  await passwordForm.getByLabel('Confirm new password').blur();
  await expect(passwordForm.getByText('Password does not match')).toBeVisible();
  await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await shotAtWidths(page, 'your-account');
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText(
    'Your password has been changed. You have been signed out on your other devices.',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByText('Hi Petra')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
  await visit(page, '/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi Petra')).toBeVisible();
});

test('Email Communications and the Address Book', async ({ page }) => {
  await signUp(page, `nora-${Date.now()}@example.com`, 'Nora Hazel');
  await visit(page, '/account');
  await sidebar(page, 'Email Communications');
  const box = page.getByLabel('Email me about new products, deals and exclusive offers');
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your email preferences have been saved.',
  );
  await shotAtWidths(page, 'communications');
  await page.reload();
  await expect(page.getByLabel('Email me about new products, deals and exclusive offers')).not.toBeChecked();

  await waitForApp(page);
  await sidebar(page, 'Address Book');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  let form = page.getByRole('region', { name: 'Add a new address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();
  await form.getByLabel('Full name').fill('Nora Home');
  await form.getByLabel('Street address').fill('12 Maple Ave');
  await form.getByLabel('City').fill('Newark');
  await form.getByLabel('State').selectOption('NJ');
  await form.getByLabel('ZIP code').fill('07102');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address has been added.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a new address' }).click();
  form = page.getByRole('region', { name: 'Add a new address' });
  await form.getByLabel('Full name').fill('Nora Cottage');
  await form.getByLabel('Street address').fill('5 Lake Rd');
  await form.getByLabel('City').fill('Ottawa');
  await form.getByLabel('Country').selectOption('CA');
  await form.getByLabel('Province').selectOption('ON');
  await form.getByLabel('Postal code').fill('k1a0b1');
  await shotAtWidths(page, 'address-form');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Ottawa, ON K1A 0B1')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Nora HomeDefault');
  await page.getByRole('button', { name: 'Edit Nora Cottage' }).click();
  form = page.getByRole('region', { name: 'Edit address' });
  await form.getByLabel('Street address').fill('7 Lake Rd');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address has been saved.')).toBeVisible();
  await expect(page.getByText('7 Lake Rd')).toBeVisible();

  await page.getByRole('button', { name: 'Make default Nora Cottage' }).click();
  await expect(page.getByText('Your default address has been changed.')).toBeVisible();
  await expect(cards.first()).toContainText('Nora CottageDefault');
  await shotAtWidths(page, 'address-book');

  await page.getByRole('button', { name: 'Delete Nora Home' }).click();
  await page.getByRole('group', { name: 'Delete this address?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Your address has been deleted.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Nora CottageDefault')).toBeVisible();
});
