import type { Category, Product } from '../../../core/catalogue';
import type { ProductQuery } from '../../../ports/commerce';
import type { IdGenerator } from '../../../ports/ids';
import {
  SEARCH_INDEXES,
  SearchRequestError,
  type DepartmentRecord,
  type QuerySuggestionRecord,
  type SearchPort,
  type SearchProductRecord,
  type SearchRequest,
  type SearchResponse,
} from '../../../ports/search';
import { DEPARTMENTS, PRODUCT_REPLICAS, PRODUCTS, QUERY_SUGGESTIONS } from './index-definitions';
import { runQuery, type QueryContext } from './query';
import { departmentRecords, productSummary, querySuggestionRecords, type ProductSummary } from './derived-records';
import { productRecords, productText } from './records';
import { ColumnarUnsupported } from './record-table';
import { ResponseCache } from './response-cache';
import { IndexData } from './search-index';

/** Where the index reads the catalogue from (the commerce port satisfies it). */
export interface CatalogueSource {
  listProducts(query: ProductQuery): Promise<{ readonly total: number; readonly results: readonly Product[] }>;
  listCategories(): Promise<readonly Category[]>;
}

const PAGE = 500;

/** The indexes derived from the whole catalogue (rebuildDerived). */
const DERIVED_INDEXES: ReadonlySet<string> = new Set([SEARCH_INDEXES.departments, SEARCH_INDEXES.querySuggestions]);

/**
 * The embedded search index: SearchPort in-process, over indexes built from the catalogue (spec: shell-account
 * §7 Search service): `Departments`, `Products` with its replicas `Products_price_asc`, `Products_price_desc`,
 * `Products_activation_date_desc`, and `Products_query_suggestions`. Built by `rebuild()` (at start, after the
 * seed) and kept current with `upsertProduct` / `removeProduct`. Holds only state derived from the database.
 */
export class EmbeddedSearch implements SearchPort {
  private categories = new Map<string, Category>();
  /** What the derived indexes need of each indexed product (not the products: the index never keeps them). */
  private readonly products = new Map<string, ProductSummary>();
  private productData = new IndexData<SearchProductRecord>(PRODUCTS);
  private departmentData = new IndexData<DepartmentRecord>(DEPARTMENTS);
  private suggestionData = new IndexData<QuerySuggestionRecord>(QUERY_SUGGESTIONS);
  private views = new Map<string, (request: SearchRequest, ctx: QueryContext) => SearchResponse>();
  /**
   * Set by upsertProduct / removeProduct: departments and suggestions are rebuilt at the next search of either
   * (a search of the Products indexes alone does not pay for them: about a second at 50,000 products).
   */
  private derivedStale = false;
  /** Answers of identical requests, cleared on every change of any index (response-cache.ts). */
  private readonly answers = new ResponseCache();

  constructor(
    private readonly source: CatalogueSource,
    private readonly ids: IdGenerator,
    private readonly nowMs: () => number = () => performance.now(),
  ) {
    this.wireViews();
  }

  /**
   * Reloads every product and category from the source and rebuilds all indexes; searches keep answering
   * from the previous indexes until the new ones are in place. Returns the counts indexed.
   */
  async rebuild(): Promise<{ readonly products: number; readonly records: number }> {
    const categories = await this.source.listCategories();
    const byKey = new Map(categories.map((c) => [c.key, c]));
    // Page by page, each product becomes its records, its text and its summary, so the catalogue is never
    // held whole.
    const docs: { doc: string; text: Readonly<Record<string, string>>; records: SearchProductRecord[] }[] = [];
    const summaries = new Map<string, ProductSummary>();
    for (let offset = 0; ; offset += PAGE) {
      const { total, results } = await this.source.listProducts({ limit: PAGE, offset });
      for (const p of results) {
        docs.push({ doc: p.key, text: productText(p, byKey), records: productRecords(p, byKey) });
        summaries.set(p.key, productSummary(p));
      }
      if (results.length < PAGE || docs.length >= total) break;
    }
    this.categories = byKey;
    this.products.clear();
    for (const [key, summary] of summaries) this.products.set(key, summary);
    const productData = new IndexData<SearchProductRecord>(PRODUCTS);
    if (summaries.size === docs.length) productData.putAll(docs.map((d) => ({ ...d, text: () => d.text })));
    // A key loaded twice: the last one wins.
    else for (const d of docs) productData.put(d.doc, d.text, d.records);
    // Columns and replica orders are built here rather than by the first query (seconds at 50,000 products).
    const table = productData.table();
    for (const sort of [undefined, ...PRODUCT_REPLICAS.map((r) => r.sort)]) table.view(sort);
    for (const attribute of PRODUCTS.facetable) {
      try {
        table.column(attribute);
      } catch (e) {
        if (!(e instanceof ColumnarUnsupported)) throw e; // queries on it scan instead
      }
    }
    this.productData = productData;
    this.rebuildDerived();
    return { products: docs.length, records: productData.size };
  }

  /**
   * Adds or replaces `product` (its records follow its visible variants); departments and suggestions follow
   * (rebuilt once at the next search of either, so a batch of changes costs one rebuild).
   */
  upsertProduct(product: Product): void {
    this.products.set(product.key, productSummary(product));
    this.productData.put(product.key, productText(product, this.categories), productRecords(product, this.categories));
    this.derivedStale = true;
    this.answers.clear();
  }

  /** Removes the product with `key` from every index; nothing when it is not indexed. */
  removeProduct(key: string): void {
    if (!this.products.delete(key)) return;
    this.productData.remove(key);
    this.derivedStale = true;
    this.answers.clear();
  }

  /** Names of the indexes served. */
  indexNames(): readonly string[] {
    return [...this.views.keys()];
  }

  /**
   * Runs each request on its index, in order. Throws SearchRequestError 'search/index-not-found' ('Index does
   * not exist') for an unknown index, 'search/invalid-request' for an invalid filter. A request asked before
   * with no index change since is answered from the response cache (same answer, fresh queryID and timing).
   */
  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    if (this.derivedStale && requests.some((r) => DERIVED_INDEXES.has(r.indexName))) this.rebuildDerived();
    const runs = requests.map((r) => {
      const run = this.views.get(r.indexName);
      if (!run) throw new SearchRequestError('search/index-not-found', 'Index does not exist');
      return run;
    });
    const ctx: QueryContext = { queryId: () => this.ids.uuid().replace(/-/g, ''), nowMs: this.nowMs };
    return requests.map((r, i) => {
      const key = ResponseCache.keyOf(r);
      // A lookup takes microseconds: 0 ms once rounded, as Algolia reports its own cached answers.
      const kept = this.answers.get(key, ctx.queryId, 0);
      if (kept) return kept;
      return this.answers.set(key, runs[i]!(r, ctx));
    });
  }

  private rebuildDerived(): void {
    this.derivedStale = false;
    const categories = [...this.categories.values()];
    const products = [...this.products.values()];
    const departmentData = new IndexData<DepartmentRecord>(DEPARTMENTS);
    for (const d of departmentRecords(categories, products))
      departmentData.put(d.objectID, { name: d.name, description: d.description }, [d]);
    const suggestionData = new IndexData<QuerySuggestionRecord>(QUERY_SUGGESTIONS);
    for (const s of querySuggestionRecords(categories, products))
      suggestionData.put(s.objectID, { query: s.query }, [s]);
    this.departmentData = departmentData;
    this.suggestionData = suggestionData;
    this.wireViews();
  }

  private wireViews(): void {
    this.answers.clear();
    const departments = { name: SEARCH_INDEXES.departments, data: this.departmentData };
    const products = { name: SEARCH_INDEXES.products, data: this.productData };
    const suggestions = { name: SEARCH_INDEXES.querySuggestions, data: this.suggestionData };
    this.views = new Map<string, (request: SearchRequest, ctx: QueryContext) => SearchResponse>([
      [departments.name, (r, ctx) => runQuery(departments, r, ctx)],
      [products.name, (r, ctx) => runQuery(products, r, ctx)],
      ...PRODUCT_REPLICAS.map(
        (replica) =>
          [
            replica.name,
            (r: SearchRequest, ctx: QueryContext) =>
              runQuery({ ...products, name: replica.name, sort: replica.sort }, r, ctx),
          ] as const,
      ),
      [suggestions.name, (r, ctx) => runQuery(suggestions, r, ctx)],
    ]);
  }
}
