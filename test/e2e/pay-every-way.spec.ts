import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { continueAsGuest } from './support/guest';
import { shot, shotAtWidths, visit } from './support/pages';

/**
 * Every way to pay (core-cart-checkout §4 Placing an order, §7 place order, GET /api/credit-accounts; catalogue-gifting
 * §2 gift certificate): a guest buys a $10 gift certificate, whose code is mailed to its recipient (read from the
 * outbox with the CLI); a CX agent gives a customer $10 of store credit with the CLI; the customer pays an order with
 * the store credit, the certificate and a card for the rest, and both balances are spent.
 */
const PASSWORD = 'Walnut.Tree7';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** `nutshell ...` against the running server (the CLI finds it through the data directory's lock). */
function nutshell(args: string[]): string {
  return execFileSync('node', ['cli/bin/nutshell.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: DATA_DIR },
  });
}

/** The gift certificate code mailed to `to`, read from the outbox. */
function mailedCode(to: string): string {
  const out = nutshell(['mail', 'list', '--to', to, '--json']);
  const code = /Gift certificate code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(out)?.[1];
  if (!code) throw new Error(`no gift certificate mailed to ${to}`);
  return code;
}

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration month', { exact: true }).fill('12');
  await page.getByLabel('Expiration year', { exact: true }).fill('2031');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Billing ZIP code', { exact: true }).fill('08540');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a shopper pays with a gift certificate, store credit and a card', async ({ page }) => {
  const stamp = Date.now();
  const recipient = `robin.recipient.${stamp}@example.com`;
  // A guest buys a $10 certificate for Robin: it goes by e-mail, so checkout asks for an e-mail and a name.
  await visit(page, '/gifts/gift-certificate?id=236');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await continueAsGuest(page, recipient);
  await page.getByLabel('Email', { exact: true }).fill(recipient);
  await page.getByLabel('Full name', { exact: true }).fill('Robin Recipient');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const code = mailedCode(recipient);

  // A customer gets a courtesy credit from the CLI (over the running server).
  const email = `casey.credit.${stamp}@example.com`;
  await page.context().clearCookies();
  const up = await page.request.post('/api/sign/up', {
    headers: { 'x-nutshell-csrf': '1' },
    data: { email, name: 'Casey Credit', password: PASSWORD, isB2b: false },
  });
  expect(up.status()).toBe(200);
  const credited = JSON.parse(
    nutshell(['customer', 'credit', 'add', email, '10', '--reason', 'Courtesy Credit', '--note', 'Late box', '--json']),
  ) as { balance: { cents: number } };
  expect(credited.balance.cents).toBe(1000);

  // The customer's order: store credit, the certificate, and the card for the rest.
  await visit(page, '/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await page.getByLabel('Full name', { exact: true }).fill('Casey Credit');
  await page.getByLabel('Street address', { exact: true }).fill('12 Orchard Lane');
  await page.getByLabel('City', { exact: true }).fill('Princeton');
  await page.getByLabel('State', { exact: true }).selectOption('NJ');
  await page.getByLabel('ZIP code', { exact: true }).fill('08540');
  await page.getByRole('button', { name: /Continue/ }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Use my store credit ($10.00)' }).check();
  const apply = page.getByRole('group', { name: 'Apply a gift certificate' });
  await apply.getByLabel('Gift certificate code').fill('AAAA-BBBB-CCCC-DDDD');
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(apply.getByText('That gift certificate code is not valid.')).toBeVisible();
  await apply.getByLabel('Gift certificate code').fill(code.toLowerCase());
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(apply.getByText(`Gift certificate XXXX-XXXX-XXXX-${code.slice(-4)}: $10.00`)).toBeVisible();
  const split = page.getByRole('region', { name: 'Your payment' });
  await expect(split.getByText('Store Credit')).toBeVisible();
  await expect(split.getByText('Gift Certificate')).toBeVisible();
  await expect(split.getByText('-$10.00')).toHaveCount(2);
  await expect(split.getByText('Card', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Billing address is the same as shipping' })).toBeChecked();
  await fillCard(page);
  await shotAtWidths(page, 'pay-every-way-payment-step');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await shot(page, 'pay-every-way-receipt');

  const shown = JSON.parse(nutshell(['customer', 'credit', 'show', email, '--json'])) as {
    balance: { cents: number };
    entries: { amount: { cents: number }; reason: string }[];
  };
  expect(shown.balance.cents).toBe(0);
  expect(shown.entries.map((e) => [e.amount.cents, e.reason])).toEqual([
    [-1000, 'Order'],
    [1000, 'Courtesy Credit'],
  ]);
  const again = await page.request.post('/api/gift-certificates/apply', {
    headers: { 'x-nutshell-csrf': '1' },
    data: { code },
  });
  expect(((await again.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
    'That gift certificate has no balance left.',
  );
});
