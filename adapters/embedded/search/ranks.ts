/**
 * Rank computations of the columnar record table (record-table.ts) and of the query path: dense ranks, the
 * k smallest items under a comparator, and the top facet values.
 */

/** Dense ranks of `n` items under `cmp` (equal items share a rank; rank order = cmp order). */
export function denseRanks(n: number, cmp: (a: number, b: number) => number): Int32Array {
  const order: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort(cmp);
  const ranks = new Int32Array(n);
  let rank = 0;
  for (let k = 0; k < n; k++) {
    if (k > 0 && cmp(order[k - 1]!, order[k]!) !== 0) rank++;
    ranks[order[k]!] = rank;
  }
  return ranks;
}

/**
 * Dense ranks of numeric `keys` (ascending; equal keys share a rank), as denseRanks with the comparator
 * `keys[a] - keys[b]` gives them, from a native sort of the keys; undefined when a key is NaN (a comparator
 * then has no consistent order).
 */
export function denseRanksOf(keys: Float64Array): Int32Array | undefined {
  const sorted = keys.slice().sort();
  if (sorted.length > 0 && Number.isNaN(sorted[sorted.length - 1])) return undefined;
  let u = 0;
  for (let k = 0; k < sorted.length; k++) if (k === 0 || sorted[k] !== sorted[u - 1]) sorted[u++] = sorted[k]!;
  const ranks = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    let lo = 0;
    let hi = u - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return ranks;
}

/**
 * Every record ordered by sort rank, custom rank, document ordinal, then position (`docStart`: each document's
 * first record; a document's records are contiguous, `position` counting from 0). Packs the four into one
 * exact number per record and sorts those natively when they fit in 2^53, else sorts with a comparator.
 */
export function sortedOrder(
  sortRank: Int32Array,
  customRank: Int32Array,
  docStart: Int32Array,
  docOrd: Int32Array,
  position: Int32Array,
): Int32Array {
  const n = sortRank.length;
  const sortRange = maxOf(sortRank) + 1;
  const customRange = maxOf(customRank) + 1;
  const packed =
    sortRange * customRange * n <= Number.MAX_SAFE_INTEGER &&
    packedOrder(sortRank, customRank, docStart, docOrd, position, customRange);
  if (packed) return packed;
  return Int32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      sortRank[a]! - sortRank[b]! ||
      customRank[a]! - customRank[b]! ||
      docOrd[a]! - docOrd[b]! ||
      position[a]! - position[b]!,
  );
}

/** sortedOrder by packed keys, or undefined when positions do not number each document's records from 0. */
function packedOrder(
  sortRank: Int32Array,
  customRank: Int32Array,
  docStart: Int32Array,
  docOrd: Int32Array,
  position: Int32Array,
  customRange: number,
): Int32Array | undefined {
  const n = sortRank.length;
  // The rank of each record by (document ordinal, position): documents in ordinal order, each one's records in turn.
  const base = new Int32Array(docStart.length + 1);
  for (let r = 0; r < n; r++) base[docOrd[r]! + 1]!++;
  for (let d = 0; d < docStart.length; d++) base[d + 1]! += base[d]!;
  const recordAt = new Int32Array(n).fill(-1);
  const keys = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    const at = base[docOrd[r]!]! + position[r]!;
    if (position[r]! < 0 || at >= base[docOrd[r]! + 1]! || recordAt[at] !== -1) return undefined;
    recordAt[at] = r;
    keys[r] = (sortRank[r]! * customRange + customRank[r]!) * n + at;
  }
  keys.sort();
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = recordAt[keys[k]! % n]!;
  return order;
}

function maxOf(xs: Int32Array): number {
  let max = 0;
  for (let i = 0; i < xs.length; i++) if (xs[i]! > max) max = xs[i]!;
  return max;
}

/**
 * Ids of the `limit` largest counts (ties by ascending id, i.e. text order), largest first; zero counts
 * are never chosen. `among` lists the ids with a count (any order; it may be reordered); when it is absent
 * or dense (an eighth of the ids or more), every id is walked in order instead, which touches memory in
 * sequence. Linear in the ids walked plus limit·log(limit).
 */
// A hot loop of every faceted query, kept in one function so V8 inlines it (search bench p99).
// eslint-disable-next-line complexity -- see the line above
export function topValues(counts: Int32Array, limit: number, among?: Int32Array): number[] {
  if (limit <= 0) return [];
  const list = among && among.length * 8 < counts.length ? among.sort() : undefined;
  const n = list ? list.length : counts.length;
  let maxCount = 0;
  let nonZero = 0;
  for (let k = 0; k < n; k++) {
    const c = counts[list ? list[k]! : k]!;
    if (c > maxCount) maxCount = c;
    if (c > 0) nonZero++;
  }
  if (maxCount === 0) return [];
  const byCount = (a: number, b: number): number => counts[b]! - counts[a]! || a - b;
  if (nonZero <= limit) {
    const all: number[] = [];
    for (let k = 0; k < n; k++) if (counts[list ? list[k]! : k]! > 0) all.push(list ? list[k]! : k);
    return all.sort(byCount);
  }
  // The smallest count still needed: walk a histogram of counts down from the largest until `limit` ids are covered.
  const histogram = new Int32Array(maxCount + 1);
  if (maxCount > 1) for (let k = 0; k < n; k++) histogram[counts[list ? list[k]! : k]!]!++;
  let threshold = maxCount;
  let above = 0;
  while (threshold > 1 && above + histogram[threshold]! < limit) above += histogram[threshold--]!;
  const chosen: number[] = [];
  let atThreshold = limit - above;
  let aboveLeft = above;
  // Ids come in ascending order, so the first ones at the threshold are the ones to keep; stop once all are found.
  for (let k = 0; k < n && (aboveLeft > 0 || atThreshold > 0); k++) {
    const id = list ? list[k]! : k;
    const c = counts[id]!;
    if (c > threshold) {
      chosen.push(id);
      aboveLeft--;
    } else if (c === threshold && atThreshold > 0) {
      chosen.push(id);
      atThreshold--;
    }
  }
  return chosen.sort(byCount).slice(0, limit);
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
