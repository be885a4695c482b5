import { usd, type Money } from '../../shared';

/** Grams in one avoirdupois pound. */
export const GRAMS_PER_POUND = 453.59237;

/**
 * Price per pound of a variant (spec: catalogue-gifting §2 price block, §9 'A one-pound bulk price is shown
 * per pound'): the unit price in cents divided by the net weight in pounds, where the weight is taken to the
 * hundredth of a pound as the label states it (so a 1 lb bag stored as 454 g is 1.00 lb, not 1.0009 lb).
 * Returns undefined for a weight under 0.01 lb. Rounds half up to the cent.
 */
export function pricePerPound(unit: Money, weightGrams: number): Money | undefined {
  const hundredths = Math.round((weightGrams / GRAMS_PER_POUND) * 100);
  if (hundredths <= 0) return undefined;
  return usd(Math.round((unit.cents * 100) / hundredths));
}
