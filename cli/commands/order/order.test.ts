import type { Order } from '../../../core/cart';
import { runCli } from '../../testing/run-cli';

describe('nutshell order show', () => {
  it('renders number, state, date, e-mail, address, lines, totals and payments (last4 only)', async () => {
    const run = await runCli(['order', 'show', '100234']);
    expect(run.exitCode).toBe(0);
    for (const text of ['Order 100234', 'State: Open', 'Created: 2025-11-20 15:30 UTC', 'E-mail: pat@example.com']) {
      expect(run.stdout).toContain(text);
    }
    expect(run.stdout).toContain('Shipping address: Pat Jones, 125 Moen Ave, Cranford, NJ 07016, US');
    expect(run.stdout).toMatch(/│ MANGO-1LB +│ Dried Mango +│ 1 lb +│ +1 │ +\$12\.49 │ +\$12\.49 │/);
    expect(run.stdout).toMatch(/│ Shipping +│ +\$5\.99 │/);
    expect(run.stdout).toMatch(/│ Total +│ +\$18\.48 │/);
    expect(run.stdout).toMatch(/│ card +│ Visa •••• 4242 +│ +\$18\.48 │/);
  });

  it('--json prints the Order', async () => {
    const run = await runCli(['order', 'show', '100234', '--json']);
    const order = JSON.parse(run.stdout) as Order;
    expect(order.orderNumber).toBe('100234');
    expect(order.payments[0]?.cardLast4).toBe('4242');
  });

  it('an unknown order exits 3', async () => {
    const run = await runCli(['order', 'show', '999999']);
    expect(run).toMatchObject({ exitCode: 3, stdout: '', stderr: 'nutshell: no order with number "999999"\n' });
  });
});

describe('nutshell order list', () => {
  it('renders Order, Date, E-mail, Items, Total, newest first', async () => {
    const run = await runCli(['order', 'list']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ Order +│ Date +│ E-mail +│ Items │ +Total │/);
    expect(run.stdout).toMatch(/│ 100235 +│ 2025-11-21 09:15 UTC │ pat@example\.com │ +3 │ +\$43\.46 │/);
    expect(run.stdout.indexOf('100235')).toBeLessThan(run.stdout.indexOf('100234'));
  });

  it('--limit and --offset page; --json prints the array', async () => {
    const run = await runCli(['order', 'list', '--limit', '1', '--offset', '1', '--json']);
    expect(run.exitCode).toBe(0);
    expect((JSON.parse(run.stdout) as Order[]).map((o) => o.orderNumber)).toEqual(['100234']);
  });

  it.each([['0'], ['501'], ['ten']])('--limit %s exits 2', async (limit) => {
    const run = await runCli(['order', 'list', '--limit', limit]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^nutshell: --limit: /);
  });
});
