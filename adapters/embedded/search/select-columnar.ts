import { DEFAULT_HITS_PER_PAGE, MAX_VALUES_PER_FACET, type SearchRecord, type SearchRequest } from '../../../ports/search';
import type { FilterNode } from './filter-parser';
import { ColumnarUnsupported, type RecordTable } from './record-table';
import type { QueryMatches } from './relevance';
import { distinctCount, PAGINATION_LIMIT, type IndexView, type Selection } from './selection';

/**
 * The selection of selection.ts selectByScan computed from the index's columns (spec: shell-account §7
 * Search service): filters as bitsets, candidates from the matched documents only, distinct as the best
 * record of each group, the page as a top-k of the ranking (a bounded heap, never a sort of every
 * candidate), facet counts from the columns. The ranking criteria before the text score (replica sort,
 * typos, attribute, exact words, custom ranking) are small integers, packed into one number per record so
 * that the heap compares numbers; the text score, document and position break the remaining ties.
 */

/** Per-table scratch: relevance by document ordinal, a key and a list slot per record, a best record per group. */
interface Scratch {
  readonly typos: Int32Array;
  readonly attribute: Int32Array;
  readonly exact: Int32Array;
  readonly score: Float64Array;
  readonly key: Float64Array;
  readonly list: Int32Array;
  readonly best: Int32Array;
  /** Every record, ascending (the candidates of an empty query without filters). */
  readonly all: Int32Array;
  /** Largest custom-ranking rank + 1, and per view sort the largest sort rank + 1. */
  readonly customRange: number;
  readonly sortRange: WeakMap<Int32Array, number>;
}

const scratches = new WeakMap<object, Scratch>();

function scratchOf<R extends SearchRecord>(table: RecordTable<R>): Scratch {
  let s = scratches.get(table);
  if (!s) {
    const docs = table.docIds.length;
    s = {
      typos: new Int32Array(docs), attribute: new Int32Array(docs), exact: new Int32Array(docs), score: new Float64Array(docs),
      key: new Float64Array(table.size), list: new Int32Array(table.size), best: new Int32Array(table.groupCount),
      all: Int32Array.from(table.docOrd.keys()), customRange: rangeOf(table.customRank), sortRange: new WeakMap(),
    };
    scratches.set(table, s);
  }
  return s;
}

function rangeOf(ranks: Int32Array): number {
  let max = 0;
  for (let i = 0; i < ranks.length; i++) if (ranks[i]! > max) max = ranks[i]!;
  return max + 1;
}

/**
 * The columnar selection of `request` on `view` with the parsed `filter`. Throws ColumnarUnsupported for what
 * it cannot answer exactly (distinct above 1, groups spanning documents, unusual paging, columns or stats
 * the table refuses); the caller then scans.
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
  const { orderRank } = table.view(view.sort);
  const s = scratchOf(table);

  const relevance = view.data.relevance(request.query ?? '', request.typoTolerance !== false);
  let candidates: Int32Array;
  let cmp: (a: number, b: number) => number;
  // When each group is one document and facets do not need every candidate, fold while gathering.
  const foldInDocs = perKey === 1 && table.groupCount === table.docIds.length && (facetAttributes.length === 0 || request.facetingAfterDistinct === true);
  if (relevance) {
    ({ candidates, cmp } = rankMatches(view, relevance, filtered, s, foldInDocs ? orderRank : undefined));
  } else {
    candidates = filtered ? filtered.toArray() : s.all;
    cmp = (a, b) => orderRank[a]! - orderRank[b]!;
  }

  // Distinct 1: the group's best record; a group lies in one document, so by sort, custom ranking, position (orderRank).
  let folded = candidates;
  if (perKey === 1 && !(relevance && foldInDocs)) {
    const group = table.group!;
    const best = s.best.fill(-1);
    for (let k = 0; k < candidates.length; k++) {
      const r = candidates[k]!;
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

/**
 * The records of the matched documents that pass `filtered` (with `bestBy`, only each document's record
 * ranked first by it), and their ranking: replica sort, typos, attribute, exact words (more first), custom
 * ranking, then text score (higher first), document, position.
 */
function rankMatches<R extends SearchRecord>(
  view: IndexView<R>, relevance: QueryMatches, filtered: { has(r: number): boolean } | undefined, s: Scratch, bestBy: Int32Array | undefined,
): { candidates: Int32Array; cmp: (a: number, b: number) => number } {
  const table = view.data.table();
  const ordinals = view.data.ordinals();
  const { sortRank } = table.view(view.sort);
  const { docOrd, position, customRank, docStart, docCount } = table;
  const { typos, attribute, exact, score, key, list } = s;
  let maxTypos = 0;
  let maxExact = 0;
  for (const slot of relevance.slots) {
    maxTypos = Math.max(maxTypos, relevance.typos[slot]!);
    maxExact = Math.max(maxExact, relevance.exact[slot]!);
  }
  // One number per record: ((sort · typos · attribute · exact) · custom ranking), when it stays an exact integer.
  const attributes = Object.keys(view.data.definition.fields).length + 1;
  const tiers = (maxTypos + 1) * attributes * (maxExact + 1);
  let sortRange = s.sortRange.get(sortRank);
  if (sortRange === undefined) s.sortRange.set(sortRank, (sortRange = rangeOf(sortRank)));
  const packed = sortRange * tiers * s.customRange <= Number.MAX_SAFE_INTEGER;
  let n = 0;
  for (const slot of relevance.slots) {
    const d = ordinals[slot]!;
    typos[d] = relevance.typos[slot]!;
    attribute[d] = relevance.attribute[slot]!;
    exact[d] = relevance.exact[slot]!;
    score[d] = relevance.score[slot]!;
    const tier = (typos[d]! * attributes + attribute[d]!) * (maxExact + 1) + (maxExact - exact[d]!);
    const end = docStart[d]! + docCount[d]!;
    const start = n;
    for (let r = docStart[d]!; r < end; r++) {
      if (filtered && !filtered.has(r)) continue;
      if (!bestBy || n === start) n++;
      else if (bestBy[r]! >= bestBy[list[start]!]!) continue;
      list[n - 1] = r;
      if (packed) key[r] = (sortRank[r]! * tiers + tier) * s.customRange + customRank[r]!;
    }
  }
  const candidates = list.subarray(0, n);
  const tail = (da: number, db: number, a: number, b: number): number => score[db]! - score[da]! || da - db || position[a]! - position[b]!;
  const cmp = packed
    ? (a: number, b: number): number => key[a]! - key[b]! || tail(docOrd[a]!, docOrd[b]!, a, b)
    : (a: number, b: number): number => {
      const da = docOrd[a]!;
      const db = docOrd[b]!;
      return sortRank[a]! - sortRank[b]! || typos[da]! - typos[db]! || attribute[da]! - attribute[db]! || exact[db]! - exact[da]!
        || customRank[a]! - customRank[b]! || tail(da, db, a, b);
    };
  return { candidates, cmp };
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
