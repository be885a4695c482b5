import type { Category, Product, Variant } from '../../../core/catalogue';
import { isVariantInStock } from '../../../core/catalogue';
import { selectPrice, unitPriceFor } from '../../../core/pricing';
import { omitUndefined } from '../../../core/shared';
import type { DepartmentRecord, QuerySuggestionRecord, SearchProductRecord } from '../../../ports/search';
import { normalize, plainText, queryWords } from './text';

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
function chainOf(product: Product, categories: ReadonlyMap<string, Category>): Category[] {
  return product.categoryKeys.flatMap((k) => categories.get(k) ?? []);
}

/** Algolia's hierarchical facet for a category chain: lvl0 'Nuts', lvl1 'Nuts > Almonds', ... */
function hierarchy(chain: readonly Category[]): Record<`lvl${number}`, string[]> {
  const levels: Record<`lvl${number}`, string[]> = {};
  chain.forEach((_, i) => {
    levels[`lvl${i}`] = [
      chain
        .slice(0, i + 1)
        .map((c) => c.name)
        .join(' > '),
    ];
  });
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
    categoryKeys: chain.map((c) => c.key),
    tags: [...product.tags],
    activationDate: activationDateOf(product),
    ...customizerFields(product),
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

/**
 * Departments records: one per category; `productCount` counts products with a visible variant in it or
 * below it; a department is ideal for suggestions when that count is positive.
 */
export function departmentRecords(categories: readonly Category[], products: readonly Product[]): DepartmentRecord[] {
  const counts = new Map<string, number>();
  for (const p of products) {
    if (!p.variants.some(isVisibleVariant)) continue;
    for (const k of new Set(p.categoryKeys)) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const levelOf = (c: Category): number => {
    let level = 0;
    for (let k = c.parentKey; k && level < 20; k = byKey.get(k)?.parentKey) level++;
    return level;
  };
  return categories.map((c) => ({
    objectID: c.key,
    name: c.name,
    path: c.path,
    idealForSuggestions: (counts.get(c.key) ?? 0) > 0,
    description: c.description ?? '',
    level: levelOf(c),
    productCount: counts.get(c.key) ?? 0,
  }));
}

/**
 * Query suggestions from product names and category names. Popularity is the number of products with a
 * visible variant whose name and category names together contain every word of the suggestion; suggestions
 * leading to no product are left out.
 *
 * Near-linear: an inverted map word → products holding it (ascending product indexes) gives each
 * suggestion's candidates as the shortest posting list among its words; only those candidates are checked
 * against the other words, instead of comparing every suggestion with every product.
 */
export function querySuggestionRecords(
  categories: readonly Category[],
  products: readonly Product[],
): QuerySuggestionRecord[] {
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const visible = products.filter((p) => p.variants.some(isVisibleVariant));
  const wordSets = visible.map(
    (p) =>
      new Set(
        queryWords(
          `${p.name} ${chainOf(p, byKey)
            .map((c) => c.name)
            .join(' ')}`,
        ),
      ),
  );
  const postings = new Map<string, number[]>();
  wordSets.forEach((set, i) => {
    for (const w of set) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  const suggestions = new Map<string, string>();
  for (const text of [...categories.map((c) => c.name), ...visible.map((p) => p.name)]) {
    const id = normalize(text).trim();
    if (id && !suggestions.has(id)) suggestions.set(id, text);
  }
  return [...suggestions].flatMap(([objectID, query]) => {
    const popularity = countContaining(queryWords(query), postings, wordSets, visible.length);
    return popularity > 0 ? [{ objectID, query, popularity }] : [];
  });
}

/**
 * How many of the word sets hold every word of `ws` (all `total` of them when `ws` is empty), checking only
 * the sets on the shortest posting list of `ws`'s words.
 */
function countContaining(
  ws: readonly string[],
  postings: ReadonlyMap<string, readonly number[]>,
  wordSets: readonly ReadonlySet<string>[],
  total: number,
): number {
  if (ws.length === 0) return total;
  let shortest: readonly number[] | undefined;
  for (const w of ws) {
    const list = postings.get(w);
    if (!list) return 0;
    if (!shortest || list.length < shortest.length) shortest = list;
  }
  let n = 0;
  for (const i of shortest!) if (ws.every((w) => wordSets[i]!.has(w))) n++;
  return n;
}
