import type { NutrientAmount, NutritionFacts, NutritionPerServing } from '../../../core/catalogue';

/**
 * The nutrition-facts rules the product page's panel and the page's structured data share (pure, no React), so the
 * label and the JSON-LD of a server-rendered page state the same rounded values (catalogue-gifting §3 Nutrition
 * facts, §5).
 */

/** Whether the nutrient has a finite quantity to declare. */
export const hasQuantity = (n: NutrientAmount | undefined): n is NutrientAmount =>
  n !== undefined && Number.isFinite(n.quantity);

/** Whether the nutrient has a finite percent daily value. */
export const hasPdv = (n: NutrientAmount | undefined): n is NutrientAmount & { pdv: number } =>
  n !== undefined && Number.isFinite(n.pdv);

/** '1 oz (28g)': the household description, with the grams appended when it does not name them. */
export function servingText({ servingSize: s }: NutritionFacts): string {
  const grams = `${s.quantity}${s.unit}`;
  return s.description.replace(/\s/g, '').includes(`(${grams})`) ? s.description : `${s.description} (${grams})`.trim();
}

/**
 * Whether the facts have anything to show: some per-serving value with a quantity or a pdv
 * (spec: catalogue-gifting §5 "Nutrition facts render only if some per-serving value has a percent daily value
 * or quantity").
 */
export function hasNutritionFacts(facts: NutritionFacts | undefined): facts is NutritionFacts {
  if (!facts) return false;
  return Object.values(facts.perServing as NutritionPerServing).some(
    (n: NutrientAmount | undefined) => hasQuantity(n) || hasPdv(n),
  );
}
