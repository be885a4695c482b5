/** Rank computations of the columnar record table (record-table.ts): dense ranks and the top facet values. */

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
 * are never chosen. Linear in the number of ids plus limit·log(limit).
 */
export function topValues(counts: Int32Array, limit: number): number[] {
  if (limit <= 0) return [];
  let maxCount = 0;
  for (let id = 0; id < counts.length; id++) if (counts[id]! > maxCount) maxCount = counts[id]!;
  if (maxCount === 0) return [];
  // The smallest count still needed: walk a histogram of counts down from the largest until `limit` ids are covered.
  const histogram = new Int32Array(maxCount + 1);
  for (let id = 0; id < counts.length; id++) histogram[counts[id]!]!++;
  let threshold = maxCount;
  let above = 0;
  while (threshold > 1 && above + histogram[threshold]! < limit) above += histogram[threshold--]!;
  const chosen: number[] = [];
  let atThreshold = limit - above;
  for (let id = 0; id < counts.length; id++) {
    const n = counts[id]!;
    if (n > threshold) chosen.push(id);
    else if (n === threshold && atThreshold > 0) {
      chosen.push(id);
      atThreshold--;
    }
  }
  return chosen.sort((a, b) => counts[b]! - counts[a]! || a - b).slice(0, limit);
}
