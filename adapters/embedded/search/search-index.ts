import MiniSearch from 'minisearch';
import type { SearchRecord } from '../../../ports/search';
import { RecordTable } from './record-table';
import { TypoCandidates } from './typo-candidates';
import { editDistance, FUZZINESS, MAX_TYPOS, MIN_WORD_LENGTH_FOR_TYPO, normalize, queryWords, typoBudget, wordMatch, words } from './text';

/**
 * One searchable record set on minisearch 7: full text with typo tolerance (fuzzy 0.2, none under 4
 * letters, at most 2) and prefix matching of the query's last word, every query word required (Algolia's
 * defaults), boosts per field. Records are grouped in documents that share their text (all variants of a
 * product form one document), so the text is indexed once per product.
 */

/** How an index ranks, facets, highlights and folds its records. */
export interface IndexDefinition<R extends SearchRecord> {
  /** Searchable fields of a document and their boosts (the first, highest, is the name). */
  readonly fields: Readonly<Record<string, number>>;
  /** Attributes counted for `facets: ['*']`. */
  readonly facetable: readonly string[];
  /** Attributes highlighted by default (dotted paths into the record). */
  readonly highlightable: readonly string[];
  /** The attributeForDistinct of a record, when the index supports distinct. */
  readonly distinctKey?: (r: R) => string;
  /** Custom ranking, applied after relevance (negative: `a` first). */
  readonly customRanking: (a: R, b: R) => number;
}

/** A record with its document and its position in it (ranking falls back on document, then position). */
export interface Entry<R extends SearchRecord> {
  readonly record: R;
  readonly doc: string;
  readonly position: number;
}

type Doc = { readonly id: string } & Readonly<Record<string, string>>;

/**
 * How well a document matches, compared like Algolia's tie-breaking criteria: fewer typos first, then the
 * best (earliest) matched attribute, then more exactly matched words; `score` (minisearch's BM25 with the
 * field boosts) breaks remaining ties after the custom ranking.
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

/** The records of one index with their full-text index; replicas share one IndexData. */
export class IndexData<R extends SearchRecord> {
  private readonly mini: MiniSearch<Doc>;
  private readonly docs = new Map<string, Entry<R>[]>();
  /** Indexed words → number of documents holding them (for typo-tolerant prefixes, which minisearch lacks). */
  private readonly vocabulary = new Map<string, number>();
  private readonly docWords = new Map<string, ReadonlySet<string>>();
  /** The vocabulary in Map order (the order typo expansions are handed to minisearch) and its typo index. */
  private words: { readonly order: ReadonlyMap<string, number>; readonly typos: TypoCandidates } | undefined;
  private cache: Entry<R>[] | undefined;
  private tableCache: RecordTable<R> | undefined;

  constructor(readonly definition: IndexDefinition<R>) {
    this.mini = new MiniSearch<Doc>({
      fields: Object.keys(definition.fields),
      storeFields: [],
      tokenize: (text) => words(text),
      processTerm: (term) => normalize(term),
    });
  }

  /** Replaces the document `doc`: its searchable `text` (field → text) and its records. No records removes it. */
  put(doc: string, text: Readonly<Record<string, string>>, records: readonly R[]): void {
    this.remove(doc);
    if (records.length === 0) return;
    this.mini.add({ ...text, id: doc });
    this.docs.set(doc, records.map((record, position) => ({ record, doc, position })));
    const vocabulary = new Set(Object.values(text).flatMap((t) => words(t).map(normalize)));
    this.docWords.set(doc, vocabulary);
    for (const w of vocabulary) this.vocabulary.set(w, (this.vocabulary.get(w) ?? 0) + 1);
    this.words = undefined;
    this.cache = undefined;
    this.tableCache = undefined;
  }

  /** Removes the document `doc` and its records; nothing when absent. */
  remove(doc: string): void {
    if (!this.docs.has(doc)) return;
    this.mini.discard(doc);
    this.docs.delete(doc);
    for (const w of this.docWords.get(doc) ?? []) {
      const n = (this.vocabulary.get(w) ?? 1) - 1;
      if (n > 0) this.vocabulary.set(w, n);
      else this.vocabulary.delete(w);
    }
    this.docWords.delete(doc);
    this.words = undefined;
    this.cache = undefined;
    this.tableCache = undefined;
  }

  /** Every record, by document then position. */
  entries(): readonly Entry<R>[] {
    this.cache ??= [...this.docs.values()].flat();
    return this.cache;
  }

  /** The records in columnar form for the query path (built on first use after a change). */
  table(): RecordTable<R> {
    this.tableCache ??= new RecordTable(this.entries(), this.definition);
    return this.tableCache;
  }

  /** Number of records. */
  get size(): number {
    return this.entries().length;
  }

  /**
   * Relevance of the documents matching `query` (every query word, the last as a prefix, with typos when
   * `typos`), or undefined when the query has no words (every record matches).
   */
  relevance(query: string, typos: boolean): Map<string, Relevance> | undefined {
    const qs = queryWords(query);
    if (qs.length === 0) return undefined;
    const fields = Object.keys(this.definition.fields);
    const last = qs.length - 1;
    const queries = qs.map((q, i) => {
      const fuzzy = typos && q.length >= MIN_WORD_LENGTH_FOR_TYPO ? FUZZINESS : false;
      const word = { queries: [q], combineWith: 'OR' as const, prefix: i === last, fuzzy, maxFuzzy: MAX_TYPOS };
      const extra = fuzzy ? this.typoExpansions(q, i === last) : [];
      return extra.length === 0 ? word : { combineWith: 'OR' as const, queries: [word, { queries: extra, combineWith: 'OR' as const, prefix: false, fuzzy: false }] };
    });
    const results = this.mini.search({ combineWith: 'AND', queries }, { boost: { ...this.definition.fields } });
    const relevance = new Map<string, Relevance>();
    // Documents share their terms: each (query word, term) pair is matched once per query.
    const memo = qs.map(() => new Map<string, number>());
    const typosOf = (term: string, i: number): number => {
      let n = memo[i]!.get(term);
      if (n === undefined) memo[i]!.set(term, (n = wordMatch(term, qs[i]!, i === last, typos)?.typos ?? MAX_TYPOS));
      return n;
    };
    for (const r of results) {
      let totalTypos = 0;
      let exact = 0;
      qs.forEach((q, i) => {
        let best = MAX_TYPOS;
        for (const term of r.terms) best = Math.min(best, typosOf(term, i));
        if (r.terms.includes(q)) exact++;
        totalTypos += best;
      });
      const attribute = Math.min(...r.terms.flatMap((t) => (r.match[t] ?? []).map((f) => fields.indexOf(f))).filter((n) => n >= 0), fields.length);
      relevance.set(String(r.id), { typos: totalTypos, attribute, exact, score: r.score });
    }
    return relevance;
  }

  /**
   * Indexed words within the typo budget of `q` that minisearch's Levenshtein fuzziness misses: a swap of
   * two neighbours ('cashwes' → 'cashews') and, for the last word, a typo inside a prefix ('cashw' → 'cashews').
   */
  private typoExpansions(q: string, asPrefix: boolean): string[] {
    const budget = typoBudget(q);
    if (!this.words) {
      const keys = [...this.vocabulary.keys()];
      this.words = { order: new Map(keys.map((w, i) => [w, i])), typos: new TypoCandidates(keys) };
    }
    const { order, typos } = this.words;
    // The candidates within the budget, then the same test as a scan of the vocabulary, in vocabulary order.
    return typos.near(q, budget, asPrefix).filter((w) => {
      if (asPrefix ? w.length < q.length - budget : Math.abs(w.length - q.length) > budget) return false;
      if (w === q || (asPrefix && w.startsWith(q)) || editDistance(w, q, budget, false) <= budget) return false;
      return wordMatch(w, q, asPrefix, true) !== undefined;
    }).sort((a, b) => order.get(a)! - order.get(b)!);
  }
}
