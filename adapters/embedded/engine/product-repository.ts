import { availabilityOf, type Category, type Product } from '../../../core/catalogue';
import type { NutritionFacts } from '../../../core/catalogue';
import type { Queryable } from '../db/database';

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

/** Reads products, categories and custom objects from the embedded database. */
export class ProductRepository {
  constructor(private readonly db: Queryable) {}

  /** Product by key, or undefined. */
  async byKey(key: string): Promise<Product | undefined> {
    const [row] = await this.db.query<StockedRow>(`SELECT ${WITH_STOCK} FROM products p WHERE key = $1`, [key]);
    return row && withStock(row);
  }

  /** Product by storefront path, or undefined. */
  async byPath(path: string): Promise<Product | undefined> {
    const [row] = await this.db.query<StockedRow>(`SELECT ${WITH_STOCK} FROM products p WHERE path = $1`, [path]);
    return row && withStock(row);
  }

  /** Product holding the SKU, or undefined. */
  async bySku(sku: string): Promise<Product | undefined> {
    const [row] = await this.db.query<StockedRow>(
      `SELECT ${WITH_STOCK} FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.sku = $1`,
      [sku],
    );
    return row && withStock(row);
  }

  /** Products holding any of the SKUs, keyed by SKU. */
  async bySkus(skus: readonly string[]): Promise<Map<string, Product>> {
    if (skus.length === 0) return new Map();
    const rows = await this.db.query<StockedRow & { sku: string }>(
      `SELECT s.sku, ${WITH_STOCK} FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.sku = ANY($1)`,
      [[...new Set(skus)]],
    );
    return new Map(rows.map((r) => [r.sku, withStock(r)]));
  }

  /** Products by keys, in the order of `keys`. */
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
    return row ? this.bySku(sku) : undefined;
  }

  /** Every category by order hint. */
  async categories(): Promise<Category[]> {
    const rows = await this.db.query<{ doc: Category }>('SELECT doc FROM categories ORDER BY order_hint, key');
    return rows.map((r) => r.doc);
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
    return this.customObject<NutritionFacts>('productNutritionFacts', productKey);
  }
}
