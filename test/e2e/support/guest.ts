import { expect, type Page } from '@playwright/test';

/**
 * After Proceed to Checkout as a visitor: the login modal's e-mail step (shell-account §4 Sign-in flow step 4), its
 * e-mail typed and "Continue as guest" chosen; checkout's address step follows with the e-mail filled.
 */
export async function continueAsGuest(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(dialog).toHaveCount(0);
}
