import { containsStatement } from './allergens';
import type { Product } from './product';

/**
 * Whether a product is a food, whose page states its allergens: its master variant names a USDA food or an ingredient
 * statement. Gift certificates, the greeting card and the customizers' products name neither.
 */
export function isFood(product: Pick<Product, 'variants'>): boolean {
  const master = product.variants[0];
  return Boolean(master?.usdaNdbNo || master?.ingredients?.trim());
}

/**
 * The product page's 'Contains' statement of a product ({@link containsStatement} of its allergens), worded on the
 * server; undefined for what is not a food ({@link isFood}).
 */
export function productAllergenStatement(product: Pick<Product, 'variants' | 'allergens'>): string | undefined {
  return isFood(product) ? containsStatement(product.allergens) : undefined;
}
