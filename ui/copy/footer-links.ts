import type { NavLink } from './links';

// The store footer's own link data (the footer is an island: its code loads after the page's).

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

/** Social accounts of the store (core-cart-checkout §2: Facebook, Instagram, LinkedIn). */
export const socialLinks: readonly (NavLink & { readonly network: 'Facebook' | 'Instagram' | 'LinkedIn' })[] = [
  { network: 'Facebook', label: 'Nutshell on Facebook', path: 'https://www.facebook.com/nutshellstore' },
  { network: 'Instagram', label: 'Nutshell on Instagram', path: 'https://www.instagram.com/nutshellstore' },
  { network: 'LinkedIn', label: 'Nutshell on LinkedIn', path: 'https://www.linkedin.com/company/nutshellstore' },
];
