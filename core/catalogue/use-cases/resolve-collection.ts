import type { Order } from '../../cart/model';
import {
  COLLECTION_KEY_PREFIX,
  collectionProducts,
  trimmedPath,
  unitsOrderedByProduct,
  type Collection,
} from '../model/collections';
import type { Category, Product } from '../model/product';
import { productCardOf } from '../model/product-card-of';
import type { CommercePort } from '../../../ports/commerce';
import type { ResolvedPage } from '../../../ports/storefront-backend';

/** Products read per listProducts call (the commerce platform's page limit). */
export const PRODUCT_PAGE_LIMIT = 500;
/** Orders read per listOrders call. */
const ORDER_PAGE_LIMIT = 100;
/** Top sellers count the units of the newest orders, at most this many (newest first, as listOrders gives them). */
export const TOP_SELLERS_ORDER_WINDOW = 1000;

/** What resolving a collection reads of commerce. */
export type CollectionCommerce = Pick<CommercePort, 'listProducts' | 'listOrders'>;

/** Every product of the catalogue, page by page. */
async function allProducts(commerce: CollectionCommerce): Promise<Product[]> {
  const out: Product[] = [];
  for (let offset = 0; ; offset += PRODUCT_PAGE_LIMIT) {
    const { total, results } = await commerce.listProducts({ limit: PRODUCT_PAGE_LIMIT, offset });
    out.push(...results);
    if (results.length < PRODUCT_PAGE_LIMIT || out.length >= total) return out;
  }
}

/** The newest orders, up to TOP_SELLERS_ORDER_WINDOW. */
async function recentOrders(commerce: CollectionCommerce): Promise<Order[]> {
  const out: Order[] = [];
  while (out.length < TOP_SELLERS_ORDER_WINDOW) {
    const page = await commerce.listOrders({ limit: ORDER_PAGE_LIMIT, offset: out.length });
    out.push(...page);
    if (page.length < ORDER_PAGE_LIMIT) break;
  }
  return out;
}

/**
 * The synthetic category a collection page is listed as: key `collection-{key}`, its title as name, its canonical
 * path (the navigation's without a trailing slash: '/organic/' → '/organic'), its description (also the meta
 * description).
 */
export function collectionCategory(collection: Collection): Category {
  return {
    id: `${COLLECTION_KEY_PREFIX}${collection.key}`,
    key: `${COLLECTION_KEY_PREFIX}${collection.key}`,
    name: collection.title,
    path: trimmedPath(collection.path),
    description: collection.description,
    metaDescription: collection.description,
    orderHint: 0,
  };
}

/**
 * A collection's page (spec: shell-account §2 Header, default secondary navigation links; core-cart-checkout §2
 * page types): a 'CategoryListingPage' of its synthetic category (`collectionCategory`) under its parent category
 * when it has one, with the cards of `collectionProducts`. Top sellers count the units of the newest orders.
 */
export async function resolveCollection(
  commerce: CollectionCommerce,
  collection: Collection,
  categories: readonly Category[],
): Promise<ResolvedPage> {
  const [products, orders] = await Promise.all([
    allProducts(commerce),
    collection.order === 'top-sellers' ? recentOrders(commerce) : Promise.resolve([]),
  ]);
  const listed = collectionProducts(collection, products, unitsOrderedByProduct(orders));
  const parent = categories.find((c) => c.key === collection.parentCategoryKey);
  const cards = listed.flatMap((p) => productCardOf(p) ?? []);
  return {
    pageType: 'CategoryListingPage',
    props: {
      category: collectionCategory(collection),
      ancestors: parent ? [parent] : [],
      children: [],
      products: cards,
      total: cards.length,
    },
  };
}
