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
 * matched slots are meaningful). Scratch memory of the scorer: valid until the next query on the same index.
 */
export class QueryMatches {
  private members: Map<number, number> | undefined;

  constructor(
    /** The matched slots, in no particular order. */
    readonly slots: Int32Array,
    /** Typos summed over the query words (each word's fewest among the document's matched words). */
    readonly typos: Int32Array,
    /** The earliest field (ranking order) holding a matched word. */
    readonly attribute: Int32Array,
    /** Query words found as typed. */
    readonly exact: Int32Array,
    /** BM25 sum times the number of distinct query terms matched. */
    readonly score: Float64Array,
    private readonly index: InvertedIndex,
  ) {}

  /** Relevance of the document `doc`, or undefined when it does not match (a lookup table is built on first use). */
  get(doc: string): Relevance | undefined {
    if (!this.members) this.members = new Map(Array.from(this.slots, (s, k) => [s, k]));
    const s = this.index.slot(doc);
    if (s === undefined || !this.members.has(s)) return undefined;
    return { typos: this.typos[s]!, attribute: this.attribute[s]!, exact: this.exact[s]!, score: this.score[s]! };
  }
}

/**
 * Scores query plans over one inverted index by walking the posting lists of the planned terms once, word by
 * word (a document must stay matched by every word so far), into per-slot arrays reused across queries.
 * Sums are grouped as minisearch 7 grouped them (per word: the main terms, each in field order, then each
 * extra term's own sum; then across words), so documents with the same matches get bit-equal scores;
 * within a group the terms come in text order where minisearch used its radix tree's, which can move a
 * sum in its last bits only.
 */
export class RelevanceScorer {
  private capacity = -1;
  private wordCapacity = 0;
  private epoch = 0;
  private serial = 0;
  private stamp = new Int32Array(0);
  private progress = new Int32Array(0);
  private list = new Int32Array(0);
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

  constructor(private readonly index: InvertedIndex, private readonly boosts: readonly number[]) {}

  /** The documents matching every word of `plan`, with their relevance. */
  run(plan: QueryPlan): QueryMatches {
    const W = plan.words.length;
    this.ensure(this.index.slotCapacity, W);
    const cap = this.capacity;
    const F = this.index.fieldCount;
    const N = this.index.documentCount;
    const { stamp, progress, list, main, extra, own, ownStamp, total, attribute, exact, exactWord, quality, lastSource, best } = this;
    if (this.epoch > 2 ** 30 || this.serial > 2 ** 30) this.reset();
    const cur = ++this.epoch;
    const sets = plan.duplicateSources ? new Map<number, Set<number>>() : undefined;
    let n = 0;
    for (let i = 0; i < W; i++) {
      for (const group of plan.words[i]!) {
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
              if (i === 0) {
                if (stamp[doc] !== cur) {
                  stamp[doc] = cur;
                  progress[doc] = 1;
                  main[doc] = 0;
                  extra[doc] = 0;
                  total[doc] = 0;
                  attribute[doc] = F;
                  exact[doc] = 0;
                  exactWord[doc] = -1;
                  quality[doc] = 0;
                  lastSource[doc] = -1;
                  for (let k = 0; k < W; k++) best[k * cap + doc] = MAX_TYPOS;
                  list[n++] = doc;
                }
              } else {
                if (stamp[doc] !== cur || progress[doc]! < i) continue;
                if (progress[doc] === i) {
                  progress[doc] = i + 1;
                  main[doc] = 0;
                  extra[doc] = 0;
                }
              }
              const c = weight * bm25(idf, data[e + 1]!, this.index.fieldLength(doc, f), average);
              if (!group.extra) main[doc]! += c;
              else if (ownStamp[doc] !== serial) {
                ownStamp[doc] = serial;
                own[doc] = c;
              } else own[doc]! += c;
              if (f < attribute[doc]!) attribute[doc] = f;
              for (let k = 0; k < W; k++) if (t.typos[k]! < best[k * cap + doc]!) best[k * cap + doc] = t.typos[k]!;
              if (t.exact && exactWord[doc] !== i) {
                exactWord[doc] = i;
                exact[doc]!++;
              }
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
      let m = 0;
      for (let k = 0; k < n; k++) {
        const doc = list[k]!;
        if (progress[doc] !== i + 1) continue;
        total[doc]! += main[doc]! + extra[doc]!;
        list[m++] = doc;
      }
      n = m;
    }
    for (let k = 0; k < n; k++) {
      const doc = list[k]!;
      let sum = 0;
      for (let w = 0; w < W; w++) sum += best[w * cap + doc]!;
      this.typos[doc] = sum;
      this.score[doc] = total[doc]! * (sets ? sets.get(doc)!.size : quality[doc]!);
    }
    return new QueryMatches(list.subarray(0, n), this.typos, attribute, exact, this.score, this.index);
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
    this.stamp.fill(0);
    this.ownStamp.fill(0);
  }

  private ensure(capacity: number, words: number): void {
    if (capacity <= this.capacity && words <= this.wordCapacity) return;
    const cap = Math.max(capacity, this.capacity);
    this.wordCapacity = Math.max(words, this.wordCapacity);
    if (cap !== this.capacity) {
      this.capacity = cap;
      this.epoch = 0;
      this.serial = 0;
      for (const name of ['stamp', 'progress', 'list', 'ownStamp', 'attribute', 'exact', 'exactWord', 'quality', 'lastSource', 'typos'] as const) this[name] = new Int32Array(cap);
      for (const name of ['main', 'extra', 'own', 'total', 'score'] as const) this[name] = new Float64Array(cap);
    }
    this.best = new Uint8Array(this.capacity * this.wordCapacity);
  }
}
