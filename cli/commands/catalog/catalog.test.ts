import type { Product } from '../../../core/catalogue';
import { cliInventory } from '../../testing/cli-inventory';
import { runCli } from '../../testing/run-cli';

describe('nutshell catalog list', () => {
  it('renders Key, Name, Category and SKUs with prices', async () => {
    const run = await runCli(['catalog', 'list']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ Key +│ Name +│ Category +│ SKUs +│/);
    expect(run.stdout).toMatch(/│ roasted-salted-almonds │ Roasted Salted Almonds │ nuts +│ ALM-1LB 1 lb \$9\.99 +│/);
    expect(run.stdout).toContain('ALM-3LB 3 lb $26.99');
    expect(run.stdout).toContain('Products 1-2 of 2');
  });

  it('--category filters; --json prints { total, results }', async () => {
    const run = await runCli(['catalog', 'list', '--category', 'dried-fruit', '--json']);
    const listing = JSON.parse(run.stdout) as { total: number; results: Product[] };
    expect(listing.total).toBe(1);
    expect(listing.results.map((p) => p.key)).toEqual(['dried-mango']);
  });

  it('an unknown category exits 3', async () => {
    const run = await runCli(['catalog', 'list', '--category', 'gadgets']);
    expect(run).toMatchObject({ exitCode: 3, stderr: 'nutshell: no category with key "gadgets"\n' });
  });

  it('a bad --offset exits 2', async () => {
    const run = await runCli(['catalog', 'list', '--offset', '-3']);
    expect(run.exitCode).toBe(2);
  });
});

describe('nutshell catalog set-stock', () => {
  it('sets the units on hand and says whether that is in stock', async () => {
    const inventory = cliInventory();
    const run = await runCli(['catalog', 'set-stock', 'ALM-1LB', '0'], { storeCredit: null, inventory });
    expect(run).toMatchObject({ exitCode: 0, stdout: 'ALM-1LB (Roasted Salted Almonds): 0 on hand (out of stock)\n' });
    expect(inventory.levels.get('ALM-1LB')).toBe(0);
  });

  it('--json prints the stock level', async () => {
    const run = await runCli(['catalog', 'set-stock', 'MANGO-1LB', '12', '--json']);
    expect(JSON.parse(run.stdout)).toEqual({
      sku: 'MANGO-1LB',
      productKey: 'dried-mango',
      productName: 'Dried Mango',
      availableQuantity: 12,
      isOnStock: true,
    });
  });

  it('an unknown SKU exits 3 with a clear message', async () => {
    const run = await runCli(['catalog', 'set-stock', 'NOPE-1LB', '5']);
    expect(run).toMatchObject({ exitCode: 3, stderr: 'nutshell: no product variant with SKU "NOPE-1LB"\n' });
  });

  it.each(['-1', '2.5', 'ten'])('a stock of %s exits 2 before opening anything', async (n) => {
    const run = await runCli(['catalog', 'set-stock', 'ALM-1LB', n]);
    expect(run).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(run.stderr).toContain('the stock must be a whole number of 0 or more');
  });

  it('exits 10 where there is no inventory (the remote profile)', async () => {
    const run = await runCli(['catalog', 'set-stock', 'ALM-1LB', '3'], { storeCredit: null, inventory: null });
    expect(run.exitCode).toBe(10);
  });
});
