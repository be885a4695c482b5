import { readFileSync } from 'node:fs';
import { catalogFixtureSchema } from '../../adapters/embedded/catalog/catalog-fixture';
import { catalogToDomain } from '../../adapters/embedded/catalog/to-product';
import { CATALOG_FILE, TAG_CONTAINER, tagLabel, tagObjectId, tagSlug } from '../../adapters/embedded/db/seed';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from '../../adapters/embedded/engine/demo-discounts';
import { DEMO_PRODUCT_DISCOUNTS } from '../../adapters/embedded/engine/demo-product-discounts';
import { applyProductDiscounts } from '../../adapters/embedded/engine/product-discounts';
import type { NutritionFacts } from '../../core/catalogue';
import type { CatalogueSeed } from '../support/in-memory-commerce/catalogue';

/**
 * The seed of the in-memory commerce fake in the contract suites: the same data the embedded seed writes
 * (adapters/embedded/db/seed.ts seedCatalog), built with the same functions: fixtures/catalog/catalog.json mapped
 * by catalogToDomain with the demo product discounts applied, products with their tagReferences, one tag custom
 * object per tag ('tags', key the slug, id 'tag-{slug}'), the nutrition facts and the demo cart discounts and codes.
 */
export function catalogueSeed(): CatalogueSeed {
  const fixture = catalogFixtureSchema.parse(JSON.parse(readFileSync(CATALOG_FILE, 'utf8')));
  const domain = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));
  const products = domain.products.map((p) => ({ ...p, tagReferences: [...new Set(p.tags.map(tagObjectId))] }));
  const tags = new Map(domain.products.flatMap((p) => p.tags).map((t) => [tagSlug(t), t]));
  const nutritionFacts: Record<string, NutritionFacts> = {};
  for (const p of fixture.products) if (p.nutritionFacts) nutritionFacts[p.key] = p.nutritionFacts;
  return {
    categories: domain.categories,
    products,
    nutritionFacts,
    customObjects: [...tags].map(([slug, name]) => ({
      container: TAG_CONTAINER,
      key: slug,
      id: tagObjectId(name),
      value: { name, label: tagLabel(name) },
    })),
    cartDiscounts: DEMO_CART_DISCOUNTS,
    discountCodes: DEMO_DISCOUNT_CODES,
  };
}
