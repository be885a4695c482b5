import { availabilityOf, type Category, type Product } from '../../../core/catalogue';
import type { NutritionFacts } from '../../../core/catalogue';
import type { Queryable } from '../db/database';
import { CatalogueCache } from './catalogue-cache';

/** The product document with its SKUs' stock on hand (`stock`: SKU → units; null when none is tracked). */
const WITH_STOCK =
  'p.doc, (SELECT jsonb_object_agg(k.sku, k.available_quantity) FROM product_skus k ' +
  'WHERE k.product_id = p.id AND k.available_quantity IS NOT NULL) AS stock';

/** A product row as read with its stock. */
interface StockedRow {
  readonly doc: Product;
  readonly stock: Readonly<Record<string, number>> | null;
}

/** The product of a row, each variant with the `availability` of its stock on hand (none when untracked). */
function withStock(row: StockedRow): Product {
  const stock = row.stock;
  if (!stock) return row.doc;
  return {
    ...row.doc,
    variants: row.doc.variants.map((v) =>
      stock[v.sku] === undefined ? v : { ...v, availability: availabilityOf(stock[v.sku] ?? 0) },
    ),
  };
}

/**
 * Reads products, categories and custom objects from the embedded database. The reads of single products (by key,
 * path or SKU), the categories and nutrition facts go through `cache` (CatalogueCache: on for an exclusive database,
 * dropped at each catalogue change); `byKeys` and `list` always read the database (the catalogue follower re-reads
 * changed products with `byKeys`).
 */
export class ProductRepository {
  /** The kept catalogue reads; `changed()` at every catalogue change. */
  readonly cache: CatalogueCache;

  /** `exclusive`: the database is this process's alone (Database.exclusive), so the catalogue reads are kept. */
  constructor(
    private readonly db: Queryable,
    private readonly exclusive = false,
  ) {
    this.cache = new CatalogueCache(exclusive);
  }

  /** Product by key, or undefined. */
  byKey(key: string): Promise<Product | undefined> {
    return this.cache.through(`key:${key}`, async () => {
      const [row] = await this.db.query<StockedRow>(`SELECT ${WITH_STOCK} FROM products p WHERE key = $1`, [key]);
      return row && withStock(row);
    });
  }

  /** Product by storefront path, or undefined. */
  byPath(path: string): Promise<Product | undefined> {
    return this.cache.through(`path:${path}`, async () => {
      const [row] = await this.db.query<StockedRow>(`SELECT ${WITH_STOCK} FROM products p WHERE path = $1`, [path]);
      return row && withStock(row);
    });
  }

  /** Product holding the SKU, or undefined. */
  async bySku(sku: string): Promise<Product | undefined> {
    return (await this.bySkus([sku])).get(sku);
  }

  /**
   * Products holding any of the SKUs, keyed by SKU (kept ones from the cache, the others in one statement). What a
   * cart is priced and checked against (stock for cart preparation and orders), so kept only on an exclusive database,
   * where the cache is exact; on a shared one the followed cache may lag another process's change by a notification.
   */
  async bySkus(skus: readonly string[]): Promise<Map<string, Product>> {
    const found = new Map<string, Product>();
    const missing: string[] = [];
    for (const sku of new Set(skus)) {
      const kept = this.exclusive ? this.cache.peek(`sku:${sku}`) : undefined;
      if (!kept) missing.push(sku);
      else if (kept.value) found.set(sku, kept.value as Product);
    }
    if (missing.length === 0) return found;
    const generation = this.cache.now;
    const rows = await this.db.query<StockedRow & { sku: string }>(
      `SELECT s.sku, ${WITH_STOCK} FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.sku = ANY($1)`,
      [missing],
    );
    const read = new Map(rows.map((r) => [r.sku, withStock(r)]));
    for (const sku of missing) {
      const product = read.get(sku);
      if (this.exclusive) this.cache.keep(`sku:${sku}`, product, generation);
      if (product) found.set(sku, product);
    }
    return found;
  }

  /** Products by keys, in the order of `keys` (always read from the database). */
  async byKeys(keys: readonly string[]): Promise<Product[]> {
    if (keys.length === 0) return [];
    const rows = await this.db.query<StockedRow>(`SELECT ${WITH_STOCK} FROM products p WHERE key = ANY($1)`, [
      [...keys],
    ]);
    const byKey = new Map(rows.map((r) => [r.doc.key, withStock(r)]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
  }

  /** A page of products, optionally in a category (its sub-categories included), ordered by name. */
  async list(q: {
    categoryKey?: string;
    limit: number;
    offset: number;
  }): Promise<{ total: number; results: Product[] }> {
    const where = q.categoryKey ? 'WHERE $1 = ANY(category_keys)' : 'WHERE $1::text IS NULL';
    const params = [q.categoryKey ?? null];
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products ${where}`, params);
    const rows = await this.db.query<StockedRow>(
      `SELECT ${WITH_STOCK} FROM products p ${where} ORDER BY name LIMIT $2 OFFSET $3`,
      [...params, q.limit, q.offset],
    );
    return { total: count?.n ?? 0, results: rows.map(withStock) };
  }

  /**
   * Sets the stock on hand of `sku` to `quantity` units (an integer ≥ 0; core-cart-checkout §4 Cart preparation);
   * the product holding it afterwards, or undefined for an unknown SKU (nothing changed).
   */
  async setStock(sku: string, quantity: number): Promise<Product | undefined> {
    const [row] = await this.db.query<{ sku: string }>(
      'UPDATE product_skus SET available_quantity = $2 WHERE sku = $1 RETURNING sku',
      [sku, quantity],
    );
    if (!row) return undefined;
    this.cache.changed();
    return this.bySku(sku);
  }

  /** Every category by order hint. */
  categories(): Promise<Category[]> {
    return this.cache.through('categories', async () => {
      const rows = await this.db.query<{ doc: Category }>('SELECT doc FROM categories ORDER BY order_hint, key');
      return rows.map((r) => r.doc);
    });
  }

  /** Custom object value in `container` under `key`, or undefined. */
  async customObject<T>(container: string, key: string): Promise<T | undefined> {
    const [row] = await this.db.query<{ value: T }>(
      'SELECT value FROM custom_objects WHERE container = $1 AND key = $2',
      [container, key],
    );
    return row?.value;
  }

  /** Custom objects of `container` with these ids, in the order of `ids`; unknown ids are skipped. */
  async customObjectsByIds(
    container: string,
    ids: readonly string[],
  ): Promise<{ id: string; key: string; value: unknown }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ id: string; key: string; value: unknown }>(
      'SELECT id, key, value FROM custom_objects WHERE container = $1 AND id = ANY($2)',
      [container, [...new Set(ids)]],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Nutrition facts of a product (container 'productNutritionFacts'). */
  nutritionFacts(productKey: string): Promise<NutritionFacts | undefined> {
    // Read-only at run time (CustomObjectStore writes only the order-number sequence): kept like the catalogue.
    return this.cache.through(`nutrition:${productKey}`, () =>
      this.customObject<NutritionFacts>('productNutritionFacts', productKey),
    );
  }
}
