import type { Order } from '../../cart/model';
import type { Product } from './product';
import { productCardOf } from './product-card-of';

/**
 * Collections: the listing pages behind the default secondary navigation (spec: shell-account §2 Header "Default
 * secondary navigation links ... /organic/, /tag/raw, /gluten-free, /tag/dark+chocolate, /cms/pantry-staples,
 * /tag/superfoods, /{product}/single-serve/, /office-snacks, /tag/new+products, /top_sellers"; {product} is nuts).
 * Each is a path, a title, a short description and a rule over products; /cms/pantry-staples is a content page
 * (fixtures/content/pages/pantry-staples.json), not a collection.
 */

/**
 * How a collection orders its products: 'name' (A to Z, as category listings), 'newest' (the highest product number
 * first, `productNumberOf`), 'top-sellers' (units ordered, `rankTopSellers`).
 */
export type CollectionOrder = 'name' | 'newest' | 'top-sellers';

/** A collection page's definition (shell-account §2 secondary navigation). */
export interface Collection {
  /** Its key, e.g. 'organic'; its synthetic category's key is `collection-{key}` (`COLLECTION_KEY_PREFIX`). */
  readonly key: string;
  /** Its path as the navigation links it, e.g. '/organic/' (with or without the trailing slash, both resolve). */
  readonly path: string;
  readonly title: string;
  /** A sentence or two shown under the heading (plain text; also the page's meta description). */
  readonly description: string;
  /** The category the page sits under in the breadcrumb (single-serve nuts sit under 'nuts'). */
  readonly parentCategoryKey?: string;
  /** Whether `product` belongs in the collection; only shelf products (`isShelfProduct`) are ever offered. */
  readonly matches: (product: Product) => boolean;
  readonly order: CollectionOrder;
  /** The most products it lists (the 'newest' and 'top-sellers' lists); absent: every match. */
  readonly limit?: number;
}

/** Key prefix of a collection's synthetic category, e.g. 'collection-organic'. */
export const COLLECTION_KEY_PREFIX = 'collection-';
/** Products on the New Products and Top Sellers pages (half a listing page of 48). */
export const RANKED_COLLECTION_SIZE = 24;

/**
 * The product number of a product: the numeric prefix of its first variant's SKU ('1414-01' → 1414), which the
 * catalogue gives in launch order (the search records' activation date reads it the same way); NaN without one
 * ('GC-10').
 */
export function productNumberOf(product: Product): number {
  const prefix = product.variants[0]?.sku.split('-')[0] ?? '';
  return /^\d+$/.test(prefix) ? Number(prefix) : Number.NaN;
}

/** First product number of the customizer and service products (9900 trays, 9905 mix, 9910 bundle, 9980 card). */
const SERVICE_NUMBERS_FROM = 9000;
/** First product number of the gift series (8001 upward, numbered apart from the shelf's 1001 upward). */
const GIFT_NUMBERS_FROM = 8000;

/**
 * Whether a product is one the shelf sells (and so can be in a collection): it has a product card (a visible
 * variant with a price), a product number below 9000, and is not a customizer (category 'custom'). Gift
 * certificates ('GC-…'), the greeting card 9980, the bundle 9910 and the builders are not.
 */
export function isShelfProduct(product: Product): boolean {
  const n = productNumberOf(product);
  return (
    Number.isFinite(n) &&
    n < SERVICE_NUMBERS_FROM &&
    !product.categoryKeys.includes('custom') &&
    productCardOf(product) !== undefined
  );
}

const hasTag = (tag: string) => (p: Product) => p.tags.includes(tag);

/** Whether the name or an ingredient list says 'dark chocolate' (any case). */
export function hasDarkChocolate(product: Product): boolean {
  const pattern = /dark chocolate/i;
  return pattern.test(product.name) || product.variants.some((v) => pattern.test(v.ingredients ?? ''));
}

/**
 * The foods sold as superfoods by name (whole words, any case), besides the catalogue's 'superfood' tag (goji,
 * spirulina, chia, hemp, flax, agar, carob, cocoa powder, oat bran, wheat germ): quinoa, cacao nibs, and the dried
 * berries (blueberries, cranberries, tart cherries, goji berries). Chocolate and candy never count.
 */
export const SUPERFOOD_NAMES: readonly string[] = [
  'chia',
  'goji',
  'quinoa',
  'hemp',
  'flax',
  'flaxseed',
  'spirulina',
  'cacao nibs',
  'blueberries',
  'cranberries',
  'tart cherries',
  'wheat germ',
  'oat bran',
];
const SUPERFOOD_PATTERN = new RegExp(`\\b(${SUPERFOOD_NAMES.join('|')})\\b`, 'i');

/** Whether a product is a superfood: tagged 'superfood', or named for one of SUPERFOOD_NAMES and not a sweet. */
export function isSuperfood(product: Product): boolean {
  if (product.tags.includes('superfood')) return true;
  const sweet = product.tags.includes('chocolate') || product.tags.includes('candy');
  return !sweet && SUPERFOOD_PATTERN.test(product.name);
}

/** Largest pack, in ounces, that counts as single-serve. */
export const SINGLE_SERVE_MAX_OUNCES = 1;

/**
 * Whether a product comes in single-serve packs: an active variant of individually wrapped packs or pieces of at most
 * SINGLE_SERVE_MAX_OUNCES ounces ('Case of 100 individually wrapped 1 oz packs').
 */
export function hasSingleServePacks(product: Product): boolean {
  return product.variants.some((v) => {
    const m = /individually wrapped (\d+(?:\.\d+)?) oz/i.exec(v.variantName);
    return v.active && m !== null && Number(m[1]) <= SINGLE_SERVE_MAX_OUNCES;
  });
}

/** Office snacks: the Snacks category (bars, popcorn, trail mixes, sesame sticks) and mixes in single-serve packs. */
export function isOfficeSnack(product: Product): boolean {
  return (
    product.categoryKeys.includes('snacks') || (/\bmix(ed)?\b/i.test(product.name) && hasSingleServePacks(product))
  );
}

/** A shelf product of the regular series (product numbers below the gift series): what New Products ranks. */
const isRegularSeries = (p: Product) => productNumberOf(p) < GIFT_NUMBERS_FROM;

/** The collections of the default secondary navigation, in its order (spec: shell-account §2 Header). */
export const COLLECTIONS: readonly Collection[] = [
  {
    key: 'organic',
    path: '/organic/',
    title: 'Organic',
    description: 'Certified organic nuts, seeds and dried fruit: plain, raw or simply dried, with nothing added.',
    matches: hasTag('organic'),
    order: 'name',
  },
  {
    key: 'raw',
    path: '/tag/raw',
    title: 'Raw',
    description: 'Raw nuts, seeds and grains, never roasted: for sprouting, soaking, baking or snacking as they are.',
    matches: hasTag('raw'),
    order: 'name',
  },
  {
    key: 'gluten-free',
    path: '/gluten-free',
    title: 'Gluten-Free',
    description: 'Plain nuts, seeds, dried fruit and coconut with no gluten-containing ingredients.',
    matches: hasTag('gluten-free'),
    order: 'name',
  },
  {
    key: 'dark-chocolate',
    path: '/tag/dark+chocolate',
    title: 'Dark Chocolate',
    description: 'Dark chocolate bars, squares and baking chocolate, and treats covered in dark chocolate.',
    matches: hasDarkChocolate,
    order: 'name',
  },
  {
    key: 'superfoods',
    path: '/tag/superfoods',
    title: 'Superfoods',
    description:
      'Nutrient-dense foods: chia, hemp and flax seeds, goji berries, spirulina, quinoa, dried blueberries and more.',
    matches: isSuperfood,
    order: 'name',
  },
  {
    key: 'single-serve',
    path: '/nuts/single-serve/',
    title: 'Single-Serve Nuts',
    description: 'Nuts in individually wrapped 1 oz packs: portion-sized for lunch boxes, travel and the gym bag.',
    parentCategoryKey: 'nuts',
    matches: (p) => p.categoryKeys.includes('nuts') && hasSingleServePacks(p),
    order: 'name',
  },
  {
    key: 'office-snacks',
    path: '/office-snacks',
    title: 'Office Snacks',
    description: 'Granola bars, popcorn, trail mixes and snack packs to keep the break room stocked.',
    matches: isOfficeSnack,
    order: 'name',
  },
  {
    key: 'new-products',
    path: '/tag/new+products',
    title: 'New Products',
    description: 'The latest additions to our shelves, newest first.',
    matches: isRegularSeries,
    order: 'newest',
    limit: RANKED_COLLECTION_SIZE,
  },
  {
    key: 'top-sellers',
    path: '/top_sellers',
    title: 'Top Sellers',
    description: 'What our customers order most, best sellers first.',
    matches: () => true,
    order: 'top-sellers',
    limit: RANKED_COLLECTION_SIZE,
  },
];

/**
 * A path without its trailing slashes ('/' stays '/'): a collection's canonical path ('/organic'), where the server
 * moves '/organic/' (301).
 */
export const trimmedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The collection at `path`, with or without a trailing slash ('/organic' and '/organic/'); '%2B' is read as '+'
 * ('/tag/dark%2Bchocolate'). Undefined for any other path.
 */
export function collectionAt(path: string): Collection | undefined {
  const wanted = trimmedPath(path.replace(/%2B/gi, '+'));
  return COLLECTIONS.find((c) => trimmedPath(c.path) === wanted);
}

/**
 * Units ordered per product key over `orders` (their carts' line items; cancelled orders do not count). Spec:
 * core-cart-checkout §3 Order, Line item.
 */
export function unitsOrderedByProduct(orders: readonly Order[]): ReadonlyMap<string, number> {
  const units = new Map<string, number>();
  for (const order of orders) {
    if (order.orderState === 'Cancelled') continue;
    for (const line of order.cart.lineItems)
      units.set(line.productKey, (units.get(line.productKey) ?? 0) + line.quantity);
  }
  return units;
}

const byName = (a: Product, b: Product) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Top sellers: most units ordered first (`units`); products nobody ordered after them by the customizer's popularity
 * (0 to 1, higher sells more; none counts as 0), then by name. With no orders at all, the list is by popularity.
 */
export function rankTopSellers(products: readonly Product[], units: ReadonlyMap<string, number>): Product[] {
  const popularity = (p: Product) => p.customizer?.popularity ?? 0;
  return [...products].sort(
    (a, b) => (units.get(b.key) ?? 0) - (units.get(a.key) ?? 0) || popularity(b) - popularity(a) || byName(a, b),
  );
}

/**
 * The products of `collection` among `products`, in its order and within its limit: shelf products it matches,
 * ordered by name, newest product number first, or as `rankTopSellers` ranks them with `units` (units ordered per
 * product key).
 */
export function collectionProducts(
  collection: Collection,
  products: readonly Product[],
  units: ReadonlyMap<string, number> = new Map(),
): Product[] {
  const matching = products.filter((p) => isShelfProduct(p) && collection.matches(p));
  const ordered =
    collection.order === 'newest'
      ? matching.sort((a, b) => productNumberOf(b) - productNumberOf(a))
      : collection.order === 'top-sellers'
        ? rankTopSellers(matching, units)
        : matching.sort(byName);
  return collection.limit === undefined ? ordered : ordered.slice(0, collection.limit);
}
