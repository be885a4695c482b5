import type { SearchRecord } from '../../../ports/search';
import { byText, ColumnarUnsupported, type FacetColumn } from './facet-column';
import { valuesAt, type Scalar } from './filter-match';
import type { Entry } from './search-index';

/**
 * Building a facet column (facet-column.ts) of the record table: one pass over the records for their values,
 * then ids renumbered in text order and the two CSR layouts (record → ids, id → records).
 */

/** The values of one record at a path (`valuesAt`), with the array they came from when it can be shared. */
interface RawValues {
  readonly values: readonly Scalar[];
  /** The array (or scalar) found at the path, when no array lay on the way: records sharing it share values. */
  readonly source: unknown;
}

/** The values at `parts` of `record`, as valuesAt gives them. */
function rawValues(record: unknown, parts: readonly string[], path: string): RawValues {
  let v = record;
  for (const part of parts) {
    if (v === null || typeof v !== 'object') return { values: [], source: undefined };
    if (Array.isArray(v)) return { values: valuesAt(record, path), source: undefined };
    v = (v as Record<string, unknown>)[part];
  }
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return { values: [v], source: v };
  if (!Array.isArray(v)) return { values: [], source: undefined };
  return { values: valuesAt({ v }, 'v'), source: v };
}

/**
 * The facet column of the dotted `path` over `entries` (`docOrd`: each record's document ordinal), or why
 * it cannot be columnar. One pass gives each record its values as provisional ids (records sharing the array
 * at the path reuse the previous record's), then the ids are renumbered in text order.
 */
export function buildColumn<R extends SearchRecord>(
  entries: readonly Entry<R>[],
  docOrd: Int32Array,
  path: string,
): FacetColumn | ColumnarUnsupported {
  const n = entries.length;
  const parts = path.split('.');
  const idOfKey = new Map<string, number>();
  const valueOf: Scalar[] = [];
  const offsets = new Int32Array(n + 1);
  let temp = new Int32Array(Math.max(16, n));
  let used = 0;
  let lastSource: unknown;
  for (let r = 0; r < n; r++) {
    const start = used;
    const { values, source } = rawValues(entries[r]!.record, parts, path);
    if (used + values.length > temp.length) {
      const grown = new Int32Array(Math.max(used + values.length, temp.length * 2));
      grown.set(temp);
      temp = grown;
    }
    if (r > 0 && source !== undefined && source === lastSource && typeof source === 'object') {
      temp.copyWithin(used, offsets[r - 1]!, offsets[r]!);
      used += offsets[r]! - offsets[r - 1]!;
    } else {
      for (const v of values) {
        if (typeof v === 'number' && (Number.isNaN(v) || Object.is(v, -0)))
          return new ColumnarUnsupported(`${path}: NaN or -0`);
        const key = typeof v === 'string' ? v : String(v);
        let id = idOfKey.get(key);
        if (id === undefined) {
          idOfKey.set(key, (id = valueOf.length));
          valueOf.push(v);
        } else if (typeof valueOf[id] !== typeof v)
          return new ColumnarUnsupported(`${path}: '${key}' as ${typeof valueOf[id]} and ${typeof v}`);
        let seen = false;
        for (let j = start; j < used && !seen; j++) seen = temp[j] === id;
        if (!seen) temp[used++] = id;
      }
    }
    lastSource = source;
    offsets[r + 1] = used;
  }
  const provisional = [...idOfKey.keys()];
  const order = provisional.map((_, i) => i).sort((a, b) => byText(provisional[a]!, provisional[b]!));
  const finalId = new Int32Array(order.length);
  order.forEach((t, id) => {
    finalId[t] = id;
  });
  const keys = order.map((t) => provisional[t]!);
  const values = order.map((t) => valueOf[t]!);
  const ids = new Int32Array(used);
  const perValue = new Int32Array(keys.length + 1);
  for (let j = 0; j < used; j++) {
    const id = finalId[temp[j]!]!;
    ids[j] = id;
    perValue[id + 1]!++;
  }
  return columnOf(keys, values, offsets, ids, perValue, docOrd);
}

/** The column from its values (text order), each record's ids (CSR) and per value its record count (at id + 1). */
function columnOf(
  keys: readonly string[],
  values: readonly Scalar[],
  offsets: Int32Array,
  ids: Int32Array,
  perValue: Int32Array,
  docOrd: Int32Array,
): FacetColumn {
  const n = offsets.length - 1;
  const numbers = Float64Array.from(values, (v) => (typeof v === 'number' ? v : Number.NaN));
  const cents = Float64Array.from(values, (v) => {
    if (typeof v !== 'number') return Number.NaN;
    const c = Math.round(v * 100);
    return c / 100 === v && Number.isSafeInteger(c) ? c : Number.NaN;
  });
  for (let id = 0; id < keys.length; id++) perValue[id + 1]! += perValue[id]!;
  const postingOffsets = perValue;
  const fill = perValue.slice(0, keys.length);
  const records = new Int32Array(ids.length);
  for (let r = 0; r < n; r++) for (let j = offsets[r]!; j < offsets[r + 1]!; j++) records[fill[ids[j]!]!++] = r;
  let singleValued = true;
  for (let r = 0; r < n && singleValued; r++) if (offsets[r + 1]! - offsets[r]! > 1) singleValued = false;
  let single: Int32Array | undefined;
  if (singleValued) {
    single = new Int32Array(n).fill(-1);
    for (let r = 0; r < n; r++) if (offsets[r + 1]! > offsets[r]!) single[r] = ids[offsets[r]!]!;
  }
  const sameAsPrevious = (r: number): boolean => {
    if (offsets[r + 1]! - offsets[r]! !== offsets[r]! - offsets[r - 1]!) return false;
    for (let j = offsets[r]!, i = offsets[r - 1]!; j < offsets[r + 1]!; j++, i++) if (ids[j] !== ids[i]) return false;
    return true;
  };
  let perDocument = true;
  for (let r = 1; r < n && perDocument; r++) if (docOrd[r] === docOrd[r - 1] && !sameAsPrevious(r)) perDocument = false;
  const numeric = values.some((v) => typeof v === 'number');
  return { keys, values, numbers, cents, offsets, ids, postingOffsets, records, numeric, perDocument, single };
}
