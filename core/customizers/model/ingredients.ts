import { z } from 'zod';
import { statementFromKeys, type AllergenStatement, type MajorAllergen } from '../../catalogue/model';
import { domainError, err, ok, type Result } from '../../shared';
import { POPULARITY_TIE_MARGIN } from './constants';
import { productNumberOf } from './selection-encoding';

/**
 * Customizer ingredients built from search hits (spec: catalogue-gifting §3 Customizer ingredient, Mix ingredient;
 * §4 Mix customizer sort and price ranges; §5 'Density is required', 'Customizer Category Names is required').
 */

/** The tags customizers keep, lowercase as the filters compare them (catalogue-gifting §3). */
const KEPT_TAGS = ['gluten-free', 'kosher', 'less salt', 'organic', 'raw', 'sugar-free', 'vegan'] as const;

/** A tag a customizer keeps: gluten-free, kosher, less salt, organic, raw, sugar-free or vegan. */
export type KeptTag = (typeof KEPT_TAGS)[number];

/** Catalogue tags that mean 'less salt' (catalogue-gifting §3: 'unsalted or '50% less salt''), as slugs. */
const LESS_SALT_TAGS = new Set(['unsalted', 'less-salt', '50%-less-salt']);

/** A tag as a slug: trimmed, lowercase, spaces as dashes ('50% less salt' → '50%-less-salt'). */
function slugOf(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The tags a customizer keeps of a product's `tags` (catalogue-gifting §3): gluten-free, kosher, organic, raw,
 * sugar-free, vegan, and 'less salt' for 'unsalted', 'less-salt' or '50% less salt'; in that order, each once.
 */
export function keptTags(tags: readonly string[]): readonly KeptTag[] {
  const slugs = new Set(tags.map(slugOf));
  const lessSalt = [...slugs].some((slug) => LESS_SALT_TAGS.has(slug));
  return KEPT_TAGS.filter((kept) => (kept === 'less salt' ? lessSalt : slugs.has(kept)));
}

/** A search hit's allergen fields (ports/search-food-fields.ts): keys and species; absent when unknown. */
export const allergenHitFields = {
  allergens: z.array(z.string()).optional(),
  allergenSpecies: z.record(z.string(), z.array(z.string())).optional(),
};

/** The allergen statement of a search hit's allergen fields, as `{ allergens }` to spread; {} when unknown. */
export function allergensOfHit(h: {
  readonly allergens?: readonly string[] | undefined;
  readonly allergenSpecies?: Readonly<Record<string, readonly string[]>> | undefined;
}): { readonly allergens?: AllergenStatement } {
  if (!h.allergens) return {};
  const species = (h.allergenSpecies ?? {}) as Partial<Record<MajorAllergen, readonly string[]>>;
  return { allergens: statementFromKeys(h.allergens, species) };
}

/** The fields of a product search hit (ports/search.ts SearchProductRecord) an ingredient is built from. */
export const customizerHitSchema = z.object({
  Product: z.object({ key: z.string().min(1), name: z.string().min(1), listingImageUrl: z.string() }),
  path: z.string(),
  /** List price for one piece, cents. */
  cost: z.number().int().nonnegative(),
  /** Price for one piece (discounted if a discount applies), cents. */
  singlePiecePrice: z.number().int().nonnegative(),
  sku: z.string().min(1),
  unitName: z.string(),
  popularity: z.number().optional(),
  categories: z.record(z.string(), z.array(z.string())),
  tags: z.array(z.string()),
  density: z.number().optional(),
  customizerCategoryNames: z.array(z.string()).optional(),
  /** Cents per US cup. */
  volumePrice: z.number().int().optional(),
  ...allergenHitFields,
});

/** A customizer's view of a product (catalogue-gifting §3 Customizer ingredient). Money in integer cents. */
export interface CustomizerIngredient {
  /** The product's key (a slug such as 'roasted-almonds'). */
  readonly productKey: string;
  /** The SKU's product number, the key of the selection encoding ('1007-03' → 1007). */
  readonly productNumber: number;
  readonly name: string;
  readonly path: string;
  readonly listingImageUrl: string;
  /** List price of one piece, cents. */
  readonly listPriceCents: number;
  /** Price of one piece, the discounted price if any, cents. */
  readonly singlePiecePriceCents: number;
  readonly sku: string;
  readonly unitName: string;
  /** 0 < popularity ≤ 1, higher sells more; 0 when the hit has none. */
  readonly popularity: number;
  /** The hierarchical category facet: lvl0 ['Nuts'], lvl1 ['Nuts > Almonds'], … */
  readonly categories: Readonly<Record<string, readonly string[]>>;
  /** The kept tags (keptTags). */
  readonly tags: readonly KeptTag[];
  /** Its major food allergens: a mix, box or tray states the union of its ingredients'. */
  readonly allergens?: AllergenStatement;
}

/** A mix ingredient (catalogue-gifting §3): an ingredient with its density, categories and price per cup. */
export interface MixIngredient extends CustomizerIngredient {
  /** Grams per US cup. */
  readonly density: number;
  /** The customizer's categories, e.g. ['Nuts']. */
  readonly customizerCategoryNames: readonly string[];
  /** Cents per US cup. */
  readonly volumePriceCents: number;
}

const invalidIngredient = (message: string): Result<never> =>
  err(domainError('customizer/invalid-ingredient', message));

/**
 * The customizer ingredient of a search hit, or 'customizer/invalid-ingredient' when the hit lacks a field the
 * schema names or its SKU has no product number.
 */
export function customizerIngredientOf(hit: unknown): Result<CustomizerIngredient> {
  const parsed = customizerHitSchema.safeParse(hit);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalidIngredient(`Invalid search hit: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown'}`);
  }
  const h = parsed.data;
  const productNumber = productNumberOf(h.sku);
  if (productNumber === undefined) return invalidIngredient(`SKU ${h.sku} has no product number.`);
  return ok({
    productKey: h.Product.key,
    productNumber,
    name: h.Product.name,
    path: h.path,
    listingImageUrl: h.Product.listingImageUrl,
    listPriceCents: h.cost,
    singlePiecePriceCents: h.singlePiecePrice,
    sku: h.sku,
    unitName: h.unitName,
    popularity: h.popularity ?? 0,
    categories: h.categories,
    tags: keptTags(h.tags),
    ...allergensOfHit(h),
  });
}

/**
 * The mix ingredient of a search hit (catalogue-gifting §3, §5), or 'customizer/invalid-ingredient': 'Density is
 * required' without a positive density, 'Customizer Category Names is required' without category names, 'Volume
 * price is required' without a positive price per cup, or customizerIngredientOf's refusal.
 */
export function mixIngredientOf(hit: unknown): Result<MixIngredient> {
  const base = customizerIngredientOf(hit);
  if (!base.ok) return base;
  const h = customizerHitSchema.parse(hit);
  if (h.density === undefined || !(h.density > 0)) return invalidIngredient('Density is required');
  const names = h.customizerCategoryNames ?? [];
  if (names.length === 0) return invalidIngredient('Customizer Category Names is required');
  if (h.volumePrice === undefined || h.volumePrice <= 0) return invalidIngredient('Volume price is required');
  return ok({ ...base.value, density: h.density, customizerCategoryNames: names, volumePriceCents: h.volumePrice });
}

/** A mix ingredient's price range: a third of the list's volume price range (catalogue-gifting §4 Mix customizer). */
export type PriceRangeSymbol = '$' | '$$' | '$$$';

/**
 * Each ingredient's price range symbol by product number (catalogue-gifting §3, §4): the range from the lowest to the
 * highest volume price split into thirds, '$' for the lowest third, '$$' the middle, '$$$' the top (a price on a
 * boundary goes up); all '$' when every price is the same.
 */
export function priceRangeSymbols(
  ingredients: readonly Pick<MixIngredient, 'productNumber' | 'volumePriceCents'>[],
): ReadonlyMap<number, PriceRangeSymbol> {
  const prices = ingredients.map((i) => i.volumePriceCents);
  const min = Math.min(...prices);
  const span = Math.max(...prices) - min;
  const symbolOf = (price: number): PriceRangeSymbol => {
    if (span === 0 || 3 * (price - min) < span) return '$';
    return 3 * (price - min) < 2 * span ? '$$' : '$$$';
  };
  return new Map(ingredients.map((i) => [i.productNumber, symbolOf(i.volumePriceCents)]));
}

/** How the mix builder orders its ingredients (catalogue-gifting §4 Mix customizer: popularity or price). */
export type IngredientSort = 'popularity' | 'price';

/** What sortIngredients reads: the name, the popularity and a price (per cup for a mix ingredient). */
export type SortableIngredient = Pick<CustomizerIngredient, 'name' | 'popularity' | 'singlePiecePriceCents'> & {
  readonly volumePriceCents?: number;
};

const byName = (a: SortableIngredient, b: SortableIngredient) => a.name.localeCompare(b.name, 'en');
const priceOf = (i: SortableIngredient) => i.volumePriceCents ?? i.singlePiecePriceCents;

/**
 * A sorted copy of `list` (catalogue-gifting §4 Mix customizer): 'popularity' descending, two popularities within
 * POPULARITY_TIE_MARGIN (1e-7) being equal and then ordered by name; 'price' ascending (the volume price when there
 * is one, else the single piece price), then by name.
 */
export function sortIngredients<T extends SortableIngredient>(list: readonly T[], sort: IngredientSort): T[] {
  const compare =
    sort === 'popularity'
      ? (a: T, b: T) =>
          Math.abs(a.popularity - b.popularity) <= POPULARITY_TIE_MARGIN ? byName(a, b) : b.popularity - a.popularity
      : (a: T, b: T) => priceOf(a) - priceOf(b) || byName(a, b);
  return [...list].sort(compare);
}

/**
 * true when `ingredient` carries every selected tag filter (catalogue-gifting §9 tag filters, matched lowercase on
 * the kept tags: 'Less Salt' matches 'less salt'); true for no filters.
 */
export function matchesTagFilters(
  ingredient: { readonly tags: readonly string[] },
  filters: readonly string[],
): boolean {
  const tags = new Set(ingredient.tags.map((t) => t.toLowerCase()));
  return filters.every((f) => tags.has(f.trim().toLowerCase()));
}
