import { omitUndefined, usd } from '../../../core/shared';
import type { Price } from '../../../core/cart';
import type { Category, Product, Variant } from '../../../core/catalogue';
import type { CatalogFixture } from './catalog-fixture';

/** Key of the price channel for auto-delivery prices (catalogue-gifting §3 Price: channel with discountPercent). */
export const AUTO_DELIVERY_CHANNEL = 'auto-delivery';

type FixtureProduct = CatalogFixture['products'][number];
type FixtureVariant = FixtureProduct['variants'][number];

/** The optional head fields of a fixture product or category, only those set (absent stays absent). */
function headFields(
  x: Pick<Product, 'customPageTitle' | 'metaDescription'>,
): Pick<Product, 'customPageTitle' | 'metaDescription'> {
  return omitUndefined({ customPageTitle: x.customPageTitle, metaDescription: x.metaDescription });
}

/** Maps the fixture's categories to domain categories; paths come from the fixture. */
export function toCategories(fixture: CatalogFixture): Category[] {
  return fixture.categories.map((c) => ({
    id: `cat-${c.key}`,
    key: c.key,
    name: c.name,
    path: c.path,
    parentKey: c.parentKey,
    description: c.description,
    orderHint: c.orderHint,
    ...headFields(c),
  }));
}

function toPrices(v: FixtureVariant): Price[] {
  const prices: Price[] = [
    {
      id: `${v.sku}-default`,
      value: usd(v.priceCents),
      tiers: v.tiers.map((t) => ({ minimumQuantity: t.minimumQuantity, value: usd(t.priceCents) })),
    },
  ];
  if (v.autoDeliveryPriceCents !== undefined) {
    prices.push({
      id: `${v.sku}-ad`,
      value: usd(v.autoDeliveryPriceCents),
      channelKey: AUTO_DELIVERY_CHANNEL,
      tiers: [],
    });
  }
  return prices;
}

function toVariant(v: FixtureVariant, index: number, p: FixtureProduct): Variant {
  return {
    id: index + 1,
    sku: v.sku,
    variantName: v.variantName,
    weightGrams: v.weightGrams,
    prices: toPrices(v),
    active: v.active,
    backordered: v.backordered,
    maximumPiecesPerOrder: v.maximumPiecesPerOrder,
    unitName: v.unitName,
    unitSize: v.unitSize,
    bagSize: v.variantName,
    bulk: v.bulk,
    wholesale: v.wholesale,
    autoDeliveryEligible: v.autoDeliveryEligible,
    usdaNdbNo: v.usdaNdbNo,
    ingredients: p.ingredients,
    countryOfOrigin: p.countryOfOrigin,
    servingsPerContainer: v.servingsPerContainer,
    fixedAddress: v.fixedAddress,
  };
}

/** Maps a fixture product to the domain product; `categoryPaths` maps category key → storefront path. */
export function toProduct(
  p: FixtureProduct,
  categoryPaths: ReadonlyMap<string, string>,
  ancestorsOf: (key: string) => string[],
): Product {
  const categoryPath = categoryPaths.get(p.categoryKey);
  if (!categoryPath) throw new Error(`catalog fixture: product ${p.key} has unknown category ${p.categoryKey}`);
  return {
    id: `prod-${p.key}`,
    key: p.key,
    name: p.name,
    slug: p.slug,
    path: p.path ?? `${categoryPath}/${p.slug}`,
    description: p.description,
    oneLinerDescription: p.oneLinerDescription,
    categoryKeys: [...ancestorsOf(p.categoryKey), p.categoryKey],
    tags: p.tags,
    imageUrl: `/images/products/${p.key}.svg`,
    meltable: p.meltable,
    variants: p.variants.map((v, i) => toVariant(v, i, p)),
    ...headFields(p),
    ...(p.customizer ? { customizer: p.customizer } : {}),
    ...omitUndefined({
      allergens: p.allergens,
      referenceAmount: p.referenceAmount,
      nutrientClaims: p.nutrientClaims,
      claimDisclosures: p.claimDisclosures,
    }),
  };
}

/**
 * The whole fixture as domain data: categories (by order hint) and products with their category ancestors,
 * each passed through `finish` (for example to apply product discounts).
 */
export function catalogToDomain(
  fixture: CatalogFixture,
  finish: (p: Product) => Product = (p) => p,
): { categories: Category[]; products: Product[] } {
  const categories = toCategories(fixture);
  const paths = new Map(categories.map((c) => [c.key, c.path]));
  const parents = new Map(categories.map((c) => [c.key, c.parentKey]));
  const ancestorsOf = (key: string): string[] => {
    const out: string[] = [];
    for (let k = parents.get(key); k; k = parents.get(k)) out.unshift(k);
    return out;
  };
  return { categories, products: fixture.products.map((p) => finish(toProduct(p, paths, ancestorsOf))) };
}
