/**
 * Typo candidates from a vocabulary without scanning it: the words are kept sorted, which makes them an
 * implicit trie (the words sharing a prefix form one contiguous range), and a depth-first walk carries the
 * rows of the optimal-string-alignment edit distance (a swap of two neighbours counts as one typo, as in
 * text.ts editDistance) between the current prefix and the query word, abandoning a branch as soon as no
 * extension can come back within the bound. The result is a superset of the words within the bound: callers
 * still decide with text.ts wordMatch / editDistance, so matching rules live in one place.
 */
export class TypoCandidates {
  private readonly sorted: readonly string[];

  /** Indexes `words` (normalised, any order, no duplicates needed). */
  constructor(words: Iterable<string>) {
    this.sorted = [...new Set(words)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Number of distinct words indexed. */
  get size(): number {
    return this.sorted.length;
  }

  /**
   * Words `w` (in sorted order) with OSA distance(w, q) ≤ max; with `asPrefix`, also every word having a
   * prefix of at least max(1, |q| − max) characters within `max` of `q` ('cashw' reaches 'cashews').
   */
  near(q: string, max: number, asPrefix: boolean): string[] {
    const m = q.length;
    const out: string[] = [];
    const minPrefix = Math.max(1, m - max);
    // One row per depth, reused: a walk at depth d only reads rows d - 1 and d and writes row d + 1.
    const rows: Int32Array[] = [];
    const rowAt = (depth: number): Int32Array => (rows[depth] ??= new Int32Array(m + 1));
    const first = rowAt(0);
    for (let j = 0; j <= m; j++) first[j] = j;
    const rowMin = (row: Int32Array): number => {
      let v = row[0]!;
      for (let j = 1; j <= m; j++) if (row[j]! < v) v = row[j]!;
      return v;
    };
    const walk = (
      lo: number,
      hi: number,
      depth: number,
      before: Int32Array | undefined,
      row: Int32Array,
      prevChar: string,
    ): void => {
      if (asPrefix && depth >= minPrefix && row[m]! <= max) {
        for (let i = lo; i < hi; i++) out.push(this.sorted[i]!);
        return;
      }
      while (lo < hi && this.sorted[lo]!.length === depth) {
        if (row[m]! <= max) out.push(this.sorted[lo]!);
        lo++;
      }
      // Row depth+1 takes from rows depth and depth-1 (a swap); beyond both minima no cell can return to ≤ max.
      if (rowMin(row) > max && (before === undefined || rowMin(before) > max)) return;
      for (let start = lo; start < hi;) {
        const c = this.sorted[start]![depth]!;
        const end = this.rangeEnd(start, hi, depth, c);
        const next = rowAt(depth + 1);
        next[0] = depth + 1;
        for (let j = 1; j <= m; j++) {
          let v = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (c === q[j - 1] ? 0 : 1));
          if (before && j > 1 && c === q[j - 2] && prevChar === q[j - 1]) v = Math.min(v, before[j - 2]! + 1);
          next[j] = v;
        }
        walk(start, end, depth + 1, row, next, c);
        start = end;
      }
    };
    walk(0, this.sorted.length, 0, undefined, first, '');
    return out;
  }

  /**
   * The end of the run of words from `start` whose character at `depth` is `c`, before `hi`: every word of
   * [start, hi) shares its first `depth` characters and is longer, so those characters ascend; binary search
   * rather than a walk over the run (the first levels' runs hold thousands of words).
   */
  private rangeEnd(start: number, hi: number, depth: number, c: string): number {
    let lo = start + 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]![depth]! <= c) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
