import type { Cart } from '../../../core/cart';
import { cliCommerce } from '../../testing/cli-commerce';
import { runCli } from '../../testing/run-cli';

/** The start of an ANSI escape sequence (ESC, then `[`). */
const ANSI = new RegExp(String.fromCharCode(27) + '\\[');

function parseCart(stdout: string): Cart {
  return JSON.parse(stdout) as Cart;
}

describe('nutshell cart show', () => {
  it('renders lines, shipments, totals, e-mail and version as plain tables', async () => {
    const run = await runCli(['cart', 'show', 'cx-4711']);
    expect(run.exitCode).toBe(0);
    const texts = ['Cart cart-1 (key cx-4711)', 'Version: 1', 'E-mail: pat@example.com', 'Line ID', 'Variant', 'Unit'];
    for (const text of texts) {
      expect(run.stdout).toContain(text);
    }
    expect(run.stdout).toMatch(/│ line-1 +│ ALM-1LB +│ Roasted Salted Almonds +│ 1 lb +│ +2 │ +\$9\.99 │ +\$19\.98 │/);
    expect(run.stdout).toMatch(/│ shipment-1 +│ Pat Jones, 125 Moen Ave, Cranford, NJ 07016, US +│ 2 × ALM-1LB +│/);
    expect(run.stdout).toContain('Discount codes: none');
    expect(run.stdout).toMatch(/│ Subtotal +│ +\$19\.98 │/);
    expect(run.stdout).toMatch(/│ Total +│ +\$19\.98 │/);
    expect(run.stdout).not.toMatch(ANSI);
    expect(run.sessionsClosed).toBe(1);
  });

  it('finds a cart by id when no cart has that key', async () => {
    const run = await runCli(['cart', 'show', 'cart-1']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Cart cart-1 (key cx-4711)');
  });

  it('--json prints the Cart object', async () => {
    const commerce = await cliCommerce();
    const run = await runCli(['cart', 'show', 'cx-4711', '--json'], { commerce });
    expect(run.exitCode).toBe(0);
    expect(parseCart(run.stdout)).toEqual(commerce.cart('cart-1'));
  });

  it('an unknown cart exits 3 with a clear message and a clean stdout', async () => {
    const run = await runCli(['cart', 'show', 'abc']);
    expect(run).toMatchObject({ exitCode: 3, stdout: '', stderr: 'nutshell: no cart with key or id "abc"\n' });
    const json = await runCli(['cart', 'show', 'abc', '--json']);
    expect(json.exitCode).toBe(3);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'cart/not-found', message: 'no cart with key or id "abc"' },
    });
  });
});

describe('nutshell cart add', () => {
  it('adds a SKU and prints the updated cart; with one shipment the new units follow it (core §4)', async () => {
    const run = await runCli(['cart', 'add', 'MANGO-1LB', '--cart', 'cx-4711', '--quantity', '3']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ MANGO-1LB +│ Dried Mango +│ 1 lb +│ +3 │ +\$12\.49 │ +\$37\.47 │/);
    // Version 1 → 2 (addLineItem) → 3 (setLineItemShippingDetails to the cart's one shipment).
    expect(run.stdout).toContain('Version: 3');
    expect(run.stdout).toMatch(
      /│ shipment-1 +│ Pat Jones, 125 Moen Ave, Cranford, NJ 07016, US +│ 2 × ALM-1LB, 3 × MANGO-1LB +│/,
    );
    expect(run.stdout).not.toContain('(unassigned)');
  });

  it('adds one unit by default; --json prints the updated Cart', async () => {
    const run = await runCli(['cart', 'add', 'MANGO-1LB', '--cart', 'cart-1', '--json']);
    expect(run.exitCode).toBe(0);
    const cart = parseCart(run.stdout);
    expect(cart.version).toBe(3);
    expect(cart.lineItems.find((l) => l.variant.sku === 'MANGO-1LB')).toMatchObject({
      quantity: 1,
      shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }] },
    });
  });

  it.each([
    ['0', 'nutshell: --quantity: Quantity must be higher than 0\n'],
    ['5000', 'nutshell: --quantity: Quantity cannot exceed 4999\n'],
    ['2.5', 'nutshell: --quantity: Quantity must be a number\n'],
  ])('a bad quantity %s exits 2 before opening the commerce platform', async (quantity, stderr) => {
    const run = await runCli(['cart', 'add', 'MANGO-1LB', '--cart', 'cx-4711', '--quantity', quantity]);
    expect(run).toMatchObject({ exitCode: 2, stdout: '', stderr, sessionsOpened: 0 });
  });

  it('an unknown SKU exits 3', async () => {
    const run = await runCli(['cart', 'add', 'NOPE-1LB', '--cart', 'cx-4711']);
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toBe('nutshell: No product variant with SKU NOPE-1LB\n');
  });

  it('a version conflict exits 4', async () => {
    const commerce = await cliCommerce();
    commerce.interleave();
    const run = await runCli(['cart', 'add', 'MANGO-1LB', '--cart', 'cx-4711', '--json'], { commerce });
    expect(run.exitCode).toBe(4);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'cart/version-conflict' } });
    expect(run.stderr).toMatch(/^nutshell: .*version/);
  });
});
