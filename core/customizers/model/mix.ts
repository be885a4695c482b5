import {
  CASE_PRICE_FACTOR,
  CUSTOM_MIX_KEY,
  DEFAULT_MIX_POUNDS,
  GRAMS_PER_POUND,
  MIX_MAX_INGREDIENTS,
  MIX_MAX_PARTS,
  MIX_MIN_INGREDIENTS,
  MIX_MIN_PARTS,
  MIX_WEIGHTS,
  type MixPounds,
} from './constants';
import type { MixIngredient } from './ingredients';

/**
 * One ingredient of a mix and its parts, 1 to 9 (catalogue-gifting §3 Mix ingredient: 'a selection holds a part
 * count').
 */
export interface MixSelection {
  readonly ingredient: MixIngredient;
  readonly parts: number;
}

/**
 * A custom trail mix (spec: catalogue-gifting §3 Custom mix): its name, weight (5 or 25 pounds, 5 by default), type
 * 'Mix', quantity and slots, an empty slot being null.
 */
export interface CustomMix {
  readonly name: string;
  readonly pounds: MixPounds;
  readonly type: 'Mix';
  readonly quantity: number;
  readonly selections: readonly (MixSelection | null)[];
}

/** A new, empty mix of `name`: 5 pounds, quantity 1, no selections (catalogue-gifting §3, §9). */
export function newCustomMix(name: string): CustomMix {
  return { name, pounds: DEFAULT_MIX_POUNDS, type: 'Mix', quantity: 1, selections: [] };
}

/**
 * The price of one mix in integer cents (catalogue-gifting §4 Mix customizer): with parts pᵢ, density dᵢ (g/cup) and
 * volume price vᵢ (cents/cup), a 5-pound bag is round(5 × 453.59237 × Σ pᵢvᵢ / Σ pᵢdᵢ) and a 25-pound case
 * round(0.8 × that × 5). 0 for no selections.
 */
export function mixPriceCents(selections: readonly MixSelection[], pounds: MixPounds): number {
  let value = 0;
  let grams = 0;
  for (const { ingredient, parts } of selections) {
    value += parts * ingredient.volumePriceCents;
    grams += parts * ingredient.density;
  }
  if (grams <= 0) return 0;
  const bag = Math.round((5 * GRAMS_PER_POUND * value) / grams);
  return pounds === 5 ? bag : Math.round(CASE_PRICE_FACTOR * bag * 5);
}

/** The SKU of a mix of `pounds`: '9905-05' or '9905-25' (catalogue-gifting §9). */
export function mixSku(pounds: MixPounds): string {
  const suffix = MIX_WEIGHTS.find((w) => w.pounds === pounds)?.skuSuffix ?? '05';
  return `${CUSTOM_MIX_KEY}-${suffix}`;
}

/**
 * Why `mix` cannot be added to the cart (catalogue-gifting §4 Mix customizer, §5 Mix: 1 to 10 ingredients, 1 to 9
 * parts each, all slots filled), one readable sentence per reason; empty when it can.
 */
export function mixProblems(mix: Pick<CustomMix, 'selections'>): readonly string[] {
  const problems: string[] = [];
  const filled = mix.selections.filter((s): s is MixSelection => s !== null);
  if (filled.length < MIX_MIN_INGREDIENTS) problems.push('Add at least one ingredient to your mix.');
  if (filled.length > MIX_MAX_INGREDIENTS) {
    problems.push(
      `A mix holds at most ${MIX_MAX_INGREDIENTS} ingredients; remove ${filled.length - MIX_MAX_INGREDIENTS}.`,
    );
  }
  for (const { ingredient, parts } of filled) {
    if (!Number.isInteger(parts) || parts < MIX_MIN_PARTS || parts > MIX_MAX_PARTS) {
      problems.push(`${ingredient.name}: choose ${MIX_MIN_PARTS} to ${MIX_MAX_PARTS} parts.`);
    }
  }
  if (filled.length < mix.selections.length)
    problems.push('Choose an ingredient for every slot or remove the empty slots.');
  return problems;
}

/** true when `mix` can be added to the cart: mixProblems finds nothing. */
export function canAddMix(mix: Pick<CustomMix, 'selections'>): boolean {
  return mixProblems(mix).length === 0;
}
