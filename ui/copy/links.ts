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

/** Footer link groups (core-cart-checkout §2 Footer links). */
export const footerLinks: Readonly<Record<'company' | 'help' | 'account', readonly NavLink[]>> = {
  account: [
    { label: 'Account', path: '/account' },
    { label: 'Easy Reorder', path: '/account/easy-reorder' },
    { label: 'Wholesale', path: '/wholesale' },
    { label: 'Refer & Get $20', path: '/refer' },
  ],
  help: [
    { label: 'Contact Us', path: '/contact' },
    { label: 'Help Center', path: '/help' },
    { label: 'Shipping', path: '/shipping' },
    { label: 'Accessibility', path: '/accessibility.html' },
  ],
  company: [
    { label: 'About Us', path: '/about-us' },
    { label: 'Career', path: '/careers' },
    { label: 'Media Inquiries', path: '/media' },
    { label: 'Testimonials', path: '/testimonials' },
  ],
};

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

/** Social accounts of the store (core-cart-checkout §2: Facebook, Instagram, LinkedIn). */
export const socialLinks: readonly (NavLink & { readonly network: 'Facebook' | 'Instagram' | 'LinkedIn' })[] = [
  { network: 'Facebook', label: 'Nutshell on Facebook', path: 'https://www.facebook.com/nutshellstore' },
  { network: 'Instagram', label: 'Nutshell on Instagram', path: 'https://www.instagram.com/nutshellstore' },
  { network: 'LinkedIn', label: 'Nutshell on LinkedIn', path: 'https://www.linkedin.com/company/nutshellstore' },
];
