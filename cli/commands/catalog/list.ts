import { Command } from 'commander';
import { z } from 'zod';
import { domainError, err, ok } from '../../../core/shared';
import { renderProducts } from '../../output/catalog-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { count, identifier, jsonFlag } from '../shared/schemas';

const input = z.strictObject({
  category: identifier('category key').optional(),
  limit: count({ min: 1, max: 500, default: 50 }),
  offset: count({ min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 }),
  json: jsonFlag,
});

/**
 * `nutshell catalog list [--category <key>] [--limit <n>] [--offset <n>] [--json]`: products ordered by
 * name, 50 by default, optionally in a category and its sub-categories, with each SKU and its default
 * price. `--json` prints `{ total, results }`. Exit 3 ('category/not-found') for an unknown category.
 */
export function catalogListCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description('list products with their SKUs and prices')
    .option('--category <key>', 'only products in this category (and its sub-categories)')
    .option('--limit <n>', 'how many products, 1 to 500', '50')
    .option('--offset <n>', 'how many products to skip', '0')
    .option('--json', 'print { total, results } as JSON');
  withExamples(command, ['nutshell catalog list', 'nutshell catalog list --category nuts --limit 10 --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async ({ commerce }, { category, limit, offset }) => {
      if (category !== undefined) {
        const categories = await commerce.listCategories();
        if (!categories.some((c) => c.key === category)) {
          return err(domainError('category/not-found', `no category with key "${category}"`, { category }));
        }
      }
      return ok(
        await commerce.listProducts({ ...(category !== undefined ? { categoryKey: category } : {}), limit, offset }),
      );
    },
    render: (listing, { offset }, options) => renderProducts(listing, offset, options),
  });
}
