import { MAX_VALUES_PER_FACET, type FacetStats, type SearchRecord } from '../../../ports/search';
import { Bitset } from './bitset';
import type { FacetCounts } from './facets';
import { countComposite, planComposites, type Composite } from './composite-facets';
import { buildColumn } from './column-build';
import {
  byText,
  ColumnarUnsupported,
  countColumn,
  recordRuns,
  type ColumnCounts,
  type FacetColumn,
} from './facet-column';
import { compare, facetEquals, type Scalar } from './filter-match';
import type { FilterNode } from './filter-parser';
import type { Entry, IndexDefinition } from './search-index';
import { denseRanks, denseRanksOf, sortedOrder } from './ranks';

export { ColumnarUnsupported, type FacetColumn } from './facet-column';

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

/** A record comparator (negative: `a` first). */
export type RecordSort<R> = (a: R, b: R) => number;

/** A view's ordering data: the sort's rank per record and every record in the view's empty-query order. */
export interface ViewOrder {
  readonly sortRank: Int32Array;
  /** Records by (sort, custom ranking, document, position): the ranking when every record is equally relevant. */
  readonly order: Int32Array;
  /** Position of each record in `order`. */
  readonly orderRank: Int32Array;
  /**
   * Each document's records in `order` (document d's are `docOrder[docStart[d] .. docStart[d] + docCount[d]]`):
   * the first one passing a filter is the document's best record under it.
   */
  readonly docOrder: Int32Array;
}

/**
 * Filter leaves (attribute:value, numeric comparisons) whose record sets a table keeps, about 20 KB each at 165,000
 * records.
 */
const MAX_CACHED_LEAVES = 256;

/** The columnar record table (see above). */
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
  private readonly leaves = new Map<string, Bitset>();
  /** Per depth of a filter's tree, the set its compound node is computed into (reused by every query). */
  private readonly scratchSets: Bitset[] = [];
  private runBuffers: { first: Int32Array; length: Int32Array } | undefined;
  private readonly facetPlans = new Map<string, { composites: Composite[]; alone: FacetColumn[] }>();

  constructor(
    readonly entries: readonly Entry<R>[],
    readonly definition: IndexDefinition<R>,
  ) {
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
    this.customRank = this.ranks(definition.customRanking);
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
      const sortRank = sort ? this.ranks(sort) : new Int32Array(this.size);
      const { docOrd } = this;
      const order = sortedOrder(sortRank, this.customRank, this.docStart, docOrd, this.position);
      const orderRank = new Int32Array(this.size);
      order.forEach((r, k) => {
        orderRank[r] = k;
      });
      const docOrder = new Int32Array(this.size);
      const next = this.docStart.slice();
      for (const r of order) docOrder[next[docOrd[r]!]!++] = r;
      this.views.set(sort, (v = { sortRank, order, orderRank, docOrder }));
    }
    return v;
  }

  /** Dense ranks of the records under `cmp` (by its numeric key when the definition has one). */
  private ranks(cmp: RecordSort<R>): Int32Array {
    const key = this.definition.rankingKeys?.get(cmp);
    const byKey = key && denseRanksOf(Float64Array.from(this.entries, (e) => key(e.record)));
    return byKey || denseRanks(this.size, (a, b) => cmp(this.entries[a]!.record, this.entries[b]!.record));
  }

  /** The facet column of the dotted `path`; throws ColumnarUnsupported when its values cannot be columnar. */
  column(path: string): FacetColumn {
    let c = this.columns.get(path);
    if (!c) {
      c = buildColumn(this.entries, this.docOrd, path);
      this.columns.set(path, c);
    }
    if (c instanceof ColumnarUnsupported) throw c;
    return c;
  }

  /**
   * The records passing `node` (filter-match.ts `matches` semantics), or undefined for no filter. Never
   * mutate it: it is a cached or scratch set, valid until the next call.
   */
  filter(node: FilterNode | undefined): Bitset | undefined {
    return node ? this.evaluate(node, 0) : undefined;
  }

  /** `node` into the scratch set of its `depth` (its children use deeper ones), or a cached leaf. */
  private evaluate(node: FilterNode, depth: number): Bitset {
    const scratch = (): Bitset => (this.scratchSets[depth] ??= new Bitset(this.size));
    switch (node.kind) {
      case 'and': {
        const out = scratch().reset(true);
        for (const n of node.nodes) out.andInPlace(this.evaluate(n, depth + 1));
        return out;
      }
      case 'or': {
        const out = scratch().reset(false);
        for (const n of node.nodes) out.orInPlace(this.evaluate(n, depth + 1));
        return out;
      }
      case 'not':
        return this.evaluate(node.node, depth + 1).not(scratch());
      default: {
        // Leaves repeat across queries (refinements, price ranges): kept per table version, never mutated.
        const key = JSON.stringify(node);
        let out = this.leaves.get(key);
        if (!out) {
          out = this.leaf(node);
          if (this.leaves.size >= MAX_CACHED_LEAVES) this.leaves.clear();
          this.leaves.set(key, out);
        }
        return out;
      }
    }
  }

  private leaf(node: Extract<FilterNode, { kind: 'facet' | 'numeric' | 'range' }>): Bitset {
    switch (node.kind) {
      case 'facet':
        return this.withValues(node.attribute, (v) => facetEquals(v, node.value));
      case 'numeric':
        return this.withValues(node.attribute, (v) => typeof v === 'number' && compare(v, node.op, node.value));
      case 'range':
        return this.withValues(node.attribute, (v) => typeof v === 'number' && v >= node.from && v <= node.to);
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
  countFacets(
    records: Int32Array,
    attributes: readonly string[],
    facetable: readonly string[],
    maxValuesPerFacet = MAX_VALUES_PER_FACET,
  ): FacetCounts {
    const names = [...new Set(attributes.flatMap((a) => (a === '*' ? facetable : [a])))];
    const limit = Math.max(0, Math.min(maxValuesPerFacet, MAX_VALUES_PER_FACET));
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    const columns = names.map((name) => this.column(name));
    const key = names.join('\u0000');
    let plan = this.facetPlans.get(key);
    if (!plan) {
      if (this.facetPlans.size >= 32) this.facetPlans.clear();
      this.facetPlans.set(key, (plan = planComposites(columns, this.size)));
    }
    this.runBuffers ??= { first: new Int32Array(this.size), length: new Int32Array(this.size) };
    const runs = recordRuns(records, this.docOrd, this.runBuffers);
    const counted = new Map<FacetColumn, ColumnCounts>();
    for (const comp of plan.composites)
      countComposite(comp, runs, limit).forEach((x, i) => counted.set(comp.columns[i]!, x));
    for (const c of plan.alone) counted.set(c, countColumn(c, runs, limit));
    names.forEach((name, i) => {
      const x = counted.get(columns[i]!)!;
      facets[name] = x.facets;
      if (x.stats) stats[name] = x.stats;
    });
    return { facets, stats };
  }
}
