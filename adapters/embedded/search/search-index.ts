import type { SearchRecord } from '../../../ports/search';
import { InvertedIndex } from './inverted-index';
import { planQuery } from './query-plan';
import { RecordTable } from './record-table';
import { RelevanceScorer, type QueryMatches } from './relevance';
import { queryWords } from './text';

export { compareRelevance, type Relevance } from './relevance';

/**
 * One searchable record set (spec: shell-account §7 Search service): full text with typo tolerance (none
 * under 4 letters, at most 2) and prefix matching of the query's last word, every query word required
 * (Algolia's defaults), boosts per field, on our inverted index (inverted-index.ts, query-plan.ts,
 * relevance.ts). Records are grouped in documents that share their text (all variants of a product form one
 * document), so the text is indexed once per product.
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
  /**
   * Numeric keys giving the same order as comparators of this index (`customRanking`, a replica's sort):
   * `cmp(a, b)` has the sign of `key(a) - key(b)`. The record table then ranks by a native sort of the keys.
   */
  readonly rankingKeys?: ReadonlyMap<(a: R, b: R) => number, (r: R) => number>;
}

/** A record with its document and its position in it (ranking falls back on document, then position). */
export interface Entry<R extends SearchRecord> {
  readonly record: R;
  readonly doc: string;
  readonly position: number;
}

/** The records of one index with their full-text index; replicas share one IndexData. */
export class IndexData<R extends SearchRecord> {
  private readonly text: InvertedIndex;
  private readonly scorer: RelevanceScorer;
  private readonly docs = new Map<string, Entry<R>[]>();
  private cache: Entry<R>[] | undefined;
  private tableCache: { readonly table: RecordTable<R>; readonly ordinals: Int32Array } | undefined;

  constructor(readonly definition: IndexDefinition<R>) {
    const fields = Object.keys(definition.fields);
    this.text = new InvertedIndex(fields);
    this.scorer = new RelevanceScorer(
      this.text,
      fields.map((f) => definition.fields[f]!),
    );
  }

  /** Replaces the document `doc`: its searchable `text` (field → text) and its records. No records removes it. */
  put(doc: string, text: Readonly<Record<string, string>>, records: readonly R[]): void {
    this.remove(doc);
    if (records.length === 0) return;
    this.text.add(doc, text);
    this.docs.set(
      doc,
      records.map((record, position) => ({ record, doc, position })),
    );
    this.changed();
  }

  /**
   * Fills an empty IndexData with `docs` (as `put` in that order, documents without records skipped), laid
   * out in the documents' text order (InvertedIndex.addAll), which is the record table's order too. `text`
   * is read once per document. Throws if not empty or a document repeats.
   */
  putAll(
    docs: readonly {
      readonly doc: string;
      readonly text: () => Readonly<Record<string, string>>;
      readonly records: readonly R[];
    }[],
  ): void {
    if (this.docs.size > 0) throw new Error('putAll needs an empty index');
    const kept = docs.filter((d) => d.records.length > 0);
    this.text.addAll(kept);
    for (const d of [...kept].sort((a, b) => (a.doc < b.doc ? -1 : a.doc > b.doc ? 1 : 0))) {
      this.docs.set(
        d.doc,
        d.records.map((record, position) => ({ record, doc: d.doc, position })),
      );
    }
    this.changed();
  }

  /** Removes the document `doc` and its records; nothing when absent. */
  remove(doc: string): void {
    if (!this.docs.delete(doc)) return;
    this.text.remove(doc);
    this.changed();
  }

  /** Every record, by document then position. */
  entries(): readonly Entry<R>[] {
    this.cache ??= [...this.docs.values()].flat();
    return this.cache;
  }

  /** The records in columnar form for the query path (built on first use after a change). */
  table(): RecordTable<R> {
    return this.columns().table;
  }

  /** The table's document ordinal of each document slot of relevance() (-1 for a free slot). */
  ordinals(): Int32Array {
    return this.columns().ordinals;
  }

  /** Number of records. */
  get size(): number {
    return this.entries().length;
  }

  /**
   * The documents matching `query` (every query word, the last as a prefix, with typos when `typos`) and
   * their relevance (scores on demand, QueryMatches), or undefined when the query has no words (every record
   * matches). The result is valid until the next call.
   */
  relevance(query: string, typos: boolean): QueryMatches | undefined {
    const qs = queryWords(query);
    if (qs.length === 0) return undefined;
    return this.scorer.match(planQuery(this.text, qs, typos));
  }

  private columns(): { readonly table: RecordTable<R>; readonly ordinals: Int32Array } {
    if (!this.tableCache) {
      const table = new RecordTable(this.entries(), this.definition);
      const ordinals = new Int32Array(this.text.slotCapacity).fill(-1);
      for (let s = 0; s < ordinals.length; s++) {
        const doc = this.text.doc(s);
        if (doc !== undefined) ordinals[s] = table.docIndex.get(doc)!;
      }
      this.tableCache = { table, ordinals };
    }
    return this.tableCache;
  }

  private changed(): void {
    this.cache = undefined;
    this.tableCache = undefined;
  }
}
