import { ALLERGEN_INFORMATION_UNAVAILABLE, NO_MAJOR_ALLERGENS } from './allergen-wording';

/**
 * Major food allergens of a food, as the Food Allergen Labeling and Consumer Protection Act of 2004 (FALCPA, 21 U.S.C.
 * 321(qq), 343(w)) defines them, as amended by the FASTER Act of 2021 (sesame): milk, eggs, fish, crustacean
 * shellfish, tree nuts, peanuts, wheat, soybeans and sesame. A 'Contains' statement names each major food allergen
 * the ingredients hold and, for tree nuts, fish and crustacean shellfish, the species (343(w)(2): "the specific type
 * of tree nut, the species of fish or crustacean shellfish"). Not in the spec.
 */

/** The nine major food allergens, in the order of FALCPA's list (21 U.S.C. 321(qq)(1), FASTER Act). */
export const MAJOR_ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'crustacean-shellfish',
  'tree-nuts',
  'peanuts',
  'wheat',
  'soybeans',
  'sesame',
] as const;

/** A major food allergen (FALCPA). */
export type MajorAllergen = (typeof MAJOR_ALLERGENS)[number];

/** The allergens whose species a statement names (21 U.S.C. 343(w)(2)). */
export const ALLERGENS_WITH_SPECIES: readonly MajorAllergen[] = ['fish', 'crustacean-shellfish', 'tree-nuts'];

/** How a statement and a badge name each allergen: "Contains: Tree Nuts (Almonds), Milk". */
export const ALLERGEN_LABELS: Readonly<Record<MajorAllergen, string>> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  'crustacean-shellfish': 'Crustacean Shellfish',
  'tree-nuts': 'Tree Nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soybeans: 'Soybeans',
  sesame: 'Sesame',
};

/**
 * The 'free from' facet value of each allergen (the search records' `freeFrom`): a food whose known ingredients hold
 * none of that allergen. A food whose allergens are unknown is free from nothing.
 */
export const FREE_FROM_VALUES: Readonly<Record<MajorAllergen, string>> = {
  milk: 'milk-free',
  eggs: 'egg-free',
  fish: 'fish-free',
  'crustacean-shellfish': 'shellfish-free',
  'tree-nuts': 'tree-nut-free',
  peanuts: 'peanut-free',
  wheat: 'wheat-free',
  soybeans: 'soy-free',
  sesame: 'sesame-free',
};

/** How the search filters name each 'free from' value: 'Tree nut-free'. */
export const FREE_FROM_LABELS: Readonly<Record<string, string>> = {
  'milk-free': 'Milk-free',
  'egg-free': 'Egg-free',
  'fish-free': 'Fish-free',
  'shellfish-free': 'Shellfish-free',
  'tree-nut-free': 'Tree nut-free',
  'peanut-free': 'Peanut-free',
  'wheat-free': 'Wheat-free',
  'soy-free': 'Soy-free',
  'sesame-free': 'Sesame-free',
};

/**
 * One allergen of a statement: `species` names the tree nuts ('Almonds'), fish ('Anchovies') or crustacean shellfish
 * ('Shrimp') in the order they first appear in the ingredients; empty for the other allergens.
 */
export interface AllergenDeclaration {
  readonly allergen: MajorAllergen;
  readonly species: readonly string[];
}

/**
 * What a product's allergen statement says: the declarations in the order their allergen first appears in the
 * ingredients ([] when the ingredients hold none), or undefined when its ingredients are unknown.
 */
export type AllergenStatement = readonly AllergenDeclaration[] | undefined;

/** 'Tree Nuts (Almonds, Cashews)', 'Milk'. */
export function declarationLabel(d: AllergenDeclaration): string {
  const label = ALLERGEN_LABELS[d.allergen];
  return d.species.length > 0 ? `${label} (${d.species.join(', ')})` : label;
}

/**
 * The statement as a label prints it: "Contains: Tree Nuts (Almonds), Milk"; {@link NO_MAJOR_ALLERGENS} for none;
 * {@link ALLERGEN_INFORMATION_UNAVAILABLE} when unknown (21 U.S.C. 343(w)(1)(A), the 'Contains' form).
 */
export function containsStatement(statement: AllergenStatement): string {
  if (statement === undefined) return ALLERGEN_INFORMATION_UNAVAILABLE;
  if (statement.length === 0) return NO_MAJOR_ALLERGENS;
  return `Contains: ${statement.map(declarationLabel).join(', ')}`;
}

/**
 * The 'free from' facet values of a statement, in FALCPA order: one per allergen it does not contain; none when the
 * statement is unknown.
 */
export function freeFromOf(statement: AllergenStatement): string[] {
  if (statement === undefined) return [];
  const present = new Set(statement.map((d) => d.allergen));
  return MAJOR_ALLERGENS.filter((a) => !present.has(a)).map((a) => FREE_FROM_VALUES[a]);
}

/**
 * The union of several foods' statements (a custom mix, box or tray states the union of its ingredients' allergens):
 * allergens and species in the order they first appear across `statements` in order; undefined when any part is
 * unknown (its allergens could be anything) or when there are no parts.
 */
export function unionOfStatements(statements: readonly AllergenStatement[]): AllergenStatement {
  if (statements.length === 0 || statements.some((s) => s === undefined)) return undefined;
  const species = new Map<MajorAllergen, string[]>();
  for (const s of statements) {
    for (const d of s ?? []) {
      const known = species.get(d.allergen) ?? [];
      species.set(d.allergen, [...known, ...d.species.filter((x) => !known.includes(x))]);
    }
  }
  return [...species].map(([allergen, names]) => ({ allergen, species: names }));
}

/**
 * A statement from the wire form of the commerce API and the search records: `allergens` (keys, in statement order)
 * and the species lists of tree nuts, fish and crustacean shellfish; undefined when `allergens` is absent. Unknown
 * keys are dropped.
 */
export function statementFromKeys(
  allergens: readonly string[] | undefined,
  species: Partial<Record<MajorAllergen, readonly string[]>> = {},
): AllergenStatement {
  if (allergens === undefined) return undefined;
  return allergens
    .filter((a): a is MajorAllergen => (MAJOR_ALLERGENS as readonly string[]).includes(a))
    .map((allergen) => ({ allergen, species: [...(species[allergen] ?? [])] }));
}

/**
 * The allergen statement a cart line shows: a custom mix's, box's or tray's `allergenStatement` (the union
 * its server set), else the statement of the line's product (`variant.allergens`); undefined when the line carries
 * neither (not a food, or a line created before allergens were known).
 */
export function lineAllergenStatement(line: {
  readonly variant: {
    readonly allergens?: readonly { readonly allergen: string; readonly species: readonly string[] }[];
  };
  readonly custom: { readonly allergenStatement?: string };
}): string | undefined {
  if (line.custom.allergenStatement !== undefined) return line.custom.allergenStatement;
  const allergens = line.variant.allergens;
  if (allergens === undefined) return undefined;
  const species = Object.fromEntries(allergens.map((d) => [d.allergen, d.species])) as Partial<
    Record<MajorAllergen, readonly string[]>
  >;
  return containsStatement(
    statementFromKeys(
      allergens.map((d) => d.allergen),
      species,
    ),
  );
}
