import type { NutritionFacts } from './nutrition-facts-types';
import { roundToStep } from './nutrition-facts';

/**
 * The serving of a product's Nutrition Facts: which USDA household portion is the serving, how it reads,
 * and the serving lines of the label. spec: catalogue-gifting §3 Nutrition facts (servingSize,
 * servingsPerContainer); 21 CFR 101.9(b).
 */

/**
 * One serving: its weight in grams and its household description, e.g. `{ grams: 28, description: '1 oz (28g)' }`.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); 21 CFR 101.9(b).
 */
export interface ServingSpec {
  readonly grams: number;
  readonly description: string;
}

/**
 * A household portion as USDA SR28 lists it (WEIGHT file): `amount` of `unit` weighs `grams`.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); household measures of 21 CFR 101.9(b)(5).
 */
export interface UsdaPortion {
  readonly amount: number;
  readonly unit: string;
  readonly grams: number;
}

/**
 * The default serving when USDA lists no usable portion: one ounce. spec: catalogue-gifting §3 Nutrition facts; 21 CFR
 * 101.9(b).
 */
export const DEFAULT_SERVING: ServingSpec = { grams: 28, description: '1 oz (28g)' };

const FRACTIONS: Readonly<Record<string, string>> = {
  '0.25': '1/4',
  '0.33': '1/3',
  '0.5': '1/2',
  '0.67': '2/3',
  '0.75': '3/4',
};

/** '1', '1/4', '1.5': how a household amount reads on a label. */
function formatAmount(amount: number): string {
  const key = String(Math.round(amount * 100) / 100);
  return FRACTIONS[key] ?? key;
}

/** Declared serving weight: the nearest whole gram, or the nearest 0.1 g under 5 g. */
function declaredGrams(grams: number): number {
  return grams < 5 ? roundToStep(grams, 0.1) : roundToStep(grams, 1);
}

/**
 * '1 oz (28g)', '2 tbsp (32g)', '1 oz (23 whole kernels, 28g)', '1 serving (5 miniatures, 41g)': the
 * unit's own note joins the grams; USDA's label-year notes ('2011 label') are dropped.
 */
function describePortion(p: UsdaPortion, grams: number): string {
  const unit = p.unit.replace(/\s*\b\d{4} label\b/g, '').trim();
  const amount = formatAmount(p.amount);
  const note = /^(.*?)\s*\((.*)\)\s*$/.exec(unit);
  if (note) return `${amount} ${note[1]} (${note[2]}, ${grams}g)`;
  const serving = /^serving\s+(.+)$/.exec(unit);
  if (serving) return `${amount} serving (${serving[1]}, ${grams}g)`;
  return `${amount} ${unit} (${grams}g)`;
}

/** How far a portion is from the 28–40 g window of a typical snack serving (0 inside it). */
function distanceFromRange(grams: number): number {
  if (grams < 28) return 28 - grams;
  return grams > 40 ? grams - 40 : 0;
}

/**
 * Which household portions may be a serving: from `minimumGrams` to `maximumGrams` inclusive.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); 21 CFR 101.9(b).
 */
export interface ServingWindow {
  readonly minimumGrams: number;
  readonly maximumGrams: number;
}

/**
 * Portions from 10 g to 80 g: a handful of nuts, a bar, a quarter cup. A single almond or a whole cup
 * of flour is no serving, and the one-ounce default is closer to the FDA reference amounts (21 CFR
 * 101.12: 30–40 g for nuts, dried fruit, candy and flour). Spices pass a lower minimum (their
 * tablespoon is 5–9 g). spec: catalogue-gifting §3 Nutrition facts (servingSize).
 */
export const DEFAULT_SERVING_WINDOW: ServingWindow = { minimumGrams: 10, maximumGrams: 80 };

/**
 * Chooses the serving from USDA household portions: one ounce (about 28 g) when listed, else the
 * portion within `window` nearest the 28–40 g range (the first such on a tie), else
 * {@link DEFAULT_SERVING}. Grams are the declared (rounded) weight, which nutrients are computed on.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); 21 CFR 101.9(b).
 */
export function servingFor(
  portions: readonly UsdaPortion[],
  window: ServingWindow = DEFAULT_SERVING_WINDOW,
): ServingSpec {
  const usable = portions.filter((p) => p.grams > 0 && p.amount > 0);
  const ounce = usable.find((p) => p.amount === 1 && /^oz\b/.test(p.unit) && Math.abs(p.grams - 28.35) < 1.5);
  let best = ounce;
  for (const p of ounce ? [] : usable) {
    if (p.grams < window.minimumGrams || p.grams > window.maximumGrams) continue;
    if (!best || distanceFromRange(p.grams) < distanceFromRange(best.grams)) best = p;
  }
  if (!best) return DEFAULT_SERVING;
  const grams = declaredGrams(best.grams);
  return { grams, description: describePortion(best, grams) };
}

/**
 * The serving lines of a product's label, e.g. '16 servings per container · Serving size 1 oz (28g)';
 * only the serving size when the container count is unknown.
 * spec: catalogue-gifting §3 Nutrition facts; 21 CFR 101.9(b)(8) (servings per container).
 */
export function servingDescription(facts: NutritionFacts): string {
  const size = `Serving size ${facts.servingSize.description}`;
  const count = facts.servingsPerContainer;
  if (count === undefined) return size;
  return `${count} serving${count === 1 ? '' : 's'} per container · ${size}`;
}
