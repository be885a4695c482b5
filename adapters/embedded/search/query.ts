import {
  DEFAULT_HIGHLIGHT_TAGS,
  DEFAULT_HITS_PER_PAGE,
  SearchRequestError,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from '../../../ports/search';
import {
  allOf,
  FilterSyntaxError,
  parseFacetFilters,
  parseFilters,
  parseNumericFilters,
  type FilterNode,
} from './filter-parser';
import { highlightRecord } from './highlight';
import { ColumnarUnsupported } from './record-table';
import { selectColumnar } from './select-columnar';
import { selectByScan, type IndexView, type Selection } from './selection';
import { queryWords } from './text';

export { PAGINATION_LIMIT, type IndexView } from './selection';

/**
 * One Algolia query against one index (spec: shell-account §7 Search service): full-text match, filters,
 * ranking (a replica's sort first, then relevance, then the custom ranking), distinct, facets, pagination
 * (50 hits per page by default, at most 1000 hits reachable as Algolia's paginationLimitedTo), highlighting.
 */

/** What a query needs besides the request: a queryID source (32 hex characters) and a millisecond clock. */
export interface QueryContext {
  readonly queryId: () => string;
  readonly nowMs: () => number;
}

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

/**
 * The record with only the attributes asked for: '*' all, '-attr' excluded, 'a.b' one nested attribute.
 * The whole record is copied with Object.assign, not a spread: V8 keeps a spread clone of an old-generation
 * record that later gets `_highlightResult` alive through the next scavenge, so every hit of every query
 * was promoted (about 24 KiB per 50-hit query) and the old generation grew until a major GC
 * (facet-cache.ts has the same note; the keys and their order are the same either way).
 */
function retrieve<R extends SearchRecord>(
  record: R,
  attributes: readonly string[] | undefined,
): Record<string, unknown> {
  const source = record as unknown as Record<string, unknown>;
  if (!attributes || (attributes.includes('*') && !attributes.some((a) => a.startsWith('-'))))
    return Object.assign({}, source);
  const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  const all = attributes.includes('*');
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const [key, value] of Object.entries(source))
    if ((all || attributes.includes(key)) && !excluded.has(key)) out[key] = value;
  for (const path of attributes.filter((a) => a.includes('.') && !a.startsWith('-'))) {
    const [head, ...rest] = path.split('.');
    const nested = source[head!];
    if (nested === null || typeof nested !== 'object' || Array.isArray(nested) || excluded.has(head!)) continue;
    const key = rest.join('.');
    if (key in nested)
      out[head!] = { ...((out[head!] as object | undefined) ?? {}), [key]: (nested as Record<string, unknown>)[key] };
  }
  return out;
}

/** The request's parameters URL-encoded like Algolia echoes them (arrays and objects as JSON). */
export function paramsString(request: SearchRequest): string {
  return Object.entries(request)
    .filter(([k, v]) => k !== 'indexName' && v !== undefined)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
    )
    .join('&');
}

/** Diagnostics for the benchmark and tests: how many queries fell back on the scan, and why (last reason). */
export const scanFallbacks = { count: 0, lastReason: '' };

/**
 * Runs `request` on `view`. Throws SearchRequestError('search/invalid-request') for an invalid filter.
 * Selection runs on the index's columns (selectColumnar) and falls back on the scan of every record
 * (selectByScan, the reference semantics) for the rare requests the columns cannot answer exactly.
 */
export function runQuery<R extends SearchRecord>(
  view: IndexView<R>,
  request: SearchRequest,
  ctx: QueryContext,
): SearchResponse<R> {
  const started = ctx.nowMs();
  const { definition } = view.data;
  const query = request.query ?? '';
  const typos = request.typoTolerance !== false;
  const filter = filterOf(request);
  let selection: Selection<R>;
  try {
    selection = selectColumnar(view, request, filter);
  } catch (e) {
    if (!(e instanceof ColumnarUnsupported)) throw e;
    scanFallbacks.count++;
    scanFallbacks.lastReason = e.message;
    selection = selectByScan(view, request, filter);
  }
  const { nbHits, pageEntries, nbPages, counted } = selection;
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? 0;

  const highlight = {
    queryWords: queryWords(query),
    preTag: request.highlightPreTag ?? DEFAULT_HIGHLIGHT_TAGS.pre,
    postTag: request.highlightPostTag ?? DEFAULT_HIGHLIGHT_TAGS.post,
    typos,
    memo: new Map(),
  };
  const toHighlight = request.attributesToHighlight ?? ['*'];
  const hits = pageEntries.map((e) => {
    const hit = retrieve(e.record, request.attributesToRetrieve);
    if (toHighlight.length > 0)
      hit._highlightResult = highlightRecord(e.record, toHighlight, definition.highlightable, highlight);
    return hit as SearchHit<R>;
  });

  return {
    hits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    ...(counted
      ? { facets: counted.facets, ...(Object.keys(counted.stats).length > 0 ? { facets_stats: counted.stats } : {}) }
      : {}),
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
