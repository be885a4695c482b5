import { selectPrice, unitPriceFor } from '../../pricing/model';
import { isVariantInStock, type Category, type Product, type Variant } from './product';
import { offeredVariants } from './product-page/offered-variants';

/**
 * The /wholesale page's read model (spec: core-cart-checkout §6 "A bulk wholesale item is offered only if its variant
 * name contains 'individually wrapped'; otherwise non-wholesale items are offered"; catalogue-gifting §3 variant
 * fields bulk and wholesale; shell-account §1 /wholesale). A wholesale item is a product's offered wholesale variant:
 * offered by the product page's own rule (`offeredVariants`, never a copy of it), and wholesale. A 25 lb case
 * ('25 lb case', bulk and wholesale, not individually wrapped) is therefore never listed. Money in integer cents.
 */

/** Grams in an avoirdupois ounce (1 lb = 453.59237 g exactly). */
const GRAMS_PER_OUNCE = 453.59237 / 16;

/** One wholesale case as the page lists it. */
export interface WholesaleItem {
  readonly productKey: string;
  readonly productName: string;
  /** The product page's path, e.g. '/nuts/almonds/dry-roasted-almonds-salted'. */
  readonly path: string;
  readonly imageUrl: string;
  readonly sku: string;
  /** e.g. 'Case of 100 individually wrapped 1 oz packs'. */
  readonly variantName: string;
  /** The case's price for one case (after a product discount), cents. */
  readonly priceCents: number;
  /** Packs in the case, read from its name ('Case of 100 …'); absent when the name gives none. */
  readonly packCount?: number;
  /** priceCents ÷ packCount, rounded to the cent; absent without packCount. */
  readonly pricePerPackCents?: number;
  /** priceCents ÷ the case's net weight in ounces, rounded to the cent; absent without a weight. */
  readonly pricePerOunceCents?: number;
  /** Sold now (not backordered and on stock: isVariantInStock). */
  readonly inStock: boolean;
  /** Most cases per order (the variant's maximumPiecesPerOrder). */
  readonly maximumQuantity: number;
}

/** The wholesale items of one category (the product's own category), sorted by product name. */
export interface WholesaleCategory {
  readonly key: string;
  readonly name: string;
  readonly items: readonly WholesaleItem[];
}

/** What /wholesale shows: the categories with wholesale items, in the store's category order (orderHint). */
export interface WholesalePageData {
  readonly categories: readonly WholesaleCategory[];
}

/** The variants of `variants` that /wholesale lists: offered (offeredVariants) and wholesale. core-cart-checkout §6. */
export function wholesaleVariantsOf(variants: readonly Variant[]): Variant[] {
  return offeredVariants(variants).filter((v) => v.wholesale);
}

const CASE_COUNT = /^case of (\d+)\b/i;

/** The number of packs a case's name gives: 'Case of 100 individually wrapped 1 oz packs' → 100; else undefined. */
export function packCountOf(variantName: string): number | undefined {
  const count = Number(CASE_COUNT.exec(variantName.trim())?.[1] ?? Number.NaN);
  return Number.isInteger(count) && count > 0 ? count : undefined;
}

/** The item of `variant` of `product`, or undefined when the variant has no default price. */
export function wholesaleItemOf(product: Product, variant: Variant): WholesaleItem | undefined {
  const price = selectPrice(variant.prices);
  if (!price) return undefined;
  const priceCents = unitPriceFor(price, 1).cents;
  const packCount = packCountOf(variant.variantName);
  const ounces = variant.weightGrams / GRAMS_PER_OUNCE;
  return {
    productKey: product.key,
    productName: product.name,
    path: product.path,
    imageUrl: product.imageUrl,
    sku: variant.sku,
    variantName: variant.variantName,
    priceCents,
    ...(packCount ? { packCount, pricePerPackCents: Math.round(priceCents / packCount) } : {}),
    ...(ounces > 0 ? { pricePerOunceCents: Math.round(priceCents / ounces) } : {}),
    inStock: isVariantInStock(variant),
    maximumQuantity: variant.maximumPiecesPerOrder,
  };
}

/**
 * The /wholesale page's data from `products` and every category (`categories`, in orderHint order): each product's
 * wholesale variants (wholesaleVariantsOf) as items, grouped by the product's own category (the last of its
 * `categoryKeys`: ancestors come first, as ResolvePath reads them), categories in the
 * order of `categories` (a category missing there comes last, by key), items by product name then variant name.
 * Categories without items are left out.
 */
export function wholesalePageOf(products: readonly Product[], categories: readonly Category[]): WholesalePageData {
  const groups = new Map<string, WholesaleItem[]>();
  for (const product of products) {
    const categoryKey = product.categoryKeys[product.categoryKeys.length - 1];
    if (categoryKey === undefined) continue;
    for (const variant of wholesaleVariantsOf(product.variants)) {
      const item = wholesaleItemOf(product, variant);
      if (item) groups.set(categoryKey, [...(groups.get(categoryKey) ?? []), item]);
    }
  }
  const rank = (key: string): number => {
    const i = categories.findIndex((c) => c.key === key);
    return i < 0 ? categories.length : i;
  };
  return {
    categories: [...groups]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([key, items]) => ({
        key,
        name: categories.find((c) => c.key === key)?.name ?? key,
        items: items.sort(
          (a, b) => a.productName.localeCompare(b.productName) || a.variantName.localeCompare(b.variantName),
        ),
      })),
  };
}
