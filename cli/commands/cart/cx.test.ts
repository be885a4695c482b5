import type { Cart } from '../../../core/cart';
import { runCli } from '../../testing/run-cli';

describe('nutshell cart lookup (the staff cart lookup)', () => {
  it('prints the cart of a key; an unknown key exits 3', async () => {
    const run = await runCli(['cart', 'lookup', 'cx-4711']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ line-1 +│ ALM-1LB /);
    const unknown = await runCli(['cart', 'lookup', 'nope']);
    expect(unknown).toMatchObject({ exitCode: 3, stderr: 'nutshell: no cart with key or id "nope"\n' });
  });
});

describe('nutshell cart adjust (core-cart-checkout §6 payment adjustment)', () => {
  it('sets -5.00 with a reason and a note as the custom line "adjustment"', async () => {
    const run = await runCli([
      'cart',
      'adjust',
      '-5.00',
      '--key',
      'cx-4711',
      '--reason',
      'Damaged Box',
      '--note',
      'Box crushed',
      '--json',
    ]);
    expect(run.exitCode).toBe(0);
    const cart = JSON.parse(run.stdout) as Cart;
    expect(cart.customLineItems.map((c) => [c.slug, c.name, c.money.cents, c.custom])).toEqual([
      ['adjustment', 'Adjustment', -500, { adjustmentReason: 'Damaged Box', adjustmentNote: 'Box crushed' }],
    ]);
  });

  it('refuses a bad amount or reason with exit 2 and the bound in the message', async () => {
    const tooMuch = await runCli(['cart', 'adjust', '500.01', '--key', 'cx-4711', '--reason', 'Stale']);
    expect(tooMuch).toMatchObject({ exitCode: 2, stderr: 'nutshell: The adjustment can be at most $500.00.\n' });
    const zero = await runCli(['cart', 'adjust', '0', '--key', 'cx-4711', '--reason', 'Stale']);
    expect(zero).toMatchObject({ exitCode: 2, stderr: 'nutshell: The adjustment cannot be zero.\n' });
    const noReason = await runCli(['cart', 'adjust', '2.50', '--key', 'cx-4711']);
    expect(noReason).toMatchObject({ exitCode: 2, stderr: 'nutshell: Choose a reason for the adjustment.\n' });
    const words = await runCli(['cart', 'adjust', 'five', '--key', 'cx-4711', '--reason', 'Stale']);
    expect(words).toMatchObject({
      exitCode: 2,
      sessionsOpened: 0,
      stderr: "nutshell: <amount>: must be dollars like -5.00 or 12.50, or 'remove'\n",
    });
  });

  it("'remove' takes the adjustment away", async () => {
    const run = await runCli(['cart', 'adjust', 'remove', '--key', 'cx-4711', '--json']);
    expect(run.exitCode).toBe(0);
    expect((JSON.parse(run.stdout) as Cart).customLineItems).toEqual([]);
  });
});
