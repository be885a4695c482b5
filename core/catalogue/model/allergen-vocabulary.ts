import type { MajorAllergen } from './allergens';

/**
 * The store's ingredient-to-allergen vocabulary: which words of an ingredient statement name a major food allergen
 * (FALCPA, FASTER Act), and which the store has reviewed as naming none. Data, not rules: `deriveAllergens`
 * (derive-allergens.ts) reads it. Matching is on whole words, case-insensitive, singular and plural alike, longest
 * term first ("peanut butter" is peanuts, never milk; "cocoa butter" is neither). Not in the spec.
 *
 * Sources:
 * - FALCPA (Pub. L. 108-282, title II), 21 U.S.C. 321(qq): the major food allergens and the exemption of highly
 *   refined oils (321(qq)(2)(A)); the FASTER Act of 2021 (Pub. L. 117-11) adds sesame.
 * - FDA, "Questions and Answers Regarding Food Allergens, Including the Food Allergen Labeling Requirements of the
 *   Federal Food, Drug, and Cosmetic Act (Edition 5)", final guidance, January 2025: Appendix I, the 12 tree nuts FDA
 *   considers major food allergens with their common names (almond; black walnut; Brazil nut; California walnut;
 *   cashew; filbert/hazelnut; heartnut/Japanese walnut; macadamia nut/bush nut; pecan; pine nut/pinon nut; pistachio;
 *   walnut (English, Persian)). Coconut, beech nut, butternut, chestnut, chinquapin, cola nut, ginkgo nut, hickory
 *   nut, palm nut, pili nut and shea nut left that list and are reviewed here as naming no major allergen. Edition 5
 *   also counts milk from other domesticated ruminants (goat, sheep) and eggs of other birds as milk and eggs.
 * - 21 CFR 137.105: "flour" alone is wheat flour; 21 CFR 101.4: ingredients by their common or usual names.
 * - Highly refined oils are not major food allergens (21 U.S.C. 321(qq)(2)(A)): "peanut oil" and "soybean oil" as
 *   ingredient statements name them are refined oils; "cold pressed" or "expeller pressed" peanut oil is peanuts, and
 *   "sesame oil" (pressed, usually toasted, not refined) is sesame. Bare "lecithin" is left unreviewed (it may be soy
 *   or sunflower): the statement must name its source. "wafer", "pretzel" and "cookie" are wheat-based by what they
 *   are, so they count as wheat even when the statement forgets to list their flour.
 */

/** One term that names a major allergen; `species` for tree nuts, fish and crustacean shellfish ('Almonds'). */
export interface AllergenTerm {
  readonly term: string;
  readonly allergen: MajorAllergen;
  readonly species?: string;
}

const milk = (...terms: string[]) => terms.map((term) => ({ term, allergen: 'milk' as const }));
const eggs = (...terms: string[]) => terms.map((term) => ({ term, allergen: 'eggs' as const }));
const wheat = (...terms: string[]) => terms.map((term) => ({ term, allergen: 'wheat' as const }));
const soy = (...terms: string[]) => terms.map((term) => ({ term, allergen: 'soybeans' as const }));
const sesame = (...terms: string[]) => terms.map((term) => ({ term, allergen: 'sesame' as const }));
const peanuts = (...terms: string[]) => terms.map((term) => ({ term, allergen: 'peanuts' as const }));
const species = (allergen: MajorAllergen, name: string, ...terms: string[]) =>
  terms.map((term) => ({ term, allergen, species: name }));

/** The terms that name a major food allergen. */
export const ALLERGEN_TERMS: readonly AllergenTerm[] = [
  ...milk(
    'milk',
    'whole milk',
    'skim milk',
    'nonfat milk',
    'nonfat dry milk',
    'dry milk',
    'milk powder',
    'milk solids',
    'milkfat',
    'milk fat',
    'butter',
    'butterfat',
    'butter oil',
    'cream',
    'buttermilk',
    'whey',
    'casein',
    'caseinate',
    'sodium caseinate',
    'calcium caseinate',
    'lactose',
    'lactalbumin',
    'ghee',
    'yogurt',
    'cheese',
    'curd',
  ),
  ...eggs('egg', 'egg white', 'egg yolk', 'albumen', 'albumin', 'meringue'),
  ...species('fish', 'Anchovies', 'anchovy'),
  ...species('fish', 'Sardines', 'sardine'),
  ...species('fish', 'Tuna', 'tuna'),
  ...species('fish', 'Salmon', 'salmon'),
  ...species('fish', 'Cod', 'cod'),
  ...species('fish', 'Mackerel', 'mackerel'),
  ...species('fish', 'Herring', 'herring'),
  ...species('fish', 'Pollock', 'pollock'),
  ...species('fish', 'Tilapia', 'tilapia'),
  { term: 'fish', allergen: 'fish' },
  ...species('crustacean-shellfish', 'Shrimp', 'shrimp', 'prawn'),
  ...species('crustacean-shellfish', 'Crab', 'crab'),
  ...species('crustacean-shellfish', 'Lobster', 'lobster'),
  ...species('crustacean-shellfish', 'Crayfish', 'crayfish', 'crawfish'),
  ...species('crustacean-shellfish', 'Krill', 'krill'),
  ...species('tree-nuts', 'Almonds', 'almond', 'almond butter', 'marzipan'),
  ...species('tree-nuts', 'Black Walnuts', 'black walnut'),
  ...species('tree-nuts', 'Brazil Nuts', 'brazil nut'),
  ...species('tree-nuts', 'California Walnuts', 'california walnut'),
  ...species('tree-nuts', 'Cashews', 'cashew', 'cashew butter'),
  ...species('tree-nuts', 'Hazelnuts', 'hazelnut', 'filbert', 'gianduja'),
  ...species('tree-nuts', 'Heartnuts', 'heartnut', 'japanese walnut'),
  ...species('tree-nuts', 'Macadamia Nuts', 'macadamia', 'macadamia nut', 'bush nut'),
  ...species('tree-nuts', 'Pecans', 'pecan'),
  ...species('tree-nuts', 'Pine Nuts', 'pine nut', 'pinon nut', 'pignoli', 'pignolia'),
  ...species('tree-nuts', 'Pistachios', 'pistachio'),
  ...species('tree-nuts', 'Walnuts', 'walnut', 'english walnut', 'persian walnut'),
  ...peanuts(
    'peanut',
    'groundnut',
    'peanut butter',
    'peanut flour',
    'cold pressed peanut oil',
    'expeller pressed peanut oil',
  ),
  ...wheat(
    'wheat',
    'flour',
    'all purpose flour',
    'bread flour',
    'cake flour',
    'pastry flour',
    'semolina',
    'durum',
    'spelt',
    'farro',
    'einkorn',
    'emmer',
    'khorasan',
    'kamut',
    'bulgur',
    'couscous',
    'seitan',
    'graham flour',
    'wafer',
    'pretzel',
    'cookie',
  ),
  ...soy('soy', 'soya', 'soybean', 'soy lecithin', 'soy flour', 'tofu', 'edamame', 'miso', 'tempeh'),
  ...sesame('sesame', 'sesame seed', 'sesame oil', 'tahini', 'tahina', 'benne', 'halva', 'halvah'),
];

/**
 * Terms reviewed as naming no major food allergen, among them the phrases that would otherwise match one ("cocoa
 * butter", "coconut milk", "cream of tartar", "buckwheat flour") and the nuts FDA's Edition 5 list leaves out.
 */
export const REVIEWED_FREE_TERMS: readonly string[] = [
  // phrases that hold an allergen word but name none
  'cocoa butter',
  'shea butter',
  'apple butter',
  'sunflower seed butter',
  'sunflower butter',
  'coconut milk',
  'coconut cream',
  'cream of tartar',
  'peanut free',
  'peanut oil',
  'soybean oil',
  'highly refined peanut oil',
  'highly refined soybean oil',
  'highly refined sesame oil',
  'rice flour',
  'white rice flour',
  'brown rice flour',
  'corn flour',
  'oat flour',
  'rye flour',
  'barley flour',
  'buckwheat flour',
  'millet flour',
  'sorghum flour',
  'teff flour',
  'arrowroot flour',
  'tapioca flour',
  'potato flour',
  'chickpea flour',
  'carob flour',
  'coconut flour',
  'sunflower seed flour',
  'quinoa flour',
  'amaranth flour',
  'cassava flour',
  // nuts and seeds that are not major allergens (FDA Edition 5, Appendix I)
  'coconut',
  'coconut meat',
  'coconut oil',
  'chestnut',
  'beech nut',
  'butternut',
  'hickory nut',
  'ginkgo nut',
  'pili nut',
  'shea nut',
  'kola nut',
  'nutmeg',
  'water chestnut',
  'sunflower seed',
  'sunflower seed kernel',
  'sunflower lecithin',
  'pumpkin seed',
  'pepita',
  'chia seed',
  'flaxseed',
  'flaxseed oil',
  'hemp seed',
  'poppy seed',
  'lotus seed',
  'breadfruit seed',
  'safflower seed kernel',
  'watermelon seed kernel',
  'mustard seed',
  // everyday ingredients
  'sugar',
  'salt',
  'vegetable oil',
  'sulfur dioxide',
  'honey',
];

/**
 * Words that never name a food source and are skipped when checking that a statement is fully reviewed: joining
 * words, preparation and grade words ("whole", "ground", "enriched"), numbers.
 */
export const REVIEWED_DESCRIPTIVE_WORDS: readonly string[] = [
  'and',
  'or',
  'of',
  'with',
  'the',
  'a',
  'an',
  'to',
  'for',
  'in',
  'as',
  'less',
  'than',
  'contains',
  'added',
  'keep',
  'color',
  'preserve',
  'freshness',
  'whole',
  'ground',
  'dried',
  'dry',
  'hulled',
  'roasted',
  'raw',
  'unroasted',
  'toasted',
  'stone',
  'instant',
  'decaf',
  'decaffeinated',
  'long',
  'grain',
  'classic',
  'organic',
  'natural',
  'artificial',
  'enriched',
  'bleached',
  'unbleached',
  'refined',
  'from',
  'shell',
  'kernel',
  'seed',
];
