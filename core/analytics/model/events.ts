import type { Money } from '../../shared';

/**
 * Shopper analytics events (spec: catalogue-gifting §7 "Analytics events on add to cart, product click and
 * impression", §8 invalid pageSection; shell-account §4 Search (analytics call debounced 400 ms)). Names
 * and properties follow the e-commerce event specification the storefront's analytics service (RudderStack)
 * uses: 'Product Added', 'Product Clicked', 'Product List Viewed', 'Products Searched'. Prices are dollars
 * with two decimals there, as that specification wants; we build them from integer cents.
 */
export interface AnalyticsEvent {
  /** The event name, e.g. 'Product Added'. */
  readonly event: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** Where on a page a product list or a product sits; events from elsewhere are refused (catalogue-gifting §8). */
export const PAGE_SECTIONS = [
  'Product Page',
  'Sticky Add To Cart',
  'Category Listing',
  'Featured Products',
  'Search Results',
  'Search Suggestions',
  'Recommendations',
  'Buy It Again',
  'Added To Cart Panel',
] as const;

/** One of PAGE_SECTIONS. */
export type PageSection = (typeof PAGE_SECTIONS)[number];

/**
 * Whether `section` is a known page section (catalogue-gifting §8: an invalid one logs an error and skips the event).
 */
export function isPageSection(section: string): section is PageSection {
  return (PAGE_SECTIONS as readonly string[]).includes(section);
}

/**
 * The reason to skip `event` (catalogue-gifting §8 "Invalid analytics pageSection logs an error and skips the
 * event"): 'Invalid analytics pageSection: <section>' when it names a page section that is not one of
 * PAGE_SECTIONS; undefined when the event may be sent. Builders take any string because sections also come
 * from content.
 */
export function invalidEventReason(event: AnalyticsEvent): string | undefined {
  const section = event.properties['page_section'];
  if (section === undefined || (typeof section === 'string' && isPageSection(section))) return undefined;
  return `Invalid analytics pageSection: ${String(section)}`;
}

/** The analytics product of a variant on its product page: its unit price at the chosen quantity, its variant name. */
export function variantProduct(
  product: { readonly key: string; readonly name: string },
  variant: { readonly sku: string; readonly variantName: string },
  unitPrice: Money,
  category?: string,
): AnalyticsProduct {
  return {
    sku: variant.sku,
    productKey: product.key,
    name: product.name,
    price: unitPrice,
    variant: variant.variantName,
    category,
  };
}

/** The analytics product of a product card at its 1-based `position` in a list. */
export function cardProduct(
  card: {
    readonly sku: string;
    readonly productKey: string;
    readonly name: string;
    readonly price: Money;
    readonly reportingCategory?: string | undefined;
  },
  position: number,
): AnalyticsProduct {
  return {
    sku: card.sku,
    productKey: card.productKey,
    name: card.name,
    price: card.price,
    category: card.reportingCategory,
    position,
  };
}

/**
 * The product an event is about: its variant's SKU, product key, name, unit price and, in a list, its 1-based position.
 */
export interface AnalyticsProduct {
  readonly sku: string;
  readonly productKey: string;
  readonly name: string;
  readonly price: Money;
  readonly variant?: string | undefined;
  readonly category?: string | undefined;
  readonly position?: number | undefined;
}

const dollars = (m: Money): number => m.cents / 100;

function productProperties(p: AnalyticsProduct): Record<string, unknown> {
  return {
    product_id: p.productKey,
    sku: p.sku,
    name: p.name,
    price: dollars(p.price),
    currency: p.price.currency,
    ...(p.variant !== undefined ? { variant: p.variant } : {}),
    ...(p.category !== undefined ? { category: p.category } : {}),
    ...(p.position !== undefined ? { position: p.position } : {}),
  };
}

/** 'Product Added', sent before the add-to-cart request (§7 Add to cart); `quantity` in units. */
export function productAdded(product: AnalyticsProduct, quantity: number, pageSection: string): AnalyticsEvent {
  return { event: 'Product Added', properties: { ...productProperties(product), quantity, page_section: pageSection } };
}

/** 'Product Clicked': a product card or hit opened from a list. */
export function productClicked(product: AnalyticsProduct, listId: string, pageSection: string): AnalyticsEvent {
  return {
    event: 'Product Clicked',
    properties: { ...productProperties(product), list_id: listId, page_section: pageSection },
  };
}

/**
 * 'Product List Viewed': the impressions of one list, batched (core-cart-checkout §9: flush after 2 s idle, on
 * navigation or unload).
 */
export function productListViewed(
  listId: string,
  pageSection: string,
  products: readonly AnalyticsProduct[],
): AnalyticsEvent {
  return {
    event: 'Product List Viewed',
    properties: { list_id: listId, page_section: pageSection, products: products.map(productProperties) },
  };
}

/** 'Products Searched': the query typed in the header search, debounced 400 ms (shell-account §4). */
export function productsSearched(query: string): AnalyticsEvent {
  return { event: 'Products Searched', properties: { query } };
}

/**
 * An analytics event the server sent in an envelope's rudderstackEvents (core-cart-checkout §7 "analytics
 * events are replayed"): `{ event: string, properties?: object }`; undefined for anything else (a malformed
 * entry is dropped rather than sent). No zod here: this runs in the initial JS of every page.
 */
export function replayableEvent(raw: unknown): AnalyticsEvent | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { event, properties } = raw as { event?: unknown; properties?: unknown };
  if (typeof event !== 'string' || event === '') return undefined;
  if (properties !== undefined && (typeof properties !== 'object' || properties === null || Array.isArray(properties)))
    return undefined;
  return { event, properties: (properties ?? {}) as Record<string, unknown> };
}
