import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { BOX_SELECTIONS, BOX_TAG_FILTERS } from './constants';
import { customizerIngredientOf, matchesTagFilters, type CustomizerIngredient, type KeptTag } from './ingredients';

/**
 * The box customizer (spec: catalogue-gifting §3 Mini-box product, §4 Box customizer, §9 box tag filters).
 */

/** A product offered in a build-your-own box: its 'Mini Boxes' variant (catalogue-gifting §3 Mini-box product). */
export interface MiniBoxProduct {
  readonly productKey: string;
  /** The selection encoding's key ('1007-90' → 1007). */
  readonly productNumber: number;
  /** The 'Mini Boxes' variant's SKU. */
  readonly sku: string;
  readonly name: string;
  readonly path: string;
  readonly listingImageUrl: string;
  readonly tags: readonly KeptTag[];
  /** Its major food allergens; undefined when unknown. */
  readonly allergens?: CustomizerIngredient['allergens'];
  /** The hierarchical category facet. */
  readonly hierarchicalFacet: Readonly<Record<string, readonly string[]>>;
  /** The volume price when the hit has one, else the single piece price, cents. */
  readonly priceCents: number;
}

const volumePriceSchema = z.object({ volumePrice: z.number().int().nonnegative().optional() });

/** The mini-box product of a search hit ('traits:miniBox'), or customizerIngredientOf's refusal. */
export function miniBoxProductOf(hit: unknown): Result<MiniBoxProduct> {
  const base = customizerIngredientOf(hit);
  if (!base.ok) return base;
  const volume = volumePriceSchema.safeParse(hit);
  if (!volume.success) return err(domainError('customizer/invalid-ingredient', 'Invalid search hit: volumePrice'));
  const i = base.value;
  return ok({
    productKey: i.productKey,
    productNumber: i.productNumber,
    sku: i.sku,
    name: i.name,
    path: i.path,
    listingImageUrl: i.listingImageUrl,
    tags: i.tags,
    hierarchicalFacet: i.categories,
    priceCents: volume.data.volumePrice ?? i.singlePiecePriceCents,
    ...(i.allergens ? { allergens: i.allergens } : {}),
  });
}

/** A copy of `list` by price ascending, then name (catalogue-gifting §4 Box customizer). */
export function sortMiniBoxes<T extends Pick<MiniBoxProduct, 'name' | 'priceCents'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.priceCents - b.priceCents || a.name.localeCompare(b.name, 'en'));
}

/**
 * The mini boxes carrying every selected filter; filters the box customizer does not offer (Organic, Vegan: not in
 * BOX_TAG_FILTERS, catalogue-gifting §9) are ignored.
 */
export function filterMiniBoxes<T extends { readonly tags: readonly string[] }>(
  list: readonly T[],
  filters: readonly string[],
): T[] {
  const offered = filters.filter((f) => (BOX_TAG_FILTERS as readonly string[]).includes(f));
  return list.filter((box) => matchesTagFilters(box, offered));
}

/**
 * The price of a box with `selected` of its `required` selections, cents: round(fullCents × selected / required),
 * pro rata (catalogue-gifting §4 Box customizer).
 */
export function boxPriceCents(fullCents: number, selected: number, required: number): number {
  return required > 0 ? Math.round((fullCents * selected) / required) : 0;
}

/**
 * true when a box of `productKey` with `slots` can be added to the cart (catalogue-gifting §4 Box customizer): a
 * build-a-box product (BOX_SELECTIONS), exactly its number of slots (3719: 6), every one filled.
 */
export function canAddBox(productKey: string, slots: readonly unknown[]): boolean {
  const required = BOX_SELECTIONS[productKey];
  return required !== undefined && slots.length === required && slots.every((s) => s !== null && s !== undefined);
}
