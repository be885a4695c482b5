import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

/** The CSRF header every state-changing JSON call carries. */
export const CSRF = { 'x-nutshell-csrf': '1' };

/** The customer made by customerWithAddressAndCard: e-mail and the saved address's id. */
export interface AutoDeliveryCustomer {
  readonly email: string;
  readonly addressId: string;
}

/**
 * Signs a new customer up in the page's context (`name`, a unique e-mail from `prefix`) with a saved default address
 * in Princeton, NJ and a saved default card (4242 4242 4242 4242), through the same routes the account pages use.
 */
export async function customerWithAddressAndCard(
  page: Page,
  options: { readonly prefix?: string; readonly name?: string } = {},
): Promise<AutoDeliveryCustomer> {
  const name = options.name ?? 'Ada Almond';
  const email = `${options.prefix ?? 'ada'}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const up = await page.request.post('/api/sign/up', {
    headers: CSRF,
    data: { email, name, password: 'Walnut.Tree7', isB2b: false },
  });
  expect(up.status()).toBe(200);
  const address = { name, street1: '12 Orchard Lane', city: 'Princeton', state: 'NJ', postalCode: '08540' };
  const saved = await page.request.post('/api/customers/me/addresses', {
    headers: CSRF,
    data: { address: { ...address, country: 'US' }, isDefault: true },
  });
  expect(saved.status()).toBe(200);
  const addressId = ((await saved.json()) as { data: { address: { id: string } } }).data.address.id;
  const token = await page.request.post('/payments/v1/tokenize', {
    headers: CSRF,
    data: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', postalCode: '08540' },
  });
  expect(token.status()).toBe(200);
  const nonce = ((await token.json()) as { data: { nonce: string } }).data.nonce;
  const card = await page.request.post('/api/payment-methods', {
    headers: CSRF,
    data: { nonce, cardholderName: name, isDefault: true },
  });
  expect(card.status()).toBe(200);
  return { email, addressId };
}

/** `nutshell ...` against the running server (the CLI finds it through the data directory's lock); its stdout. */
export function nutshell(args: readonly string[]): string {
  return execFileSync('node', ['cli/bin/nutshell.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
  });
}
