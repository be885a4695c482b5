import { columnScratch, summarize, type ColumnCounts, type FacetColumn, type RecordRuns } from './facet-column';

/**
 * Facet counting of several small single-valued columns in one pass (spec: core-cart-checkout §9 facets):
 * each record's value ids (or none) in those columns form one mixed-radix code, the pass counts codes, and
 * each column's counts are then read off the codes met. A results page asks for every facet, and most are
 * flags or short lists ('inStock', 'unitName', 'categories.lvl0'), so this replaces a dozen passes over the
 * candidates with two (one per record, one per document run).
 */

/** Most value combinations a composite may have (its scratch is one Int32Array of this many counts). */
const MAX_COMBINATIONS = 1 << 16;

/** Columns counted together: per record the code Σ (value id + 1) · stride, 0 standing for no value. */
export interface Composite {
  readonly columns: readonly FacetColumn[];
  readonly radix: readonly number[];
  readonly stride: readonly number[];
  /** The code of each record. */
  readonly codes: Int32Array;
  /** Whether every column holds per-document values (then one record per document run is read). */
  readonly perDocument: boolean;
  /** Scratch: count per code (all zero between counts) and the codes met. */
  readonly combinations: Int32Array;
  readonly met: Int32Array;
}

/**
 * Splits `columns` (over `records` records) into composites of small single-valued columns, one set per
 * document-level and one per record-level columns, and the columns counted alone.
 */
export function planComposites(
  columns: readonly FacetColumn[],
  records: number,
): { composites: Composite[]; alone: FacetColumn[] } {
  const alone: FacetColumn[] = [];
  const composites: Composite[] = [];
  for (const perDocument of [true, false]) {
    let group: FacetColumn[] = [];
    let size = 1;
    const close = (): void => {
      if (group.length > 1) composites.push(composite(group, size, records, perDocument));
      else alone.push(...group);
      group = [];
      size = 1;
    };
    for (const c of columns) {
      if (c.perDocument !== perDocument) continue;
      if (!c.single || (c.keys.length + 1) * 2 > MAX_COMBINATIONS) {
        alone.push(c);
        continue;
      }
      if (size * (c.keys.length + 1) > MAX_COMBINATIONS) close();
      group.push(c);
      size *= c.keys.length + 1;
    }
    close();
  }
  return { composites, alone };
}

function composite(columns: FacetColumn[], size: number, records: number, perDocument: boolean): Composite {
  const radix = columns.map((c) => c.keys.length + 1);
  const stride = radix.map((_, i) => radix.slice(0, i).reduce((a, b) => a * b, 1));
  const codes = new Int32Array(records);
  columns.forEach((c, i) => {
    for (let r = 0; r < records; r++) codes[r]! += (c.single![r]! + 1) * stride[i]!;
  });
  return { columns, radix, stride, codes, perDocument, combinations: new Int32Array(size), met: new Int32Array(size) };
}

/**
 * Each column's counts (countColumn's result, in `comp.columns` order) over the records of `runs`. Throws
 * ColumnarUnsupported as countColumn, after leaving every scratch zeroed.
 */
export function countComposite(comp: Composite, runs: RecordRuns, limit: number): ColumnCounts[] {
  const { codes, combinations, met, radix, stride } = comp;
  let m = 0;
  if (comp.perDocument) {
    for (let k = 0; k < runs.n; k++) {
      const code = codes[runs.first[k]!]!;
      if (combinations[code] === 0) met[m++] = code;
      combinations[code]! += runs.length[k]!;
    }
  } else {
    const { records } = runs;
    for (let k = 0; k < records.length; k++) {
      const code = codes[records[k]!]!;
      if (combinations[code]!++ === 0) met[m++] = code;
    }
  }
  const scratches = comp.columns.map(columnScratch);
  const metIds = comp.columns.map(() => 0);
  for (let k = 0; k < m; k++) {
    const code = met[k]!;
    const n = combinations[code]!;
    combinations[code] = 0;
    for (let i = 0; i < scratches.length; i++) {
      const digit = Math.floor(code / stride[i]!) % radix[i]!;
      if (digit === 0) continue;
      const { counts, met: ids } = scratches[i]!;
      if (counts[digit - 1] === 0) ids[metIds[i]!++] = digit - 1;
      counts[digit - 1]! += n;
    }
  }
  let failure: unknown;
  const out = comp.columns.map((c, i) => {
    try {
      return summarize(c, metIds[i]!, limit);
    } catch (e) {
      failure ??= e;
      return { facets: {}, stats: undefined };
    }
  });
  if (failure !== undefined) throw failure;
  return out;
}
