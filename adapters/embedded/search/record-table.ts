import { MAX_VALUES_PER_FACET, type FacetStats, type SearchRecord } from '../../../ports/search';
import { Bitset } from './bitset';
import type { FacetCounts } from './facets';
import { compare, facetEquals, valuesAt, type Scalar } from './filter-match';
import type { FilterNode } from './filter-parser';
import type { Entry, IndexDefinition } from './search-index';
import { denseRanks, topValues } from './ranks';

/**
 * The records of one index in columnar form, so that a query touches typed arrays instead of records:
 * record → document ordinal, position, custom-ranking rank and distinct group; per replica sort, a rank and
 * the pre-sorted order of every record; per attribute, a facet column (each record's distinct values as ids,
 * and each value's records as a posting list) for filters and facet counts. Built once per version of the
 * index (IndexData drops it on every change); columns and sort orders are built on first use.
 *
 * Everything here reproduces the scan over records (filter-match.ts, facets.ts) exactly; where it cannot
 * promise that (an attribute mixing numbers and text under one facet key, facet stats whose rounding would
 * depend on the summation order) it throws ColumnarUnsupported and the caller scans instead.
 */

/** Thrown when the columnar path cannot guarantee the scan's exact answer; the caller falls back to the scan. */
export class ColumnarUnsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ColumnarUnsupported';
  }
}

/** A record comparator (negative: `a` first). */
export type RecordSort<R> = (a: R, b: R) => number;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One attribute's values: ids ascending in text order (String(value) compared as JS strings, the tie-break
 * of facet counts), each record's distinct ids (CSR: `ids[offsets[r] .. offsets[r+1]]`) and each id's
 * records ascending (CSR: `records[postingOffsets[id] .. postingOffsets[id+1]]`).
 */
export interface FacetColumn {
  readonly keys: readonly string[];
  /** The value as records hold it (for filter comparisons). */
  readonly values: readonly Scalar[];
  /** The value in cents when it is a number that is a whole number of cents, else NaN. */
  readonly cents: Float64Array;
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
  readonly postingOffsets: Int32Array;
  readonly records: Int32Array;
}

/** A view's ordering data: the sort's rank per record and every record in the view's empty-query order. */
export interface ViewOrder {
  readonly sortRank: Int32Array;
  /** Records by (sort, custom ranking, document, position): the ranking when every record is equally relevant. */
  readonly order: Int32Array;
  /** Position of each record in `order`. */
  readonly orderRank: Int32Array;
}

export class RecordTable<R extends SearchRecord> {
  readonly size: number;
  /** Document ordinal of each record; ordinals follow the document ids' text order. */
  readonly docOrd: Int32Array;
  readonly position: Int32Array;
  /** Rank under the index's custom ranking (equal records share a rank). */
  readonly customRank: Int32Array;
  readonly docIds: readonly string[];
  readonly docIndex: ReadonlyMap<string, number>;
  /** Per document ordinal, its first record and number of records (a document's records are contiguous). */
  readonly docStart: Int32Array;
  readonly docCount: Int32Array;
  /** Distinct group (attributeForDistinct value) ordinal of each record, when the index has distinct. */
  readonly group: Int32Array | undefined;
  readonly groupCount: number;
  /** Whether every distinct group lies inside one document (then its records share relevance and score). */
  readonly groupsWithinDocs: boolean;
  private readonly views = new Map<RecordSort<R> | undefined, ViewOrder>();
  private readonly columns = new Map<string, FacetColumn | ColumnarUnsupported>();

  constructor(readonly entries: readonly Entry<R>[], readonly definition: IndexDefinition<R>) {
    const n = entries.length;
    this.size = n;
    this.docIds = [...new Set(entries.map((e) => e.doc))].sort(byText);
    this.docIndex = new Map(this.docIds.map((d, i) => [d, i]));
    this.docOrd = new Int32Array(n);
    this.position = new Int32Array(n);
    this.docStart = new Int32Array(this.docIds.length).fill(-1);
    this.docCount = new Int32Array(this.docIds.length);
    entries.forEach((e, r) => {
      const d = this.docIndex.get(e.doc)!;
      this.docOrd[r] = d;
      this.position[r] = e.position;
      if (this.docStart[d] === -1) this.docStart[d] = r;
      this.docCount[d]!++;
    });
    this.customRank = denseRanks(n, (a, b) => definition.customRanking(entries[a]!.record, entries[b]!.record));
    const distinctKey = definition.distinctKey;
    if (distinctKey) {
      const groups = new Map<string, number>();
      const groupDoc: number[] = [];
      let within = true;
      this.group = new Int32Array(n);
      entries.forEach((e, r) => {
        const key = distinctKey(e.record);
        let g = groups.get(key);
        if (g === undefined) {
          groups.set(key, (g = groups.size));
          groupDoc.push(this.docOrd[r]!);
        } else if (groupDoc[g] !== this.docOrd[r]) within = false;
        this.group![r] = g;
      });
      this.groupCount = groups.size;
      this.groupsWithinDocs = within;
    } else {
      this.group = undefined;
      this.groupCount = 0;
      this.groupsWithinDocs = true;
    }
  }

  /** The ordering data of the view sorted by `sort` (undefined: the primary index). */
  view(sort: RecordSort<R> | undefined): ViewOrder {
    let v = this.views.get(sort);
    if (!v) {
      const records = this.entries.map((e) => e.record);
      const sortRank = sort ? denseRanks(this.size, (a, b) => sort(records[a]!, records[b]!)) : new Int32Array(this.size);
      const { customRank, docOrd, position } = this;
      const order = Int32Array.from({ length: this.size }, (_, i) => i).sort((a, b) =>
        sortRank[a]! - sortRank[b]! || customRank[a]! - customRank[b]! || docOrd[a]! - docOrd[b]! || position[a]! - position[b]!);
      const orderRank = new Int32Array(this.size);
      order.forEach((r, k) => { orderRank[r] = k; });
      this.views.set(sort, (v = { sortRank, order, orderRank }));
    }
    return v;
  }

  /** The facet column of the dotted `path`; throws ColumnarUnsupported when its values cannot be columnar. */
  column(path: string): FacetColumn {
    let c = this.columns.get(path);
    if (!c) {
      c = buildColumn(this.entries, path);
      this.columns.set(path, c);
    }
    if (c instanceof ColumnarUnsupported) throw c;
    return c;
  }

  /** The records passing `node` (filter-match.ts `matches` semantics), or undefined for no filter. */
  filter(node: FilterNode | undefined): Bitset | undefined {
    return node ? this.evaluate(node) : undefined;
  }

  private evaluate(node: FilterNode): Bitset {
    switch (node.kind) {
      case 'and': {
        const out = Bitset.full(this.size);
        for (const n of node.nodes) out.andInPlace(this.evaluate(n));
        return out;
      }
      case 'or': {
        const out = new Bitset(this.size);
        for (const n of node.nodes) out.orInPlace(this.evaluate(n));
        return out;
      }
      case 'not': return this.evaluate(node.node).not();
      case 'facet': return this.withValues(node.attribute, (v) => facetEquals(v, node.value));
      case 'numeric': return this.withValues(node.attribute, (v) => typeof v === 'number' && compare(v, node.op, node.value));
      case 'range': return this.withValues(node.attribute, (v) => typeof v === 'number' && v >= node.from && v <= node.to);
    }
  }

  /** Records holding at least one value of `path` that passes `test`. */
  private withValues(path: string, test: (v: Scalar) => boolean): Bitset {
    const c = this.column(path);
    const out = new Bitset(this.size);
    for (let id = 0; id < c.values.length; id++) {
      if (!test(c.values[id]!)) continue;
      for (let k = c.postingOffsets[id]!; k < c.postingOffsets[id + 1]!; k++) out.add(c.records[k]!);
    }
    return out;
  }

  /**
   * facets.ts countFacets over the records `records` (any order), from the columns: the same counts, order,
   * truncation and stats. Throws ColumnarUnsupported when the stats' rounding could differ from the scan's.
   */
  countFacets(records: Int32Array, attributes: readonly string[], facetable: readonly string[], maxValuesPerFacet = MAX_VALUES_PER_FACET): FacetCounts {
    const names = [...new Set(attributes.flatMap((a) => (a === '*' ? facetable : [a])))];
    const limit = Math.max(0, Math.min(maxValuesPerFacet, MAX_VALUES_PER_FACET));
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    for (const name of names) {
      const c = this.column(name);
      const counts = new Int32Array(c.keys.length);
      for (let k = 0; k < records.length; k++) {
        const r = records[k]!;
        for (let j = c.offsets[r]!; j < c.offsets[r + 1]!; j++) counts[c.ids[j]!]!++;
      }
      facets[name] = Object.fromEntries(topValues(counts, limit).map((id) => [c.keys[id]!, counts[id]!]));
      const s = statsOf(c, counts);
      if (s) stats[name] = s;
    }
    return { facets, stats };
  }
}

/**
 * facets_stats of a numeric column for `counts` as facets.ts computes them (min, max, and sum and average
 * rounded to cents). The scan sums in ranking order; this sums exactly in cents, which gives the same rounded
 * figures unless the values are not whole cents, the figures are huge, or the average lies exactly halfway
 * between two cents (then the scan's rounding depends on its summation order): those throw ColumnarUnsupported.
 */
function statsOf(c: FacetColumn, counts: Int32Array): FacetStats | undefined {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sumCents = 0;
  let n = 0;
  for (let id = 0; id < counts.length; id++) {
    const v = c.values[id];
    if (counts[id] === 0 || typeof v !== 'number') continue;
    const cents = c.cents[id]!;
    if (Number.isNaN(cents)) throw new ColumnarUnsupported('facet stats of values that are not whole cents');
    min = Math.min(min, v);
    max = Math.max(max, v);
    sumCents += counts[id]! * cents;
    n += counts[id]!;
  }
  if (n === 0) return undefined;
  if (Math.abs(sumCents) * n >= 2 ** 50) throw new ColumnarUnsupported('facet stats too large to round exactly');
  const remainder = ((sumCents % n) + n) % n;
  if (remainder * 2 === n) throw new ColumnarUnsupported('facet stats average halfway between two cents');
  return { min, max, avg: Math.round(sumCents / n) / 100, sum: Math.round(sumCents) / 100 };
}

function buildColumn<R extends SearchRecord>(entries: readonly Entry<R>[], path: string): FacetColumn | ColumnarUnsupported {
  const n = entries.length;
  const perRecord: string[][] = new Array(n);
  const valueOf = new Map<string, Scalar>();
  for (let r = 0; r < n; r++) {
    const seen: string[] = [];
    for (const v of valuesAt(entries[r]!.record, path)) {
      if (typeof v === 'number' && (Number.isNaN(v) || Object.is(v, -0))) return new ColumnarUnsupported(`${path}: NaN or -0`);
      const key = String(v);
      const known = valueOf.get(key);
      if (known === undefined) valueOf.set(key, v);
      else if (typeof known !== typeof v) return new ColumnarUnsupported(`${path}: '${key}' as ${typeof known} and ${typeof v}`);
      if (!seen.includes(key)) seen.push(key);
    }
    perRecord[r] = seen;
  }
  const keys = [...valueOf.keys()].sort(byText);
  const idOf = new Map(keys.map((k, i) => [k, i]));
  const values = keys.map((k) => valueOf.get(k)!);
  const cents = Float64Array.from(values, (v) => {
    if (typeof v !== 'number') return Number.NaN;
    const c = Math.round(v * 100);
    return c / 100 === v && Number.isSafeInteger(c) ? c : Number.NaN;
  });
  const offsets = new Int32Array(n + 1);
  for (let r = 0; r < n; r++) offsets[r + 1] = offsets[r]! + perRecord[r]!.length;
  const ids = new Int32Array(offsets[n]!);
  const perValue = new Int32Array(keys.length + 1);
  for (let r = 0; r < n; r++) {
    perRecord[r]!.forEach((key, j) => {
      const id = idOf.get(key)!;
      ids[offsets[r]! + j] = id;
      perValue[id + 1]!++;
    });
  }
  for (let id = 0; id < keys.length; id++) perValue[id + 1]! += perValue[id]!;
  const postingOffsets = perValue.slice();
  const fill = perValue.slice(0, keys.length);
  const records = new Int32Array(ids.length);
  for (let r = 0; r < n; r++) for (let j = offsets[r]!; j < offsets[r + 1]!; j++) records[fill[ids[j]!]!++] = r;
  return { keys, values, cents, offsets, ids, postingOffsets, records };
}
