/**
 * Rank computations of the columnar record table (record-table.ts) and of the query path: dense ranks, the
 * k smallest items under a comparator, and the top facet values.
 */

/** Dense ranks of `n` items under `cmp` (equal items share a rank; rank order = cmp order). */
export function denseRanks(n: number, cmp: (a: number, b: number) => number): Int32Array {
  const order = Array.from({ length: n }, (_, i) => i).sort(cmp);
  const ranks = new Int32Array(n);
  let rank = 0;
  for (let k = 0; k < n; k++) {
    if (k > 0 && cmp(order[k - 1]!, order[k]!) !== 0) rank++;
    ranks[order[k]!] = rank;
  }
  return ranks;
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
