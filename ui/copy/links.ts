/**
 * Link data of the header and footer (shell-account §2 category paths and footer; core-cart-checkout §2 Footer links).
 */
/** A labelled link of the header or footer. */
export interface NavLink {
  readonly label: string;
  readonly path: string;
}

/** Category navigation of the header (shell-account §2 category paths). */
export const categoryLinks: readonly NavLink[] = [
  { label: 'Nuts', path: '/nuts' },
  { label: 'Dried Fruit', path: '/driedfruit' },
  { label: 'Chocolates & Sweets', path: '/chocolatessweets' },
  { label: 'Snacks', path: '/snacks' },
  { label: 'Coffee & Tea', path: '/coffeesteas' },
  { label: 'Cooking & Baking', path: '/cookingbaking' },
  { label: 'Baking', path: '/baking' },
  { label: 'Superfood Powders', path: '/powders' },
  { label: 'Gifts', path: '/gifts' },
];

/** Legal links of the footer (core-cart-checkout §2). */
export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', path: '/privacy' },
  { label: 'California Privacy Notice', path: '/california-privacy-notice' },
  { label: 'Do Not Sell or Share My Personal Information', path: '/ccpa-opt-out' },
  { label: 'Terms & Conditions', path: '/terms-and-conditions' },
  {
    label: 'Limit the Use of My Sensitive Personal Information',
    path: '/opt-out-of-use-sharing-of-sensitive-information-form',
  },
];
