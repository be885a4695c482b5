import {
  SEARCH_INDEXES,
  type DepartmentRecord,
  type QuerySuggestionRecord,
  type SearchProductRecord,
} from '../../../ports/search';
import type { IndexDefinition } from './search-index';

/**
 * Settings of the embedded indexes, as they would be configured on Algolia (spec: shell-account §7 Search
 * service; core-cart-checkout §9): searchable attributes with the name first, attributes for faceting,
 * attributeForDistinct, custom ranking, and the replicas' sort criteria.
 */

const text = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type ProductSort = (a: SearchProductRecord, b: SearchProductRecord) => number;
const inStockFirst: ProductSort = (a, b) => Number(b.inStock) - Number(a.inStock);
const priceAsc: ProductSort = (a, b) => a.price - b.price;
const priceDesc: ProductSort = (a, b) => b.price - a.price;
const activationDateDesc: ProductSort = (a, b) => b.activationDate - a.activationDate;

/**
 * Products: one record per visible variant and per mini box (traits ['miniBox']); distinct on Product.key; in-stock
 * variants first. `traits` and `customizerCategoryNames` are facetable (the customizers' filters); `allergens`,
 * `freeFrom` and `claims` too ('free from' and nutrient claim refinements).
 */
export const PRODUCTS: IndexDefinition<SearchProductRecord> = {
  fields: { name: 3, categories: 1.5, tags: 1.5, description: 1 },
  facetable: [
    'categories.lvl0',
    'categories.lvl1',
    'categories.lvl2',
    'categoryKeys',
    'tags',
    'unitName',
    'inStock',
    'autoDeliveryEligible',
    'bulk',
    'wholesale',
    'traits',
    'customizerCategoryNames',
    'shortVariantName',
    'Product.reportingCategory',
    'Product.key',
    'sku',
    'price',
    'allergens',
    'freeFrom',
    'claims',
  ],
  highlightable: ['Product.name', 'Product.shortDescription', 'categories.lvl0', 'categories.lvl1', 'tags'],
  distinctKey: (r) => r.Product.key,
  customRanking: inStockFirst,
  rankingKeys: new Map<ProductSort, (r: SearchProductRecord) => number>([
    [inStockFirst, (r) => -Number(r.inStock)],
    [priceAsc, (r) => r.price],
    [priceDesc, (r) => -r.price],
    [activationDateDesc, (r) => -r.activationDate],
  ]),
};

/** Sort criteria of the Products replicas (applied before relevance, as Algolia's standard replicas). */
export const PRODUCT_REPLICAS: readonly {
  readonly name: string;
  readonly sort: (a: SearchProductRecord, b: SearchProductRecord) => number;
}[] = [
  { name: SEARCH_INDEXES.productsPriceAsc, sort: priceAsc },
  { name: SEARCH_INDEXES.productsPriceDesc, sort: priceDesc },
  { name: SEARCH_INDEXES.productsActivationDateDesc, sort: activationDateDesc },
];

/** Departments: categories; distinct on name; by depth, then most products, then name. */
export const DEPARTMENTS: IndexDefinition<DepartmentRecord> = {
  fields: { name: 3, description: 1 },
  facetable: ['idealForSuggestions', 'level'],
  highlightable: ['name'],
  distinctKey: (r) => r.name,
  customRanking: (a, b) => a.level - b.level || b.productCount - a.productCount || text(a.name, b.name),
};

/** Query suggestions: most popular first; distinct on the query. */
export const QUERY_SUGGESTIONS: IndexDefinition<QuerySuggestionRecord> = {
  fields: { query: 1 },
  facetable: [],
  highlightable: ['query'],
  distinctKey: (r) => r.objectID,
  customRanking: (a, b) => b.popularity - a.popularity || text(a.query, b.query),
};
