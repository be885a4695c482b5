import {
  DEFAULT_HITS_PER_PAGE,
  MAX_VALUES_PER_FACET,
  type SearchRecord,
  type SearchRequest,
} from '../../../ports/search';
import { countFacets, type FacetCounts } from './facets';
import { matches } from './filter-match';
import type { FilterNode } from './filter-parser';
import { compareRelevance, type Entry, type IndexData, type Relevance } from './search-index';

/**
 * What selecting a query's hits means (spec: shell-account §7 Search service): the view queried, the
 * selection's shape, and the reference selection by a scan of every record, which the columnar selection
 * (select-columnar.ts) reproduces and falls back on.
 */

/** A named, ordered view of an index: `Products` and its replicas share their data and differ in `sort`. */
export interface IndexView<R extends SearchRecord = SearchRecord> {
  readonly name: string;
  readonly data: IndexData<R>;
  /** The replica's sort criterion, applied before relevance; absent for the primary index. */
  readonly sort?: (a: R, b: R) => number;
}

/** Algolia's paginationLimitedTo: hits beyond this rank are not reachable by paging. */
export const PAGINATION_LIMIT = 1000;

/** The hits to show and the counts of one query, before highlighting and the response envelope. */
export interface Selection<R extends SearchRecord> {
  readonly nbHits: number;
  readonly pageEntries: readonly Entry<R>[];
  readonly nbPages: number;
  readonly counted: FacetCounts | undefined;
}

/** How many hits of one distinct group a request keeps (0: distinct off). */
export function distinctCount(distinct: SearchRequest['distinct']): number {
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

/** The reference selection: every record filtered, the candidates fully sorted, folded and counted. */
export function selectByScan<R extends SearchRecord>(
  view: IndexView<R>,
  request: SearchRequest,
  filter: FilterNode | undefined,
): Selection<R> {
  const { definition } = view.data;
  const query = request.query ?? '';
  const typos = request.typoTolerance !== false;
  const relevance = view.data.relevance(query, typos);
  const none: Relevance = { typos: 0, attribute: 0, exact: 0, score: 0 };
  const ranked = view.data
    .entries()
    .map((e) => ({ e, rel: relevance ? relevance.get(e.doc) : none }))
    .filter((x): x is { e: Entry<R>; rel: Relevance } => x.rel !== undefined && matches(x.e.record, filter))
    .sort(
      (a, b) =>
        (view.sort?.(a.e.record, b.e.record) ?? 0) ||
        compareRelevance(a.rel, b.rel) ||
        definition.customRanking(a.e.record, b.e.record) ||
        b.rel.score - a.rel.score ||
        (a.e.doc < b.e.doc ? -1 : a.e.doc > b.e.doc ? 1 : 0) ||
        a.e.position - b.e.position,
    )
    .map((x) => x.e);
  const perKey = distinctCount(request.distinct);
  const folded = perKey > 0 && definition.distinctKey ? fold(ranked, perKey, definition.distinctKey) : ranked;

  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? 0;
  const reachable = Math.min(folded.length, PAGINATION_LIMIT);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const pageEntries =
    hitsPerPage > 0 ? folded.slice(page * hitsPerPage, Math.min((page + 1) * hitsPerPage, reachable)) : [];

  const facetAttributes = request.facets ?? [];
  const counted =
    facetAttributes.length > 0
      ? countFacets(
          (request.facetingAfterDistinct ? folded : ranked).map((e) => e.record),
          facetAttributes,
          definition.facetable,
          request.maxValuesPerFacet ?? MAX_VALUES_PER_FACET,
        )
      : undefined;
  return { nbHits: folded.length, pageEntries, nbPages, counted };
}
