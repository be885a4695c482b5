import type { SearchRecord } from '../../../ports/search';
import { byText, ColumnarUnsupported, NO_SET, type FacetColumn, type ValueSets } from './facet-column';
import { valuesAt, type Scalar } from './filter-match';
import type { Entry } from './search-index';

/**
 * Building a facet column (facet-column.ts) of the record table: one pass over the records for their values,
 * then ids renumbered in text order and the two CSR layouts (record → ids, id → records).
 */

/** A marker for a path that crosses an array before its end (then valuesAt reads the record). */
const THROUGH_ARRAY = Symbol('through an array');

/**
 * Provisional ids of a column's values in order of first sight: text and booleans by their text, numbers by
 * value (no String() per record); a value whose text is also held with another type fails the column.
 */
class ValueIds {
  private readonly texts = new Map<string, number>();
  private readonly numbers = new Map<number, number>();
  readonly values: Scalar[] = [];
  failure: ColumnarUnsupported | undefined;

  constructor(private readonly path: string) {}

  /** The id of `v`, or -1 once the column failed. */
  idOf(v: Scalar): number {
    if (typeof v === 'number') {
      if (v !== v || (v === 0 && 1 / v < 0)) return this.fail(`${this.path}: NaN or -0`);
      let id = this.numbers.get(v);
      if (id === undefined) this.numbers.set(v, (id = this.add(v)));
      return id;
    }
    const key = typeof v === 'string' ? v : String(v);
    let id = this.texts.get(key);
    if (id === undefined) this.texts.set(key, (id = this.add(v)));
    else if (typeof this.values[id] !== typeof v)
      return this.fail(`${this.path}: '${key}' as ${typeof this.values[id]} and ${typeof v}`);
    return id;
  }

  /** The values' keys (their text), checking that no number's text is also held as text or a boolean. */
  keys(): string[] | undefined {
    const keys = this.values.map((v) => (typeof v === 'string' ? v : String(v)));
    for (const [n, id] of this.numbers) {
      const other = this.texts.get(keys[id]!);
      if (other !== undefined) this.fail(`${this.path}: '${keys[id]}' as ${typeof this.values[other]} and ${typeof n}`);
    }
    return this.failure ? undefined : keys;
  }

  private add(v: Scalar): number {
    this.values.push(v);
    return this.values.length - 1;
  }

  private fail(reason: string): number {
    this.failure ??= new ColumnarUnsupported(reason);
    return -1;
  }
}

/**
 * The facet column of the dotted `path` over `entries` (`docOrd`: each record's document ordinal), or why
 * it cannot be columnar. One pass gives each record its values as provisional ids (a record whose path ends
 * in the same array or the same parent object as the previous record's reuses its ids), then the ids are
 * renumbered in text order.
 */
export function buildColumn<R extends SearchRecord>(
  entries: readonly Entry<R>[],
  docOrd: Int32Array,
  path: string,
): FacetColumn | ColumnarUnsupported {
  const n = entries.length;
  const parts = path.split('.');
  const ids = new ValueIds(path);
  const offsets = new Int32Array(n + 1);
  let temp = new Int32Array(Math.max(16, n));
  let used = 0;
  let start = 0;
  const push = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) push(x);
      return;
    }
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return;
    const id = ids.idOf(v);
    for (let j = start; j < used; j++) if (temp[j] === id) return;
    if (used === temp.length) {
      const grown = new Int32Array(temp.length * 2);
      grown.set(temp);
      temp = grown;
    }
    temp[used++] = id;
  };
  let lastParent: unknown;
  let lastRaw: unknown;
  for (let r = 0; r < n; r++) {
    start = used;
    const record: unknown = entries[r]!.record;
    let parent: unknown;
    let raw: unknown = record;
    for (let p = 0; p < parts.length; p++) {
      if (raw === null || typeof raw !== 'object') {
        raw = undefined;
        break;
      }
      if (Array.isArray(raw)) {
        raw = THROUGH_ARRAY;
        break;
      }
      parent = raw;
      raw = (raw as Record<string, unknown>)[parts[p]!];
    }
    const shared =
      r > 0 &&
      raw !== THROUGH_ARRAY &&
      ((raw === lastRaw && raw !== null && typeof raw === 'object') || (parent !== record && parent === lastParent));
    if (shared) {
      const from = offsets[r - 1]!;
      const length = start - from;
      if (used + length > temp.length) {
        const grown = new Int32Array(Math.max(used + length, temp.length * 2));
        grown.set(temp);
        temp = grown;
      }
      temp.copyWithin(used, from, start);
      used += length;
    } else if (raw === THROUGH_ARRAY) for (const v of valuesAt(record, path)) push(v);
    else push(raw);
    if (ids.failure) return ids.failure;
    lastParent = raw === THROUGH_ARRAY ? undefined : parent;
    lastRaw = raw;
    offsets[r + 1] = used;
  }
  return renumbered(ids, temp.subarray(0, used), offsets, docOrd);
}

/** The column from the provisional `ids` of each record (`temp`, CSR by `offsets`), ids renumbered in text order. */
function renumbered(
  ids: ValueIds,
  temp: Int32Array,
  offsets: Int32Array,
  docOrd: Int32Array,
): FacetColumn | ColumnarUnsupported {
  const used = temp.length;
  const keys = ids.keys();
  if (!keys) return ids.failure!;
  // Provisional ids in text order (UTF-16 code units, the order of byText; keys are distinct), without a
  // second map from text to id.
  const order = new Int32Array(keys.length);
  for (let t = 0; t < order.length; t++) order[t] = t;
  order.sort((a, b) => byText(keys[a]!, keys[b]!));
  const sorted = new Array<string>(keys.length);
  const values = new Array<Scalar>(keys.length);
  const finalId = new Int32Array(keys.length);
  for (let id = 0; id < order.length; id++) {
    const t = order[id]!;
    sorted[id] = keys[t]!;
    values[id] = ids.values[t]!;
    finalId[t] = id;
  }
  const out = new Int32Array(used);
  const perValue = new Int32Array(keys.length + 1);
  for (let j = 0; j < used; j++) {
    const id = finalId[temp[j]!]!;
    out[j] = id;
    perValue[id + 1]!++;
  }
  return columnOf(sorted, values, offsets, out, perValue, docOrd);
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
  const sets = single ? undefined : valueSets(offsets, ids, sameAsPrevious);
  return { keys, values, numbers, cents, offsets, ids, postingOffsets, records, numeric, perDocument, single, sets };
}

/**
 * The distinct sets of ids the records hold (each record's ids CSR by `offsets`; `sameAsPrevious(r)`: record r holds
 * record r - 1's), or undefined when they are too many to be worth it: more than a quarter of the records, or more
 * than a Uint16Array can number.
 */
function valueSets(
  offsets: Int32Array,
  ids: Int32Array,
  sameAsPrevious: (r: number) => boolean,
): ValueSets | undefined {
  const n = offsets.length - 1;
  const most = Math.min(NO_SET, Math.floor(n / 4));
  const setOf = new Uint16Array(n);
  // Sets by a hash of their ids (no string per record), each bucket's sets compared id by id.
  const buckets = new Map<number, number[]>();
  const setOffsets = [0];
  const setIds: number[] = [];
  const holds = (set: number, from: number, to: number): boolean => {
    const start = setOffsets[set]!;
    if (setOffsets[set + 1]! - start !== to - from) return false;
    for (let j = from, i = start; j < to; j++, i++) if (setIds[i] !== ids[j]) return false;
    return true;
  };
  for (let r = 0; r < n; r++) {
    const from = offsets[r]!;
    const to = offsets[r + 1]!;
    if (from === to) setOf[r] = NO_SET;
    else if (r > 0 && sameAsPrevious(r)) setOf[r] = setOf[r - 1]!;
    else {
      let hash = to - from;
      for (let j = from; j < to; j++) hash = Math.imul(hash ^ ids[j]!, 0x01000193);
      const bucket = buckets.get(hash);
      let set = bucket?.find((s) => holds(s, from, to));
      if (set === undefined) {
        set = setOffsets.length - 1;
        if (set >= most) return undefined;
        if (bucket) bucket.push(set);
        else buckets.set(hash, [set]);
        for (let j = from; j < to; j++) setIds.push(ids[j]!);
        setOffsets.push(setIds.length);
      }
      setOf[r] = set;
    }
  }
  return { setOf, offsets: Int32Array.from(setOffsets), ids: Int32Array.from(setIds) };
}
