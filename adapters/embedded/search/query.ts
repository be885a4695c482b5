import {
  DEFAULT_HIGHLIGHT_TAGS, DEFAULT_HITS_PER_PAGE, MAX_VALUES_PER_FACET, SearchRequestError,
  type SearchHit, type SearchRecord, type SearchRequest, type SearchResponse,
} from '../../../ports/search';
import { countFacets, type FacetCounts } from './facets';
import { matches } from './filter-match';
import { allOf, FilterSyntaxError, parseFacetFilters, parseFilters, parseNumericFilters, type FilterNode } from './filter-parser';
import { highlightRecord } from './highlight';
import { ColumnarUnsupported } from './record-table';
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

/** Diagnostics for the benchmark and tests: how many queries fell back on the scan, and why (last reason). */
export const scanFallbacks = { count: 0, lastReason: '' };

/** The hits to show and the counts of one query, before highlighting and the response envelope. */
interface Selection<R extends SearchRecord> {
  readonly nbHits: number;
  readonly pageEntries: readonly Entry<R>[];
  readonly nbPages: number;
  readonly counted: FacetCounts | undefined;
}

/**
 * Runs `request` on `view`. Throws SearchRequestError('search/invalid-request') for an invalid filter.
 * Selection runs on the index's columns (selectColumnar) and falls back on the scan of every record
 * (selectByScan, the reference semantics) for the rare requests the columns cannot answer exactly.
 */
export function runQuery<R extends SearchRecord>(view: IndexView<R>, request: SearchRequest, ctx: QueryContext): SearchResponse<R> {
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
  };
  const toHighlight = request.attributesToHighlight ?? ['*'];
  const hits = pageEntries.map((e) => {
    const hit = retrieve(e.record, request.attributesToRetrieve);
    if (toHighlight.length > 0) hit._highlightResult = highlightRecord(e.record, toHighlight, definition.highlightable, highlight);
    return hit as SearchHit<R>;
  });

  return {
    hits,
    nbHits,
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

/** The reference selection: every record filtered, the candidates fully sorted, folded and counted. */
export function selectByScan<R extends SearchRecord>(view: IndexView<R>, request: SearchRequest, filter: FilterNode | undefined): Selection<R> {
  const { definition } = view.data;
  const query = request.query ?? '';
  const typos = request.typoTolerance !== false;
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

  const facetAttributes = request.facets ?? [];
  const counted = facetAttributes.length > 0
    ? countFacets((request.facetingAfterDistinct ? folded : ranked).map((e) => e.record), facetAttributes, definition.facetable, request.maxValuesPerFacet ?? MAX_VALUES_PER_FACET)
    : undefined;
  return { nbHits: folded.length, pageEntries, nbPages, counted };
}

/** Per-document relevance of the current query, by document ordinal (only matched documents are written and read). */
const scratch = new WeakMap<object, { typos: Float64Array; attribute: Float64Array; exact: Float64Array; score: Float64Array }>();

/**
 * The same selection as selectByScan from the index's columns: filters as bitsets, candidates from the
 * matched documents only, distinct as the best record of each group, the page as a top-k of the ranking
 * (a bounded heap, never a sort of every candidate), facet counts from the columns. Throws
 * ColumnarUnsupported for what it cannot answer exactly (distinct above 1, groups spanning documents,
 * unusual paging, columns or stats the table refuses).
 */
export function selectColumnar<R extends SearchRecord>(view: IndexView<R>, request: SearchRequest, filter: FilterNode | undefined): Selection<R> {
  const { definition } = view.data;
  const table = view.data.table();
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? 0;
  if (!Number.isInteger(hitsPerPage) || !Number.isInteger(page) || page < 0) throw new ColumnarUnsupported('unusual paging');
  const perKey = definition.distinctKey ? distinctCount(request.distinct) : 0;
  if (perKey > 1 || (perKey === 1 && !table.groupsWithinDocs)) throw new ColumnarUnsupported('distinct beyond the best record per document');
  const facetAttributes = request.facets ?? [];
  const filtered = table.filter(filter);
  const { sortRank, orderRank } = table.view(view.sort);
  const { docOrd, position, customRank } = table;

  const relevance = view.data.relevance(request.query ?? '', request.typoTolerance !== false);
  let candidates: Int32Array;
  let cmp: (a: number, b: number) => number;
  if (relevance) {
    let s = scratch.get(table);
    if (!s) {
      const n = table.docIds.length;
      s = { typos: new Float64Array(n), attribute: new Float64Array(n), exact: new Float64Array(n), score: new Float64Array(n) };
      scratch.set(table, s);
    }
    const { typos, attribute, exact, score } = s;
    const list: number[] = [];
    for (const [doc, rel] of relevance) {
      const d = table.docIndex.get(doc)!;
      typos[d] = rel.typos;
      attribute[d] = rel.attribute;
      exact[d] = rel.exact;
      score[d] = rel.score;
      const end = table.docStart[d]! + table.docCount[d]!;
      for (let r = table.docStart[d]!; r < end; r++) if (!filtered || filtered.has(r)) list.push(r);
    }
    candidates = Int32Array.from(list);
    cmp = (a, b) => {
      const da = docOrd[a]!;
      const db = docOrd[b]!;
      return sortRank[a]! - sortRank[b]! || typos[da]! - typos[db]! || attribute[da]! - attribute[db]! || exact[db]! - exact[da]!
        || customRank[a]! - customRank[b]! || score[db]! - score[da]! || da - db || position[a]! - position[b]!;
    };
  } else {
    candidates = filtered ? filtered.toArray() : Int32Array.from({ length: table.size }, (_, i) => i);
    cmp = (a, b) => orderRank[a]! - orderRank[b]!;
  }

  // Distinct 1: the group's best record; a group lies in one document, so by sort, custom ranking, position (orderRank).
  let folded = candidates;
  if (perKey === 1) {
    const group = table.group!;
    const best = new Int32Array(table.groupCount).fill(-1);
    for (const r of candidates) {
      const g = group[r]!;
      const b = best[g]!;
      if (b === -1 || orderRank[r]! < orderRank[b]!) best[g] = r;
    }
    folded = candidates.filter((r) => best[group[r]!] === r);
  }

  const reachable = Math.min(folded.length, PAGINATION_LIMIT);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const top = hitsPerPage > 0 ? smallest(folded, Math.min((page + 1) * hitsPerPage, reachable), cmp) : [];
  const pageEntries = top.slice(page * hitsPerPage).map((r) => table.entries[r]!);
  const counted = facetAttributes.length > 0
    ? table.countFacets(request.facetingAfterDistinct ? folded : candidates, facetAttributes, definition.facetable, request.maxValuesPerFacet ?? MAX_VALUES_PER_FACET)
    : undefined;
  return { nbHits: folded.length, pageEntries, nbPages, counted };
}

/** The `k` smallest of `items` under `cmp`, ascending: a bounded max-heap, O(n log k). */
export function smallest(items: Int32Array, k: number, cmp: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  const siftDown = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && cmp(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const x of items) {
    if (heap.length < k) {
      heap.push(x);
      for (let i = heap.length - 1; i > 0;) {
        const p = (i - 1) >> 1;
        if (cmp(heap[i]!, heap[p]!) <= 0) break;
        [heap[i], heap[p]] = [heap[p]!, heap[i]!];
        i = p;
      }
    } else if (cmp(x, heap[0]!) < 0) {
      heap[0] = x;
      siftDown(0);
    }
  }
  return heap.sort(cmp);
}
