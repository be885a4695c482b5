import type { Cart } from '../../../core/cart';
import { cliCommerce } from '../../testing/cli-commerce';
import { runCli } from '../../testing/run-cli';

function parseCart(stdout: string): Cart {
  return JSON.parse(stdout) as Cart;
}

describe('nutshell cart set-quantity', () => {
  it('sets the quantity and prints the updated cart', async () => {
    const run = await runCli(['cart', 'set-quantity', 'line-1', '5', '--cart', 'cx-4711']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ line-1 +│ ALM-1LB .*│ +5 │ +\$9\.99 │ +\$49\.95 │/);
  });

  it('0 removes the line (--json)', async () => {
    const run = await runCli(['cart', 'set-quantity', 'line-1', '0', '--cart', 'cx-4711', '--json']);
    expect(run.exitCode).toBe(0);
    expect(parseCart(run.stdout).lineItems).toEqual([]);
  });

  it('a negative or non-numeric quantity exits 2', async () => {
    const negative = await runCli(['cart', 'set-quantity', 'line-1', '-1', '--cart', 'cx-4711']);
    expect(negative).toMatchObject({
      exitCode: 2,
      stderr: 'nutshell: <quantity>: Quantity must not be negative (0 removes the line)\n',
    });
    const text = await runCli(['cart', 'set-quantity', 'line-1', 'many', '--cart', 'cx-4711']);
    expect(text).toMatchObject({ exitCode: 2, stderr: 'nutshell: <quantity>: Quantity must be a number\n' });
  });

  it('an unknown line exits 3', async () => {
    const run = await runCli(['cart', 'set-quantity', 'line-9', '1', '--cart', 'cx-4711']);
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toBe('nutshell: Cannot find line item for ID line-9\n');
  });

  it('an unknown cart exits 3', async () => {
    const run = await runCli(['cart', 'set-quantity', 'line-1', '1', '--cart', 'abc']);
    expect(run).toMatchObject({ exitCode: 3, stderr: 'nutshell: no cart with key or id "abc"\n' });
  });

  it('a persistent version conflict exits 4', async () => {
    const commerce = await cliCommerce();
    commerce.interleave(undefined, 100);
    const run = await runCli(['cart', 'set-quantity', 'line-1', '3', '--cart', 'cx-4711'], { commerce });
    expect(run.exitCode).toBe(4);
    expect(run.stdout).toBe('');
  });
});

describe('nutshell cart remove', () => {
  it('removes the line and prints the updated cart', async () => {
    const run = await runCli(['cart', 'remove', 'line-1', '--cart', 'cx-4711']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('No line items.');
    expect(run.stdout).not.toContain('ALM-1LB');
  });

  it('--json prints the updated Cart', async () => {
    const run = await runCli(['cart', 'remove', 'line-1', '--cart', 'cx-4711', '--json']);
    expect(parseCart(run.stdout).lineItems).toEqual([]);
  });
});

describe('nutshell cart apply-code / remove-code', () => {
  it('applies SAVE10: the code shows as MatchesCart and a Discount total appears', async () => {
    const run = await runCli(['cart', 'apply-code', 'SAVE10', '--cart', 'cx-4711']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ SAVE10 +│ Save 10% +│ MatchesCart +│/);
    expect(run.stdout).toMatch(/│ Discount +│ +-\$2\.00 │/);
    expect(run.stdout).toMatch(/│ Total +│ +\$17\.98 │/);
  });

  it('--json prints the Cart with the code', async () => {
    const run = await runCli(['cart', 'apply-code', 'SAVE10', '--cart', 'cx-4711', '--json']);
    expect(parseCart(run.stdout).discountCodes.map((d) => [d.code, d.state])).toEqual([['SAVE10', 'MatchesCart']]);
  });

  it('a MaxApplicationReached code exits 5 with the spec message', async () => {
    const commerce = await cliCommerce();
    const run = await runCli(['cart', 'apply-code', 'EXPIRED', '--cart', 'cx-4711', '--json'], { commerce });
    expect(run.exitCode).toBe(5);
    expect(run.stderr).toBe('nutshell: Discount code could not be applied because it is MaxApplicationReached\n');
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        code: 'discount/not-applicable',
        message: 'Discount code could not be applied because it is MaxApplicationReached',
      },
    });
  });

  it('an unknown code exits 3', async () => {
    const run = await runCli(['cart', 'apply-code', 'NOPE', '--cart', 'cx-4711']);
    expect(run.exitCode).toBe(3);
  });

  it('remove-code removes the applied code by default, or the one named by --code', async () => {
    const commerce = await cliCommerce();
    await runCli(['cart', 'apply-code', 'SAVE10', '--cart', 'cx-4711'], { commerce });
    const run = await runCli(['cart', 'remove-code', '--cart', 'cx-4711', '--json'], { commerce });
    expect(run.exitCode).toBe(0);
    expect(parseCart(run.stdout).discountCodes).toEqual([]);
    await runCli(['cart', 'apply-code', 'SAVE10', '--cart', 'cx-4711'], { commerce });
    const named = await runCli(['cart', 'remove-code', '--cart', 'cx-4711', '--code', 'save10'], { commerce });
    expect(named.exitCode).toBe(0);
    expect(named.stdout).toContain('Discount codes: none');
  });

  it('remove-code on a cart without that code exits 3', async () => {
    const none = await runCli(['cart', 'remove-code', '--cart', 'cx-4711']);
    expect(none).toMatchObject({ exitCode: 3, stderr: 'nutshell: cart cx-4711 has no discount code\n' });
    const other = await runCli(['cart', 'remove-code', '--cart', 'cx-4711', '--code', 'SAVE10']);
    expect(other).toMatchObject({
      exitCode: 3,
      stderr: 'nutshell: discount code "SAVE10" is not applied to cart cx-4711\n',
    });
  });
});
