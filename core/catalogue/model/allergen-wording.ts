/**
 * The two allergen statements that name no allergen, in a module of their own: the product page's script, which shows
 * the server's statement, needs only the first, without the labels and logic of allergens.ts.
 */

/** Text shown when a food's ingredients are unknown: never an empty statement. */
export const ALLERGEN_INFORMATION_UNAVAILABLE = 'Allergen information unavailable';
/** Text shown when the ingredients hold none of the nine major food allergens. */
export const NO_MAJOR_ALLERGENS = 'Contains no major food allergens';
