import type { Cart } from '../../../core/cart';
import { cliCommerce } from '../../testing/cli-commerce';
import { runCli } from '../../testing/run-cli';

const parseCart = (stdout: string) => JSON.parse(stdout) as Cart;
const friend = ['--name', 'Alex Friend', '--street1', '400 Lake Shore Dr', '--city', 'Chicago', '--state', 'IL'];

describe('nutshell cart shipments', () => {
  it('adds a shipment, moves a unit to it (Multiple mode), lists, and removes it (units unassigned, Single)', async () => {
    const commerce = await cliCommerce();
    const add = await runCli(['cart', 'shipments', 'add', '--cart', 'cx-4711', ...friend, '--zip', '60611'], {
      commerce,
    });
    expect(add.exitCode).toBe(0);
    expect(add.stdout).toMatch(/│ shipment-2 +│ Alex Friend, 400 Lake Shore Dr, Chicago, IL 60611, US +│ - +│/);

    const move = await runCli(
      ['cart', 'shipments', 'move', 'ALM-1LB', '1', '--from', 'shipment-1', '--to', 'shipment-2', '--cart', 'cx-4711'],
      { commerce },
    );
    expect(move.exitCode).toBe(0);
    expect(move.stdout).toContain('Shipping mode: Multiple');
    expect(move.stdout).toMatch(/│ shipment-1 +│ .* +│ 1 × ALM-1LB +│/);
    expect(move.stdout).toMatch(/│ shipment-2 +│ .* +│ 1 × ALM-1LB +│/);

    const list = await runCli(['cart', 'shipments', 'list', '--cart', 'cx-4711', '--json'], { commerce });
    const cart = parseCart(list.stdout);
    expect(cart.shippingMode).toBe('Multiple');
    expect(cart.lineItems[0]?.shippingDetails?.targets).toEqual([
      { addressKey: 'shipment-1', quantity: 1 },
      { addressKey: 'shipment-2', quantity: 1 },
    ]);

    const remove = await runCli(['cart', 'shipments', 'remove', 'shipment-2', '--cart', 'cx-4711'], { commerce });
    expect(remove.exitCode).toBe(0);
    expect(remove.stdout).toContain('Shipping mode: Single');
    expect(remove.stdout).toMatch(/│ \(unassigned\) +│ - +│ 1 × ALM-1LB +│/);
  });

  it('sets a shipment address', async () => {
    const commerce = await cliCommerce();
    const run = await runCli(
      ['cart', 'shipments', 'set-address', 'shipment-1', '--cart', 'cx-4711', ...friend, '--zip', '60611', '--json'],
      { commerce },
    );
    expect(run.exitCode).toBe(0);
    expect(parseCart(run.stdout).itemShippingAddresses[0]).toMatchObject({
      key: 'shipment-1',
      street1: '400 Lake Shore Dr',
      postalCode: '60611',
    });
  });

  it('refuses a bad ZIP code (exit 2), and an unknown shipment (exit 5, rejected)', async () => {
    const zip = await runCli(['cart', 'shipments', 'add', '--cart', 'cx-4711', ...friend, '--zip', '6061']);
    expect(zip.exitCode).toBe(2);
    expect(zip.stderr).toMatch(/^nutshell: --zip: /);
    const unknown = await runCli(['cart', 'shipments', 'remove', 'shipment-7', '--cart', 'cx-4711']);
    expect(unknown).toMatchObject({ exitCode: 5, stderr: 'nutshell: unknown shipment: shipment-7\n' });
    const key = await runCli(['cart', 'shipments', 'remove', 'home', '--cart', 'cx-4711']);
    expect(key).toMatchObject({ exitCode: 2, stderr: 'nutshell: <key>: must be a shipment key such as shipment-2\n' });
  });
});
