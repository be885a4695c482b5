import type { Product } from '../../../core/catalogue';
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
