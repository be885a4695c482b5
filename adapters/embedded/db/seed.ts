import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { catalogFixtureSchema } from '../catalog/catalog-fixture';
import { catalogToDomain } from '../catalog/to-product';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from '../engine/demo-discounts';
import { DEMO_PRODUCT_DISCOUNTS } from '../engine/demo-product-discounts';
import { applyProductDiscounts } from '../engine/product-discounts';
import type { Database } from './database';
import { repoUrl } from '../repo-root';

/** Location of the seeded catalogue (read as data; DESIGN §2 import rules). */
export const CATALOG_FILE = repoUrl('fixtures/catalog/catalog.json');
/** Folder of the generated product images. */
export const CATALOG_IMAGES_DIR = repoUrl('fixtures/catalog/images/');

/** Version of the seeding rules, part of the checksum: bump it when the seeded documents change shape. */
const SEED_RULES_VERSION = 'stock-1';

/** Container of the tag custom objects (catalogue-gifting §3 Tags, §7). */
export const TAG_CONTAINER = 'tags';

/** The slug of a tag: lower case, runs of other characters as '-' (e.g. 'Less Salt' → 'less-salt'). */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The stable id of a tag's custom object, e.g. 'tag-dried-fruit'. */
export function tagObjectId(tag: string): string {
  return `tag-${tagSlug(tag)}`;
}

/** The display label of a tag in title case, e.g. 'dry-roasted' → 'Dry Roasted'. */
export function tagLabel(tag: string): string {
  return tagSlug(tag)
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The seeded stock on hand of a SKU (core-cart-checkout §4 Cart preparation): 0 for a backordered variant, else a
 * deterministic 24 to 263 units from an FNV-1a hash of the SKU, so every run of the seed stocks the same numbers.
 */
export function seededStock(sku: string, backordered: boolean): number {
  if (backordered) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < sku.length; i++) hash = Math.imul(hash ^ sku.charCodeAt(i), 0x01000193) >>> 0;
  return 24 + (hash % 240);
}

/**
 * Seeds categories, products, SKUs, nutrition facts (custom objects in container 'productNutritionFacts',
 * catalogue-gifting §7), one tag custom object per distinct product tag (container 'tags', key the tag slug,
 * id `tag-{slug}`, value `{ name, label }`; products get their ids as `tagReferences`) and the demo cart
 * discounts and codes. The demo product discounts are applied to the
 * products' default prices as they are stored (`discounted`). Deterministic and idempotent: a checksum of
 * the fixture and the demo discounts is stored, and a second run with the same data changes nothing, while a
 * change to either re-seeds (so edited product discounts reach the stored prices).
 * Throws when the fixture does not match its schema.
 */
export async function seedCatalog(db: Database): Promise<{ seeded: boolean }> {
  const text = await readFile(CATALOG_FILE, 'utf8');
  const checksum = createHash('sha256')
    .update(text)
    .update(JSON.stringify([SEED_RULES_VERSION, DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES, DEMO_PRODUCT_DISCOUNTS]))
    .digest('hex');
  const [state] = await db.query<{ checksum: string }>("SELECT checksum FROM seed_state WHERE name = 'catalog'");
  // A warm start stops here, before the fixture is parsed and validated.
  if (state?.checksum === checksum) return { seeded: false };
  const fixture = catalogFixtureSchema.parse(JSON.parse(text));

  const domain = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));
  const { categories } = domain;
  const products = domain.products.map((p) => ({ ...p, tagReferences: [...new Set(p.tags.map(tagObjectId))] }));
  const tags = new Map(domain.products.flatMap((p) => p.tags).map((t) => [tagSlug(t), t]));
  const nutrition = new Map(fixture.products.map((fp) => [fp.key, fp.nutritionFacts]));
  await db.transaction(async (tx) => {
    for (const c of categories) {
      await tx.query(
        'INSERT INTO categories (id, key, order_hint, doc) VALUES ($1, $2, $3, $4) ' +
          'ON CONFLICT (id) DO UPDATE SET key = $2, order_hint = $3, doc = $4',
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
        // Stock already there (set by `nutshell catalog set-stock` or an earlier seed) is kept on a re-seed.
        await tx.query(
          'INSERT INTO product_skus (sku, product_id, available_quantity) VALUES ($1, $2, $3) ON CONFLICT (sku) ' +
            'DO UPDATE SET product_id = $2, available_quantity = COALESCE(product_skus.available_quantity, $3)',
          [v.sku, p.id, seededStock(v.sku, v.backordered)],
        );
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
    for (const [slug, name] of tags) {
      await tx.query(
        `INSERT INTO custom_objects (container, key, id, value) VALUES ($1, $2, $3, $4)
         ON CONFLICT (container, key) DO UPDATE SET id = $3, value = $4, version = custom_objects.version + 1`,
        [TAG_CONTAINER, slug, tagObjectId(name), { name, label: tagLabel(name) }],
      );
    }
    await tx.query('DELETE FROM custom_objects WHERE container = $1 AND NOT (key = ANY($2))', [
      TAG_CONTAINER,
      [...tags.keys()],
    ]);
    for (const d of DEMO_CART_DISCOUNTS) {
      await tx.query(
        'INSERT INTO cart_discounts (id, key, doc) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET doc = $3',
        [d.id, d.key, d],
      );
    }
    for (const c of DEMO_DISCOUNT_CODES) {
      await tx.query(
        'INSERT INTO discount_codes (id, code, doc, application_count) VALUES ($1, $2, $3, $4) ' +
          'ON CONFLICT (id) DO UPDATE SET doc = $3',
        [c.id, c.code, c, c.applicationCount],
      );
    }
    await tx.query(
      "INSERT INTO seed_state (name, checksum) VALUES ('catalog', $1) " +
        'ON CONFLICT (name) DO UPDATE SET checksum = $1, applied_at = now()',
      [checksum],
    );
  });
  return { seeded: true };
}
