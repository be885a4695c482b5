import { type FacetStats } from '../../../ports/search';
import type { Scalar } from './filter-match';
import { topValues } from './ranks';

/**
 * Facet columns of the record table (record-table.ts): one attribute's values as ids with each record's ids
 * and each id's records, built once per version of the index, and the facet counts of a column over a set
 * of records (spec: core-cart-checkout §9 "facet hits max 100"), counted into scratch arrays reused across
 * queries and ranked among the values actually met, so that a query never walks every value of a column.
 */

/** Thrown when the columnar path cannot guarantee the scan's exact answer; the caller falls back to the scan. */
export class ColumnarUnsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ColumnarUnsupported';
  }
}

/**
 * One attribute's values: ids ascending in text order (String(value) compared as JS strings, the tie-break
 * of facet counts), each record's distinct ids (CSR: `ids[offsets[r] .. offsets[r+1]]`) and each id's
 * records ascending (CSR: `records[postingOffsets[id] .. postingOffsets[id+1]]`).
 */
export interface FacetColumn {
  readonly keys: readonly string[];
  /** The value as records hold it (for filter comparisons). */
  readonly values: readonly Scalar[];
  /** The value when it is a number (never NaN: such columns are refused), else NaN. */
  readonly numbers: Float64Array;
  /** The value in cents when it is a number that is a whole number of cents, else NaN. */
  readonly cents: Float64Array;
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
  readonly postingOffsets: Int32Array;
  readonly records: Int32Array;
  /** Whether some value is a number (then facets_stats are computed). */
  readonly numeric: boolean;
  /** Whether the records of each document hold the same values (then counting one record per document suffices). */
  readonly perDocument: boolean;
  /** Each record's only value id (-1 for none), when no record holds two values. */
  readonly single: Int32Array | undefined;
  /** The distinct sets of values records hold, when some record holds two values and the sets are few. */
  readonly sets?: ValueSets;
}

/** No set: the record holds no value. */
export const NO_SET = 0xffff;

/**
 * The distinct sets of value ids a multi-valued column's records hold ('free from' lists, tags): each record's set
 * (`setOf`, NO_SET for none) and each set's ids (CSR: `ids[offsets[s] .. offsets[s+1]]`). Counting a query's records
 * by set, then each set's values once, reads one number per record instead of every value it holds.
 */
export interface ValueSets {
  readonly setOf: Uint16Array;
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
}

/** JS string order (the order of value ids). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const scratch = new WeakMap<FacetColumn, { readonly counts: Int32Array; readonly met: Int32Array }>();

/**
 * Records to count as runs of records of one document: `first[k]` stands for `length[k]` records of its
 * document (any order; a document may have several runs), `n` runs in all.
 */
export interface RecordRuns {
  readonly records: Int32Array;
  readonly first: Int32Array;
  readonly length: Int32Array;
  readonly n: number;
}

/**
 * The runs of `records` whose neighbours share a document (`docOrd`: record → document ordinal), written
 * into `buffers` (each at least as long as `records`) when given.
 */
export function recordRuns(
  records: Int32Array,
  docOrd: Int32Array,
  buffers?: { first: Int32Array; length: Int32Array },
): RecordRuns {
  const first = buffers?.first ?? new Int32Array(records.length);
  const length = buffers?.length ?? new Int32Array(records.length);
  let n = 0;
  for (let k = 0; k < records.length; k++) {
    const r = records[k]!;
    if (n > 0 && docOrd[first[n - 1]!] === docOrd[r]) length[n - 1]!++;
    else {
      first[n] = r;
      length[n++] = 1;
    }
  }
  return { records, first, length, n };
}

/** Per column: counts by value id (all zero between counts) and the ids met by the current count. */
export function columnScratch(c: FacetColumn): { readonly counts: Int32Array; readonly met: Int32Array } {
  let s = scratch.get(c);
  if (!s) scratch.set(c, (s = { counts: new Int32Array(c.keys.length), met: new Int32Array(c.keys.length) }));
  return s;
}

/** The facet counts of one column: its most frequent values (text → count, in rank order) and stats for numbers. */
export interface ColumnCounts {
  readonly facets: Record<string, number>;
  readonly stats: FacetStats | undefined;
}

/**
 * The counts of column `c` over the records of `runs` (a record counts once per value): the `limit` most
 * frequent values (ties in text order, as facets.ts) and, for numbers, their stats. A column whose values
 * are per document is counted once per run. Throws ColumnarUnsupported when the stats' rounding could differ
 * from the scan's.
 */
export function countColumn(c: FacetColumn, runs: RecordRuns, limit: number): ColumnCounts {
  // One record per value (SKUs): every count is 1, so the first values in text order held by a record win.
  if (c.single && c.ids.length === c.keys.length && !c.numeric && runs.records.length * 8 >= c.keys.length)
    return firstHeld(c, runs.records, limit);
  if (c.sets) return countBySet(c, c.sets, runs, limit);
  const { counts, met } = columnScratch(c);
  const { records } = runs;
  const { offsets, ids, single } = c;
  let m = 0;
  if (c.perDocument) {
    const { first, length } = runs;
    for (let k = 0; k < runs.n; k++) {
      const r = first[k]!;
      for (let j = offsets[r]!, end = offsets[r + 1]!; j < end; j++) {
        const id = ids[j]!;
        if (counts[id] === 0) met[m++] = id;
        counts[id]! += length[k]!;
      }
    }
  } else if (single) {
    for (let k = 0; k < records.length; k++) {
      const id = single[records[k]!]!;
      if (id >= 0 && counts[id]!++ === 0) met[m++] = id;
    }
  } else {
    for (let k = 0; k < records.length; k++) {
      const r = records[k]!;
      for (let j = offsets[r]!, end = offsets[r + 1]!; j < end; j++) {
        const id = ids[j]!;
        if (counts[id]!++ === 0) met[m++] = id;
      }
    }
  }
  return summarize(c, m, limit);
}

const setScratch = new WeakMap<ValueSets, { readonly counts: Int32Array; readonly met: Int32Array }>();

/** countColumn of a column with value sets: the records counted by set, then each met set's values by its count. */
function countBySet(c: FacetColumn, sets: ValueSets, runs: RecordRuns, limit: number): ColumnCounts {
  let s = setScratch.get(sets);
  if (!s) {
    const n = sets.offsets.length - 1;
    setScratch.set(sets, (s = { counts: new Int32Array(n), met: new Int32Array(n) }));
  }
  const { counts: bySet, met: setsMet } = s;
  const { setOf } = sets;
  let ms = 0;
  if (c.perDocument) {
    for (let k = 0; k < runs.n; k++) {
      const set = setOf[runs.first[k]!]!;
      if (set === NO_SET) continue;
      if (bySet[set] === 0) setsMet[ms++] = set;
      bySet[set]! += runs.length[k]!;
    }
  } else {
    const { records } = runs;
    for (let k = 0; k < records.length; k++) {
      const set = setOf[records[k]!]!;
      if (set !== NO_SET && bySet[set]!++ === 0) setsMet[ms++] = set;
    }
  }
  const { counts, met } = columnScratch(c);
  let m = 0;
  for (let k = 0; k < ms; k++) {
    const set = setsMet[k]!;
    const n = bySet[set]!;
    bySet[set] = 0;
    for (let j = sets.offsets[set]!, end = sets.offsets[set + 1]!; j < end; j++) {
      const id = sets.ids[j]!;
      if (counts[id] === 0) met[m++] = id;
      counts[id]! += n;
    }
  }
  return summarize(c, m, limit);
}

const held = new WeakMap<FacetColumn, Uint8Array>();

/** countColumn for a column whose every value is held by exactly one record. */
function firstHeld(c: FacetColumn, records: Int32Array, limit: number): ColumnCounts {
  let member = held.get(c);
  if (!member) held.set(c, (member = new Uint8Array(c.offsets.length - 1)));
  for (let k = 0; k < records.length; k++) member[records[k]!] = 1;
  const facets: Record<string, number> = {};
  for (let id = 0, found = 0; id < c.keys.length && found < limit; id++) {
    if (member[c.records[c.postingOffsets[id]!]!] === 0) continue;
    facets[c.keys[id]!] = 1;
    found++;
  }
  for (let k = 0; k < records.length; k++) member[records[k]!] = 0;
  return { facets, stats: undefined };
}

/**
 * The counts of column `c` from its scratch (columnScratch: `m` ids met, their counts), which it leaves
 * zeroed again. Throws ColumnarUnsupported as countColumn.
 */
export function summarize(c: FacetColumn, m: number, limit: number): ColumnCounts {
  const { counts, met } = columnScratch(c);
  const counted = met.subarray(0, m);
  try {
    const stats = statsOf(c, counts, counted);
    const facets: Record<string, number> = {};
    for (const id of topValues(counts, limit, counted)) facets[c.keys[id]!] = counts[id]!;
    return { facets, stats };
  } finally {
    if (m * 8 >= counts.length) counts.fill(0);
    else for (let k = 0; k < m; k++) counts[counted[k]!] = 0;
  }
}

/**
 * facets_stats of a numeric column for `counts` of the ids `counted` (any order) as facets.ts computes them (min,
 * max, and sum and average rounded to cents). The scan sums in ranking order; this sums exactly in cents, which
 * gives the same rounded figures unless the values are not whole cents, the figures are huge, or the average lies
 * exactly halfway between two cents (then the scan's rounding depends on its summation order): those throw
 * ColumnarUnsupported.
 */
function statsOf(c: FacetColumn, counts: Int32Array, counted: Int32Array): FacetStats | undefined {
  if (!c.numeric) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sumCents = 0;
  let n = 0;
  for (let k = 0; k < counted.length; k++) {
    const id = counted[k]!;
    const v = c.numbers[id]!;
    if (Number.isNaN(v)) continue;
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
