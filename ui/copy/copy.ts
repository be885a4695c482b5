/**
 * Every user-facing text of the storefront, in the spec's words (DESIGN §3.11): here the shell's and the pages'
 * the browser entry renders; the cart and checkout flow's in order-copy.ts and the Nutrition Facts label's in
 * nutrition-copy.ts, which only pages loaded on demand show.
 * Functions take the variable parts; components never hard-code copy.
 * spec: core-cart-checkout §2, §4, §5, §8; shell-account §2; catalogue-gifting §2-§5, §8-§9.
 */
/** `one` when `n` is 1, else `many`. */
export const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** The shopper-facing texts of the shell and its pages, in the spec's words where the spec gives them. */
export const copy = {
  storeName: 'Nutshell',
  tagline: 'Nuts, dried fruit, snacks & gifts',
  skipToContent: 'Skip to content',
  skipToMain: 'Skip to main content',
  accessibilityPolicy: 'Accessibility policy',
  freeShippingBanner: (amount: string) => `FREE shipping on orders over ${amount}!`,
  freeShippingDetails:
    'Free shipping applies to contiguous US orders at or above the threshold before tax; ' +
    'each shipping address counts separately.',
  shopMenu: 'Shop',
  closeMenu: 'Close',
  categoriesNav: 'Shop by category',
  cartButton: (count: number) => `Cart, ${count} ${plural(count, 'item', 'items')}`,
  cartLabel: 'Cart',
  needHelp: 'Need help?',
  /** The simplified header's badge on checkout pages. */
  secureCheckout: 'Secure Checkout',
  helpPhone: '1-800-555-0199',

  footer: {
    feedbackPrompt: "We'd love to hear your thoughts",
    giveFeedback: 'Give Feedback',
    promise: 'Committed to Our Customers',
    promiseText: 'Fresh from our warehouse, packed with care, and backed by real people who answer the phone.',
    companyHeading: 'Company',
    helpHeading: 'Customer Care',
    accountHeading: 'Your Account',
    legalNav: 'Legal',
    linksNav: 'Footer',
    socialNav: 'Follow us',
    secureSite: 'Secure site: SSL encrypted checkout',
    copyright: (year: number) => `© ${year} Nutshell. All rights reserved.`,
  },

  flash: {
    dismiss: (message: string) => `Dismiss: ${message}`,
  },

  pages: {
    home: 'Home page',
    cart: 'Cart page',
    product: (name: string) => `Product page: ${name}`,
    category: (name: string) => `Category page: ${name}`,
    checkout: (title: string) => `Checkout: ${title}`,
    receipt: 'Order receipt',
    notFound: 'Page not found',
    loading: 'Loading page',
  },

  home: {
    heroTitle: 'Fresh nuts, roasted daily',
    heroText: 'Nuts, dried fruit, chocolates, coffee and more — packed fresh and shipped fast.',
    heroCta: 'Shop Nuts',
    categoriesTitle: 'Shop by category',
    featuredTitle: 'Customer favorites',
  },

  notFound: {
    title: "We couldn't find that page",
    text: 'The page may have moved, or the link may be mistyped.',
    cta: 'Back to the home page',
  },
  loadError: 'Something went wrong loading this page.',
  retry: 'Try again',
  loading: 'Loading…',

  category: {
    productCount: (n: number) => `${n} ${plural(n, 'product', 'products')}`,
    empty: 'No products in this category yet.',
    subcategories: (name: string) => `More ${name}`,
  },

  product: {
    breadcrumb: 'Breadcrumb',
    /** The product page's skeleton, while its code loads. */
    loading: 'Loading product…',
    home: 'Home',
    outOfStock: 'Out of stock!',
    save: (percent: number) => `Save ${percent}%`,
    comparisonPrice: 'Original price',
    /** The name of a product card's allergen badge list, read before 'Tree Nuts', 'Milk'. */
    allergenBadges: 'Contains',
  },

  quantity: {
    label: 'Quantity',
    more: 'more...',
    cannotExceed: (max: number) => `Quantity cannot exceed ${max}`,
    mustBeHigher: (min: number) => `Quantity must be higher than ${min}`,
    notANumber: 'Quantity must be a number',
  },
} as const;
