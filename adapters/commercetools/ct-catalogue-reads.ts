/** Products and categories read over the commercetools HTTP API (WIRE.md Products; "Queries the adapter sends"). */
import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import type { Category, Product } from '../../core/catalogue';
import type { ProductQuery } from '../../ports/commerce';
import { run } from './ct-api';
import type { CtReferences } from './ct-references';
import { ctPageSchema, ctProductSchema } from './ct-schemas';
import * as from from './from-ct';
import { isFound, literal } from './ct-read-helpers';

const PRODUCT_EXPAND = ['masterVariant.prices[*].discounted.discount', 'variants[*].prices[*].discounted.discount'];

/**
 * The catalogue half of HttpCommerce: product projections by key, path, SKU or category (with their product
 * discounts expanded) and the category tree (cached by CtReferences). Throws PortError on an unexpected HTTP status.
 */
export class CtCatalogueReads {
  constructor(
    private readonly api: ByProjectKeyRequestBuilder,
    private readonly refs: CtReferences,
  ) {}

  /** By a `key in (…)` query rather than GET /product-projections/key={key}: one query form for one key or many. */
  async getProductByKey(key: string): Promise<Product | undefined> {
    return (await this.getProductsByKeys([key]))[0];
  }

  private async productsWhere(
    where: string | undefined,
    extra: { limit?: number; offset?: number; sort?: string } = {},
  ): Promise<{ total: number; results: Product[] }> {
    const a = await run(
      this.api
        .productProjections()
        .get({ queryArgs: { ...(where ? { where } : {}), ...extra, expand: PRODUCT_EXPAND, withTotal: true } }),
    );
    if (!isFound(a, 'GET /product-projections')) return { total: 0, results: [] };
    const page = ctPageSchema(ctProductSchema).parse(a.body);
    const lookup = await this.refs.lookup(page.results);
    return { total: page.total ?? page.results.length, results: page.results.map((p) => from.product(p, lookup)) };
  }

  async getProductByPath(path: string): Promise<Product | undefined> {
    const p = literal(path);
    return p
      ? (await this.productsWhere(`masterVariant(attributes(name = "productPath" and value = ${p}))`, { limit: 1 }))
          .results[0]
      : undefined;
  }

  async getProductBySku(sku: string): Promise<Product | undefined> {
    const s = literal(sku);
    return s
      ? (await this.productsWhere(`masterVariant(sku = ${s}) or variants(sku = ${s})`, { limit: 1 })).results[0]
      : undefined;
  }

  async getProductsByKeys(keys: readonly string[]): Promise<readonly Product[]> {
    const literals = keys.flatMap((k) => literal(k) ?? []);
    if (literals.length === 0) return [];
    const { results } = await this.productsWhere(`key in (${literals.join(', ')})`, {
      limit: Math.min(500, literals.length),
    });
    const byKey = new Map(results.map((p) => [p.key, p]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
  }

  async listProducts(q: ProductQuery): Promise<{ total: number; results: readonly Product[] }> {
    let where: string | undefined;
    if (q.categoryKey !== undefined) {
      const { domain } = await this.refs.categories();
      const root = domain.find((c) => c.key === q.categoryKey);
      if (!root) return { total: 0, results: [] };
      const subtree = domain.filter((c) => c.path === root.path || c.path.startsWith(`${root.path}/`));
      where = `categories(id in (${subtree.map((c) => JSON.stringify(c.id)).join(', ')}))`;
    }
    return this.productsWhere(where, { limit: q.limit, offset: q.offset, sort: 'name.en-US asc' });
  }

  async listCategories(): Promise<readonly Category[]> {
    return (await this.refs.categories()).domain;
  }
}
