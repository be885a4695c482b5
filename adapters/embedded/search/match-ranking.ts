import type { SearchRecord } from '../../../ports/search';
import type { RecordTable, ViewOrder } from './record-table';
import type { QueryMatches } from './relevance';
import { smallest } from './ranks';

/**
 * The first hits of a full-text query without ranking every candidate (spec: shell-account §7 Search
 * service: a replica's sort, then typos, attribute, exact words, custom ranking, text score). The criteria
 * are compared in that order, so a coarse class of each candidate (its sort rank when the view sorts, else
 * its typos, attribute and exact words, then its custom rank) already orders most of them: counting the
 * candidates per class gives the class of the k-th best, and only the candidates up to it can reach the
 * page. Only their documents get a text score (relevance.ts scoreSlots) and enter the heap. A query for
 * 'date', where 'data' (one typo) sits in nearly every description, thus ranks the few hundred exact
 * matches instead of every document.
 */

/**
 * Most coarse classes counted without a replica sort (typo-attribute-exact tiers times custom ranks): the
 * counts array grows to it (4 MiB) only for an index whose custom ranking is finer than that of Products.
 */
const MAX_CLASSES = 1 << 20;

const rankers = new WeakMap<object, MatchRanker>();

/** Per-table scratch of the ranking of matched documents; `load` a query's matches, then take the `top`. */
export class MatchRanker {
  /** Per document ordinal: its slot in the matches, its tier, its criteria and score once ranked. */
  private readonly slotOf: Int32Array;
  private readonly tier: Int32Array;
  private readonly typos: Int32Array;
  private readonly attribute: Int32Array;
  private readonly exact: Int32Array;
  private readonly score: Float64Array;
  private readonly mark: Int32Array;
  private readonly toScore: Int32Array;
  /** Per record: the packed ranking key, the ranked candidates. */
  private readonly key: Float64Array;
  private readonly ranked: Int32Array;
  /** Candidates per coarse class (all zero between queries). */
  private counts: Int32Array;
  private readonly customRange: number;
  private readonly sortRanges = new WeakMap<Int32Array, number>();
  private epoch = 0;
  private tiers = 1;
  private matches: QueryMatches | undefined;
  private ordinals: Int32Array = new Int32Array(0);

  private constructor(private readonly table: RecordTable<SearchRecord>) {
    const docs = table.docIds.length;
    this.slotOf = new Int32Array(docs);
    this.tier = new Int32Array(docs);
    this.typos = new Int32Array(docs);
    this.attribute = new Int32Array(docs);
    this.exact = new Int32Array(docs);
    this.mark = new Int32Array(docs);
    this.toScore = new Int32Array(docs);
    this.score = new Float64Array(docs);
    this.key = new Float64Array(table.size);
    this.ranked = new Int32Array(table.size);
    this.counts = new Int32Array(table.size + 1);
    this.customRange = rangeOf(table.customRank);
  }

  /** The ranker of `table` (one per table version). */
  static of<R extends SearchRecord>(table: RecordTable<R>): MatchRanker {
    let r = rankers.get(table);
    if (!r) rankers.set(table, (r = new MatchRanker(table as unknown as RecordTable<SearchRecord>)));
    return r;
  }

  /**
   * Reads each matched document's criteria from `matches` (`ordinals`: slot → document ordinal, IndexData
   * ordinals; `fields`: number of searchable fields). Valid until the next load.
   */
  load(matches: QueryMatches, ordinals: Int32Array, fields: number): void {
    let maxTypos = 0;
    let maxExact = 0;
    for (const slot of matches.slots) {
      if (matches.typos[slot]! > maxTypos) maxTypos = matches.typos[slot]!;
      if (matches.exact[slot]! > maxExact) maxExact = matches.exact[slot]!;
    }
    const attributes = fields + 1;
    this.tiers = (maxTypos + 1) * attributes * (maxExact + 1);
    this.matches = matches;
    this.ordinals = ordinals;
    for (const slot of matches.slots) {
      const d = ordinals[slot]!;
      this.slotOf[d] = slot;
      this.tier[d] =
        (matches.typos[slot]! * attributes + matches.attribute[slot]!) * (maxExact + 1) +
        (maxExact - matches.exact[slot]!);
    }
  }

  /**
   * The `k` best of `candidates` (records of loaded documents, any order, k ≤ their number) in `view`, best
   * first: sort rank, tier, custom rank, then text score (higher first), document, position.
   */
  top(candidates: Int32Array, k: number, view: ViewOrder): number[] {
    if (k <= 0) return [];
    const { docOrd, position, customRank } = this.table;
    const { sortRank } = view;
    const { tier, ranked, key, typos, attribute, exact, score, customRange } = this;
    let sortRange = this.sortRanges.get(sortRank);
    if (sortRange === undefined) this.sortRanges.set(sortRank, (sortRange = rangeOf(sortRank)));
    // Class: the sort rank when the view sorts; else the tier, times the custom ranks when few enough; 0 (no pruning)
    // past MAX_CLASSES.
    const mode = sortRange > 1 ? 0 : this.tiers * customRange <= MAX_CLASSES ? 1 : this.tiers <= MAX_CLASSES ? 2 : 3;
    const classes = [sortRange, this.tiers * customRange, this.tiers, 1][mode]!;
    if (this.counts.length <= classes) this.counts = new Int32Array(classes + 1);
    const { counts } = this;
    const classOf = (r: number): number =>
      mode === 0
        ? sortRank[r]!
        : mode === 1
          ? tier[docOrd[r]!]! * customRange + customRank[r]!
          : mode === 2
            ? tier[docOrd[r]!]!
            : 0;
    for (let j = 0; j < candidates.length; j++) counts[classOf(candidates[j]!)]!++;
    let threshold = 0;
    for (let seen = counts[0]!; seen < k && threshold + 1 < counts.length; seen += counts[++threshold]!);
    let m = 0;
    for (let j = 0; j < candidates.length; j++) {
      const r = candidates[j]!;
      const c = classOf(r);
      counts[c] = 0;
      if (c <= threshold) ranked[m++] = r;
    }
    this.scoreDocuments(ranked.subarray(0, m));
    const packed = sortRange * this.tiers * customRange <= Number.MAX_SAFE_INTEGER;
    if (packed) {
      for (let j = 0; j < m; j++) {
        const r = ranked[j]!;
        key[r] = (sortRank[r]! * this.tiers + tier[docOrd[r]!]!) * customRange + customRank[r]!;
      }
    }
    const tail = (da: number, db: number, a: number, b: number): number =>
      score[db]! - score[da]! || da - db || position[a]! - position[b]!;
    const cmp = packed
      ? (a: number, b: number): number => key[a]! - key[b]! || tail(docOrd[a]!, docOrd[b]!, a, b)
      : (a: number, b: number): number => {
          const da = docOrd[a]!;
          const db = docOrd[b]!;
          return (
            sortRank[a]! - sortRank[b]! ||
            typos[da]! - typos[db]! ||
            attribute[da]! - attribute[db]! ||
            exact[db]! - exact[da]! ||
            customRank[a]! - customRank[b]! ||
            tail(da, db, a, b)
          );
        };
    return smallest(ranked.subarray(0, m), k, cmp);
  }

  /** Scores the documents of `records` once each and copies their criteria by document ordinal. */
  private scoreDocuments(records: Int32Array): void {
    const matches = this.matches!;
    const { docOrd } = this.table;
    const { mark, toScore, slotOf } = this;
    if (this.epoch > 2 ** 30) {
      this.epoch = 0;
      mark.fill(0);
    }
    const epoch = ++this.epoch;
    let n = 0;
    for (let j = 0; j < records.length; j++) {
      const d = docOrd[records[j]!]!;
      if (mark[d] === epoch) continue;
      mark[d] = epoch;
      toScore[n++] = slotOf[d]!;
    }
    const slots = toScore.subarray(0, n);
    matches.scoreSlots(slots);
    for (const slot of slots) {
      const d = this.ordinals[slot]!;
      this.typos[d] = matches.typos[slot]!;
      this.attribute[d] = matches.attribute[slot]!;
      this.exact[d] = matches.exact[slot]!;
      this.score[d] = matches.score[slot]!;
    }
  }
}

/** Largest of `ranks` + 1 (1 when empty). */
export function rangeOf(ranks: Int32Array): number {
  let max = 0;
  for (let i = 0; i < ranks.length; i++) if (ranks[i]! > max) max = ranks[i]!;
  return max + 1;
}
