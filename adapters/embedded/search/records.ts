import type { Category, Product, Variant } from '../../../core/catalogue';
import { freeFromOf, isVariantInStock } from '../../../core/catalogue';
import { selectPrice, unitPriceFor } from '../../../core/pricing';
import { omitUndefined } from '../../../core/shared';
import type { SearchProductRecord } from '../../../ports/search';
import { plainText } from './text';

/**
 * Index records built from the catalogue (spec: shell-account §3 Search product hit, Department hit, Query
 * suggestion; core-cart-checkout §9 "Variants named 'Mini Boxes' and inactive variants are hidden").
 */

/** The variant name of a mini box (catalogue-gifting §3 Mini-box product), hidden from listings and search. */
export const MINI_BOX_VARIANT_NAME = 'Mini Boxes';

/** A variant shown in listings and search: active and not named 'Mini Boxes'. */
export function isVisibleVariant(v: Variant): boolean {
  return v.active && v.variantName !== MINI_BOX_VARIANT_NAME;
}

/** An active 'Mini Boxes' variant: indexed for the box builder only (its record's traits are ['miniBox']). */
export function isMiniBoxVariant(v: Variant): boolean {
  return v.active && v.variantName === MINI_BOX_VARIANT_NAME;
}

/** The customizer fields of a product's records (absent for a product no customizer offers). */
type CustomizerFields = Pick<SearchProductRecord, 'density' | 'customizerCategoryNames' | 'popularity' | 'volumePrice'>;

function customizerFields(product: Product): CustomizerFields {
  const c = product.customizer;
  if (!c) return {};
  return omitUndefined({
    density: c.density,
    customizerCategoryNames: c.customizerCategoryNames ? [...c.customizerCategoryNames] : undefined,
    popularity: c.popularity,
    volumePrice: c.volumePriceCents,
  });
}

/** The allergen and claim fields of a product's records: facetable allergens, freeFrom and claims. */
type FoodFields = Pick<SearchProductRecord, 'allergens' | 'allergenSpecies' | 'freeFrom' | 'claims'>;

/**
 * Most of the variety of a large catalogue's lists is a few hundred combinations (a food's nine allergens, its claims,
 * its tags, its category chain): records share one copy of each, by content, instead of holding their own, and never
 * change it. At most `INTERNED_MAX` of each kind are kept; past that a list is used as it is.
 */
const INTERNED_MAX = 10_000;
const interned = new Map<string, readonly string[]>();

/** The shared copy of a list of strings (allergen keys, 'free from' values, claims, species, tags, category keys). */
function intern(values: readonly string[]): readonly string[] {
  const key = values.join('\u0000');
  const known = interned.get(key);
  if (known !== undefined) return known;
  const copy = [...values];
  if (interned.size < INTERNED_MAX) interned.set(key, copy);
  return copy;
}

function foodFields(product: Product): FoodFields {
  const statement = product.allergens;
  const withSpecies = (statement ?? []).filter((d) => d.species.length > 0);
  return omitUndefined({
    allergens: statement && intern(statement.map((d) => d.allergen)),
    allergenSpecies:
      withSpecies.length > 0 ? Object.fromEntries(withSpecies.map((d) => [d.allergen, intern(d.species)])) : undefined,
    freeFrom: intern(freeFromOf(statement)),
    claims: intern(product.nutrientClaims ?? []),
  });
}

/**
 * The traits of a visible variant's record: 'searchable', and on the master variant's record only (one hit per
 * product for the customizers) 'mixIngredient', 'trayIngredient' and 'premium' as the product's customizer
 * attributes say.
 */
function visibleTraits(product: Product, master: boolean): string[] {
  const c = product.customizer;
  if (!master || !c) return ['searchable'];
  return [
    'searchable',
    ...(c.mixIngredient ? ['mixIngredient'] : []),
    ...(c.trayIngredient ? ['trayIngredient'] : []),
    ...(c.trayIngredient?.premium ? ['premium'] : []),
  ];
}

/**
 * Until the catalogue carries launch dates, a product's activation date is derived from its product number
 * (the SKU prefix, given in launch order): 2024-01-01T00:00Z plus one day per number above 1000.
 * Seconds since the Unix epoch.
 */
export function activationDateOf(product: Product): number {
  const base = Date.UTC(2024, 0, 1) / 1000;
  const number = Number.parseInt(product.variants[0]?.sku.split('-')[0] ?? '', 10);
  return Number.isFinite(number) && number > 1000 ? base + (number - 1000) * 86_400 : base;
}

/** The category chain of a product, root first (its `categoryKeys` that are known categories). */
export function chainOf(product: Pick<Product, 'categoryKeys'>, categories: ReadonlyMap<string, Category>): Category[] {
  return product.categoryKeys.flatMap((k) => categories.get(k) ?? []);
}

/** Algolia's hierarchical facet for a category chain: lvl0 'Nuts', lvl1 'Nuts > Almonds', ... */
const hierarchies = new Map<string, Record<`lvl${number}`, readonly string[]>>();

function hierarchy(chain: readonly Category[]): Record<`lvl${number}`, readonly string[]> {
  const names = chain.map((c) => c.name);
  const key = names.join('\u0000');
  const known = hierarchies.get(key);
  if (known) return known;
  const levels: Record<`lvl${number}`, readonly string[]> = {};
  names.forEach((_, i) => {
    levels[`lvl${i}`] = [names.slice(0, i + 1).join(' > ')];
  });
  if (hierarchies.size < INTERNED_MAX) hierarchies.set(key, levels);
  return levels;
}

/**
 * The Products records of `product`, in variant order: one per visible variant with a default price (traits of
 * `visibleTraits`), and one per active 'Mini Boxes' variant with traits ['miniBox'] only, so the storefront's
 * searches and listings (filtered on 'traits:searchable') never show it while the box builder finds it
 * ('traits:miniBox'). Every record of a product the customizers offer carries its customizer fields.
 */
export function productRecords(product: Product, categories: ReadonlyMap<string, Category>): SearchProductRecord[] {
  const chain = chainOf(product, categories);
  const common = {
    path: product.path,
    Product: {
      name: product.name,
      key: product.key,
      listingImageUrl: product.imageUrl,
      shortDescription: product.oneLinerDescription,
      reportingCategory: chain[0]?.name ?? '',
    },
    categories: hierarchy(chain),
    categoryKeys: intern(chain.map((c) => c.key)),
    tags: intern(product.tags),
    activationDate: activationDateOf(product),
    ...customizerFields(product),
    ...foodFields(product),
  };
  const masterSku = product.variants.find(isVisibleVariant)?.sku;
  return product.variants.flatMap((v) => {
    const visible = isVisibleVariant(v);
    if (!visible && !isMiniBoxVariant(v)) return [];
    const price = selectPrice(v.prices);
    if (!price) return [];
    const traits = visible ? visibleTraits(product, v.sku === masterSku) : ['miniBox'];
    const single = unitPriceFor(price, 1).cents;
    return [
      {
        objectID: v.sku,
        sku: v.sku,
        cost: price.value.cents,
        singlePiecePrice: single,
        price: single / 100,
        weight: v.weightGrams,
        shortVariantName: v.variantName,
        unitName: v.unitName,
        inStock: isVariantInStock(v),
        autoDeliveryEligible: v.autoDeliveryEligible,
        bulk: v.bulk,
        wholesale: v.wholesale,
        ...common,
        traits,
      },
    ];
  });
}

/** Text of a product for full-text search: name, category names, tags, one-liner and description words. */
export function productText(
  product: Product,
  categories: ReadonlyMap<string, Category>,
): { name: string; categories: string; tags: string; description: string } {
  return {
    name: product.name,
    categories: chainOf(product, categories)
      .map((c) => c.name)
      .join(' '),
    tags: product.tags.join(' '),
    description: `${product.oneLinerDescription} ${plainText(product.description)}`,
  };
}
