/**
 * The search experiment (spec: shell-account §4 "Search experiment variants are letters A, B and so on by variant
 * id"): the targeting service's 'Search Experiment' campaign gives the visitor a variant id (1, 2, …), whose letter
 * the search page and its analytics carry.
 */

/** The selector name of the search experiment's campaign. */
export const SEARCH_EXPERIMENT_SELECTOR = 'Search Experiment';

/** The letter of a variant id: 1 → 'A', 2 → 'B', … 26 → 'Z'; undefined for an id outside 1 to 26. */
export function searchVariantLetter(variantId: number): string | undefined {
  return Number.isInteger(variantId) && variantId >= 1 && variantId <= 26
    ? String.fromCharCode(64 + variantId)
    : undefined;
}

/** The search page's layouts by variant: 'B' puts the refinements before the results on phones; others as 'A'. */
export function filtersFirst(variant: string | undefined): boolean {
  return variant === 'B';
}
