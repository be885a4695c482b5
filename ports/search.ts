import { z } from 'zod';
import type { SEARCH_ERROR_CODES } from '../core/shared';
import type { SearchFoodFields } from './search-food-fields';

/**
 * The search service port: the subset of Algolia's search API that the storefront sends (spec: shell-account
 * §2 Search, §3 Search product hit / Department hit / Query suggestion, §4 Search, §7 Search service, §9;
 * core-cart-checkout §9 "Search page size 50; facet hits max 100"). Implemented in-process by the embedded
 * index and over HTTP by the Algolia adapter (against Algolia or the local server).
 */

/**
 * Index names (spec: shell-account §7 Search service). The three `Products_*` indexes are sorted replicas of
 * `Products`.
 */
export const SEARCH_INDEXES = {
  departments: 'Departments',
  products: 'Products',
  productsPriceAsc: 'Products_price_asc',
  productsPriceDesc: 'Products_price_desc',
  productsActivationDateDesc: 'Products_activation_date_desc',
  querySuggestions: 'Products_query_suggestions',
} as const;

/** One of SEARCH_INDEXES. */
export type SearchIndexName = (typeof SEARCH_INDEXES)[keyof typeof SEARCH_INDEXES];

/** Hits per page when a request names none (spec: core-cart-checkout §9 search page size 50). */
export const DEFAULT_HITS_PER_PAGE = 50;
/**
 * Most values returned per facet; larger `maxValuesPerFacet` is capped (spec: core-cart-checkout §9 facet hits max
 * 100).
 */
export const MAX_VALUES_PER_FACET = 100;
/** Default highlight tags, as Algolia's. */
export const DEFAULT_HIGHLIGHT_TAGS = { pre: '<em>', post: '</em>' } as const;

/**
 * Facet or numeric filters in Algolia's array form: the outer list is ANDed, an inner list is ORed; a facet
 * filter is 'attribute:value' ('-attribute:value' negates), a numeric filter 'price>=10' or 'price:10 TO 20'.
 * A plain string is Algolia's legacy form: comma-separated (AND), parentheses group OR.
 */
export type FilterList = string | readonly (string | readonly string[])[];

/** One query of a multi-index search (Algolia search parameters; absent means Algolia's default). */
export interface SearchRequest {
  /** One of SEARCH_INDEXES; another name is refused with 'search/index-not-found'. */
  readonly indexName: string;
  /** Full-text query; '' or absent matches every record. Typo-tolerant, the last word matches as a prefix. */
  readonly query?: string;
  /** Page number from 0. */
  readonly page?: number;
  /** Hits per page, 0 to 1000; default DEFAULT_HITS_PER_PAGE. */
  readonly hitsPerPage?: number;
  /** Attributes to count values of ('*' for every facet of the index). */
  readonly facets?: readonly string[];
  /** Values per facet, capped at MAX_VALUES_PER_FACET; default 100. */
  readonly maxValuesPerFacet?: number;
  /** Facet filters, e.g. [['categories.lvl0:Nuts', 'categories.lvl0:Dried Fruit'], '-inStock:false']. */
  readonly facetFilters?: FilterList;
  /** Numeric filters, e.g. ['price>=10', 'price<=20'] or ['price:10 TO 20']; price is in dollars. */
  readonly numericFilters?: FilterList;
  /**
   * Algolia filter syntax: `attr:value`, `attr:"quoted value"`, `NOT attr:value`, `price >= 10`, `price:10 TO 20`,
   * `flag:true`, AND / OR / parentheses.
   */
  readonly filters?: string;
  /** true or 1: one hit per product (attributeForDistinct), N: up to N; false or 0: off (the default). */
  readonly distinct?: boolean | number;
  /** Facet counts after distinct instead of before (Algolia default false). */
  readonly facetingAfterDistinct?: boolean;
  /** Accepted; no rules are configured, so `appliedRules` comes back empty. */
  readonly ruleContexts?: readonly string[];
  /** When true the response carries a `queryID` for click and conversion events. */
  readonly clickAnalytics?: boolean;
  /** Attributes to highlight ('*' for all searchable attributes, the default); [] for none. */
  readonly attributesToHighlight?: readonly string[];
  /** Top-level attributes to return ('*' all, '-attr' excludes); objectID is always returned. */
  readonly attributesToRetrieve?: readonly string[];
  /** Tag before a highlighted word; default '<em>'. */
  readonly highlightPreTag?: string;
  /** Tag after a highlighted word; default '</em>'. */
  readonly highlightPostTag?: string;
  /** false turns typo tolerance off ('min' and 'strict' keep it on). */
  readonly typoTolerance?: boolean | 'min' | 'strict';
  /** Accepted and ignored (analytics is not recorded locally). */
  readonly analytics?: boolean;
  /** Accepted and ignored. */
  readonly userToken?: string;
}

/** Highlight of one string attribute (Algolia `_highlightResult` leaf). */
export interface HighlightResult {
  /** The attribute value with matched words wrapped in the highlight tags. */
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  /** The query words found in this value. */
  readonly matchedWords: readonly string[];
  readonly fullyHighlighted?: boolean;
}

/** Highlights mirroring the record's shape: leaves for strings, arrays for string arrays, objects for records. */
export type HighlightTree =
  HighlightResult | readonly HighlightTree[] | { readonly [attribute: string]: HighlightTree };

/**
 * A search product hit (objectID the SKU): a visible variant, or a 'Mini Boxes' variant with traits ['miniBox'] only
 * (shell-account §3 Search product hit; catalogue-gifting §3 Mini-box product). Inactive variants are not indexed.
 */
export interface SearchProductRecord extends SearchFoodFields {
  readonly objectID: string;
  /** Storefront path of the product, e.g. '/nuts/almonds/roasted-almonds'. */
  readonly path: string;
  readonly sku: string;
  /** List price for one piece, integer cents (the default price before product discounts). */
  readonly cost: number;
  /** Price for one piece, integer cents: the discounted price if a product discount applies. */
  readonly singlePiecePrice: number;
  /** singlePiecePrice in dollars (e.g. 12.99), only for numeric filters and sorting; money stays in cents elsewhere. */
  readonly price: number;
  /** Net weight in grams. */
  readonly weight: number;
  /** The variant name, e.g. '1 lb bag'. */
  readonly shortVariantName: string;
  readonly Product: {
    readonly name: string;
    /** Product key: the attribute for distinct. */
    readonly key: string;
    readonly listingImageUrl: string;
    readonly shortDescription: string;
    /** Name of the product's top-level category, e.g. 'Nuts'. */
    readonly reportingCategory: string;
  };
  /** Hierarchical category facet: lvl0 ['Nuts'], lvl1 ['Nuts > Almonds'], ... */
  readonly categories: { readonly [level: `lvl${number}`]: readonly string[] };
  /** Category keys of the product, root first (for filters such as 'categoryKeys:almonds'). */
  readonly categoryKeys: readonly string[];
  readonly tags: readonly string[];
  readonly unitName: string;
  readonly inStock: boolean;
  readonly autoDeliveryEligible: boolean;
  readonly bulk: boolean;
  readonly wholesale: boolean;
  /**
   * Facetable (catalogue-gifting §3, §7): 'searchable' on visible variants (the storefront filters on it), on a master
   * variant also 'mixIngredient', 'trayIngredient', 'premium'; a mini box has only 'miniBox'.
   */
  readonly traits: readonly string[];
  /** Customizer fields (§3): density g per US cup; names facetable ('Nuts'); popularity (0, 1]; volumePrice ¢/cup. */
  readonly density?: number;
  readonly customizerCategoryNames?: readonly string[];
  readonly popularity?: number;
  readonly volumePrice?: number;
  /** When the product went on sale, seconds since the Unix epoch (sort of Products_activation_date_desc). */
  readonly activationDate: number;
}

/** A department hit: a category page (spec: shell-account §3 Department hit). objectID is the category key. */
export interface DepartmentRecord {
  readonly objectID: string;
  readonly name: string;
  /** Storefront path, e.g. '/nuts/almonds'. */
  readonly path: string;
  /** true when the department holds visible products and may be suggested in the search popover. */
  readonly idealForSuggestions: boolean;
  readonly description: string;
  /** Depth: 0 for top-level departments. */
  readonly level: number;
  /** Number of products shown in the department (sub-departments included). */
  readonly productCount: number;
}

/** A query suggestion (spec: shell-account §3 Query suggestion; highlighted form in `_highlightResult.query`). */
export interface QuerySuggestionRecord {
  /** The query, lower-cased. */
  readonly objectID: string;
  readonly query: string;
  /** How many products the suggestion leads to; higher ranks first. */
  readonly popularity: number;
}

/** Any indexed record. */
export type SearchRecord = SearchProductRecord | DepartmentRecord | QuerySuggestionRecord;

/** A record as returned: with its highlights (absent when highlighting is off). */
export type SearchHit<T extends SearchRecord = SearchRecord> = T & {
  readonly _highlightResult?: { readonly [attribute: string]: HighlightTree };
};

/** Numeric facet statistics of the matching records. */
export interface FacetStats {
  readonly min: number;
  readonly max: number;
  readonly avg: number;
  readonly sum: number;
}

/** The answer to one SearchRequest (Algolia's search response subset). */
export interface SearchResponse<T extends SearchRecord = SearchRecord> {
  readonly hits: readonly SearchHit<T>[];
  /** Matching records (after distinct). */
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  /** Requested facets: attribute → value → number of matching records, most frequent first. */
  readonly facets?: { readonly [attribute: string]: { readonly [value: string]: number } };
  readonly facets_stats?: { readonly [attribute: string]: FacetStats };
  readonly exhaustiveFacetsCount: boolean;
  readonly exhaustiveNbHits: boolean;
  readonly processingTimeMS: number;
  readonly query: string;
  /** The request's parameters, URL-encoded. */
  readonly params: string;
  readonly index: string;
  /** 32 hex characters, present when the request asked for clickAnalytics. */
  readonly queryID?: string;
  /** Present (empty) when the request named ruleContexts. */
  readonly appliedRules?: readonly Record<string, unknown>[];
}

/**
 * Why a search request was refused: an unknown index (HTTP 404) or invalid parameters (HTTP 400); the search
 * group of ErrorCode (core/shared/error-codes.ts).
 */
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

/**
 * Thrown by SearchPort.search for a request the service refuses (a bug in the caller, not a user error).
 * `message` is Algolia's, e.g. 'Index does not exist' or 'filters: Unexpected end of filter at col 9'.
 */
export class SearchRequestError extends Error {
  constructor(
    readonly code: SearchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

/**
 * Search over the catalogue's indexes. Responses come in the order of the requests.
 * Throws SearchRequestError for an unknown index or invalid parameters, PortError when the service is unreachable.
 */
export interface SearchPort {
  search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]>;
}

const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const stringList = z.union([
  z.array(z.string()),
  z.string().transform((s) => (s === '' ? [] : s.split(',').map((x) => x.trim()))),
]);
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * zod schema of one request's parameters (Algolia search parameters): wrong types of the implemented ones are
 * refused (HTTP 400). Loose: names it does not list pass through unchecked, so an HTTP driver refuses them before
 * parsing (the local server answers Algolia's 'Unknown parameter: foo'), rather than let them be ignored.
 */
export const searchParamsSchema = z.looseObject({
  query: z.string().optional(),
  page: int(0, 1_000_000).optional(),
  hitsPerPage: int(0, 1000).optional(),
  facets: stringList.optional(),
  maxValuesPerFacet: int(0, 1000).optional(),
  facetFilters: filterList.optional(),
  numericFilters: filterList.optional(),
  filters: z.string().optional(),
  distinct: z.union([z.boolean(), int(0, 4)]).optional(),
  facetingAfterDistinct: z.boolean().optional(),
  ruleContexts: stringList.optional(),
  clickAnalytics: z.boolean().optional(),
  attributesToHighlight: stringList.optional(),
  attributesToRetrieve: stringList.optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict'])]).optional(),
  analytics: z.boolean().optional(),
  userToken: z.string().optional(),
});

/** zod schema of one SearchRequest: the parameters plus the index name. */
export const searchRequestSchema = searchParamsSchema.extend({ indexName: z.string().min(1) });

// The schema's output must stay assignable to the port's request type.
const _requestShapeCheck: (r: z.infer<typeof searchRequestSchema>) => SearchRequest = (r) => r;
void _requestShapeCheck;

/**
 * The message Algolia gives for invalid parameters, from the first zod issue:
 * 'Invalid value for "hitsPerPage" parameter: expected an integer' (HTTP 400).
 */
export function invalidParamsMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameters';
  const name = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `Invalid value for "${name}" parameter: ${issue.message}`;
}
