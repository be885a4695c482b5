import { fuzzyWeight, prefixWeight } from './bm25';
import type { InvertedIndex } from './inverted-index';
import { editDistance, MAX_TYPOS, MIN_WORD_LENGTH_FOR_TYPO, typoBudget, wordMatch } from './text';

/**
 * Which indexed words each query word reaches, after Algolia's defaults (spec: shell-account §7 Search
 * service): the word itself; for the last query word, every longer word it prefixes; from 4 letters, the
 * words within its typo budget by Levenshtein distance ('main' terms, text.ts typoBudget), and the words that
 * only the Algolia rules reach (a swap of two neighbours, a typo inside the last word's prefix: 'extra' terms,
 * each scored on its own). A document matches when it holds a term of every query word.
 */

/** An indexed word reached from a query word: its id, score weight and typos against every query word. */
export interface PlannedTerm {
  readonly id: number;
  /** 1 for the query word itself, bm25.ts prefixWeight / fuzzyWeight otherwise, 1 for an extra term. */
  readonly weight: number;
  /** Typos of this word for query word k (text.ts wordMatch; MAX_TYPOS when it does not match k). */
  readonly typos: Uint8Array;
  /** Whether it is the query word itself (counts as an exactly matched word). */
  readonly exact: boolean;
}

/**
 * Terms scored together. `source` numbers the query term they count for in the quality factor (the number
 * of distinct query terms a document matched): the query word for its main group, the word itself for an
 * extra group (one term).
 */
export interface TermGroup {
  readonly source: number;
  readonly extra: boolean;
  readonly terms: readonly PlannedTerm[];
}

/** The groups of every query word, in query order; `duplicateSources` when two groups count for one term. */
export interface QueryPlan {
  readonly words: readonly (readonly TermGroup[])[];
  readonly duplicateSources: boolean;
}

/** The plan of the normalised query words `qs` (at least one) over `index`; `typos` false turns typo tolerance off. */
export function planQuery(index: InvertedIndex, qs: readonly string[], typos: boolean): QueryPlan {
  const last = qs.length - 1;
  const sources = new Map<string, number>();
  let groupCount = 0;
  const sourceOf = (text: string): number => {
    groupCount++;
    let s = sources.get(text);
    if (s === undefined) sources.set(text, (s = sources.size));
    return s;
  };
  const typoMemo = new Map<number, Uint8Array>();
  const term = (id: number, weight: number, exact: boolean): PlannedTerm => {
    let t = typoMemo.get(id);
    if (!t) {
      const word = index.term(id);
      typoMemo.set(id, (t = Uint8Array.from(qs, (q, k) => wordMatch(word, q, k === last, typos)?.typos ?? MAX_TYPOS)));
    }
    return { id, weight, typos: t, exact };
  };
  const words = qs.map((q, i) => {
    const asPrefix = i === last;
    const main: PlannedTerm[] = [];
    const extras: TermGroup[] = [];
    const own = index.termId(q);
    if (own !== undefined) main.push(term(own, 1, true));
    if (asPrefix)
      for (const w of index.withPrefix(q))
        if (w !== q) main.push(term(index.termId(w)!, prefixWeight(w.length, q.length), false));
    if (typos && q.length >= MIN_WORD_LENGTH_FOR_TYPO) {
      const budget = typoBudget(q);
      for (const w of index.typoCandidates().near(q, budget, asPrefix)) {
        if (w === q || (asPrefix && w.startsWith(q))) continue;
        const distance = editDistance(w, q, budget, false);
        if (distance <= budget) main.push(term(index.termId(w)!, fuzzyWeight(w.length, distance), false));
        else if (
          (asPrefix ? w.length >= q.length - budget : Math.abs(w.length - q.length) <= budget) &&
          wordMatch(w, q, asPrefix, true)
        ) {
          extras.push({ source: sourceOf(w), extra: true, terms: [term(index.termId(w)!, 1, false)] });
        }
      }
    }
    return [{ source: sourceOf(q), extra: false, terms: main }, ...extras];
  });
  return { words, duplicateSources: sources.size < groupCount };
}
