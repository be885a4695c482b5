import type { Category, NutrientAmount, NutritionFacts, NutritionPerServing, Product } from '../../core/catalogue';
import { isVariantInStock, offeredVariants, priceDisplayOf } from '../../core/catalogue';
import type { Money } from '../../core/shared';
import { copy } from '../copy';
import { hasNutritionFacts, hasQuantity, servingText } from '../features/product/nutrition-facts-text';
import { htmlExcerpt } from './html-text';
import { LOGO_PATH, SEARCH_PATH, seoCopy } from './seo-copy';

/**
 * schema.org structured data (JSON-LD objects) of the server-rendered pages: Product with its offers and nutrition,
 * BreadcrumbList, Organization and WebSite with its SearchAction. URLs are absolute (`origin` has no trailing
 * slash); prices are the cents the product page shows, written as dollars with two decimals.
 */

/** A JSON-LD object (serialise it with `jsonForScript`). */
export type JsonLd = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** Integer cents as dollars with two decimals, e.g. 889 → '8.89', 12000 → '120.00' (no float arithmetic). */
export function dollarsOf(money: Money): string {
  const cents = Math.abs(money.cents);
  const sign = money.cents < 0 ? '-' : '';
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** `path` made absolute on `origin`; an absolute URL stays as it is; '' for ''. */
export function absoluteUrl(origin: string, path: string): string {
  if (!path) return '';
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The offers of the product page's variants: one Offer per offered variant with a price, or one AggregateOffer for
 * a product whose price block is a range.
 */
function offersOf(product: Product, url: string): JsonLd[] {
  const variants = offeredVariants(product.variants);
  const offers: JsonLd[] = [];
  for (const v of variants) {
    const shown = priceDisplayOf(product.key, v);
    if (shown?.kind === 'range' && shown.range) {
      return [
        {
          '@type': 'AggregateOffer',
          lowPrice: dollarsOf(shown.range.min),
          highPrice: dollarsOf(shown.range.max),
          priceCurrency: 'USD',
          offerCount: variants.length,
          url,
        },
      ];
    }
    if (shown?.kind !== 'price' || !shown.price) continue;
    offers.push({
      '@type': 'Offer',
      sku: v.sku,
      price: dollarsOf(shown.price),
      priceCurrency: 'USD',
      availability: isVariantInStock(v) ? IN_STOCK : OUT_OF_STOCK,
      url: `${url}?sku=${encodeURIComponent(v.sku)}`,
    });
  }
  return offers;
}

/** schema.org NutritionInformation property of each nutrient it has one for, in label order. */
const NUTRITION_PROPERTIES: readonly (readonly [keyof NutritionPerServing, string])[] = [
  ['totalFat', 'fatContent'],
  ['saturatedFat', 'saturatedFatContent'],
  ['transFat', 'transFatContent'],
  ['cholesterol', 'cholesterolContent'],
  ['sodium', 'sodiumContent'],
  ['totalCarbohydrate', 'carbohydrateContent'],
  ['dietaryFiber', 'fiberContent'],
  ['totalSugars', 'sugarContent'],
  ['protein', 'proteinContent'],
];

/** '14 g', '0 mg', or 'less than 5 mg' for a "less than" declaration (the label's rounded amount). */
function amountText(n: NutrientAmount): string {
  const quantity = `${n.quantity} ${n.unit}`;
  return n.lessThan ? `less than ${quantity}` : quantity;
}

/**
 * The label's facts as NutritionInformation (the rounded values the Nutrition Facts panel shows): servingSize,
 * calories ('170 calories') and each nutrient with a quantity ('14 g'); undefined when the panel shows nothing.
 */
export function nutritionJsonLd(facts: NutritionFacts | undefined): JsonLd | undefined {
  if (!hasNutritionFacts(facts)) return undefined;
  const per = facts.perServing;
  const info: Record<string, unknown> = { '@type': 'NutritionInformation', servingSize: servingText(facts) };
  if (hasQuantity(per.calories)) info.calories = `${per.calories.quantity} calories`;
  for (const [key, property] of NUTRITION_PROPERTIES) {
    const n = per[key];
    if (hasQuantity(n)) info[property] = amountText(n);
  }
  return info;
}

/**
 * The Product of a product page: name, description (an excerpt of the product's), image, the master variant's SKU,
 * brand Nutshell, url, the offers of the offered variants (the price block's price: after a product discount; InStock
 * or OutOfStock for a backordered variant) and the nutrition of the label when it has one.
 */
export function productJsonLd(input: {
  readonly origin: string;
  readonly product: Product;
  readonly url: string;
  readonly nutritionFacts?: NutritionFacts;
}): JsonLd {
  const { origin, product, url } = input;
  const image = absoluteUrl(origin, product.imageUrl);
  const description = htmlExcerpt(product.description) || product.oneLinerDescription;
  const offers = offersOf(product, url);
  const nutrition = nutritionJsonLd(input.nutritionFacts);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(product.variants[0] ? { sku: product.variants[0].sku } : {}),
    brand: { '@type': 'Brand', name: seoCopy.brand },
    url,
    ...(offers.length > 0 ? { offers } : {}),
    ...(nutrition ? { nutrition } : {}),
  };
}

/** The BreadcrumbList of a product or category page: Home, the ancestors (root first), then the page itself. */
export function breadcrumbJsonLd(input: {
  readonly origin: string;
  readonly ancestors: readonly Pick<Category, 'name' | 'path'>[];
  readonly page: { readonly name: string; readonly path: string };
}): JsonLd {
  const crumbs = [{ name: copy.product.home, path: '/' }, ...input.ancestors, input.page];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(input.origin, c.path),
    })),
  };
}

/** The store as an Organization: name, home page URL and logo. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: copy.storeName,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
  };
}

/** The store as a WebSite with its sitelinks SearchAction on the search results page (`query` parameter). */
export function webSiteJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: copy.storeName,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}${SEARCH_PATH}?query={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
