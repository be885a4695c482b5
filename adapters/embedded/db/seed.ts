import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { catalogFixtureSchema } from '../catalog/catalog-fixture';
import { catalogToDomain } from '../catalog/to-product';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from '../engine/demo-discounts';
import { DEMO_PRODUCT_DISCOUNTS } from '../engine/demo-product-discounts';
import { applyProductDiscounts } from '../engine/product-discounts';
import type { Database } from './database';

/** Location of the seeded catalogue (read as data; DESIGN §2 import rules). */
export const CATALOG_FILE = new URL('../../../fixtures/catalog/catalog.json', import.meta.url);
/** Folder of the generated product images. */
export const CATALOG_IMAGES_DIR = new URL('../../../fixtures/catalog/images/', import.meta.url);

/**
 * Seeds categories, products, SKUs, nutrition facts (custom objects in container 'productNutritionFacts',
 * catalogue-gifting §7) and the demo cart discounts and codes. The demo product discounts are applied to the
 * products' default prices as they are stored (`discounted`). Deterministic and idempotent: a checksum of
 * the fixture and the demo discounts is stored, and a second run with the same data changes nothing, while a
 * change to either re-seeds (so edited product discounts reach the stored prices).
 * Throws when the fixture does not match its schema.
 */
export async function seedCatalog(db: Database): Promise<{ seeded: boolean; products: number }> {
  const text = await readFile(CATALOG_FILE, 'utf8');
  const checksum = createHash('sha256').update(text).update(JSON.stringify([DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES, DEMO_PRODUCT_DISCOUNTS])).digest('hex');
  const [state] = await db.query<{ checksum: string }>("SELECT checksum FROM seed_state WHERE name = 'catalog'");
  const fixture = catalogFixtureSchema.parse(JSON.parse(text));
  if (state?.checksum === checksum) return { seeded: false, products: fixture.products.length };

  const { categories, products } = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));
  const nutrition = new Map(fixture.products.map((fp) => [fp.key, fp.nutritionFacts]));
  await db.transaction(async (tx) => {
    for (const c of categories) {
      await tx.query(
        'INSERT INTO categories (id, key, order_hint, doc) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET key = $2, order_hint = $3, doc = $4',
        [c.id, c.key, c.orderHint, c],
      );
    }
    for (const p of products) {
      await tx.query(
        `INSERT INTO products (id, key, name, path, category_keys, doc) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET key = $2, name = $3, path = $4, category_keys = $5, doc = $6`,
        [p.id, p.key, p.name, p.path, p.categoryKeys, p],
      );
      for (const v of p.variants) {
        await tx.query('INSERT INTO product_skus (sku, product_id) VALUES ($1, $2) ON CONFLICT (sku) DO UPDATE SET product_id = $2', [v.sku, p.id]);
      }
      const facts = nutrition.get(p.key);
      if (facts) {
        await tx.query(
          `INSERT INTO custom_objects (container, key, value) VALUES ('productNutritionFacts', $1, $2)
           ON CONFLICT (container, key) DO UPDATE SET value = $2, version = custom_objects.version + 1`,
          [p.key, facts],
        );
      }
    }
    for (const d of DEMO_CART_DISCOUNTS) {
      await tx.query('INSERT INTO cart_discounts (id, key, doc) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET doc = $3', [d.id, d.key, d]);
    }
    for (const c of DEMO_DISCOUNT_CODES) {
      await tx.query(
        'INSERT INTO discount_codes (id, code, doc, application_count) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET doc = $3',
        [c.id, c.code, c, c.applicationCount],
      );
    }
    await tx.query(
      "INSERT INTO seed_state (name, checksum) VALUES ('catalog', $1) ON CONFLICT (name) DO UPDATE SET checksum = $1, applied_at = now()",
      [checksum],
    );
  });
  return { seeded: true, products: fixture.products.length };
}
