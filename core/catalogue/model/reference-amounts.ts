/**
 * Reference amounts customarily consumed per eating occasion (RACC), 21 CFR 101.12(b) Table 2 (general food supply),
 * for the kinds of food the store sells: nutrient content claims are made per reference amount, not per the declared
 * serving (21 CFR 101.54, 101.60, 101.61 and 101.62 each state their limits "per reference amount customarily
 * consumed"). Data with its source; not in the spec.
 *
 * Source: 21 CFR 101.12(b) Table 2 as amended by the final rule of May 27, 2016 (81 FR 34000), read from FDA's list
 * of reference amounts ("Guidance for Industry: Reference Amounts Customarily Consumed", the Table 2 rows). Where the
 * table names no row the store could confirm for a food it sells (cream of tartar, yeast, flavor extracts, wheat germ,
 * coffee, tea and cocoa drink mixes), the food has no reference amount here and no claim is made for it.
 *
 * A reference amount in a household measure (2 tbsp of a nut butter, 1/4 tsp of a spice) weighs what that measure of
 * the product weighs: the product's own RACC in grams is resolved when the catalogue is built, from the USDA household
 * portion of that measure.
 */

/** The reference amount categories the catalogue uses (ids of {@link REFERENCE_AMOUNTS}). */
export type ReferenceAmountCategoryId =
  | 'nuts'
  | 'nut-butters'
  | 'nut-flours'
  | 'dried-fruit'
  | 'candied-fruit'
  | 'hard-candies'
  | 'baking-candies'
  | 'candies'
  | 'snacks'
  | 'grain-bars'
  | 'flours'
  | 'grains'
  | 'hot-cereals'
  | 'starches'
  | 'sugar'
  | 'powdered-sugar'
  | 'syrups'
  | 'honey'
  | 'leavening'
  | 'spices'
  | 'cocoa-powder'
  | 'dried-seaweed';

/**
 * One row of Table 2 as the store uses it: `name` is how a claim's explanation names the category ("per 30 g, the
 * reference amount for nuts"), `regulation` the product category as 101.12(b) words it, `amount` the reference
 * amount as the table gives it ('30 g', '2 tbsp'), `grams` its weight when the table gives grams (else undefined:
 * resolved per product from its household portion).
 */
export interface ReferenceAmountCategory {
  readonly id: ReferenceAmountCategoryId;
  readonly name: string;
  readonly regulation: string;
  readonly amount: string;
  readonly grams?: number;
}

/** A product's reference amount: its category and what that amount weighs for this product, in grams. */
export interface ReferenceAmount {
  readonly category: ReferenceAmountCategoryId;
  readonly grams: number;
}

const row = (
  id: ReferenceAmountCategoryId,
  name: string,
  regulation: string,
  amount: string,
  grams?: number,
): ReferenceAmountCategory =>
  grams === undefined ? { id, name, regulation, amount } : { id, name, regulation, amount, grams };

/** The Table 2 rows of the catalogue's foods, by id. */
export const REFERENCE_AMOUNTS: Readonly<Record<ReferenceAmountCategoryId, ReferenceAmountCategory>> = {
  nuts: row('nuts', 'nuts', 'Nuts, seeds and mixtures, all types: sliced, chopped, slivered, and whole', '30 g', 30),
  'nut-butters': row('nut-butters', 'nut and seed butters', 'Nut and seed butters, pastes, or creams', '2 tbsp'),
  'nut-flours': row('nut-flours', 'coconut and nut and seed flours', 'Coconut, nut and seed flours', '15 g', 15),
  'dried-fruit': row('dried-fruit', 'dried fruit', 'Fruits, dried', '40 g', 40),
  'candied-fruit': row('candied-fruit', 'candied fruit', 'Fruits, candied or pickled', '30 g', 30),
  'hard-candies': row('hard-candies', 'hard candies', 'Hard candies, others', '15 g', 15),
  'baking-candies': row('baking-candies', 'baking chocolate and chips', 'Baking candies (e.g., chips)', '15 g', 15),
  candies: row('candies', 'candy', 'All other candies', '30 g', 30),
  snacks: row(
    'snacks',
    'snacks',
    'Snacks: all varieties, chips, pretzels, popcorns, extruded snacks, fruit-based snacks (e.g., fruit chips), ' +
      'grain-based snack mixes',
    '30 g',
    30,
  ),
  'grain-bars': row(
    'grain-bars',
    'granola bars',
    'Grain-based bars with or without filling or coating, e.g., breakfast bars, granola bars, rice cereal bars',
    '40 g',
    40,
  ),
  flours: row('flours', 'flour', 'Flours or cornmeal', '30 g', 30),
  grains: row('grains', 'grains', 'Grains, e.g., rice, barley, plain (dry)', '45 g', 45),
  'hot-cereals': row('hot-cereals', 'oats', 'Breakfast cereals (hot cereal type), plain (dry)', '40 g', 40),
  starches: row('starches', 'starches', 'Starches, e.g., cornstarch, potato starch, tapioca', '10 g', 10),
  sugar: row('sugar', 'sugar', 'Sugar', '4 g', 4),
  'powdered-sugar': row('powdered-sugar', 'powdered sugar', "Confectioner's sugar", '30 g', 30),
  syrups: row('syrups', 'syrups', 'Syrups', '30 mL'),
  honey: row('honey', 'honey and molasses', 'Honey, jams, jellies, fruit butter, molasses', '1 tbsp'),
  leavening: row('leavening', 'baking powder and baking soda', 'Baking powder, baking soda, pectin', '0.6 g', 0.6),
  spices: row('spices', 'spices', 'Spices, herbs (other than dietary supplements)', '1/4 tsp'),
  'cocoa-powder': row('cocoa-powder', 'cocoa powder', 'Cocoa powder, carob powder, unsweetened', '1 tbsp'),
  'dried-seaweed': row(
    'dried-seaweed',
    'dried seaweed',
    'Dried vegetables, dried tomatoes, sun-dried tomatoes, dried mushrooms, dried seaweed',
    '5 g',
    5,
  ),
};

/**
 * A small reference amount: 30 g or less, or 2 tbsp or less (the wording of each 'low' claim paragraph and of
 * 101.13(h)(1)); such a food also meets a 'low' limit per 50 g. Household amounts of the table (2 tbsp, 1 tbsp,
 * 1/4 tsp, 30 mL = 2 tbsp) are all small.
 */
export function isSmallReferenceAmount(ref: ReferenceAmount): boolean {
  const category = REFERENCE_AMOUNTS[ref.category];
  return category.grams === undefined || ref.grams <= 30;
}

/** How an explanation names the amount: '30 g', '2 tbsp (32 g)', '1/4 tsp (0.6 g)'. */
export function referenceAmountText(ref: ReferenceAmount): string {
  const category = REFERENCE_AMOUNTS[ref.category];
  if (category.grams !== undefined) return category.amount;
  const grams = ref.grams < 5 ? Math.round(ref.grams * 10) / 10 : Math.round(ref.grams);
  return `${category.amount} (${grams} g)`;
}
