import { expect, type Page } from '@playwright/test';

/** The guest's address on checkout's address step (core-cart-checkout §2 Checkout steps). */
export interface GuestAddress {
  readonly email: string;
  readonly fullName: string;
  /** Defaults: 12 Orchard Lane, Princeton, NJ 08540. */
  readonly street?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
}

/**
 * From /checkout/address to the receipt as a guest (core-cart-checkout §2 Checkout steps): fills the e-mail and
 * address, continues, chooses the first delivery option, pays with the test card 4111 1111 1111 1111 (12/2031, CVC
 * 123, billing ZIP = the address's ZIP) and waits for /checkout/receipt?token=…. The page must be on (or going to)
 * /checkout/address, e.g. after continueAsGuest.
 */
export async function checkOutAsGuest(page: Page, guest: GuestAddress): Promise<void> {
  const zip = guest.zip ?? '08540';
  await expect(page).toHaveURL(/\/checkout\/address/);
  await page.getByLabel('Email', { exact: true }).fill(guest.email);
  await page.getByLabel('Full name', { exact: true }).fill(guest.fullName);
  await page.getByLabel('Street address', { exact: true }).fill(guest.street ?? '12 Orchard Lane');
  await page.getByLabel('City', { exact: true }).fill(guest.city ?? 'Princeton');
  await page.getByLabel('State', { exact: true }).selectOption(guest.state ?? 'NJ');
  await page.getByLabel('ZIP code', { exact: true }).fill(zip);
  await page.getByRole('button', { name: /Continue/ }).click();

  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();

  await expect(page).toHaveURL(/\/checkout\/payment/);
  await payWithTestCard(page, zip);
  await expect(page).toHaveURL(/\/checkout\/receipt\?token=/);
}

/**
 * On checkout's payment step: the test card 4111 1111 1111 1111 (12/2031, CVC 123, billing ZIP `zip`), then Place
 * Order.
 */
export async function payWithTestCard(page: Page, zip = '08540'): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill(zip);
  await page.getByRole('button', { name: 'Place Order' }).click();
}
