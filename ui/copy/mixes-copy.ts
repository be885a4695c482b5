/**
 * The custom trail mix pages' texts (spec: catalogue-gifting §2 /custom/mixes/builder 'Custom Trail Mix'; §4 Mix
 * customizer: up to 10 ingredients, 1 to 9 parts, 5 or 25 pounds, 25 pounds at 20% off, sort by popularity or price;
 * §9 '5 Pound Bag', '25 Pound Case', the tag filters). Prices come formatted (formatMoney).
 */
export const mixesCopy = {
  /** The builder's header (catalogue-gifting §2), a link to /custom/mixes. */
  builderTitle: 'Custom Trail Mix',
  landingLead: 'Your own trail mix, mixed fresh from the ingredients you choose.',
  landingWeights: 'A 5 Pound Bag, or a 25 Pound Case at 20% off',
  landingPriceNote: 'Priced by what you choose',
  howHeading: 'How it works',
  how: [
    'Choose up to 10 ingredients: nuts, seeds, dried fruit, chocolate and sweets.',
    'Give each ingredient 1 to 9 parts: the more parts, the more of it in your mix.',
    'Pick the size: a 5 Pound Bag, or a 25 Pound Case, which costs 20% less a pound.',
    'Name your mix and add it to your cart. We mix it fresh for you.',
  ],
  start: 'Build your own',
  unavailable: 'The trail mix builder is not available right now. Please try again later.',

  browserHeading: 'Choose your ingredients',
  sortLabel: 'Sort by',
  sortPopularity: 'Popularity',
  sortPrice: 'Price',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  filtersLegend: 'Filter by',
  /** How many ingredients the browser shows, announced as filters change. */
  shown: (n: number) => (n === 1 ? '1 ingredient' : `${n} ingredients`),
  noMatch: 'No ingredients match these filters.',
  /** The price range symbol's accessible name: '$$' → 'Price range $$ of $$$'. */
  priceRange: (symbol: string) => `Price range ${symbol} of $$$`,
  addIngredient: (name: string) => `Add ${name} to your mix`,
  add: 'Add',
  inMix: 'In your mix',

  mixHeading: 'Your mix',
  /** The mix's progress, also announced to screen readers. */
  progress: (count: number, max: number) =>
    count === 0 ? `No ingredients yet: choose up to ${max}` : `${count} of ${max} ingredients`,
  full: (max: number) => `Your mix is full: ${max} ingredients`,
  partsLabel: (name: string) => `Parts of ${name}`,
  parts: (n: number) => (n === 1 ? '1 part' : `${n} parts`),
  removeIngredient: (name: string) => `Remove ${name} from your mix`,
  remove: 'Remove',
  emptyMix: 'Add ingredients from the list to start your mix.',
  weightLegend: 'Size',
  caseSaving: '20% off',
  nameLabel: 'Name your mix',
  namePlaceholder: 'My Mix',
  priceLabel: 'Mix price',
  addToCart: 'Add to Cart',
  addHint: 'Add at least one ingredient to add your mix to the cart.',
  /** The phone's bottom bar's link to the mix. */
  reviewMix: 'View mix',
} as const;
