/**
 * The allergen and claim fields of a Products record of the search index (FALCPA allergens and FDA nutrient
 * content claims), facetable so the storefront can offer 'free from' and claim refinements.
 */
export interface SearchFoodFields {
  /**
   * Facetable: the product's major food allergens (FALCPA) as keys in statement order ('tree-nuts', 'milk');
   * [] when its ingredients hold none; absent when they are unknown or it is not a food.
   */
  readonly allergens?: readonly string[];
  /** The species its tree nuts, fish or crustacean shellfish are, by allergen key ({ 'tree-nuts': ['Almonds'] }). */
  readonly allergenSpecies?: { readonly [allergen: string]: readonly string[] };
  /** Facetable: a 'free from' value per allergen it lacks ('peanut-free', 'tree-nut-free'); [] when unknown. */
  readonly freeFrom?: readonly string[];
  /** Facetable: the FDA nutrient content claims it meets per its reference amount ('good-source-of-fiber'). */
  readonly claims?: readonly string[];
}
