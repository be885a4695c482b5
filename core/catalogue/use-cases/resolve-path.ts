import { z } from 'zod';
import { CLASSIC_TRAY_KEY, CUSTOM_MIX_KEY, PREMIUM_TRAY_KEY } from '../../customizers/model';
import type { Category } from '../model/product';
import { collectionAt } from '../model/collections';
import { productCardOf } from '../model/product-card-of';
import { claimTooltipsOf } from '../model/nutrient-claim-text';
import { productAllergenStatement } from '../model/product-allergens';
import type { CommercePort } from '../../../ports/commerce';
import type { ResolvedPage } from '../../../ports/storefront-backend';
import { resolveCollection } from './resolve-collection';

const pathSchema = z
  .string()
  .max(500)
  .regex(/^\/[A-Za-z0-9/_\-.+]*$/);

/**
 * Cards on a category page: every product of the category (the largest seeded category has 121); the page
 * itself shows them 48 at a time, one page per URL (`?page=N`).
 */
export const LISTING_PAGE_SIZE = 240;
/** Number of featured product cards on the home page (one per top-level category). */
export const HOME_FEATURED = 8;

/**
 * GET /api/resolve-path (spec: core-cart-checkout §2 Other routes): '/' is the home page; a top-level
 * category is a category landing page, a sub-category a listing page; a collection of the secondary navigation
 * (core/catalogue/model/collections.ts, shell-account §2 Header) a listing page of its synthetic category; a product
 * path a product page; anything else the '404' page type. Trailing slashes are ignored; '%2B' reads as '+'.
 */
export class ResolvePath {
  constructor(
    private readonly commerce: Pick<
      CommercePort,
      'listCategories' | 'listProducts' | 'getProductByPath' | 'getNutritionFacts' | 'listOrders'
    >,
  ) {}

  async execute(rawPath: string): Promise<ResolvedPage> {
    const parsed = pathSchema.safeParse(rawPath.replace(/%2B/gi, '+'));
    if (!parsed.success) return { pageType: '404', props: {} };
    const path = parsed.data.length > 1 ? parsed.data.replace(/\/+$/, '') : parsed.data;
    const categories = await this.commerce.listCategories();
    if (path === '/') {
      const top = categories.filter((c) => !c.parentKey);
      const featured = await Promise.all(
        top.slice(0, HOME_FEATURED).map((c) => this.commerce.listProducts({ categoryKey: c.key, limit: 1, offset: 0 })),
      );
      return {
        pageType: 'HomePage',
        props: { categories: top, featured: featured.flatMap((p) => p.results.flatMap((r) => productCardOf(r) ?? [])) },
      };
    }
    const category = categories.find((c) => c.path === path);
    if (category) {
      const ancestors = ancestorsOf(category, categories);
      const { total, results } = await this.commerce.listProducts({
        categoryKey: category.key,
        limit: LISTING_PAGE_SIZE,
        offset: 0,
      });
      return {
        pageType: category.parentKey ? 'CategoryListingPage' : 'CategoryLandingPage',
        props: {
          category,
          ancestors,
          children: categories.filter((c) => c.parentKey === category.key),
          products: results.flatMap((p) => productCardOf(p) ?? []),
          total,
        },
      };
    }
    const collection = collectionAt(path);
    if (collection) return resolveCollection(this.commerce, collection, categories);
    const product = await this.commerce.getProductByPath(path);
    if (!product) return { pageType: '404', props: {} };
    const primary = categories.find((c) => c.key === product.categoryKeys[product.categoryKeys.length - 1]);
    const ancestors = primary ? [...ancestorsOf(primary, categories), primary] : [];
    const nutritionFacts = await this.commerce.getNutritionFacts(product.key);
    const allergenStatement = productAllergenStatement(product);
    const props = { product, ancestors, nutritionFacts, allergenStatement, claimTooltips: claimTooltipsOf(product) };
    return { pageType: customizerPageTypeOf(product.key), props };
  }
}

/**
 * The page type of a product's path: 'CustomMixesPage' for the custom mix 9905, 'CustomTraysPage' for the gift trays
 * 9901 and 9900 (core-cart-checkout §2 supported page types; catalogue-gifting §2), else 'ProductPage'.
 */
function customizerPageTypeOf(productKey: string): 'ProductPage' | 'CustomMixesPage' | 'CustomTraysPage' {
  if (productKey === CUSTOM_MIX_KEY) return 'CustomMixesPage';
  return productKey === PREMIUM_TRAY_KEY || productKey === CLASSIC_TRAY_KEY ? 'CustomTraysPage' : 'ProductPage';
}

function ancestorsOf(category: Category, all: readonly Category[]): Category[] {
  const out: Category[] = [];
  for (let k = category.parentKey; k;) {
    const parent = all.find((c) => c.key === k);
    if (!parent) break;
    out.unshift(parent);
    k = parent.parentKey;
  }
  return out;
}
