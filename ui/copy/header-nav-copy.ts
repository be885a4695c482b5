import type { MegaMenuData, MobileMenuData, SecondaryNavData } from '../../core/content';

// The header's texts and the menus it shows when no content is served (shell-account §2 Header, Top utility bar,
// Desktop mega menu, Mobile menu). Only the header's on-demand code (ui/features/header) imports this file.

/**
 * The search page's URL of the gifts priced at most `dollars` (the records' `price`, dollars as Algolia uses them:
 * `range[price]=:40` is 4000 cents), cheapest first (shell-account §2 Desktop mega menu "Gifts under $40").
 */
const giftsUnder = (dollars: number) =>
  `/search/instant?refinementList%5Bcategories.lvl0%5D=Gifts&range%5Bprice%5D=%3A${dollars}&sortBy=Products_price_asc`;

/** Default secondary navigation links (shell-account §2, verbatim; {product} is nuts). */
export const DEFAULT_SECONDARY_NAV: SecondaryNavData = {
  links: [
    { text: 'Organic', url: '/organic/' },
    { text: 'Raw', url: '/tag/raw' },
    { text: 'Gluten-Free', url: '/gluten-free' },
    { text: 'Dark Chocolate', url: '/tag/dark+chocolate' },
    { text: 'Pantry Staples', url: '/cms/pantry-staples' },
    { text: 'Superfoods', url: '/tag/superfoods' },
    { text: 'Single-Serve', url: '/nuts/single-serve/' },
    { text: 'Office Snacks', url: '/office-snacks' },
    { text: 'New Products', url: '/tag/new+products' },
    { text: 'Top Sellers', url: '/top_sellers' },
  ],
};

type Sub = readonly [text: string, url: string];
/** One default category: header, path, sub-categories, a promoted product (key, path, text). */
type Cat = readonly [text: string, url: string, subs: readonly Sub[], promo: readonly [string, string, string]];

const CATEGORIES: readonly Cat[] = [
  [
    'Nuts',
    '/nuts',
    [
      ['Almonds', '/nuts/almonds'],
      ['Peanuts', '/nuts/peanuts'],
      ['Seeds', '/nuts/seeds'],
      ['Nut & Seed Butters', '/nuts/nut-butters'],
      ['Coconut', '/nuts/coconut'],
    ],
    ['dried-pepitas', '/nuts/seeds/dried-pepitas', 'Try our Dried Pepitas'],
  ],
  [
    'Dried Fruit',
    '/driedfruit',
    [],
    ['dried-apples-sulfured', '/driedfruit/dried-apples-sulfured', 'Crisp Dried Apples'],
  ],
  [
    'Chocolates & Sweets',
    '/chocolatessweets',
    [
      ['Chocolate', '/chocolatessweets/chocolate'],
      ['Candy', '/chocolatessweets/candy'],
    ],
    [
      'milk-chocolate-with-honey-almond-nougat',
      '/chocolatessweets/chocolate/milk-chocolate-with-honey-almond-nougat',
      'Honey Almond Nougat',
    ],
  ],
  ['Snacks', '/snacks', [], ['air-popped-popcorn', '/snacks/air-popped-popcorn', 'Air-Popped Popcorn']],
  ['Coffee & Tea', '/coffeesteas', [], ['hot-cocoa-mix', '/coffeesteas/hot-cocoa-mix', 'Warm up with Hot Cocoa']],
  [
    'Cooking & Baking',
    '/cookingbaking',
    [['Spices & Extracts', '/cookingbaking/spices-extracts']],
    ['anise-seed', '/cookingbaking/spices-extracts/anise-seed', 'Anise Seed'],
  ],
  ['Baking', '/baking', [], ['low-fat-sesame-flour', '/baking/low-fat-sesame-flour', 'Low-Fat Sesame Flour']],
  ['Superfood Powders', '/powders', [], ['spirulina-powder', '/powders/spirulina-powder', 'Spirulina Powder']],
  [
    'Gifts',
    '/gifts',
    [
      ['Gifts under $40', giftsUnder(40)],
      ['Gifts under $70', giftsUnder(70)],
      ['Build Your Own Box', '/custom/box'],
      ['Custom Gift Trays', '/custom/trays/premium'],
    ],
    ['roasted-pistachios-gift-tin', '/gifts/roasted-pistachios-gift-tin', 'Roasted Pistachios Gift Tin'],
  ],
];

const link = ([text, url]: Sub, emphasized = false) => ({ text, url, emphasized });

/** The default mega menu: one header per top-level category (Gifts with its gift icon and orange colour). */
export const DEFAULT_MEGA_MENU: MegaMenuData = {
  menuGroups: CATEGORIES.map(([text, url, subs, [key, path, promo]]) => ({
    headerText: text,
    headerUrl: url,
    ...(url === '/gifts' ? { icon: 'gift', color: 'orange' as const } : {}),
    columns: [
      [
        {
          headerText: `Shop ${text}`,
          headerUrl: url,
          links: [...subs.map((s) => link(s)), link([`All ${text}`, url])],
        },
      ],
      [
        {
          headerText: 'Featured',
          links: [link(['Gift Tins', '/gifts'], true), link(['Build Your Own Mix', '/custom/mixes'])],
        },
      ],
    ],
    promoZone: {
      top: { image: `/images/products/${key}.svg`, text: promo, url: path },
      bottom: { image: '/images/products/9905.svg', text: 'Build your own trail mix', url: '/custom/mixes' },
    },
  })),
};

/** The default mobile menu: the categories (those without sub-categories as plain links) and the account links. */
export const DEFAULT_MOBILE_MENU: MobileMenuData = {
  menuGroups: CATEGORIES.map(([text, url, subs]) =>
    subs.length === 0
      ? { headerText: text, headerUrl: url, linkGroups: [] }
      : {
          headerText: text,
          headerUrl: url,
          linkGroups: [
            { headerText: `Shop ${text}`, links: [...subs.map((s) => link(s)), link([`All ${text}`, url])] },
          ],
        },
  ),
  accountLinks: [
    { icon: 'user', text: 'Account', url: '/account' },
    { icon: 'reorder', text: 'Easy Reorder', url: '/account/easy-reorder' },
    { icon: 'heart', text: 'Favorites', url: '/account/favorites' },
    { icon: 'box', text: 'Order History', url: '/account/order-history' },
  ],
};

/** The header's texts. */
export const headerCopy = {
  megaNav: 'Shop by category',
  secondaryNav: 'Popular',
  mobileMenu: 'Menu',
  closeMenu: 'Close menu',
  back: 'Back',
  backTo: (name: string) => `Back to ${name}`,
  shopAll: (name: string) => `Shop all ${name}`,
  referAndEarn: 'Refer and Earn',
  help: 'Help',
  signOut: 'Sign Out',
  carousel: 'Current offers',
  pauseCarousel: 'Pause offers',
  playCarousel: 'Play offers',
  slide: (n: number, of: number) => `${n} of ${of}`,
  defaultCampaign: 'Nuts, dried fruit, snacks, coffee and gifts, delivered to your door',
  yourCart: 'Your Cart',
  cartItems: (n: number) => `Your Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
  promotions: 'Promotions',
};
