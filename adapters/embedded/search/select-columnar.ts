import {
  DEFAULT_HITS_PER_PAGE,
  MAX_VALUES_PER_FACET,
  type SearchRecord,
  type SearchRequest,
} from '../../../ports/search';
import type { Bitset } from './bitset';
import { cachedFacetCounts } from './facet-cache';
import type { FilterNode } from './filter-parser';
import { MatchRanker } from './match-ranking';
import { ColumnarUnsupported, type RecordTable, type ViewOrder } from './record-table';
import { smallest } from './ranks';
import type { QueryMatches } from './relevance';
import { distinctCount, PAGINATION_LIMIT, type IndexView, type Selection } from './selection';

/**
 * The selection of selection.ts selectByScan computed from the index's columns (spec: shell-account §7
 * Search service): filters as bitsets, candidates from the matched documents only, distinct as the best
 * record of each group, the page as a top-k of the ranking (match-ranking.ts for a full-text query; the
 * view's precomputed order otherwise, never a sort of every candidate), facet counts from the columns
 * (kept for repeated queries, facet-cache.ts).
 */

/** Per-table scratch: the candidates, the distinct-folded candidates, per group its best record and a visit mark. */
interface Scratch {
  readonly list: Int32Array;
  readonly folded: Int32Array;
  readonly best: Int32Array;
  readonly seen: Int32Array;
  /** Every record, ascending (the candidates of an empty query without filters). */
  readonly all: Int32Array;
  epoch: number;
}

const scratches = new WeakMap<object, Scratch>();

function scratchOf<R extends SearchRecord>(table: RecordTable<R>): Scratch {
  let s = scratches.get(table);
  if (!s) {
    s = {
      list: new Int32Array(table.size),
      folded: new Int32Array(table.size),
      best: new Int32Array(table.groupCount),
      seen: new Int32Array(table.groupCount),
      all: Int32Array.from(table.docOrd.keys()),
      epoch: 0,
    };
    scratches.set(table, s);
  }
  return s;
}

/**
 * The columnar selection of `request` on `view` with the parsed `filter`. Throws ColumnarUnsupported for what
 * it cannot answer exactly (distinct above 1, groups spanning documents, unusual paging, columns or stats
 * the table refuses); the caller then scans.
 */
// Each early return is a case the columnar path cannot answer exactly; splitting it would scatter that list.
// eslint-disable-next-line complexity -- see the line above
export function selectColumnar<R extends SearchRecord>(
  view: IndexView<R>,
  request: SearchRequest,
  filter: FilterNode | undefined,
): Selection<R> {
  const { definition } = view.data;
  const table = view.data.table();
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? 0;
  if (!Number.isInteger(hitsPerPage) || !Number.isInteger(page) || page < 0)
    throw new ColumnarUnsupported('unusual paging');
  const perKey = definition.distinctKey ? distinctCount(request.distinct) : 0;
  if (perKey > 1 || (perKey === 1 && !table.groupsWithinDocs))
    throw new ColumnarUnsupported('distinct beyond the best record per document');
  const facetAttributes = request.facets ?? [];
  const filtered = table.filter(filter);
  const order = table.view(view.sort);
  const s = scratchOf(table);

  const relevance = view.data.relevance(request.query ?? '', request.typoTolerance !== false);
  // When each group is one document and facets do not need every candidate, fold while gathering.
  const foldInDocs =
    relevance !== undefined &&
    perKey === 1 &&
    table.groupCount === table.docIds.length &&
    (facetAttributes.length === 0 || request.facetingAfterDistinct === true);
  const candidates = relevance
    ? gatherMatches(table, order, relevance, view.data.ordinals(), filtered, foldInDocs, s.list)
    : filtered
      ? filtered.toArray(s.list)
      : s.all;
  const folded = perKey === 1 && !foldInDocs ? bestOfGroups(table, order.orderRank, candidates, s) : candidates;

  const reachable = Math.min(folded.length, PAGINATION_LIMIT);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const k = hitsPerPage > 0 ? Math.min((page + 1) * hitsPerPage, reachable) : 0;
  let top: number[];
  if (relevance) {
    const ranker = MatchRanker.of(table);
    ranker.load(relevance, view.data.ordinals(), Object.keys(definition.fields).length);
    top = ranker.top(folded, k, order);
  } else top = firstInOrder(table, order, filtered, perKey === 1, folded, k, s);
  const pageEntries = top.slice(page * hitsPerPage).map((r) => table.entries[r]!);
  const afterDistinct = request.facetingAfterDistinct === true;
  const maxValuesPerFacet = request.maxValuesPerFacet ?? MAX_VALUES_PER_FACET;
  const counted =
    facetAttributes.length > 0
      ? cachedFacetCounts(
          afterDistinct && perKey > 0 ? order : table,
          {
            query: request.query ?? '',
            typos: request.typoTolerance !== false,
            filter,
            attributes: facetAttributes,
            maxValuesPerFacet,
            afterDistinct,
            distinct: perKey,
          },
          () =>
            table.countFacets(
              afterDistinct ? folded : candidates,
              facetAttributes,
              definition.facetable,
              maxValuesPerFacet,
            ),
        )
      : undefined;
  return { nbHits: folded.length, pageEntries, nbPages, counted };
}

/**
 * The records of the documents in `relevance` that pass `filtered`, written into `out`: every such record,
 * or with `bestOnly` each document's first in the view's order (its best: sort, custom ranking, position).
 */
function gatherMatches<R extends SearchRecord>(
  table: RecordTable<R>,
  view: ViewOrder,
  relevance: QueryMatches,
  ordinals: Int32Array,
  filtered: Bitset | undefined,
  bestOnly: boolean,
  out: Int32Array,
): Int32Array {
  const { docStart, docCount } = table;
  const { docOrder } = view;
  let n = 0;
  for (const slot of relevance.slots) {
    const d = ordinals[slot]!;
    const start = docStart[d]!;
    const end = start + docCount[d]!;
    if (bestOnly) {
      for (let j = start; j < end; j++) {
        const r = docOrder[j]!;
        if (filtered && !filtered.has(r)) continue;
        out[n++] = r;
        break;
      }
    } else for (let r = start; r < end; r++) if (!filtered || filtered.has(r)) out[n++] = r;
  }
  return out.subarray(0, n);
}

/**
 * Distinct 1: each group's best candidate (groups lie in one document: by sort, custom ranking, position, i.e.
 * `orderRank`), in candidate order.
 */
function bestOfGroups<R extends SearchRecord>(
  table: RecordTable<R>,
  orderRank: Int32Array,
  candidates: Int32Array,
  s: Scratch,
): Int32Array {
  const group = table.group!;
  const best = s.best.fill(-1);
  for (let k = 0; k < candidates.length; k++) {
    const r = candidates[k]!;
    const g = group[r]!;
    const b = best[g]!;
    if (b === -1 || orderRank[r]! < orderRank[b]!) best[g] = r;
  }
  let n = 0;
  for (let k = 0; k < candidates.length; k++)
    if (best[group[candidates[k]!]!] === candidates[k]) s.folded[n++] = candidates[k]!;
  return s.folded.subarray(0, n);
}

/**
 * The first `k` of `folded` in the view's order, when every record is equally relevant: walks the order
 * itself (records passing `filtered`, with `distinct` each group's first), which visits about
 * k · size / |folded| records, unless a heap over `folded` is cheaper.
 */
function firstInOrder<R extends SearchRecord>(
  table: RecordTable<R>,
  view: ViewOrder,
  filtered: Bitset | undefined,
  distinct: boolean,
  folded: Int32Array,
  k: number,
  s: Scratch,
): number[] {
  const { order, orderRank } = view;
  if (k <= 0) return [];
  if (k * table.size > folded.length * folded.length)
    return smallest(folded, k, (a, b) => orderRank[a]! - orderRank[b]!);
  if (s.epoch > 2 ** 30) {
    s.epoch = 0;
    s.seen.fill(0);
  }
  const epoch = ++s.epoch;
  const group = table.group;
  const top: number[] = [];
  for (let j = 0; j < order.length && top.length < k; j++) {
    const r = order[j]!;
    if (filtered && !filtered.has(r)) continue;
    if (distinct) {
      const g = group![r]!;
      if (s.seen[g] === epoch) continue;
      s.seen[g] = epoch;
    }
    top.push(r);
  }
  return top;
}
