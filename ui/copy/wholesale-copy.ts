/**
 * The /wholesale page's texts (spec: shell-account §1 /wholesale, §2 footer link 'Wholesale'; core-cart-checkout §6
 * "A bulk wholesale item is offered only if its variant name contains 'individually wrapped'"). Prices come formatted
 * (formatMoney).
 */

/** The page's head: its title and meta description (ui/seo/page-head.ts, kept apart so the entry takes only these). */
export const wholesaleHeadCopy = {
  title: 'Wholesale',
  description:
    'Wholesale cases of individually wrapped snack packs (nuts, dried fruit, trail mixes and candy) for offices, ' +
    'break rooms and resellers.',
} as const;

/** The page's own texts. */
export const wholesaleCopy = {
  title: wholesaleHeadCopy.title,
  intro:
    'Stock the office pantry, the break room or your shelves: our snacks by the case, every pack individually ' +
    'wrapped and priced below our retail bags.',
  filterLabel: 'Category',
  allCategories: 'All categories',
  showCategory: 'Show',
  count: (n: number) => (n === 1 ? '1 wholesale item' : `${n} wholesale items`),
  casePrice: (price: string) => `${price} per case`,
  /** The per-pack (or per-piece) price: 'pieces' in the case's name makes it per piece. */
  perPack: (price: string, variantName: string) => `${price} per ${/pieces\b/i.test(variantName) ? 'piece' : 'pack'}`,
  perOunce: (price: string) => `${price}/oz`,
  quantity: 'Cases',
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  outOfStock: 'Out of stock',
  unavailable: 'Wholesale cases are not available right now. Please try again later.',
  none: 'No wholesale items in this category.',
} as const;
