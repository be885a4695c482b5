import { normalize, words } from './text';

/**
 * The tokenizer of the inverted index (inverted-index.ts): a field's text becomes its length in distinct
 * words as typed (what BM25 calls the field length, as minisearch 7 counted it) and its normalised terms with
 * their occurrences. Each word as typed is remembered with its term id, so a word met again costs one map
 * lookup rather than a Unicode normalisation; per-term counts live in arrays stamped per field, not in a map
 * per field. One analyser serves one bulk load (or one document) and is then dropped.
 */
export class FieldAnalyser {
  private readonly typedIds = new Map<string, number>();
  /** Per word as typed: its term id (-1: it normalises to nothing), and the field it was last counted in. */
  private typedTerm: Int32Array = new Int32Array(256);
  private typedStamp: Int32Array = new Int32Array(256);
  /** Per term id: the field it was last counted in, and its occurrences there. */
  private termStamp: Int32Array = new Int32Array(256);
  private termCount: Int32Array = new Int32Array(256);
  private stamp = 0;
  private readonly touched: number[] = [];

  /** `termIdOf` gives the index's term id of a normalised word, assigning one to a new word. */
  constructor(private readonly termIdOf: (term: string) => number) {}

  /**
   * Appends to `pairs` the postings of `value` in field number `field` of `fieldCount`, as (term id ×
   * fieldCount + field, occurrences) in order of first occurrence; returns the number of distinct words as
   * typed.
   */
  analyse(value: string, fieldCount: number, field: number, pairs: number[]): number {
    const s = ++this.stamp;
    let distinct = 0;
    const touched = this.touched;
    touched.length = 0;
    for (const token of words(value)) {
      let id = this.typedIds.get(token);
      if (id === undefined) id = this.learn(token);
      if (this.typedStamp[id] !== s) {
        this.typedStamp[id] = s;
        distinct++;
      }
      const term = this.typedTerm[id]!;
      if (term < 0) continue;
      if (term >= this.termStamp.length) this.growTerms(term + 1);
      if (this.termStamp[term] !== s) {
        this.termStamp[term] = s;
        this.termCount[term] = 1;
        touched.push(term);
      } else this.termCount[term]!++;
    }
    for (const term of touched) pairs.push(term * fieldCount + field, this.termCount[term]!);
    return distinct;
  }

  /** Remembers the word as typed `token` and its term id; returns its id. */
  private learn(token: string): number {
    const id = this.typedIds.size;
    this.typedIds.set(token, id);
    if (id >= this.typedTerm.length) {
      this.typedTerm = grown(this.typedTerm, id + 1);
      this.typedStamp = grown(this.typedStamp, id + 1);
    }
    const term = normalize(token);
    this.typedTerm[id] = term ? this.termIdOf(term) : -1;
    return id;
  }

  private growTerms(size: number): void {
    this.termStamp = grown(this.termStamp, size);
    this.termCount = grown(this.termCount, size);
  }
}

/** A copy of `a` at least `size` long (doubling). */
function grown(a: Int32Array, size: number): Int32Array {
  const out = new Int32Array(Math.max(size, a.length * 2));
  out.set(a);
  return out;
}
