import { bm25, inverseDocumentFrequency } from './bm25';
import type { InvertedIndex } from './inverted-index';
import type { QueryPlan } from './query-plan';
import { MAX_TYPOS } from './text';

/**
 * How well a document matches, compared like Algolia's tie-breaking criteria: fewer typos first, then the
 * best (earliest) matched attribute, then more exactly matched words; `score` (BM25 with the field boosts,
 * bm25.ts) breaks remaining ties after the custom ranking.
 */
export interface Relevance {
  readonly typos: number;
  readonly attribute: number;
  readonly exact: number;
  readonly score: number;
}

/** Negative when `a` is more relevant than `b` by typos, attribute and exact words (score aside). */
export function compareRelevance(a: Relevance, b: Relevance): number {
  return a.typos - b.typos || a.attribute - b.attribute || b.exact - a.exact;
}

/**
 * The documents matching a query with their relevance, in arrays indexed by document slot (only the
 * matched slots are meaningful). Typos, attribute and exact words are known for every matched slot; the
 * text score only for the slots passed to `scoreSlots` (it breaks ties last, so a query scores only the
 * documents that can still reach its page). Scratch memory of the scorer: valid until the next query on
 * the same index, after which scoring throws.
 */
export class QueryMatches {
  private members: Set<number> | undefined;

  constructor(
    /** The matched slots, in no particular order. */
    readonly slots: Int32Array,
    /** Typos summed over the query words (each word's fewest among the document's matched words). */
    readonly typos: Int32Array,
    /** The earliest field (ranking order) holding a matched word. */
    readonly attribute: Int32Array,
    /** Query words found as typed. */
    readonly exact: Int32Array,
    /** BM25 sum times the number of distinct query terms matched, for the slots scored so far. */
    readonly score: Float64Array,
    private readonly index: InvertedIndex,
    private readonly scoreOf: (slots: Int32Array) => void,
  ) {}

  /** Computes `score` of `slots` (matched slots, each once); a slot scored twice gets the same score. */
  scoreSlots(slots: Int32Array): void {
    this.scoreOf(slots);
  }

  /** Relevance of the document `doc`, or undefined when it does not match (every match is scored on first use). */
  get(doc: string): Relevance | undefined {
    if (!this.members) {
      this.scoreOf(this.slots);
      this.members = new Set(this.slots);
    }
    const s = this.index.slot(doc);
    if (s === undefined || !this.members.has(s)) return undefined;
    return { typos: this.typos[s]!, attribute: this.attribute[s]!, exact: this.exact[s]!, score: this.score[s]! };
  }
}

/**
 * Matches query plans over one inverted index in two passes over the posting lists of the planned terms,
 * into per-slot arrays reused across queries. `match` walks them word by word (a document must stay matched
 * by every word so far) for typos, attribute and exact words; `QueryMatches.scoreSlots` walks them again for
 * the BM25 score of chosen documents only. Sums are grouped as minisearch 7 grouped them (per word: the main
 * terms, each in field order, then each extra term's own sum; then across words), so documents with the
 * same matches get bit-equal scores; within a group the terms come in text order where minisearch used its
 * radix tree's, which can move a sum in its last bits only.
 */
export class RelevanceScorer {
  private capacity = -1;
  private wordCapacity = 0;
  private epoch = 0;
  private serial = 0;
  private chosenEpoch = 0;
  private stamp = new Int32Array(0);
  private progress = new Int32Array(0);
  private list = new Int32Array(0);
  private chosen = new Int32Array(0);
  private main = new Float64Array(0);
  private extra = new Float64Array(0);
  private own = new Float64Array(0);
  private ownStamp = new Int32Array(0);
  private total = new Float64Array(0);
  private attribute = new Int32Array(0);
  private exact = new Int32Array(0);
  private exactWord = new Int32Array(0);
  private quality = new Int32Array(0);
  private lastSource = new Int32Array(0);
  private best = new Uint8Array(0);
  private typos = new Int32Array(0);
  private score = new Float64Array(0);

  constructor(
    private readonly index: InvertedIndex,
    private readonly boosts: readonly number[],
  ) {}

  /** The documents matching every word of `plan`, with their typos, attribute and exact words (scores on demand). */
  // The per-word matching loop of every query, kept in one pass over the postings (search bench p99).
  // eslint-disable-next-line complexity -- see the line above
  match(plan: QueryPlan): QueryMatches {
    const W = plan.words.length;
    this.ensure(this.index.slotCapacity, W);
    const cap = this.capacity;
    const F = this.index.fieldCount;
    const { stamp, progress, list, attribute, exact, exactWord, best } = this;
    if (this.epoch > 2 ** 30 || this.serial > 2 ** 30 || this.chosenEpoch > 2 ** 30) this.reset();
    const cur = ++this.epoch;
    let n = 0;
    for (let i = 0; i < W; i++) {
      for (const group of plan.words[i]!) {
        for (const t of group.terms) {
          for (let f = 0; f < F; f++) {
            const { data, used } = this.index.posting(t.id, f);
            for (let e = 0; data && e < used; e += 2) {
              const doc = data[e]!;
              if (i === 0) {
                if (stamp[doc] !== cur) {
                  stamp[doc] = cur;
                  progress[doc] = 1;
                  attribute[doc] = F;
                  exact[doc] = 0;
                  exactWord[doc] = -1;
                  for (let k = 0; k < W; k++) best[k * cap + doc] = MAX_TYPOS;
                  list[n++] = doc;
                }
              } else {
                if (stamp[doc] !== cur || progress[doc]! < i) continue;
                if (progress[doc] === i) progress[doc] = i + 1;
              }
              if (f < attribute[doc]!) attribute[doc] = f;
              for (let k = 0; k < W; k++) if (t.typos[k]! < best[k * cap + doc]!) best[k * cap + doc] = t.typos[k]!;
              if (t.exact && exactWord[doc] !== i) {
                exactWord[doc] = i;
                exact[doc]!++;
              }
            }
          }
        }
      }
      let m = 0;
      for (let k = 0; k < n; k++) if (progress[list[k]!] === i + 1) list[m++] = list[k]!;
      n = m;
    }
    for (let k = 0; k < n; k++) {
      const doc = list[k]!;
      let sum = 0;
      for (let w = 0; w < W; w++) sum += best[w * cap + doc]!;
      this.typos[doc] = sum;
    }
    const scoreOf = (slots: Int32Array): void => {
      if (this.epoch !== cur) throw new Error('QueryMatches used after the next query on its index');
      this.scoreChosen(plan, slots);
    };
    return new QueryMatches(list.subarray(0, n), this.typos, attribute, exact, this.score, this.index, scoreOf);
  }

  /**
   * The score of each of `slots` (all matched by `plan`): BM25 sums grouped as described above, times the terms
   * matched.
   */
  // The scoring loop of every query, one pass over the chosen slots (search bench p99).
  // eslint-disable-next-line complexity -- see the line above
  private scoreChosen(plan: QueryPlan, slots: Int32Array): void {
    const F = this.index.fieldCount;
    const N = this.index.documentCount;
    const { chosen, main, extra, own, ownStamp, total, quality, lastSource } = this;
    const sel = ++this.chosenEpoch;
    for (const doc of slots) {
      chosen[doc] = sel;
      total[doc] = 0;
      quality[doc] = 0;
      lastSource[doc] = -1;
    }
    const sets = plan.duplicateSources ? new Map<number, Set<number>>() : undefined;
    for (const groups of plan.words) {
      for (const doc of slots) {
        main[doc] = 0;
        extra[doc] = 0;
      }
      for (const group of groups) {
        for (const t of group.terms) {
          const serial = ++this.serial;
          for (let f = 0; f < F; f++) {
            const { data, used } = this.index.posting(t.id, f);
            if (!data || used === 0) continue;
            const idf = inverseDocumentFrequency(used / 2, N);
            const weight = t.weight * (this.boosts[f] || 1);
            const average = this.index.averageFieldLength(f);
            for (let e = 0; e < used; e += 2) {
              const doc = data[e]!;
              if (chosen[doc] !== sel) continue;
              const c = weight * bm25(idf, data[e + 1]!, this.index.fieldLength(doc, f), average);
              if (!group.extra) main[doc]! += c;
              else if (ownStamp[doc] !== serial) {
                ownStamp[doc] = serial;
                own[doc] = c;
              } else own[doc]! += c;
              if (sets) {
                let s = sets.get(doc);
                if (!s) sets.set(doc, (s = new Set()));
                s.add(group.source);
              } else if (lastSource[doc] !== group.source) {
                lastSource[doc] = group.source;
                quality[doc]!++;
              }
            }
          }
          if (group.extra) this.foldOwn(t.id, serial);
        }
      }
      for (const doc of slots) total[doc]! += main[doc]! + extra[doc]!;
    }
    for (const doc of slots) this.score[doc] = total[doc]! * (sets ? sets.get(doc)!.size : quality[doc]!);
  }

  /** Adds each document's own sum of the extra term `termId` (all its fields) to its extra sum, once. */
  private foldOwn(termId: number, serial: number): void {
    const { ownStamp, own, extra } = this;
    for (let f = 0; f < this.index.fieldCount; f++) {
      const { data, used } = this.index.posting(termId, f);
      for (let e = 0; data && e < used; e += 2) {
        const doc = data[e]!;
        if (ownStamp[doc] !== serial) continue;
        extra[doc]! += own[doc]!;
        ownStamp[doc] = 0;
      }
    }
  }

  private reset(): void {
    this.epoch = 0;
    this.serial = 0;
    this.chosenEpoch = 0;
    this.stamp.fill(0);
    this.ownStamp.fill(0);
    this.chosen.fill(0);
  }

  private ensure(capacity: number, words: number): void {
    if (capacity <= this.capacity && words <= this.wordCapacity) return;
    const cap = Math.max(capacity, this.capacity);
    this.wordCapacity = Math.max(words, this.wordCapacity);
    if (cap !== this.capacity) {
      this.capacity = cap;
      this.epoch = 0;
      this.serial = 0;
      this.chosenEpoch = 0;
      for (const name of [
        'stamp',
        'progress',
        'list',
        'chosen',
        'ownStamp',
        'attribute',
        'exact',
        'exactWord',
        'quality',
        'lastSource',
        'typos',
      ] as const)
        this[name] = new Int32Array(cap);
      for (const name of ['main', 'extra', 'own', 'total', 'score'] as const) this[name] = new Float64Array(cap);
    }
    this.best = new Uint8Array(this.capacity * this.wordCapacity);
  }
}
