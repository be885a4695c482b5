/**
 * Unit labels of a variant (spec: catalogue-gifting §9 "Unit labels", core-cart-checkout §9):
 * under 12 oz 'Snack Pack'; under 2 lb or exactly 12 oz 'Value Pack'; over 1.5 lb up to 6 lb
 * 'Bulk Pack'; cases over 5 'Case'. Unit sizes normalise to 12oz, 32oz (up to 2 lb), 56oz (up to
 * 3.5 lb), 80oz (up to 5 lb), 96oz (up to 6 lb).
 *
 * Decisions where the spec leaves room:
 * - The Value Pack and Bulk Pack ranges overlap between 1.5 lb and 2 lb. The rules are checked in the
 *   spec's order, so Value Pack wins: 24 oz to under 32 oz is a Value Pack, 32 oz to 96 oz a Bulk Pack.
 * - "Cases over 5": `caseCount` is how many units (pieces, or pounds for a bulk case) the case holds;
 *   when it is not given, the case's weight in pounds is used. A case of 5 or fewer falls through to
 *   the weight rules like any bag.
 * - Above 6 lb the spec names no pack, so a non-case variant is labelled by its weight ('10 lb'), which
 *   the bag-size badge rule of §9 ("a number with lb or oz") still recognises.
 * - The 12oz unit size covers everything up to and including 12 oz (the spec lists the sizes as
 *   "up to" bounds, and 12oz is the first); above 6 lb there is no unit size (undefined).
 */

/** Ounces in a pound. */
export const OUNCES_PER_POUND = 16;

/** A pack name of §9, or a weight label such as '10 lb' for heavier non-case variants. */
export type UnitName = 'Snack Pack' | 'Value Pack' | 'Bulk Pack' | 'Case' | `${number} lb`;

/** A normalised unit size of §9. */
export type UnitSize = '12oz' | '32oz' | '56oz' | '80oz' | '96oz';

const VALUE_PACK_EXACT_OUNCES = 12;
const VALUE_PACK_BELOW_OUNCES = 2 * OUNCES_PER_POUND;
const BULK_PACK_ABOVE_OUNCES = 1.5 * OUNCES_PER_POUND;
const BULK_PACK_MAX_OUNCES = 6 * OUNCES_PER_POUND;
const CASE_COUNT_ABOVE = 5;

function assertWeight(weightOunces: number): void {
  if (!Number.isFinite(weightOunces) || weightOunces <= 0) {
    throw new RangeError(`weightOunces must be a positive number, got ${weightOunces}`);
  }
}

/**
 * The unit name of a variant weighing `weightOunces` (net, in ounces). `isCase` marks a case
 * variant; `caseCount` is the number of units in it (default: its weight in pounds).
 * Throws RangeError for a weight that is not a positive number (a bug, not user input).
 * spec: catalogue-gifting §9 Unit labels; core-cart-checkout §9.
 */
export function unitNameFor(weightOunces: number, isCase: boolean, caseCount?: number): UnitName {
  assertWeight(weightOunces);
  const count = caseCount ?? weightOunces / OUNCES_PER_POUND;
  if (isCase && count > CASE_COUNT_ABOVE) return 'Case';
  if (weightOunces < VALUE_PACK_EXACT_OUNCES) return 'Snack Pack';
  if (weightOunces === VALUE_PACK_EXACT_OUNCES || weightOunces < VALUE_PACK_BELOW_OUNCES) return 'Value Pack';
  if (weightOunces > BULK_PACK_ABOVE_OUNCES && weightOunces <= BULK_PACK_MAX_OUNCES) return 'Bulk Pack';
  const pounds = Math.round((weightOunces / OUNCES_PER_POUND) * 100) / 100;
  return `${pounds} lb`;
}

const UNIT_SIZES: readonly (readonly [maxOunces: number, size: UnitSize])[] = [
  [12, '12oz'],
  [2 * OUNCES_PER_POUND, '32oz'],
  [3.5 * OUNCES_PER_POUND, '56oz'],
  [5 * OUNCES_PER_POUND, '80oz'],
  [6 * OUNCES_PER_POUND, '96oz'],
];

/**
 * The normalised unit size for `weightOunces`: the first of 12oz, 32oz, 56oz, 80oz, 96oz whose
 * bound is at least the weight; undefined above 6 lb. Throws RangeError for a non-positive weight.
 * spec: catalogue-gifting §9 Unit labels; core-cart-checkout §9.
 */
export function unitSizeFor(weightOunces: number): UnitSize | undefined {
  assertWeight(weightOunces);
  return UNIT_SIZES.find(([max]) => weightOunces <= max)?.[1];
}
