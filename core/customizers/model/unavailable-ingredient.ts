/**
 * The message of a custom item whose ingredient is no longer sold (spec: core-cart-checkout §8 Unavailable ingredient:
 * 'An ingredient (...) you added to the {item} is currently unavailable. Please return to the {item} page and rebuild
 * it using an alternative ingredient.'): `ingredient` is the ingredient's name (its product number when the catalogue
 * no longer knows it), `item` the custom item's name, e.g. 'Custom Trail Mix'.
 */
export function unavailableIngredientMessage(ingredient: string, item: string): string {
  return (
    `An ingredient (${ingredient}) you added to the ${item} is currently unavailable. ` +
    `Please return to the ${item} page and rebuild it using an alternative ingredient.`
  );
}
