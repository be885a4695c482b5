import {
  DEFAULT_HIGHLIGHT_TAGS, DEFAULT_HITS_PER_PAGE, MAX_VALUES_PER_FACET, SearchRequestError,
  type SearchHit, type SearchRecord, type SearchRequest, type SearchResponse,
} from '../../../ports/search';
import { countFacets } from './facets';
import { matches } from './filter-match';
import { allOf, FilterSyntaxError, parseFacetFilters, parseFilters, parseNumericFilters, type FilterNode } from './filter-parser';
import { highlightRecord } from './highlight';
import { compareRelevance, type Entry, type IndexData, type Relevance } from './search-index';
import { queryWords } from './text';

/**
 * One Algolia query against one index (spec: shell-account §7 Search service): full-text match, filters,
 * ranking (a replica's sort first, then relevance, then the custom ranking), distinct, facets, pagination
 * (50 hits per page by default, at most 1000 hits reachable as Algolia's paginationLimitedTo), highlighting.
 */

/** A named, ordered view of an index: `Products` and its replicas share their data and differ in `sort`. */
export interface IndexView<R extends SearchRecord = SearchRecord> {
  readonly name: string;
  readonly data: IndexData<R>;
  /** The replica's sort criterion, applied before relevance; absent for the primary index. */
  readonly sort?: (a: R, b: R) => number;
}

/** What a query needs besides the request: a queryID source (32 hex characters) and a millisecond clock. */
export interface QueryContext {
  readonly queryId: () => string;
  readonly nowMs: () => number;
}

/** Algolia's paginationLimitedTo: hits beyond this rank are not reachable by paging. */
export const PAGINATION_LIMIT = 1000;

function filterOf(request: SearchRequest): FilterNode | undefined {
  try {
    return allOf([
      request.filters === undefined ? undefined : parseFilters(request.filters),
      request.facetFilters === undefined ? undefined : parseFacetFilters(request.facetFilters),
      request.numericFilters === undefined ? undefined : parseNumericFilters(request.numericFilters),
    ]);
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw new SearchRequestError('search/invalid-request', e.message);
    throw e;
  }
}

function distinctCount(distinct: SearchRequest['distinct']): number {
  if (distinct === true) return 1;
  if (distinct === false || distinct === undefined) return 0;
  return distinct;
}

function fold<R extends SearchRecord>(ranked: readonly Entry<R>[], perKey: number, key: (r: R) => string): Entry<R>[] {
  const seen = new Map<string, number>();
  return ranked.filter((e) => {
    const k = key(e.record);
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return n < perKey;
  });
}

/** The record with only the attributes asked for: '*' all, '-attr' excluded, 'a.b' one nested attribute. */
function retrieve<R extends SearchRecord>(record: R, attributes: readonly string[] | undefined): Record<string, unknown> {
  const source = record as unknown as Record<string, unknown>;
  if (!attributes || (attributes.includes('*') && !attributes.some((a) => a.startsWith('-')))) return { ...source };
  const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  const all = attributes.includes('*');
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const [key, value] of Object.entries(source)) if ((all || attributes.includes(key)) && !excluded.has(key)) out[key] = value;
  for (const path of attributes.filter((a) => a.includes('.') && !a.startsWith('-'))) {
    const [head, ...rest] = path.split('.');
    const nested = source[head!];
    if (nested === null || typeof nested !== 'object' || Array.isArray(nested) || excluded.has(head!)) continue;
    const key = rest.join('.');
    if (key in nested) out[head!] = { ...((out[head!] as object | undefined) ?? {}), [key]: (nested as Record<string, unknown>)[key] };
  }
  return out;
}

/** The request's parameters URL-encoded like Algolia echoes them (arrays and objects as JSON). */
export function paramsString(request: SearchRequest): string {
  return Object.entries(request)
    .filter(([k, v]) => k !== 'indexName' && v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&');
}

/** Runs `request` on `view`. Throws SearchRequestError('search/invalid-request') for an invalid filter. */
export function runQuery<R extends SearchRecord>(view: IndexView<R>, request: SearchRequest, ctx: QueryContext): SearchResponse<R> {
  const started = ctx.nowMs();
  const { definition } = view.data;
  const query = request.query ?? '';
  const typos = request.typoTolerance !== false;
  const filter = filterOf(request);
  const relevance = view.data.relevance(query, typos);
  const candidates = view.data.entries().filter((e) => (!relevance || relevance.has(e.doc)) && matches(e.record, filter));
  const none: Relevance = { typos: 0, attribute: 0, exact: 0, score: 0 };
  const ranked = candidates
    .map((e) => ({ e, rel: relevance?.get(e.doc) ?? none }))
    .sort((a, b) =>
      (view.sort?.(a.e.record, b.e.record) ?? 0) || compareRelevance(a.rel, b.rel) || definition.customRanking(a.e.record, b.e.record)
      || b.rel.score - a.rel.score || (a.e.doc < b.e.doc ? -1 : a.e.doc > b.e.doc ? 1 : 0) || a.e.position - b.e.position)
    .map((x) => x.e);
  const perKey = distinctCount(request.distinct);
  const folded = perKey > 0 && definition.distinctKey ? fold(ranked, perKey, definition.distinctKey) : ranked;

  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? 0;
  const reachable = Math.min(folded.length, PAGINATION_LIMIT);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const pageEntries = hitsPerPage > 0 ? folded.slice(page * hitsPerPage, Math.min((page + 1) * hitsPerPage, reachable)) : [];

  const highlight = {
    queryWords: queryWords(query),
    preTag: request.highlightPreTag ?? DEFAULT_HIGHLIGHT_TAGS.pre,
    postTag: request.highlightPostTag ?? DEFAULT_HIGHLIGHT_TAGS.post,
    typos,
  };
  const toHighlight = request.attributesToHighlight ?? ['*'];
  const hits = pageEntries.map((e) => {
    const hit = retrieve(e.record, request.attributesToRetrieve);
    if (toHighlight.length > 0) hit._highlightResult = highlightRecord(e.record, toHighlight, definition.highlightable, highlight);
    return hit as SearchHit<R>;
  });

  const facetAttributes = request.facets ?? [];
  const counted = facetAttributes.length > 0
    ? countFacets((request.facetingAfterDistinct ? folded : ranked).map((e) => e.record), facetAttributes, definition.facetable, request.maxValuesPerFacet ?? MAX_VALUES_PER_FACET)
    : undefined;

  return {
    hits,
    nbHits: folded.length,
    page,
    nbPages,
    hitsPerPage,
    ...(counted ? { facets: counted.facets, ...(Object.keys(counted.stats).length > 0 ? { facets_stats: counted.stats } : {}) } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    processingTimeMS: Math.max(0, Math.round(ctx.nowMs() - started)),
    query,
    params: paramsString(request),
    index: view.name,
    ...(request.clickAnalytics ? { queryID: ctx.queryId() } : {}),
    ...(request.ruleContexts !== undefined ? { appliedRules: [] } : {}),
  };
}
